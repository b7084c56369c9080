import { type QuoteChange, quoteChanges } from '../checkout/checkout.rules';
import { type CartSnapshot, selectQuoteAgrees, selectServerQuote } from './cart.selectors';

/**
 * What ORDER_SUMMARY's quote revealed since the cart was built (issue 12), line by line, with the same
 * `quoteChanges` CHECKOUT uses. Apart from cart.selectors.ts on purpose: only the summary's lazy route imports it,
 * so checkout.rules stays out of the first screen's chunk (the cart flow itself starts with the app).
 */
export interface SummaryChanges {
  /** Lines and upsell items whose product was withdrawn: each with 'Quitar' (`cart.withdrawnLineRemoved`). */
  withdrawn: QuoteChange[];
  /** Lines the server prices otherwise: name, before (the cart's amount) and after (the server's). */
  repriced: QuoteChange[];
  /**
   * 'Los precios cambiaron: revisá tu orden.' shows: a line was repriced, or the totals disagree for no reason a
   * line names (a withdrawn line alone explains a lower server subtotal).
   */
  pricesChanged: boolean;
}

const NONE: SummaryChanges = { withdrawn: [], repriced: [], pricesChanged: false };

export const selectSummaryChanges = (s: CartSnapshot): SummaryChanges => {
  const quote = selectServerQuote(s);
  if (!quote) return NONE;
  // Only the lines and the withdrawn list are compared; shipping is not part of the summary's quote.
  const changes = quoteChanges(s.context.cart, { shipping: 0, ...quote });
  const withdrawn = changes.filter((c) => c.kind === 'withdrawn');
  const repriced = changes.filter((c) => c.kind === 'priceChanged');
  const pricesChanged = repriced.length > 0 || (withdrawn.length === 0 && selectQuoteAgrees(s) === false);
  if (!pricesChanged && withdrawn.length === 0) return NONE;
  return { withdrawn, repriced, pricesChanged };
};

export const sameSummaryChanges = (a: SummaryChanges, b: SummaryChanges): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
