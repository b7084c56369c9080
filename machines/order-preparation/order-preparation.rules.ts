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
 * "subtracts its cost") holds by construction and the total never drifts.
 */
import type { MessageKey, UiText } from '../../locales/catalogue';
import type { CartLine, Customization, CustomizationItem } from '../cart/cart.types';
import type { Product, ProductOption } from '../catalogue/catalogue.types';
import { type PriceContext, resolvePrice } from '../rules/price-resolution';
import { lineTotal, roundMoney, toQuantity, unitPrice } from '../rules/pricing';

/** Which of the spec's two option behaviours applies (see the module comment). */
export type OptionReading = 'overlay' | 'modal';

/** The unlimited group (§5, §9): minQty 0 and maxQty ≥ 1000. */
export const UNLIMITED_MAX_QTY = 1000;
/** Generated ids (draftOrderId, orderProductId): 21 random characters (§9). */
export const GENERATED_ID_LENGTH = 21;

/** A required group the diner has not completed (§5 "On submit"). */
export interface GroupError {
  name: string;
  required: number;
  current: number;
}

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

// ——— options and groups ———

/** maxQty defaults to 1 (§5). */
export const maxQtyOf = (option: Pick<ProductOption, 'category'>): number => {
  const max = option.category?.maxQty;
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : 1;
};
/** minLimit defaults to 1; the added quantity is minLimit, or 1 (§5). */
export const minLimitOf = (option: { minLimit?: number | null }): number => {
  const min = option.minLimit;
  return typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : 1;
};
const minQtyOf = (option: Pick<ProductOption, 'category'>): number => {
  const min = option.category?.minQty;
  return typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : 0;
};

/** The map key: '{sku}-{categoryId}' when the category has an id, else the sku (§3). */
export const itemKey = (option: Pick<ProductOption, 'sku' | 'category'>): string =>
  option.category?.id ? `${option.sku}-${option.category.id}` : option.sku;

/** The identity of a group: the category id, else its name. */
export const groupIdOf = (category: { id?: string; name: string }): string => category.id ?? category.name;

/** Options with a category are ingredients; without one, aditionals (§3 "Option"). */
export const isIngredient = (option: ProductOption): boolean => Boolean(option.category);

/**
 * §5 "Offer and disabling": only active options whose price is not above 0 are offered as ingredients.
 * (An option without `active` counts as active.)
 */
export function isOfferedIngredient(option: ProductOption, ctx: PriceContext = {}): boolean {
  return isIngredient(option) && option.active !== false && resolvePrice(option.price, ctx) <= 0;
}

/** Aditionals offered: active options without a category. */
export const isOfferedAditional = (option: ProductOption): boolean =>
  !isIngredient(option) && option.active !== false;

export interface OptionGroup {
  id: string;
  name: string;
  minQty: number;
  maxQty: number;
  /** minQty > 0: shows 'Requerido' (§5). */
  isRequired: boolean;
  /** minQty 0 and maxQty ≥ 1000. */
  isUnlimited: boolean;
  options: ProductOption[];
}

/** The product's ingredient groups in the catalogue's order, with the offered options only. */
export function optionGroups(product: Pick<Product, 'children'>, ctx: PriceContext = {}): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const option of product.children ?? []) {
    if (!option.category || !isOfferedIngredient(option, ctx)) continue;
    const id = groupIdOf(option.category);
    let group = groups.get(id);
    if (!group) {
      const minQty = minQtyOf(option);
      const maxQty = maxQtyOf(option);
      group = {
        id,
        name: option.category.name,
        minQty,
        maxQty,
        isRequired: minQty > 0,
        isUnlimited: minQty === 0 && maxQty >= UNLIMITED_MAX_QTY,
        options: [],
      };
      groups.set(id, group);
    }
    group.options.push(option);
  }
  return [...groups.values()];
}

/** The aditionals offered with the product. */
export const aditionalOptions = (product: Pick<Product, 'children'>): ProductOption[] =>
  (product.children ?? []).filter(isOfferedAditional);

/** The names of the categories with minQty > 0 (§3 "ingredientsRequired"), each once. */
export function requiredGroupNames(product: Pick<Product, 'children'>): string[] {
  const names: string[] = [];
  for (const option of product.children ?? []) {
    if (option.category && minQtyOf(option) > 0 && !names.includes(option.category.name)) {
      names.push(option.category.name);
    }
  }
  return names;
}

const itemsInGroup = (customization: Customization, groupId: string): [string, CustomizationItem][] =>
  Object.entries(customization.ingredients).filter(
    ([, item]) => item.category && groupIdOf(item.category) === groupId,
  );

/** The selected quantity of a group: the sum of its items' quantities. */
export function groupCount(product: PreparedProduct | null, groupId: string): number {
  if (!product) return 0;
  return itemsInGroup(product.customization, groupId).reduce(
    (sum, [, item]) => sum + toQuantity(item.quantity),
    0,
  );
}

/** How many units of an option are chosen (0 when not chosen). */
export function optionQuantity(product: PreparedProduct | null, option: ProductOption): number {
  if (!product) return 0;
  const map = isIngredient(option) ? product.customization.ingredients : product.customization.aditionals;
  return toQuantity(map[itemKey(option)]?.quantity);
}

/** The counter a group shows (§5 "Counters"), or null. */
export function groupCounter(group: OptionGroup, current: number): UiText | null {
  if (group.minQty > 0 && group.minQty === group.maxQty) {
    return { key: 'product.counter', values: { current, minQty: group.minQty } };
  }
  if (group.minQty > 1) return { key: 'product.minimum', values: { n: group.minQty } };
  return null;
}

/**
 * §5 "Offer and disabling": an option is disabled when inactive, or when the group's maxQty > 1, the option
 * is not selected, and the group total + its minLimit would exceed maxQty.
 */
export function isOptionDisabled(
  product: PreparedProduct | null,
  group: OptionGroup,
  option: ProductOption,
): boolean {
  if (option.active === false) return true;
  if (group.maxQty <= 1) return false;
  if (optionQuantity(product, option) > 0) return false;
  return groupCount(product, group.id) + minLimitOf(option) > group.maxQty;
}

/** §5: the add button of a group is disabled when the group count ≥ maxQty. */
export const isAddDisabled = (product: PreparedProduct | null, group: OptionGroup): boolean =>
  groupCount(product, group.id) >= group.maxQty;

/** §5 "On submit": the required groups whose selected quantity is below minQty. */
export function missingGroups(product: PreparedProduct | null, groups: readonly OptionGroup[]): GroupError[] {
  return groups
    .filter((group) => group.isRequired)
    .map((group) => ({ name: group.name, required: group.minQty, current: groupCount(product, group.id) }))
    .filter((error) => error.current < error.required);
}

/**
 * The text of a group error (§5): 'Elige una opción' / 'Elige {n} opciones' when nothing is chosen;
 * otherwise 'Elige {n} opción/opciones más' for the ones still missing.
 */
export function groupErrorText(error: GroupError): UiText {
  if (error.current <= 0) {
    return error.required === 1
      ? 'product.errors.chooseOne'
      : { key: 'product.errors.chooseMany', values: { n: error.required } };
  }
  return { key: 'product.errors.chooseMore', values: { count: error.required - error.current } };
}

const MAX_QTY_MESSAGE: MessageKey = 'product.errors.maxQty';

const maxQtyError = (maxQty: number): MaxQtyError => ({
  type: 'maxQty',
  maxQty,
  message: { key: MAX_QTY_MESSAGE, values: { maxQty } },
});

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

const withProduct = (preparation: Preparation, product: PreparedProduct): Preparation => ({
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

const unchanged = (preparation: Preparation): ChangeResult => ({ preparation, error: null });
const refused = (preparation: Preparation, maxQty: number): ChangeResult => ({
  preparation,
  error: maxQtyError(maxQty),
});
const changed = (preparation: Preparation, product: PreparedProduct): ChangeResult => ({
  preparation: withProduct(preparation, product),
  error: null,
});

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

const itemFrom = (option: ProductOption, quantity: number, ctx: PriceContext): CustomizationItem => ({
  sku: option.sku,
  name: option.name,
  price: resolvePrice(option.price, ctx),
  quantity,
  minLimit: minLimitOf(option),
  category: option.category
    ? {
        ...(option.category.id ? { id: option.category.id } : {}),
        name: option.category.name,
        maxQty: maxQtyOf(option),
      }
    : null,
});

const setIngredients = (
  product: PreparedProduct,
  ingredients: Record<string, CustomizationItem>,
): PreparedProduct => ({
  ...product,
  customization: { ...product.customization, ingredients },
});
const setAditionals = (
  product: PreparedProduct,
  aditionals: Record<string, CustomizationItem>,
): PreparedProduct => ({
  ...product,
  customization: { ...product.customization, aditionals },
});

/** The category total if `key` had `quantity` (§5: other options + new quantity). */
function totalWith(product: PreparedProduct, groupId: string, key: string, quantity: number): number {
  return (
    itemsInGroup(product.customization, groupId)
      .filter(([k]) => k !== key)
      .reduce((sum, [, item]) => sum + toQuantity(item.quantity), 0) + quantity
  );
}

/**
 * Choosing an ingredient.
 * - overlay (§4 "Ingredients"): single choice (maxQty 1) replaces the group's other ingredients, the new one
 *   at minLimit; choosing the selected one does nothing. Multiple choice grows a selected one by minLimit;
 *   a new one is added at minLimit, after dropping the first selected when the group already has maxQty
 *   distinct ingredients.
 * - modal ("Other reading"): +1; with maxQty 1 the other option is replaced (radio).
 * Either way a category total above maxQty refuses the change (§5 "maxQty").
 */
export function chooseIngredient(
  preparation: Preparation,
  option: ProductOption,
  reading: OptionReading = 'overlay',
  ctx: PriceContext = {},
): ChangeResult {
  const product = preparation.product;
  if (!product || !option.category) return unchanged(preparation);
  const maxQty = maxQtyOf(option);
  const groupId = groupIdOf(option.category);
  const key = itemKey(option);
  const current = product.customization.ingredients[key];
  const step = reading === 'modal' ? 1 : minLimitOf(option);
  let ingredients = { ...product.customization.ingredients };

  if (maxQty === 1) {
    if (current && reading === 'overlay') return unchanged(preparation);
    if (current && reading === 'modal') {
      // Radio: choosing the chosen option again keeps it.
      return unchanged(preparation);
    }
    for (const [k] of itemsInGroup(product.customization, groupId)) delete ingredients[k];
    if (step > maxQty) return refused(preparation, maxQty);
    ingredients[key] = itemFrom(option, step, ctx);
    return changed(preparation, setIngredients(product, ingredients));
  }

  if (current) {
    const next = toQuantity(current.quantity) + step;
    if (totalWith(product, groupId, key, next) > maxQty) return refused(preparation, maxQty);
    ingredients[key] = { ...current, quantity: next };
    return changed(preparation, setIngredients(product, ingredients));
  }

  if (reading === 'overlay') {
    const selected = itemsInGroup(product.customization, groupId);
    if (selected.length >= maxQty) {
      const [firstKey] = selected[0];
      ingredients = Object.fromEntries(Object.entries(ingredients).filter(([k]) => k !== firstKey));
    }
  }
  const trial = setIngredients(product, ingredients);
  if (totalWith(trial, groupId, key, step) > maxQty) return refused(preparation, maxQty);
  ingredients[key] = itemFrom(option, step, ctx);
  return changed(preparation, setIngredients(product, ingredients));
}

/**
 * Removing an ingredient.
 * - overlay (§4): lowered by minLimit when its quantity is above minLimit; otherwise deleted.
 * - modal: lowered by 1, dropped at 0.
 */
export function removeIngredient(
  preparation: Preparation,
  option: ProductOption,
  reading: OptionReading = 'overlay',
): ChangeResult {
  const product = preparation.product;
  if (!product) return unchanged(preparation);
  const key = itemKey(option);
  const current = product.customization.ingredients[key];
  if (!current) return unchanged(preparation);
  const step = reading === 'modal' ? 1 : minLimitOf(current);
  const ingredients = { ...product.customization.ingredients };
  const quantity = toQuantity(current.quantity);
  if (quantity > step) ingredients[key] = { ...current, quantity: quantity - step };
  else delete ingredients[key];
  return changed(preparation, setIngredients(product, ingredients));
}

/** §4 "Aditionals": adding raises the quantity by 1 (or creates the item at 1). */
export function addAditional(
  preparation: Preparation,
  option: ProductOption,
  ctx: PriceContext = {},
): ChangeResult {
  const product = preparation.product;
  if (!product) return unchanged(preparation);
  const key = itemKey(option);
  const current = product.customization.aditionals[key];
  const aditionals = {
    ...product.customization.aditionals,
    [key]: current ? { ...current, quantity: toQuantity(current.quantity) + 1 } : itemFrom(option, 1, ctx),
  };
  return changed(preparation, setAditionals(product, aditionals));
}

/** §4 "Aditionals": removing lowers the quantity by 1, or deletes the item when it is at 1. */
export function removeAditional(preparation: Preparation, option: ProductOption): ChangeResult {
  const product = preparation.product;
  if (!product) return unchanged(preparation);
  const key = itemKey(option);
  const current = product.customization.aditionals[key];
  if (!current) return unchanged(preparation);
  const aditionals = { ...product.customization.aditionals };
  const quantity = toQuantity(current.quantity);
  if (quantity > 1) aditionals[key] = { ...current, quantity: quantity - 1 };
  else delete aditionals[key];
  return changed(preparation, setAditionals(product, aditionals));
}

/**
 * §4 "Item quantity" (an ingredient by default, or an aditional): sets it, which adds price × difference ×
 * product quantity to the total; 0 removes it. An ingredient above its category's maxQty is refused.
 */
export function setItemQuantity(
  preparation: Preparation,
  option: ProductOption,
  quantity: number,
  kind: 'ingredient' | 'aditional' = 'ingredient',
  ctx: PriceContext = {},
): ChangeResult {
  const product = preparation.product;
  if (!product || !Number.isInteger(quantity) || quantity < 0) return unchanged(preparation);
  const key = itemKey(option);
  const map = kind === 'ingredient' ? product.customization.ingredients : product.customization.aditionals;
  const next = { ...map };
  if (quantity === 0) delete next[key];
  else {
    if (kind === 'ingredient' && option.category) {
      const maxQty = maxQtyOf(option);
      if (totalWith(product, groupIdOf(option.category), key, quantity) > maxQty)
        return refused(preparation, maxQty);
    }
    next[key] = map[key] ? { ...map[key], quantity } : itemFrom(option, quantity, ctx);
  }
  return changed(
    preparation,
    kind === 'ingredient' ? setIngredients(product, next) : setAditionals(product, next),
  );
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
