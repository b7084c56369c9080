/**
 * Pricing (ordering.md §4 "Pricing", "Cart"): unit price, line total and cart totals. Shared by the
 * app's cart/product machines and the server, which recomputes every order's total with these same
 * functions from catalogue prices. Pure: no imports from server/ or src/.
 *
 * Money is summed in integer cents and returned as pesos, so totals never drift (0.1 + 0.2 = 0.3).
 */

/** A customisation item as the app holds it (map value) or sends it (flattened array item). */
export interface PricedItem {
  price?: unknown;
  quantity?: unknown;
}

/** Ingredients and aditionals as maps (the app's shape) or arrays (the order payload's shape). */
export interface PricedCustomization {
  ingredients?: Record<string, PricedItem> | PricedItem[] | null;
  aditionals?: Record<string, PricedItem> | PricedItem[] | null;
}

export interface PricedLine {
  price?: unknown;
  quantity?: unknown;
  /** The map form, or (in an order payload) the flattened array, priced like ingredients. */
  customization?: PricedCustomization | PricedItem[] | null;
  upselling?: PricedLine[] | null;
}

/**
 * How an ingredient's quantity counts: 'orOne' (quantity, or 1 when missing/0: the main reading) or
 * 'atLeastOne' (max(1, quantity): the other reading). They differ only for quantities
 * between 0 and 1 or below 0.
 */
export type IngredientQuantityReading = 'orOne' | 'atLeastOne';

/** A missing or non-numeric price counts as 0. Numeric strings ('1500', '99.5') are numbers. */
export function toPrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** A quantity: a finite number (or numeric string), else 0. */
export function toQuantity(value: unknown): number {
  return toPrice(value);
}

const cents = (pesos: number) => Math.round(pesos * 100);
const pesos = (c: number) => c / 100;

function itemsOf(group: Record<string, PricedItem> | PricedItem[] | null | undefined): PricedItem[] {
  if (!group) return [];
  return Array.isArray(group) ? group : Object.values(group);
}

const ingredientQty = (item: PricedItem, reading: IngredientQuantityReading) => {
  const q = toQuantity(item.quantity);
  return reading === 'atLeastOne' ? Math.max(1, q) : q || 1;
};

/** Unit price in cents (internal: sums stay integers). */
function unitCents(line: PricedLine, reading: IngredientQuantityReading): number {
  let total = cents(toPrice(line.price));
  const custom = line.customization;
  if (Array.isArray(custom)) {
    // Flattened payload: the ingredient/aditional split is gone; an item without quantity counts 1.
    for (const item of custom) total += cents(toPrice(item.price)) * ingredientQty(item, reading);
    return total;
  }
  for (const item of itemsOf(custom?.aditionals))
    total += cents(toPrice(item.price)) * toQuantity(item.quantity);
  for (const item of itemsOf(custom?.ingredients))
    total += cents(toPrice(item.price)) * ingredientQty(item, reading);
  return total;
}

/** Unit price = price + Σ aditional price × quantity + Σ ingredient price × (quantity or 1). */
export function unitPrice(line: PricedLine, reading: IngredientQuantityReading = 'orOne'): number {
  return pesos(unitCents(line, reading));
}

/** Line total = unit price × line quantity (upsell lines not included). */
export function lineTotal(line: PricedLine, reading: IngredientQuantityReading = 'orOne'): number {
  return pesos(Math.round(unitCents(line, reading) * toQuantity(line.quantity)));
}

export interface CartTotals {
  /** Σ line totals + Σ upsell line totals. */
  total: number;
  /** Σ line quantities + Σ upsell quantities. */
  quantity: number;
}

/** Cart totals: every line and every upsell item nested under a line (§4 "Updating a line"). */
export function cartTotals(lines: PricedLine[], reading: IngredientQuantityReading = 'orOne'): CartTotals {
  let total = 0;
  let quantity = 0;
  for (const line of lines) {
    total += cents(lineTotal(line, reading));
    quantity += toQuantity(line.quantity);
    for (const up of line.upselling ?? []) {
      total += cents(lineTotal(up, reading));
      quantity += toQuantity(up.quantity);
    }
  }
  return { total: pesos(total), quantity };
}

/** Rounds a money amount to cents (2 decimals) without float noise. */
export const roundMoney = (value: number): number => pesos(cents(value));
