/**
 * The option groups of a product being prepared (ordering.md §5 "Option groups"): options and their limits,
 * the groups offered, counters, disabling, and the required groups a submit checks with their error texts.
 * Pure, like order-preparation.rules.ts (the module comment there gives the two readings).
 */
import type { UiText } from '../../locales/catalogue';
import type { Customization, CustomizationItem } from '../cart/cart.types';
import type { Product, ProductOption } from '../catalogue/catalogue.types';
import { type PriceContext, resolvePrice } from '../rules/price-resolution';
import { toQuantity } from '../rules/pricing';
import type { PreparedProduct } from './order-preparation.rules';

/** The unlimited group (§5, §9): minQty 0 and maxQty ≥ 1000. */
export const UNLIMITED_MAX_QTY = 1000;

/** A required group the diner has not completed (§5 "On submit"). */
export interface GroupError {
  name: string;
  required: number;
  current: number;
}

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

export const itemsInGroup = (customization: Customization, groupId: string): [string, CustomizationItem][] =>
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
