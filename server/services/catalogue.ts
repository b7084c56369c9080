/**
 * The catalogue's answers, built from a snapshot (catalogue-snapshot.ts): product and option DTOs with
 * prices for the viewer, the menu, active categories, hourly suggestions, complements and cross-sell.
 */
import { normalise } from '@/machines/rules/format';
import { type PriceContext, resolvePrice } from '@/machines/rules/price-resolution';
import type { BranchRow } from './branches';
import type { CategoryRow, OptionRow, ProductRow, Snapshot } from './catalogue-snapshot';

export const catalogueMessages = {
  productNotFound: 'Producto no encontrado',
} as const;

// DTOs -------------------------------------------------------------------------------------------

export interface MenuContext extends PriceContext {
  branch: BranchRow;
}

/**
 * b2b prices are always resolved for the user's priceCategory; b2c prices are answered as stored
 * (number, string or consume-type object) unless a consume type was asked for.
 */
export function priceFor(raw: unknown, ctx: PriceContext): unknown {
  if (ctx.businessType === 'b2b' || ctx.consumeType) return resolvePrice(raw, ctx);
  return raw;
}

export function optionDto(o: OptionRow) {
  return {
    _id: o.id,
    sku: o.sku,
    name: o.name,
    price: Number(o.price),
    active: o.active,
    minLimit: o.min_limit,
    quantity: 0,
    category: o.group_id
      ? { id: o.group_id, name: o.group_name ?? '', minQty: o.min_qty ?? 0, maxQty: o.max_qty ?? 1 }
      : null,
  };
}

export function productDto(snap: Snapshot, p: ProductRow, ctx: MenuContext, withChildren = false) {
  const category = snap.categoriesById.get(p.category_id);
  const sub = p.subcategory_id ? snap.subcategoriesById.get(p.subcategory_id) : undefined;
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    image: p.image,
    imageShow: p.image,
    price: priceFor(p.price, ctx),
    ref: p.ref,
    alergenos: p.alergenos,
    storeId: ctx.branch.store_id,
    localId: ctx.branch.id,
    categoryId: p.category_id,
    categoryName: category?.name ?? '',
    subcategoryId: sub?.id ?? null,
    subcategoryName: sub?.name ?? null,
    isSubcategory: Boolean(sub),
    featured: p.featured,
    hasOptions: (snap.options.get(p.id)?.length ?? 0) > 0,
    ...(withChildren ? { children: (snap.options.get(p.id) ?? []).map(optionDto) } : {}),
  };
}

/** Active products the branch offers. */
export function branchProducts(snap: Snapshot, branch: BranchRow): ProductRow[] {
  const off = snap.unavailable.get(branch.id);
  return off ? snap.products.filter((p) => !off.has(p.id)) : snap.products;
}

export function findOffered(snap: Snapshot, branch: BranchRow, skuOrId: string): ProductRow | undefined {
  const p = snap.bySku.get(skuOrId) ?? snap.byId.get(skuOrId);
  if (!p || snap.unavailable.get(branch.id)?.has(p.id)) return undefined;
  return p;
}

const matchesTag = (p: ProductRow, tag: string | null) =>
  Boolean(tag) && p.ref.some((r) => normalise(r) === normalise(tag ?? ''));

function searchFilter(products: ProductRow[], search: string | undefined): ProductRow[] {
  const tokens = search ? normalise(search).split(' ').filter(Boolean) : [];
  if (tokens.length === 0) return products;
  return products.filter((p) => tokens.every((t) => p.haystack.includes(t)));
}

function categoryProducts(c: CategoryRow, products: ProductRow[]) {
  return c.type === 'preferences'
    ? products.filter((p) => matchesTag(p, c.tag))
    : products.filter((p) => p.category_id === c.id);
}

/** A category's own fields, as every list of categories starts them (the menu's, the home's featured, the active). */
const categoryHead = (c: CategoryRow) => ({
  _id: c.id,
  id: c.id,
  name: c.name,
  slug: c.slug,
  image: c.image,
  type: c.type,
});

/** The catalogue response (ordering.md §3 Menu): data.home and data.categories. */
export function buildMenu(snap: Snapshot, ctx: MenuContext, search?: string) {
  const offered = branchProducts(snap, ctx.branch);
  const products = searchFilter(offered, search);
  const dto = (p: ProductRow) => productDto(snap, p, ctx);
  const categories = snap.categories.map((c) => {
    const own = categoryProducts(c, products);
    return {
      ...categoryHead(c),
      ...(c.tag ? { tag: c.tag } : {}),
      products: own.map(dto),
      subcategories: snap.subcategories
        .filter((s) => s.category_id === c.id)
        .map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          image: s.image,
          products: own.filter((p) => p.subcategory_id === s.id).map(dto),
        })),
    };
  });
  const visible = products.filter((p) => snap.categoriesById.get(p.category_id)?.name !== 'adicional');
  const home = {
    products: (search ? visible : visible.filter((p) => p.featured)).map(dto),
    featuredCategories: snap.categories
      .filter((c) => c.featured)
      .map((c) => ({
        ...categoryHead(c),
        products: categoryProducts(c, products).slice(0, 10).map(dto),
      })),
    // The catalogue's latest additions (not user-specific, so the menu stays cacheable): the branch home's
    // recent-products section. The menu's 'Tus últimos pedidos' is the diner's own GET /pedido/usuario, read
    // by the app (docs/ordering-menu.md), never this list.
    recentProducts: [...visible].reverse().slice(0, 8).map(dto),
  };
  return { home, categories };
}

/** Categories with at least one product on offer at the branch. */
export function activeCategories(snap: Snapshot, branch: BranchRow) {
  const offered = branchProducts(snap, branch);
  return snap.categories
    .map((c) => ({ c, n: categoryProducts(c, offered).length }))
    .filter(({ n }) => n > 0)
    .map(({ c, n }) => ({
      ...categoryHead(c),
      productCount: n,
    }));
}

/** Products whose category is suggested at this hour (0-23; from > to wraps past midnight). */
export function hourlyProducts(snap: Snapshot, branch: BranchRow, hour: number): ProductRow[] {
  const inWindow = (c: CategoryRow | undefined) => {
    if (!c || c.suggest_from === null || c.suggest_to === null) return false;
    return c.suggest_from <= c.suggest_to
      ? hour >= c.suggest_from && hour < c.suggest_to
      : hour >= c.suggest_from || hour < c.suggest_to;
  };
  const offered = branchProducts(snap, branch);
  const now = offered.filter((p) => inWindow(snap.categoriesById.get(p.category_id)));
  const list = now.length > 0 ? now : offered.filter((p) => p.featured);
  return [...list].sort((a, b) => Number(b.featured) - Number(a.featured));
}

/** categoriasComplementarias of a product: title → offered upsell products (with options). */
export function complementsOf(snap: Snapshot, p: ProductRow, ctx: MenuContext) {
  const out: Record<string, ReturnType<typeof productDto>[]> = {};
  for (const { title, id } of snap.complements.get(p.id) ?? []) {
    const c = findOffered(snap, ctx.branch, id);
    if (!c) continue;
    out[title] = [...(out[title] ?? []), productDto(snap, c, ctx, true)];
  }
  return out;
}

/** A cross-sell suggestion (ordering.md §3 Other records). */
export function suggestionDto(p: ProductRow, ctx: MenuContext) {
  return {
    _id: p.id,
    sku: p.sku,
    name: p.name,
    imageShow: p.image,
    ref: p.ref,
    price: priceFor(p.price, ctx),
  };
}

/**
 * Cross-sell suggestions for a cart: the complements of its products (most requested first), then
 * featured products, never one already in the cart or from the 'adicional' category.
 */
export function cartSuggestions(
  snap: Snapshot,
  branch: BranchRow,
  inCart: Set<string>,
  limit = 8,
): ProductRow[] {
  const score = new Map<string, number>();
  for (const key of inCart) {
    const p = snap.bySku.get(key) ?? snap.byId.get(key);
    for (const { id } of p ? (snap.complements.get(p.id) ?? []) : []) score.set(id, (score.get(id) ?? 0) + 1);
  }
  const taken = (p: ProductRow) => inCart.has(p.id) || inCart.has(p.sku);
  const ranked = [...score]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => findOffered(snap, branch, id))
    .filter((p): p is ProductRow => Boolean(p) && !taken(p as ProductRow));
  const featured = branchProducts(snap, branch).filter(
    (p) => p.featured && !taken(p) && snap.categoriesById.get(p.category_id)?.name !== 'adicional',
  );
  const seen = new Set<string>();
  return [...ranked, ...featured].filter((p) => !seen.has(p.id) && seen.add(p.id)).slice(0, limit);
}
