import { useCallback } from 'react';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { formatCurrency } from '@/machines/rules/format';
import { resolvePrice } from '@/machines/rules/price-resolution';
import { selectUser } from '@/machines/session/session.selectors';
import { useBrand, useSession } from '@/src/app/hooks';

/**
 * The price a card shows (ordering.md §2 "Product cards", §4 "Price resolution"): resolvePrice with the
 * brand's businessType and the user's priceCategory, formatted es-AR ARS; 0 shows 'Ver Precios' (null here).
 * Seam: the consume type comes from the branch selection's preference once that flow exposes a selector for
 * it; until then the resolution's own order applies (tableSystem first).
 */
export function usePriceOf(): (product: Product) => string | null {
  const brand = useBrand();
  const priceCategory = useSession((s) => selectUser(s)?.priceCategory ?? null);
  return useCallback(
    (product: Product) => {
      const value = resolvePrice(product.price, { businessType: brand.businessType, priceCategory });
      return value > 0 ? formatCurrency(value) : null;
    },
    [brand.businessType, priceCategory],
  );
}
