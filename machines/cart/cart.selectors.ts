import type { SnapshotFrom } from 'xstate';
import { cartTotals, toPrice } from '../rules/pricing';
import type { cartMachine } from './cart.machine';
import type { Blocked, CartQuote, Suggestion } from './cart.setup';
import type { Cart, CartLine } from './cart.types';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The `order` slice to persist (the whole cart). */
export const selectPersistedCart = (s: CartSnapshot): Cart => s.context.cart;

export const selectCart = (s: CartSnapshot): Cart => s.context.cart;
export const selectCartLines = (s: CartSnapshot): CartLine[] => s.context.cart.products;
/** The cart's total (Σ line totals with their upsell items). */
export const selectCartTotal = (s: CartSnapshot): number => s.context.cart.total;
/** '{n} productos seleccionados': lines and upsell items, by quantity. */
export const selectCartQuantity = (s: CartSnapshot): number => s.context.cart.quantity;
export const selectHasProducts = (s: CartSnapshot): boolean => s.context.cart.products.length > 0;

/**
 * The line being edited on `{basePath}/product/{storeId}/{sku}/{orderProductId}` (the product flow passes it
 * in `orderPreparation.opened`); undefined when the cart has no such line.
 */
export const selectCartLine =
  (orderProductId: string) =>
  (s: CartSnapshot): CartLine | undefined =>
    s.context.cart.products.find((line) => line.orderProductId === orderProductId);

/**
 * The order's line for a product (its first line with that sku), for the customisation modal opened from a
 * suggestion: §2 "It opens in edit mode when the product is already in the order".
 */
export const lineOfSku = (lines: CartLine[], sku: string): CartLine | undefined =>
  lines.find((line) => line.sku === sku);

/** The b2b field's text: what is being typed, else the line's quantity. */
export const selectQuantityText =
  (orderProductId: string) =>
  (s: CartSnapshot): string => {
    const typed = s.context.typed;
    if (typed && typed.orderProductId === orderProductId) return typed.value;
    const line = selectCartLine(orderProductId)(s);
    return line ? String(line.quantity) : '';
  };

/** Why the open blocking modal blocked (its branch name and link). */
export const selectBlocked = (s: CartSnapshot): Blocked | null => s.context.blocked;

export const selectIsSummaryEmpty = (s: CartSnapshot): boolean =>
  s.matches({ summary: { shown: { contents: 'empty' } } });

/** The server's quote once it answered for the lines on screen, else null. */
export const selectServerQuote = (s: CartSnapshot): CartQuote | null =>
  s.matches({ summary: { shown: { quote: 'quoted' } } }) ? s.context.quote : null;
export const selectIsQuoting = (s: CartSnapshot): boolean =>
  s.matches({ summary: { shown: { quote: 'quoting' } } });
/** The quote answered and the cart's own total agrees with it (to the cent). */
export const selectQuoteAgrees = (s: CartSnapshot): boolean | null => {
  const quote = selectServerQuote(s);
  if (!quote) return null;
  return Math.round(quote.subtotal * 100) === Math.round(cartTotals(s.context.cart.products).total * 100);
};

export const selectSuggestions = (s: CartSnapshot): Suggestion[] =>
  s.matches({ summary: { shown: { suggestions: 'loaded' } } }) ? s.context.suggestions : [];

/** The branch status is 'close' (the bar's button still shows; pressing it opens the modal). */
export const selectIsBranchClosed = (s: CartSnapshot): boolean => s.context.branch?.status === 'close';
export const selectIsB2b = (s: CartSnapshot): boolean => s.context.businessType === 'b2b';

/** A line's amount on the summary: its own total plus its upsell items' (§4 "Updating a line"). */
export const lineAmount = (line: CartLine): number => cartTotals([line]).total;

/** The names of a line's chosen options, ingredients first, with their quantity when above 1. */
export const customizationNames = (line: CartLine): Array<{ name: string; quantity: number }> =>
  [...Object.values(line.customization.ingredients), ...Object.values(line.customization.aditionals)].map(
    (item) => ({ name: item.name, quantity: item.quantity }),
  );

/** A suggestion's price as the server sent it (already resolved for the consume type sent with the request). */
export const suggestionPrice = (suggestion: Suggestion): number => toPrice(suggestion.price);
