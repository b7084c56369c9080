import type { Context } from 'hono';
import * as v from 'valibot';
import { zonedClock } from '@/machines/rules/schedule';
import type { Queryable } from '../db/db';
import type { AppEnv } from '../http/context';
import { forbidden, messages, notFound, unauthorized } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import { type BranchRow, branchMessages, findBranchByStoreId, findBrandBranch } from '../services/branches';
import { type BrandRow, findBrandById } from '../services/brands';
import {
  activeCategories,
  buildMenu,
  cachedResponse,
  cartSuggestions,
  catalogueMessages,
  complementsOf,
  findOffered,
  hourlyProducts,
  loadSnapshot,
  type MenuContext,
  productDto,
  suggestionDto,
} from '../services/catalogue';
import type { Session } from '../services/sessions';

export const consumeTypeField = v.optional(
  v.picklist(
    [
      'tableSystem',
      'takeawaySystem',
      'deliverySystem',
      'deliveryPropio',
      'local',
      'takeaway',
      'delivery',
      'delivery_propio',
    ],
    'El tipo de consumo no es válido',
  ),
);

/**
 * Who is looking at the catalogue: 'guest' needs nothing; a user id must be the session's own user
 * (401 without a session, 403 for another user). b2b prices follow the session user's priceCategory
 * when the session belongs to the brand, else 'default'.
 */
export function catalogueViewer(session: Session | null, brand: BrandRow, userId: string) {
  if (userId !== 'guest') {
    if (!session) throw unauthorized();
    if (session.user.id !== userId) throw forbidden();
  }
  const own = session && session.idMarca === brand.id ? session.user : null;
  return { user: own, priceCategory: own?.price_category ?? 'default' };
}

async function lookupBrandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw notFound(messages.brandNotFound);
  const branch = await findBrandBranch(db, brand.id, storeId);
  if (!branch) throw notFound(branchMessages.notFound);
  return { brand, branch };
}

const BRANCH_CACHE_MS = Number(process.env.CATALOGUE_CACHE_MS ?? 10_000);
const branchCache = new Map<string, { at: number; value: Promise<{ brand: BrandRow; branch: BranchRow }> }>();

/**
 * The brand and one of its branches (404s otherwise), kept briefly in memory like the catalogue:
 * catalogue answers do not include the branch status, so a short-lived copy is safe there.
 */
export function brandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const key = `${brandId}|${storeId}`;
  const hit = branchCache.get(key);
  if (hit && Date.now() - hit.at < BRANCH_CACHE_MS) return hit.value;
  const value = lookupBrandAndBranch(db, brandId, storeId);
  if (branchCache.size >= 1000) branchCache.clear();
  branchCache.set(key, { at: Date.now(), value });
  value.catch(() => branchCache.delete(key));
  return value;
}

function context(
  brand: BrandRow,
  branch: BranchRow,
  priceCategory: string,
  consumeType?: string,
): MenuContext {
  return { branch, businessType: brand.business_type, priceCategory, consumeType };
}

const jsonBody = (c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>) =>
  c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });

const searchField = v.optional(
  v.pipe(v.string(), v.maxLength(100, 'La búsqueda no puede superar 100 caracteres')),
);
const hourQuery = v.object({
  hour: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'La hora debe ser un número de 0 a 23'),
      v.transform(Number),
      v.maxValue(23, 'La hora debe ser un número de 0 a 23'),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'El límite debe ser un número de 1 a 50'),
      v.transform(Number),
      v.minValue(1, 'El límite debe ser un número de 1 a 50'),
      v.maxValue(50, 'El límite debe ser un número de 1 a 50'),
    ),
  ),
});

async function storeBranch(db: Queryable, storeId: string) {
  const branch = await findBranchByStoreId(db, storeId);
  if (!branch) throw notFound(branchMessages.notFound);
  const brand = await findBrandById(db, branch.id_marca);
  if (!brand) throw notFound(messages.brandNotFound);
  return { brand, branch };
}

function shuffle<T>(list: T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const cartItem = v.looseObject({
  _id: v.optional(v.pipe(v.string(), v.maxLength(100))),
  sku: v.optional(v.pipe(v.string(), v.maxLength(100))),
  upselling: v.optional(v.array(v.looseObject({ _id: v.optional(v.string()), sku: v.optional(v.string()) }))),
});

export const menuRoutes = [
  // Registered before /menu/:brandId/:storeId/:userId, which has the same shape.
  defineRoute({
    method: 'GET',
    path: '/menu/activecategories/:brandId/:storeId',
    summary: 'Categories (and preference tags) with products on offer at the branch',
    auth: 'none',
    params: v.object({ brandId: idParam, storeId: idParam }),
    async handler({ c, deps, params }) {
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      const snap = await loadSnapshot(deps.db, brand.id);
      return ok(c, activeCategories(snap, branch));
    },
  }),
  ...(['hourly', 'hourlyRandom'] as const).map((kind) =>
    defineRoute({
      method: 'GET',
      path: `/menu/${kind}/:storeId`,
      summary:
        kind === 'hourly'
          ? 'Products suggested for the current hour in Buenos Aires (?hour=, ?limit= default 6)'
          : 'A random pick of the products suggested for the hour (?hour=, ?limit= default 4)',
      auth: 'optional',
      params: v.object({ storeId: idParam }),
      query: hourQuery,
      async handler({ c, deps, params, query, session }) {
        const { brand, branch } = await storeBranch(deps.db, params.storeId);
        const { priceCategory } = catalogueViewer(session, brand, 'guest');
        const snap = await loadSnapshot(deps.db, brand.id);
        const hour = query.hour ?? Math.floor(zonedClock(new Date()).minutes / 60);
        const all = hourlyProducts(snap, branch, hour);
        const limit = query.limit ?? (kind === 'hourly' ? 6 : 4);
        const picked = (kind === 'hourly' ? all : shuffle(all)).slice(0, limit);
        const ctx = context(brand, branch, priceCategory);
        return ok(
          c,
          picked.map((p) => productDto(snap, p, ctx)),
          { hour },
        );
      },
    }),
  ),
  defineRoute({
    method: 'GET',
    path: '/menu/product/:brandId/:storeId/:sku',
    summary: 'One product with its options (data[0]) plus categoriasComplementarias',
    auth: 'optional',
    params: v.object({ brandId: idParam, storeId: idParam, sku: idParam }),
    query: v.object({ consumeType: consumeTypeField }),
    async handler({ c, deps, params, query, session }) {
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      const { priceCategory } = catalogueViewer(session, brand, 'guest');
      const snap = await loadSnapshot(deps.db, brand.id);
      const product = findOffered(snap, branch, params.sku);
      if (!product) throw notFound(catalogueMessages.productNotFound);
      const ctx = context(brand, branch, priceCategory, query.consumeType);
      const categoriasComplementarias = complementsOf(snap, product, ctx);
      return ok(c, [{ ...productDto(snap, product, ctx, true), categoriasComplementarias }], {
        categoriasComplementarias,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/menu/:brandId/:storeId/:userId',
    summary:
      "The branch's catalogue: data.home {products, featuredCategories, recentProducts}, data.categories",
    auth: 'optional',
    params: v.object({ brandId: idParam, storeId: idParam, userId: idParam }),
    query: v.object({ search: searchField, consumeType: consumeTypeField }),
    async handler({ c, deps, params, query, session }) {
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      const { priceCategory } = catalogueViewer(session, brand, params.userId);
      const snap = await loadSnapshot(deps.db, brand.id);
      const search = query.search?.trim() || undefined;
      const priceKey = brand.business_type === 'b2b' ? priceCategory : '';
      const key = `menu|${brand.id}|${branch.id}|${priceKey}|${query.consumeType ?? ''}|${search ?? ''}`;
      const ctx = context(brand, branch, priceCategory, query.consumeType);
      return jsonBody(
        c,
        cachedResponse(key, () => ({ status: 'success', data: buildMenu(snap, ctx, search) })),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/menu/complementaryprodorder',
    summary: 'Cross-sell suggestions for a cart, never a product already in it',
    auth: 'optional',
    body: v.object({
      storeId: v.union(
        [
          v.pipe(v.string(), v.minLength(1, 'El campo "storeId" es obligatorio'), v.maxLength(100)),
          v.number(),
        ],
        'El campo "storeId" debe ser texto',
      ),
      idMarca: idMarcaField,
      products: v.pipe(
        v.array(cartItem, 'El campo "products" debe ser una lista'),
        v.maxLength(200, 'Demasiados productos'),
      ),
      consumeType: consumeTypeField,
    }),
    async handler({ c, deps, body, session }) {
      const { brand, branch } = await brandAndBranch(deps.db, body.idMarca, String(body.storeId));
      const { priceCategory } = catalogueViewer(session, brand, 'guest');
      const snap = await loadSnapshot(deps.db, brand.id);
      const inCart = new Set<string>();
      for (const line of body.products) {
        for (const item of [line, ...(line.upselling ?? [])]) {
          if (item._id) inCart.add(item._id);
          if (item.sku) inCart.add(item.sku);
        }
      }
      const ctx = context(brand, branch, priceCategory, body.consumeType);
      return ok(
        c,
        cartSuggestions(snap, branch, inCart).map((p) => suggestionDto(p, ctx)),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/menu/complementaryprod',
    summary: "A product's complementary (upsell) products, flattened, each with its group title",
    auth: 'optional',
    body: v.object({
      storeId: v.union(
        [
          v.pipe(v.string(), v.minLength(1, 'El campo "storeId" es obligatorio'), v.maxLength(100)),
          v.number(),
        ],
        'El campo "storeId" debe ser texto',
      ),
      idMarca: idMarcaField,
      sku: v.pipe(v.string(), v.minLength(1, 'El campo "sku" es obligatorio'), v.maxLength(100)),
      consumeType: consumeTypeField,
    }),
    async handler({ c, deps, body, session }) {
      const { brand, branch } = await brandAndBranch(deps.db, body.idMarca, String(body.storeId));
      const { priceCategory } = catalogueViewer(session, brand, 'guest');
      const snap = await loadSnapshot(deps.db, brand.id);
      const product = findOffered(snap, branch, body.sku);
      if (!product) throw notFound(catalogueMessages.productNotFound);
      const ctx = context(brand, branch, priceCategory, body.consumeType);
      const groups = complementsOf(snap, product, ctx);
      const list = Object.entries(groups).flatMap(([title, items]) =>
        items.map((p) => ({
          _id: p._id,
          sku: p.sku,
          name: p.name,
          imageShow: p.imageShow,
          ref: p.ref,
          price: p.price,
          title,
          children: p.children,
        })),
      );
      return ok(c, list);
    },
  }),
];
