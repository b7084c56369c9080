import { useCallback } from 'react';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { formatCurrency } from '@/machines/rules/format';
import { resolvePrice } from '@/machines/rules/price-resolution';
import { selectUser } from '@/machines/session/session.selectors';
import { useBrand, useFlow, usePreferredConsumeType, useSession } from '@/src/app/hooks';

/**
 * The price a card shows (ordering.md §2 "Product cards", §4 "Price resolution"): resolvePrice with the
 * brand's businessType, the user's priceCategory and the diner's preferred consume type (BASE's choice on a
 * multipleMenu brand), formatted es-AR ARS; 0 shows 'Ver Precios' (null here). Without a preference the
 * resolution's own order applies (tableSystem first).
 */
export function usePriceOf(): (product: Product) => string | null {
  const brand = useBrand();
  const priceCategory = useSession((s) => selectUser(s)?.priceCategory ?? null);
  const consumeType = usePreferredConsumeType();
  return useCallback(
    (product: Product) => {
      const value = resolvePrice(product.price, {
        businessType: brand.businessType,
        priceCategory,
        consumeType,
      });
      return value > 0 ? formatCurrency(value) : null;
    },
    [brand.businessType, priceCategory, consumeType],
  );
}
