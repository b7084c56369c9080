import type { Context } from 'hono';
import * as v from 'valibot';
import { zonedClock } from '@/machines/rules/schedule';
import type { Queryable } from '../db/db';
import { catalogueViewer, viewerPriceCategory } from '../http/access';
import { markEncoded, pickEncoding } from '../http/compression';
import type { AppEnv } from '../http/context';
import { messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import { type BranchRow, branchMessages, findBranchByStoreId } from '../services/branches';
import { type BrandRow, findBrandById } from '../services/brands';
import {
  activeCategories,
  buildMenu,
  cartSuggestions,
  catalogueMessages,
  complementsOf,
  findOffered,
  hourlyProducts,
  type MenuContext,
  productDto,
  suggestionDto,
} from '../services/catalogue';
import {
  brandAndBranch,
  buildCachedBody,
  cachedBody,
  etagMatches,
  forgetCachedBody,
  type ReadyBody,
} from '../services/catalogue-cache';
import { loadSnapshot } from '../services/catalogue-snapshot';
import { langQueryField, targetOf, translateCatalogue, translateCatalogueIn } from '../translation/content';

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
 * The ready menu answer in the coding the request accepts (br > gzip > identity, each computed once per
 * snapshot): 304 when the client already has these bytes (that representation's ETag), else the cached
 * Buffer with its Content-Length and ETag, written by @hono/node-server as is (a plain header object, no
 * re-encoding; marked so the API's compression middleware leaves it alone).
 */
function sendReady(c: Context<AppEnv>, ready: ReadyBody): Response {
  const coding = pickEncoding(c.req.header('accept-encoding'));
  const rep = coding ? ready.encoded[coding] : ready;
  if (etagMatches(c.req.header('if-none-match'), rep.etag)) {
    return markEncoded(
      new Response(null, {
        status: 304,
        headers: { etag: rep.etag, 'cache-control': rep.headers['cache-control'], vary: rep.headers.vary },
      }),
    );
  }
  return markEncoded(new Response(rep.body, { status: 200, headers: rep.headers }));
}

function context(
  brand: BrandRow,
  branch: BranchRow,
  priceCategory: string,
  consumeType?: string,
): MenuContext {
  return { branch, businessType: brand.business_type, priceCategory, consumeType };
}

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

/** The store id of a POST body: text (or a number), as the app sends it. */
const bodyStoreId = v.union(
  [v.pipe(v.string(), v.minLength(1, 'El campo "storeId" es obligatorio'), v.maxLength(100)), v.number()],
  'El campo "storeId" debe ser texto',
);

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
    query: v.object({ lang: langQueryField }),
    async handler({ c, deps, params, query }) {
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      const snap = await loadSnapshot(deps.db, brand.id);
      const target = targetOf(query.lang);
      const answer = activeCategories(snap, branch);
      if (!target) return ok(c, answer);
      return ok(c, await translateCatalogue(deps.db, deps.translation, answer, target, brand.id));
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
    query: v.object({ consumeType: consumeTypeField, lang: langQueryField }),
    async handler({ c, deps, params, query, session }) {
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      const { priceCategory } = catalogueViewer(session, brand, 'guest');
      const snap = await loadSnapshot(deps.db, brand.id);
      const product = findOffered(snap, branch, params.sku);
      if (!product) throw notFound(catalogueMessages.productNotFound);
      const ctx = context(brand, branch, priceCategory, query.consumeType);
      const categoriasComplementarias = complementsOf(snap, product, ctx);
      const data = [{ ...productDto(snap, product, ctx, true), categoriasComplementarias }];
      const target = targetOf(query.lang);
      // Translated in place, so the top-level categoriasComplementarias (the same object) follows. Its
      // group titles are object keys and stay Spanish.
      if (target) await translateCatalogue(deps.db, deps.translation, data, target, brand.id);
      return ok(c, data, { categoriasComplementarias });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/menu/:brandId/:storeId/:userId',
    summary:
      "The branch's catalogue: data.home {products, featuredCategories, recentProducts (the catalogue's latest additions, the same for every viewer; not the diner's orders, which are GET /pedido/usuario)}, data.categories",
    auth: 'optional',
    params: v.object({ brandId: idParam, storeId: idParam, userId: idParam }),
    query: v.object({ search: searchField, consumeType: consumeTypeField, lang: langQueryField }),
    async handler({ c, deps, params, query, session }) {
      // Fast path: everything the answer depends on is in the URL and the session (already loaded), so
      // the cache is consulted before any query. A hit implies the brand and branch existed when it was
      // built, so the checks keep their order: 404 (brand, branch), then 401/403 for a user id.
      const search = query.search?.trim() || undefined;
      const priceCategory = viewerPriceCategory(session, params.brandId);
      const target = targetOf(query.lang);
      // Spanish keeps today's key (and bytes); each language is its own ready answer with its own ETag.
      const key = `menu|${params.brandId}|${params.storeId}|${priceCategory}|${query.consumeType ?? ''}|${search ?? ''}${target ? `|${target}` : ''}`;
      const hit = cachedBody(key, params.brandId);
      if (hit) {
        catalogueViewer(session, { id: params.brandId }, params.userId);
        return sendReady(c, hit instanceof Promise ? await hit : hit);
      }
      const { brand, branch } = await brandAndBranch(deps.db, params.brandId, params.storeId);
      catalogueViewer(session, brand, params.userId);
      const ctx = context(brand, branch, priceCategory, query.consumeType);
      let complete = true;
      const ready = await buildCachedBody(deps.db, brand.id, key, async (snap) => {
        const data = buildMenu(snap, ctx, search);
        if (target)
          ({ complete } = await translateCatalogueIn(deps.db, deps.translation, data, target, brand.id));
        return { status: 'success', data };
      });
      if (!complete) forgetCachedBody(key, ready);
      return sendReady(c, ready);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/menu/complementaryprodorder',
    summary: 'Cross-sell suggestions for a cart, never a product already in it',
    auth: 'optional',
    body: v.object({
      storeId: bodyStoreId,
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
      storeId: bodyStoreId,
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
