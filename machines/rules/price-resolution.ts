/**
 * Price resolution (ordering.md §4 "Price resolution"), shared by the app and the server.
 *
 * A product price is a number, a string, or an object keyed by consume type (b2c) or by b2b price
 * category. Every form resolves to a number; an empty or non-numeric price is 0.
 */

export type PriceObject = Partial<Record<string, number | string | null | undefined>>;
export type PriceValue = number | string | null | undefined | PriceObject;

export const CONSUME_TYPE_KEYS = ['tableSystem', 'takeawaySystem', 'deliverySystem'] as const;
export type ConsumeTypeKey = (typeof CONSUME_TYPE_KEYS)[number];

export const PRICE_CATEGORIES = ['default', 'mayorista', 'distribuidor', 'corporativo', 'vip'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

/**
 * A consume type in any of the forms the app holds: the preference (`tableSystem`…, or
 * `{type:'deliveryPropio', data}`) or the cart's consumeType (`local`, `takeaway`, `delivery`,
 * `delivery_propio`).
 */
export type ConsumeTypeInput = string | { type: string } | null | undefined;

const CART_TO_KEY: Record<string, ConsumeTypeKey> = {
  tableSystem: 'tableSystem',
  takeawaySystem: 'takeawaySystem',
  deliverySystem: 'deliverySystem',
  deliveryPropio: 'deliverySystem',
  local: 'tableSystem',
  mesa: 'tableSystem',
  takeaway: 'takeawaySystem',
  delivery: 'deliverySystem',
  delivery_propio: 'deliverySystem',
};

/** The price-object key for a consume type; deliveryPropio maps to deliverySystem. */
export function consumeTypeKey(input: ConsumeTypeInput): ConsumeTypeKey | undefined {
  if (!input) return undefined;
  const name = typeof input === 'string' ? input : input.type;
  return CART_TO_KEY[name];
}

export interface PriceContext {
  businessType?: 'b2c' | 'b2b' | string | null;
  /** b2b: the user's priceCategory. */
  priceCategory?: string | null;
  /** b2c: the preferred (or chosen) consume type. */
  consumeType?: ConsumeTypeInput;
}

/** A number from a scalar price: finite numbers and numeric strings; anything else is 0. */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

const isPriceObject = (price: PriceValue): price is PriceObject =>
  typeof price === 'object' && price !== null && !Array.isArray(price);

const pick = (obj: PriceObject, key: string | null | undefined) =>
  key && Object.hasOwn(obj, key) && obj[key] ? obj[key] : undefined;

function firstOf(obj: PriceObject, keys: readonly (string | null | undefined)[]): unknown {
  for (const key of keys) {
    const value = pick(obj, key);
    if (value) return value;
  }
  return Object.values(obj).find((value) => Boolean(value));
}

/**
 * The price to show and charge:
 * - numbers and strings as they are (empty → 0);
 * - b2b: the user's priceCategory, then default, mayorista, distribuidor, corporativo, vip, then the
 *   first truthy value;
 * - other brands: the consume type's key, then tableSystem, takeawaySystem, deliverySystem, then the
 *   first truthy value, then 0.
 */
export function resolvePrice(price: PriceValue | unknown, ctx: PriceContext = {}): number {
  if (!isPriceObject(price as PriceValue)) return toAmount(price);
  const obj = price as PriceObject;
  const order =
    ctx.businessType === 'b2b'
      ? [ctx.priceCategory, ...PRICE_CATEGORIES]
      : [consumeTypeKey(ctx.consumeType), ...CONSUME_TYPE_KEYS];
  return toAmount(firstOf(obj, order));
}

/** Whether a price depends on the context (an object), as opposed to a fixed number or string. */
export const isVariablePrice = (price: unknown): boolean => isPriceObject(price as PriceValue);
