/**
 * Order preparation (ordering.md §4 "Order preparation", §5 "Option groups" and "Quantity"): the product
 * being configured in the product overlay or the customisation modal. Pure: the orderPreparation flow
 * applies these functions, the selectors read them, the tests table them.
 *
 * Two readings of how an option is chosen (both from §4):
 * - `'overlay'` (the main reading, used by the product overlay): an ingredient is added at its minLimit,
 *   a multiple-choice group grows by minLimit and drops its first choice at maxQty, removal lowers by minLimit.
 * - `'modal'` (the "Other reading (modal)", used by the customisation modal): selecting adds 1, removing
 *   subtracts 1 and drops the option at 0; a group with maxQty 1 behaves as a radio group.
 *
 * The ingredient quantity in prices follows machines/rules/pricing.ts's reading 'orOne' (quantity, or 1
 * when missing or 0). The preparation's total is always recomputed from the prepared line and its upsell
 * items with that function, so every incremental rule of §4 ("adds price × difference × product quantity",
 * "subtracts its cost") holds by construction and the total never drifts. *
 * Split by concern: this file holds the preparation itself (its types, start, quantity, upsell items,
 * observations and the line to save); option-groups.ts the option groups (offer, counters, disabling, required
 * groups and their errors); preparation-choices.ts the choices of ingredients and aditionals (§4 "Ingredients",
 * "Aditionals", "Item quantity").
 */
import type { UiText } from '../../locales/catalogue';
import type { CartLine, Customization, CustomizationItem } from '../cart/cart.types';
import type { Product } from '../catalogue/catalogue.types';
import { type PriceContext, resolvePrice } from '../rules/price-resolution';
import { lineTotal, roundMoney, toQuantity, unitPrice } from '../rules/pricing';
import { requiredGroupNames } from './option-groups';

/** Which of the spec's two option behaviours applies (see the module comment). */
export type OptionReading = 'overlay' | 'modal';

/** Generated ids (draftOrderId, orderProductId): 21 random characters (§9). */
export const GENERATED_ID_LENGTH = 21;

/** The prepared product: a cart line (price already resolved) being configured. */
export type PreparedProduct = CartLine;

/** §3 "Order preparation". `quantity` 0 means nothing is being prepared (a product may start). */
export interface Preparation {
  product: PreparedProduct | null;
  /** The product line's total plus its upsell items' totals. */
  total: number;
  quantity: number;
  crossSelling: boolean;
  /** The names of the categories with minQty > 0. */
  ingredientsRequired: string[];
}

export const EMPTY_PREPARATION: Preparation = {
  product: null,
  total: 0,
  quantity: 0,
  crossSelling: false,
  ingredientsRequired: [],
};

/** A change refused by the category limit (§5 "maxQty"); cleared by the next successful change. */
export interface MaxQtyError {
  type: 'maxQty';
  maxQty: number;
  message: UiText;
}

/** What a change returns: the new preparation, or the unchanged one with the refusal. */
export interface ChangeResult {
  preparation: Preparation;
  error: MaxQtyError | null;
}

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/**
 * A random 21-character id (nanoid's alphabet and length; no dependency). `random` gives bytes 0–255; the
 * app passes crypto.getRandomValues, tests a seeded source.
 */
export function generateId(random: (size: number) => ArrayLike<number> = defaultRandom): string {
  const bytes = random(GENERATED_ID_LENGTH);
  let id = '';
  for (let i = 0; i < GENERATED_ID_LENGTH; i++) id += ALPHABET[bytes[i] & 63];
  return id;
}

function defaultRandom(size: number): ArrayLike<number> {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

// ——— the preparation ———

/** The prepared product's total (reading 'orOne') plus its upsell items' totals. */
export function preparationTotal(product: PreparedProduct | null): number {
  if (!product) return 0;
  let total = lineTotal(product);
  for (const item of product.upselling) total += lineTotal(item);
  return roundMoney(total);
}

/** The prepared product's unit price: price + aditionals + ingredients (reading 'orOne'). */
export const preparedUnitPrice = (product: PreparedProduct | null): number =>
  product ? unitPrice(product) : 0;

export const withProduct = (preparation: Preparation, product: PreparedProduct): Preparation => ({
  ...preparation,
  product,
  quantity: product.quantity,
  total: preparationTotal(product),
  crossSelling: product.upselling.length > 0,
});

const emptyCustomization = (): Customization => ({ ingredients: {}, aditionals: {} });

/** customization defaults to empty ingredients and aditionals; an array counts as missing (§4 "Start"). */
function normaliseCustomization(value: unknown): Customization {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return emptyCustomization();
  const c = value as Partial<Customization>;
  const map = (m: unknown) =>
    m && typeof m === 'object' && !Array.isArray(m) ? { ...(m as Record<string, CustomizationItem>) } : {};
  return { ...(c.id ? { id: c.id } : {}), ingredients: map(c.ingredients), aditionals: map(c.aditionals) };
}

/** A catalogue product as a line to prepare: its price resolved, quantity 0 until started. */
export function lineFromProduct(product: Product, ctx: PriceContext = {}): PreparedProduct {
  return {
    _id: product._id,
    name: product.name,
    imageShow: product.imageShow ?? product.image ?? null,
    price: resolvePrice(product.price, ctx),
    rawPrice: product.price,
    quantity: 0,
    description: product.description ?? null,
    sku: product.sku,
    storeId: product.storeId,
    orderProductId: '',
    comments: '',
    customization: emptyCustomization(),
    upselling: [],
  };
}

export interface StartOptions {
  /** The catalogue product (its children give ingredientsRequired). */
  catalogue?: Pick<Product, 'children'> | null;
  makeId?: () => string;
}

/**
 * §4 "Start": a product is started only when the preparation quantity is 0. quantity defaults to 1,
 * orderProductId is generated when missing, customization defaults to empty maps (an array counts as
 * missing), upselling defaults to empty, total = unit price × quantity.
 */
export function startPreparation(
  preparation: Preparation,
  line: Partial<PreparedProduct> & Pick<PreparedProduct, '_id' | 'name' | 'sku'>,
  { catalogue = null, makeId = () => generateId() }: StartOptions = {},
): Preparation {
  if (preparation.quantity !== 0) return preparation;
  const quantity = toQuantity(line.quantity) >= 1 ? Math.floor(toQuantity(line.quantity)) : 1;
  const product: PreparedProduct = {
    ...line,
    price: typeof line.price === 'number' ? line.price : 0,
    quantity,
    orderProductId: line.orderProductId || makeId(),
    comments: line.comments ?? '',
    customization: normaliseCustomization(line.customization),
    upselling: Array.isArray(line.upselling) ? line.upselling.map((item) => ({ ...item })) : [],
  };
  return {
    ...withProduct(EMPTY_PREPARATION, product),
    ingredientsRequired: catalogue ? requiredGroupNames(catalogue) : preparation.ingredientsRequired,
  };
}

/** §4 "Clearing resets the preparation". */
export const clearPreparation = (): Preparation => EMPTY_PREPARATION;

/** A quantity is an integer ≥ 1 (§5 "Quantity"). */
export const isValidQuantity = (value: number): boolean => Number.isInteger(value) && value >= 1;

/** §4 "Product quantity": total = unit price × new quantity (plus the upsell items, which keep their own). */
export function setProductQuantity(preparation: Preparation, quantity: number): Preparation {
  if (!preparation.product || !isValidQuantity(quantity)) return preparation;
  return withProduct(preparation, { ...preparation.product, quantity });
}

/**
 * §5 "Quantity", b2b typed input: the value applied, or null when it is empty, invalid or below 1 (the
 * flow then keeps the previous quantity until blur or submit, which make it 1).
 */
export function parseTypedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return isValidQuantity(n) ? n : null;
}

/**
 * §3 "Cross-sell item": an upsell product as a nested line (crossSelling true, quantity 1 by default,
 * empty upselling and customization), tied to its parent by upsellingId.
 */
export function upsellLine(
  product: Product,
  parentOrderProductId: string,
  ctx: PriceContext = {},
  makeId: () => string = () => generateId(),
  quantity = 1,
): PreparedProduct {
  return {
    ...lineFromProduct(product, ctx),
    quantity,
    orderProductId: makeId(),
    upsellingId: parentOrderProductId,
    crossSelling: true,
  };
}

/** §4 "Upsell items": adding appends the item with its quantity (its cost joins the total), crossSelling true. */
export function addUpsell(preparation: Preparation, item: PreparedProduct): Preparation {
  const product = preparation.product;
  if (!product || !isValidQuantity(item.quantity)) return preparation;
  return withProduct(preparation, { ...product, upselling: [...product.upselling, item] });
}

/** §4: removing by _id subtracts its cost; crossSelling stays true only if upsell items remain. */
export function removeUpsell(preparation: Preparation, productId: string): Preparation {
  const product = preparation.product;
  if (!product) return preparation;
  return withProduct(preparation, {
    ...product,
    upselling: product.upselling.filter((item) => item._id !== productId),
  });
}

/** §4: updating an upsell item's quantity recomputes its cost; below 1 removes it. */
export function updateUpsell(preparation: Preparation, productId: string, quantity: number): Preparation {
  const product = preparation.product;
  if (!product) return preparation;
  if (!Number.isInteger(quantity) || quantity < 1) return removeUpsell(preparation, productId);
  return withProduct(preparation, {
    ...product,
    upselling: product.upselling.map((item) => (item._id === productId ? { ...item, quantity } : item)),
  });
}

/** The upsell item for a catalogue product, if added. */
export const upsellItemOf = (preparation: Preparation, productId: string): PreparedProduct | undefined =>
  preparation.product?.upselling.find((item) => item._id === productId);

/** §4 "Observations set the product's comments". */
export function setObservations(preparation: Preparation, comments: string): Preparation {
  if (!preparation.product) return preparation;
  return { ...preparation, product: { ...preparation.product, comments } };
}

/**
 * §4 "Saving the prepared product": the line sent to the cart. For a new product the cart line keeps its
 * own quantity and nests the upsell items (the cart's count then adds the product quantity and the upsell
 * quantities, §4 "Saving": "quantity = product quantity + the sum of upsell quantities"). When editing an
 * upsell item (upsellingId present), that item is the line.
 */
export function lineToSave(preparation: Preparation): PreparedProduct | null {
  const product = preparation.product;
  if (!product) return null;
  return {
    ...product,
    crossSelling: product.upsellingId ? true : product.upselling.length > 0,
  };
}

/** The count the save adds to the cart: product quantity + Σ upsell quantities. */
export const savedQuantity = (product: PreparedProduct | null): number =>
  product ? product.quantity + product.upselling.reduce((sum, item) => sum + item.quantity, 0) : 0;
