/**
 * The choices of a product being prepared (ordering.md §4 "Ingredients", "Aditionals", "Item quantity", §5
 * "maxQty"): choosing and removing ingredients in either reading, aditionals, and setting an item's quantity.
 * Pure, like order-preparation.rules.ts (its module comment gives the two readings).
 */
import type { MessageKey } from '../../locales/catalogue';
import type { CustomizationItem } from '../cart/cart.types';
import type { ProductOption } from '../catalogue/catalogue.types';
import { type PriceContext, resolvePrice } from '../rules/price-resolution';
import { toQuantity } from '../rules/pricing';
import { groupIdOf, itemKey, itemsInGroup, maxQtyOf, minLimitOf } from './option-groups';
import {
  type ChangeResult,
  type MaxQtyError,
  type OptionReading,
  type Preparation,
  type PreparedProduct,
  withProduct,
} from './order-preparation.rules';

const MAX_QTY_MESSAGE: MessageKey = 'product.errors.maxQty';

const maxQtyError = (maxQty: number): MaxQtyError => ({
  type: 'maxQty',
  maxQty,
  message: { key: MAX_QTY_MESSAGE, values: { maxQty } },
});

const unchanged = (preparation: Preparation): ChangeResult => ({ preparation, error: null });
const refused = (preparation: Preparation, maxQty: number): ChangeResult => ({
  preparation,
  error: maxQtyError(maxQty),
});
const changed = (preparation: Preparation, product: PreparedProduct): ChangeResult => ({
  preparation: withProduct(preparation, product),
  error: null,
});

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
