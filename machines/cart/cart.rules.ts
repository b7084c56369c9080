// i18n-exempt-file: the reasons a saved cart is discarded are developer log lines (console), never shown to a diner.
/**
 * The cart's rules (ordering.md §4 "Cart", §3 "Cart line", "Cart", §9 "Limits and display"): pure functions
 * from a cart to the next cart. The cart flow (cart.machine.ts) applies them; the totals always come from
 * `cartTotals` in machines/rules/pricing.ts (the same function the server's quote uses per line), so the
 * cart's total can never drift from the sum of its lines.
 */
import type { CartConsumeType } from '../rules/order-payload';
import { resolvePrice } from '../rules/price-resolution';
import { cartTotals, toQuantity } from '../rules/pricing';
import type { Cart, CartAddress, CartLine, Customization, DeliveryOption } from './cart.types';

/** ordering.md §9: generated ids (draftOrderId, orderProductId) are 21 random characters. */
export const GENERATED_ID_LENGTH = 21;
const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** 21 URL-safe random characters from the platform's CSPRNG (browsers and Node both have `crypto`). */
export function randomId(length = GENERATED_ID_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 63];
  return id;
}

export const emptyCart = (): Cart => ({
  draftOrderId: null,
  products: [],
  total: 0,
  quantity: 0,
  observations: '',
  consumeType: null,
  table: null,
  tableId: null,
  pickUpTime: null,
  diners: null,
  address: null,
  deliveryOption: null,
  crossSelling: false,
  selectedConsumeTypeIsFromActiveOrder: false,
});

/** True when any line has upsell items or is itself a cross-sell (§4 "Removing"). */
export const hasCrossSelling = (products: CartLine[]): boolean =>
  products.some((line) => line.crossSelling === true || line.upselling.length > 0);

/** The cart with total, quantity and crossSelling recomputed from its lines. */
function withTotals(cart: Cart, products: CartLine[]): Cart {
  const { total, quantity } = cartTotals(products);
  return { ...cart, products, total, quantity, crossSelling: hasCrossSelling(products) };
}

/** The line with `orderProductId`, if any. */
export const findLine = (cart: Cart, orderProductId: string): CartLine | undefined =>
  cart.products.find((line) => line.orderProductId === orderProductId);

/**
 * Adding the prepared product (§4 "Cart", "Adding"): draftOrderId is made on the first add; a line whose
 * orderProductId is already in the cart gains 1, otherwise the line is pushed; total and quantity follow.
 */
export function addLine(cart: Cart, line: CartLine, newId: () => string = randomId): Cart {
  const draftOrderId = cart.draftOrderId ?? newId();
  const orderProductId = line.orderProductId || newId();
  const existing = findLine(cart, orderProductId);
  const products = existing
    ? cart.products.map((l) => (l === existing ? { ...l, quantity: toQuantity(l.quantity) + 1 } : l))
    : [...cart.products, { ...line, orderProductId, upselling: line.upselling ?? [] }];
  return withTotals({ ...cart, draftOrderId }, products);
}

/**
 * Removing (§4 "Removing"): a line above 1 loses 1; at 1 it is deleted, its upsell items become standalone
 * lines (right where it was, without their upsellingId), and crossSelling is recomputed.
 */
export function removeLine(cart: Cart, orderProductId: string): Cart {
  const index = cart.products.findIndex((l) => l.orderProductId === orderProductId);
  if (index < 0) return cart;
  const line = cart.products[index] as CartLine;
  const products = [...cart.products];
  if (toQuantity(line.quantity) > 1) {
    products[index] = { ...line, quantity: toQuantity(line.quantity) - 1 };
  } else {
    const standalone = line.upselling.map(({ upsellingId: _parent, ...item }) => ({
      ...item,
      upselling: item.upselling ?? [],
      crossSelling: true,
    }));
    products.splice(index, 1, ...standalone);
  }
  return withTotals(cart, products);
}

/**
 * A typed quantity (b2b, §5 "Quantity"): an integer ≥ 1; anything else becomes 1. Used on blur/submit and for
 * the debounced apply.
 */
export function normaliseQuantity(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : Number(value);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.floor(n);
}

/** Sets a line's quantity (the b2b typed field): normalised to an integer ≥ 1. */
export function setLineQuantity(cart: Cart, orderProductId: string, quantity: unknown): Cart {
  const line = findLine(cart, orderProductId);
  if (!line) return cart;
  const next = normaliseQuantity(quantity);
  if (next === line.quantity) return cart;
  return withTotals(
    cart,
    cart.products.map((l) => (l === line ? { ...l, quantity: next } : l)),
  );
}

/** What an edit changes on a line (§4 "Updating a line"). */
export type LineChanges = Pick<CartLine, 'orderProductId'> &
  Partial<Pick<CartLine, 'customization' | 'price' | 'quantity' | 'upselling' | 'comments'>>;

/**
 * Updating a line (§4 "Updating a line"): its customization, price, quantity and upselling are replaced (and
 * its comments, the product's observations, which the edit screen also changes); total and quantity are
 * recomputed including the upsell items. An unknown orderProductId changes nothing.
 */
export function updateLine(cart: Cart, changes: LineChanges): Cart {
  const line = findLine(cart, changes.orderProductId);
  if (!line) return cart;
  const updated: CartLine = {
    ...line,
    customization: changes.customization ?? line.customization,
    price: changes.price ?? line.price,
    quantity: changes.quantity !== undefined ? normaliseQuantity(changes.quantity) : line.quantity,
    upselling: (changes.upselling ?? line.upselling).map((item) => ({
      ...item,
      upsellingId: line.orderProductId,
    })),
    comments: changes.comments ?? line.comments,
  };
  return withTotals(
    cart,
    cart.products.map((l) => (l === line ? updated : l)),
  );
}

/**
 * Updating an upsell item (§4 "Updating an upsell item"): its parent is found by upsellingId, the item by its
 * orderProductId (else its _id); quantity 0 removes it, otherwise it is changed; the total follows.
 */
export function updateUpsellItem(cart: Cart, item: CartLine): Cart {
  const parent = item.upsellingId ? findLine(cart, item.upsellingId) : undefined;
  if (!parent) return cart;
  const matches = (u: CartLine) =>
    item.orderProductId ? u.orderProductId === item.orderProductId : u._id === item._id;
  if (!parent.upselling.some(matches)) return cart;
  const quantity = toQuantity(item.quantity);
  const upselling =
    quantity <= 0
      ? parent.upselling.filter((u) => !matches(u))
      : parent.upselling.map((u) => (matches(u) ? { ...u, ...item, quantity: Math.floor(quantity) } : u));
  return withTotals(
    cart,
    cart.products.map((l) => (l === parent ? { ...l, upselling } : l)),
  );
}

/** A line of the quote's `unavailable` list (POST /pedido/quote?unavailable=mark): a withdrawn product. */
export interface WithdrawnRef {
  orderProductId: string | null;
  sku: string;
}

/** The cart line or upsell item `orderProductId`, when the quote marks its product withdrawn. */
export function withdrawnItem(
  cart: Cart,
  unavailable: readonly WithdrawnRef[] | undefined,
  orderProductId: string,
): { item: CartLine; parentId: string | null } | null {
  for (const line of cart.products)
    for (const item of [line, ...line.upselling])
      if (item.orderProductId === orderProductId)
        return unavailable?.some((u) => u.orderProductId === orderProductId && u.sku === item.sku)
          ? { item, parentId: item === line ? null : line.orderProductId }
          : null;
  return null;
}

/**
 * 'Quitar' on a withdrawn product (issue 12; `found` is `withdrawnItem`'s answer): the whole line goes at once,
 * whatever its quantity (§4 "Removing" at quantity 1: its upsell items stay as lines of their own); an upsell item
 * leaves its parent (§4 "Updating an upsell item" at quantity 0).
 */
export function removeWithdrawn(cart: Cart, found: { item: CartLine; parentId: string | null }): Cart {
  const { item, parentId } = found;
  if (parentId !== null) return updateUpsellItem(cart, { ...item, upsellingId: parentId, quantity: 0 });
  const single = cart.products.map((l) => (l === item ? { ...l, quantity: 1 } : l));
  return removeLine({ ...cart, products: single }, item.orderProductId);
}

/* Setters (§4 "Setters"). */

export const setTable = (cart: Cart, table: string | null, tableId: string | null): Cart => ({
  ...cart,
  table,
  tableId,
});
export const setConsumeType = (cart: Cart, consumeType: CartConsumeType | null): Cart => ({
  ...cart,
  consumeType,
});
/**
 * The lines priced for the consume type the order is for (ordering.md §4 "Price resolution": other brands take "the
 * key for the preferred consume type"; issue 12): each line and upsell item that kept its catalogue price (rawPrice)
 * is resolved again for `consumeType`, and the totals follow. A b2b brand's prices do not depend on the type; a line
 * without rawPrice keeps its price. Choosing 'Para llevar' at CHECKOUT is then no "price change" for the quote.
 */
export function repriceForConsumeType(
  cart: Cart,
  consumeType: CartConsumeType,
  businessType: 'b2c' | 'b2b',
): Cart {
  if (businessType === 'b2b') return cart;
  let changed = false;
  const reprice = (line: CartLine): CartLine => {
    const upselling = line.upselling.map(reprice);
    const price = line.rawPrice === undefined ? line.price : resolvePrice(line.rawPrice, { consumeType });
    if (price === line.price && upselling.every((u, i) => u === line.upselling[i])) return line;
    changed = true;
    return { ...line, price, upselling };
  };
  const products = cart.products.map(reprice);
  return changed ? withTotals(cart, products) : cart;
}
export const setAddress = (cart: Cart, address: CartAddress | null): Cart => ({ ...cart, address });
export const setDeliveryOption = (cart: Cart, deliveryOption: DeliveryOption | null): Cart => ({
  ...cart,
  deliveryOption,
});
export const setPickUpTime = (cart: Cart, pickUpTime: string | null): Cart => ({ ...cart, pickUpTime });
export const setConsumeTypeFromActiveOrder = (cart: Cart, value: boolean): Cart => ({
  ...cart,
  selectedConsumeTypeIsFromActiveOrder: value,
});

/** Clearing (§4 "Clearing") resets the cart. */
export const clearCart = (): Cart => emptyCart();

/* Reading a persisted cart. */

export type ParsedCart = { cart: Cart; reason: null } | { cart: null; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const textOrNumber = (v: unknown) =>
  v === null || v === undefined || typeof v === 'string' || typeof v === 'number';
const isMoney = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100_000;
const CONSUME_TYPES: readonly CartConsumeType[] = ['local', 'takeaway', 'delivery', 'delivery_propio'];

function customizationProblem(value: unknown, where: string): string | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) return `${where}.customization is not an object`;
  for (const group of ['ingredients', 'aditionals'] as const) {
    const items = value[group];
    if (items === undefined || items === null) continue;
    if (!isObject(items)) return `${where}.customization.${group} is not a map`;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item) || !isText(item.sku) || !Number.isFinite(Number(item.price ?? 0)))
        return `${where}.customization.${group}.${key} is not an item`;
      if (typeof item.quantity !== 'number' || !Number.isFinite(item.quantity) || item.quantity < 0)
        return `${where}.customization.${group}.${key} has no valid quantity`;
    }
  }
  return null;
}

function lineProblem(value: unknown, where: string, nested: boolean): string | null {
  if (!isObject(value)) return `${where} is not an object`;
  if (!isText(value.orderProductId) || value.orderProductId === '') return `${where} has no orderProductId`;
  if (!isText(value.sku) || value.sku === '') return `${where} has no sku`;
  if (!isText(value._id)) return `${where} has no _id`;
  if (!isText(value.name)) return `${where} has no name`;
  if (!isMoney(value.price)) return `${where}.price is not a price`;
  if (!isCount(value.quantity)) return `${where}.quantity is not a whole number ≥ 1`;
  if (!optionalText(value.comments)) return `${where}.comments is not text`;
  const custom = customizationProblem(value.customization, where);
  if (custom) return custom;
  if (value.upselling !== undefined && value.upselling !== null) {
    if (!Array.isArray(value.upselling)) return `${where}.upselling is not a list`;
    if (nested && value.upselling.length > 0) return `${where} nests upsell items two levels deep`;
    for (const [i, item] of value.upselling.entries()) {
      const problem = lineProblem(item, `${where}.upselling[${i}]`, true);
      if (problem) return problem;
    }
  }
  return null;
}

const normaliseCustomization = (value: unknown): Customization => {
  const c = isObject(value) ? value : {};
  return {
    ...(isText(c.id) ? { id: c.id } : {}),
    ingredients: (isObject(c.ingredients) ? c.ingredients : {}) as Customization['ingredients'],
    aditionals: (isObject(c.aditionals) ? c.aditionals : {}) as Customization['aditionals'],
  };
};

const normaliseLine = (value: Record<string, unknown>): CartLine =>
  ({
    ...value,
    customization: normaliseCustomization(value.customization),
    upselling: Array.isArray(value.upselling)
      ? value.upselling.map((u) => normaliseLine(u as Record<string, unknown>))
      : [],
  }) as CartLine;

/**
 * A cart read back from storage (the `order` slice) or from another tab. Nothing saved is an empty cart;
 * anything malformed (a line without its ids, a negative price, a fractional quantity, a field of the wrong
 * type) is discarded whole with the reason, which the app logs: a half-read cart would charge the wrong
 * total. Totals are recomputed from the lines, never trusted.
 */
export function parsePersistedCart(raw: unknown): ParsedCart {
  if (raw === null || raw === undefined) return { cart: emptyCart(), reason: null };
  if (!isObject(raw)) return { cart: null, reason: 'the saved order is not an object' };
  if (!Array.isArray(raw.products)) return { cart: null, reason: 'the saved order has no products list' };
  if (raw.products.length > 500) return { cart: null, reason: 'the saved order has too many lines' };
  for (const [i, line] of raw.products.entries()) {
    const problem = lineProblem(line, `products[${i}]`, false);
    if (problem) return { cart: null, reason: problem };
  }
  const ids = raw.products.map((l) => (l as CartLine).orderProductId);
  if (new Set(ids).size !== ids.length) return { cart: null, reason: 'two lines share an orderProductId' };
  if (!optionalText(raw.draftOrderId)) return { cart: null, reason: 'draftOrderId is not text' };
  if (raw.observations !== undefined && !isText(raw.observations))
    return { cart: null, reason: 'observations is not text' };
  if (
    raw.consumeType !== undefined &&
    raw.consumeType !== null &&
    !CONSUME_TYPES.includes(raw.consumeType as never)
  )
    return { cart: null, reason: `consumeType '${String(raw.consumeType)}' is unknown` };
  for (const field of ['table', 'tableId', 'pickUpTime', 'diners'] as const) {
    if (!textOrNumber(raw[field])) return { cart: null, reason: `${field} is not text` };
  }
  for (const field of ['address', 'deliveryOption'] as const) {
    if (raw[field] !== undefined && raw[field] !== null && !isObject(raw[field]))
      return { cart: null, reason: `${field} is not an object` };
  }
  const base = emptyCart();
  const textField = (v: unknown) => (v === undefined || v === null ? null : String(v));
  const cart: Cart = {
    ...base,
    draftOrderId: isText(raw.draftOrderId) && raw.draftOrderId !== '' ? raw.draftOrderId : null,
    observations: isText(raw.observations) ? raw.observations : '',
    consumeType: (raw.consumeType as CartConsumeType | null | undefined) ?? null,
    table: textField(raw.table),
    tableId: textField(raw.tableId),
    pickUpTime: textField(raw.pickUpTime),
    diners: textField(raw.diners),
    address: (raw.address as CartAddress | null | undefined) ?? null,
    deliveryOption: (raw.deliveryOption as DeliveryOption | null | undefined) ?? null,
    selectedConsumeTypeIsFromActiveOrder: raw.selectedConsumeTypeIsFromActiveOrder === true,
  };
  return {
    cart: withTotals(
      cart,
      raw.products.map((l) => normaliseLine(l as Record<string, unknown>)),
    ),
    reason: null,
  };
}
