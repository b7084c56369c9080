import { useCallback } from 'react';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { formatCurrency } from '@/machines/rules/format';
import { resolvePrice } from '@/machines/rules/price-resolution';
import { selectUser } from '@/machines/session/session.selectors';
import { useBrand, useFlow, usePreferredConsumeType, useSession } from '@/src/app/hooks';

/** Prices already formatted: Intl's format was 73 ms of a cold menu load's profile at 4× CPU (issue 11). */
const formatted = new Map<number, string>();
const FORMATTED_MAX = 5000;

/** formatCurrency (es-AR), each value formatted once (a menu of 2,000 products has at most 2,000 prices). */
export function formattedPrice(value: number): string {
  let text = formatted.get(value);
  if (text === undefined) {
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    text = formatCurrency(value);
    formatted.set(value, text);
  }
  return text;
}

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
      return value > 0 ? formattedPrice(value) : null;
    },
    [brand.businessType, priceCategory, consumeType],
  );
}
