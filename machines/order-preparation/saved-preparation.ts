// i18n-exempt-file: the reasons a saved preparation is discarded are developer log lines (console), never shown to a diner.
/**
 * The preparation kept across a reload (the project's promise "nothing lost on a reload"; ordering.md §3
 * "Order preparation" gives its fields, §4 "Order preparation" its rules). The spec names no storage key for
 * it (§9 "Storage keys used by ordering" lists the cart's, not the preparation's): the app keeps it in session
 * storage under `{prefix}_order_preparation` (docs/ordering-product.md "Kept across a reload").
 *
 * Pure: the flow builds the record after every change and, when the same product opens again, rebuilds the
 * preparation from it with the rules of order-preparation.rules.ts and today's catalogue (prices resolved again,
 * every choice checked against the options offered now). A record for another product, too old, or no longer
 * valid is discarded, never trusted.
 */
import type { CartLine } from '../cart/cart.types';
import type { Product, ProductDetail, ProductOption } from '../catalogue/catalogue.types';
import type { PriceContext } from '../rules/price-resolution';
import { isOfferedAditional, isOfferedIngredient, itemKey } from './option-groups';
import {
  addUpsell,
  lineFromProduct,
  type Preparation,
  type PreparedProduct,
  startPreparation,
  upsellLine,
} from './order-preparation.rules';
import { setItemQuantity } from './preparation-choices';

/** The record's format; a record with another version is discarded. */
export const SAVED_PREPARATION_VERSION = 1;
/** A record older than this is stale (prices and menus change; a half-configured product is not kept for days). */
export const SAVED_PREPARATION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Which opening a record belongs to: the same brand, branch (storeId), product and edited line. */
export interface PreparationIdentity {
  brandId: string;
  storeId: string;
  sku: string;
  /** The edited cart line's orderProductId; null for a new product. */
  editedLineId: string | null;
  presentation: 'overlay' | 'modal';
}

/** What is stored: the identity, when, and §3's prepared product (wire names as the spec spells them). */
export interface SavedPreparation extends PreparationIdentity {
  version: number;
  savedAt: number;
  product: PreparedProduct;
}

export type RestoreOutcome =
  | { kind: 'restored'; preparation: Preparation }
  | { kind: 'none' }
  | { kind: 'discarded'; reason: string };

/** The record for the preparation being configured (null when nothing is prepared). */
export function savedPreparationOf(
  identity: PreparationIdentity,
  preparation: Preparation,
  savedAt: number,
): SavedPreparation | null {
  if (!preparation.product) return null;
  return { version: SAVED_PREPARATION_VERSION, savedAt, ...identity, product: preparation.product };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

class Discard extends Error {}
const discard = (reason: string): never => {
  throw new Discard(reason);
};

/** The items of a saved customization map, as [key, quantity] in their saved order (the drop-first rule needs it). */
function savedItems(map: unknown, what: string): Array<[string, number]> {
  if (map === undefined) return [];
  if (!isRecord(map)) return discard(`${what} is not a map`);
  return Object.entries(map).map(([key, item]) => {
    if (!isRecord(item) || !isCount(item.quantity)) return discard(`${what} '${key}' has no valid quantity`);
    return [key, item.quantity];
  });
}

/** Rebuilds the prepared product from the record with today's catalogue; throws Discard when it no longer fits. */
function rebuild(
  saved: Record<string, unknown>,
  detail: ProductDetail,
  editedLine: CartLine | null,
  ctx: PriceContext,
): Preparation {
  const product = saved.product;
  if (!isRecord(product)) return discard('no product');
  if (!isCount(product.quantity)) return discard('no valid quantity');
  if (typeof product.orderProductId !== 'string' || !product.orderProductId)
    return discard('no orderProductId');
  const comments = typeof product.comments === 'string' ? product.comments : '';
  const customization = isRecord(product.customization) ? product.customization : {};
  const upselling = Array.isArray(product.upselling) ? product.upselling : [];
  const base = editedLine ?? lineFromProduct(detail.product, ctx);
  let preparation = startPreparation(
    { product: null, total: 0, quantity: 0, crossSelling: false, ingredientsRequired: [] },
    {
      ...base,
      quantity: product.quantity,
      comments,
      orderProductId: product.orderProductId,
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
    { catalogue: detail.product },
  );
  const options = detail.product.children ?? [];
  const find = (key: string, offered: (option: ProductOption) => boolean) =>
    options.find((option) => itemKey(option) === key && offered(option));
  for (const [key, quantity] of savedItems(customization.ingredients, 'ingredient')) {
    const option =
      find(key, (o) => isOfferedIngredient(o, ctx)) ?? discard(`ingredient '${key}' not offered`);
    const result = setItemQuantity(preparation, option, quantity, 'ingredient', ctx);
    if (result.error) discard(`ingredient '${key}' above its group's maxQty`);
    preparation = result.preparation;
  }
  for (const [key, quantity] of savedItems(customization.aditionals, 'aditional')) {
    const option = find(key, isOfferedAditional) ?? discard(`aditional '${key}' not offered`);
    preparation = setItemQuantity(preparation, option, quantity, 'aditional', ctx).preparation;
  }
  const upsells: Product[] = Object.values(detail.categoriasComplementarias ?? {}).flat();
  for (const item of upselling) {
    if (!isRecord(item) || !isCount(item.quantity)) return discard('an upsell item has no valid quantity');
    const upsell = upsells.find((candidate) => candidate._id === item._id);
    if (!upsell) return discard(`upsell '${String(item._id)}' not offered`);
    const id =
      typeof item.orderProductId === 'string' && item.orderProductId ? item.orderProductId : undefined;
    const parentId = preparation.product?.orderProductId ?? '';
    const line = upsellLine(upsell, parentId, ctx, id ? () => id : undefined, item.quantity);
    preparation = addUpsell(preparation, line);
  }
  return preparation;
}

/**
 * The preparation to restore when a product opens (the record as stored, JSON text, or already parsed):
 * `none` without a record, `discarded` (with the reason to
 * log) when the record is malformed, too old or another opening's, else the rebuilt preparation.
 */
export function restorePreparation(
  raw: unknown,
  identity: PreparationIdentity,
  detail: ProductDetail,
  editedLine: CartLine | null,
  ctx: PriceContext,
  now: number,
): RestoreOutcome {
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (typeof raw === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { kind: 'discarded', reason: 'malformed: not JSON' };
    }
    return restorePreparation(parsed ?? {}, identity, detail, editedLine, ctx, now);
  }
  if (!isRecord(raw)) return { kind: 'discarded', reason: 'malformed: not an object' };
  if (raw.version !== SAVED_PREPARATION_VERSION)
    return { kind: 'discarded', reason: `malformed: version ${String(raw.version)}` };
  if (typeof raw.savedAt !== 'number' || !Number.isFinite(raw.savedAt))
    return { kind: 'discarded', reason: 'malformed: no savedAt' };
  if (now - raw.savedAt > SAVED_PREPARATION_MAX_AGE_MS || raw.savedAt > now)
    return { kind: 'discarded', reason: 'stale: saved too long ago' };
  const same =
    raw.brandId === identity.brandId &&
    raw.storeId === identity.storeId &&
    raw.sku === identity.sku &&
    (raw.editedLineId ?? null) === identity.editedLineId &&
    raw.presentation === identity.presentation;
  if (!same) return { kind: 'discarded', reason: 'stale: another product, branch or line' };
  try {
    return { kind: 'restored', preparation: rebuild(raw, detail, editedLine, ctx) };
  } catch (error) {
    if (error instanceof Discard) return { kind: 'discarded', reason: `stale: ${error.message}` };
    throw error;
  }
}
