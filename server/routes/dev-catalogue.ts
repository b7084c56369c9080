import * as v from 'valibot';
import { messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { invalidateCatalogue } from '../services/catalogue-cache';
import { setProductActive, setProductPrice } from '../services/dev-tools';

/**
 * Demo/test tools for checkout's changed quote (issue 12): change a product's price, or withdraw a product (and
 * bring it back), between building a cart and sending it. Served only where the e-mail sandbox is (not in
 * production unless DEV_OUTBOX=1), exactly like PUT /dev/local/:id/status. No session: the e2e drives them beside
 * the diner's browser. Each drops the cached catalogue so the next quote, send and menu read the change.
 */
export const devCatalogueMessages = {
  notFound: 'Producto no encontrado',
  price: 'El campo "price" debe ser un número mayor que 0 (o un objeto de precios)',
  active: 'El campo "active" debe ser true o false',
} as const;

const MAX_PRICE = 10_000_000;
const amount = v.pipe(
  v.number(devCatalogueMessages.price),
  v.minValue(0.01, devCatalogueMessages.price),
  v.maxValue(MAX_PRICE, devCatalogueMessages.price),
);
/** A plain price, or a price object (per consume type / price category, ordering.md §3 "Price"). */
const priceValue = v.union(
  [amount, v.pipe(v.record(v.pipe(v.string(), v.maxLength(40)), amount), v.maxEntries(20))],
  devCatalogueMessages.price,
);

const params = v.object({ brandId: idParam, sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const devCatalogueRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/dev/marca/:brandId/producto/:sku/precio',
    summary: "Demo/test only: set a product's price (answers the previous one, to restore it)",
    auth: 'none',
    params,
    body: v.object({ price: priceValue }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      const row = await setProductPrice(deps.db, params.brandId, params.sku, body.price);
      if (!row) throw notFound(devCatalogueMessages.notFound);
      invalidateCatalogue(params.brandId);
      return ok(c, { sku: row.sku, name: row.name, price: row.price, previousPrice: row.previous });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/dev/marca/:brandId/producto/:sku/activo',
    summary: 'Demo/test only: withdraw a product from the catalogue (active false) or bring it back',
    auth: 'none',
    params,
    body: v.object({ active: v.boolean(devCatalogueMessages.active) }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox) throw notFound(messages.routeNotFound);
      const row = await setProductActive(deps.db, params.brandId, params.sku, body.active);
      if (!row) throw notFound(devCatalogueMessages.notFound);
      invalidateCatalogue(params.brandId);
      return ok(c, { sku: row.sku, name: row.name, price: row.price, active: row.active });
    },
  }),
];
