import * as v from 'valibot';
import { requireOwnUser } from '../http/access';
import type { Deps } from '../http/context';
import { ApiError, forbidden, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import { findBrandById } from '../services/brands';
import type { Session } from '../services/sessions';
import { recordActivity, recordUtmVisit, savePushSubscription } from '../services/tracking';

const str = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `El texto no puede superar ${max} caracteres`));
const idUser = v.pipe(v.string(), v.minLength(1, 'El campo "idUser" es obligatorio'), v.maxLength(100));
const storeId = v.union([str(100), v.number()], 'El campo "storeId" debe ser texto');
const publicDestinated = v.optional(
  v.union([str(200), v.looseObject({})], 'El campo "publicDestinated" no es válido'),
);
const price = v.optional(v.union([v.number(), str(50), v.looseObject({})], 'El campo "price" no es válido'));

/**
 * Tracking calls come from a signed-in user or a guest session: the idUser must be the session's
 * own user (or the literal 'guest' the catalogue uses) and the brand the session's brand.
 */
async function authorise(deps: Deps, session: Session, body: { idUser: string; idMarca: string }) {
  const brand = await findBrandById(deps.db, body.idMarca);
  if (!brand) throw notFound(messages.brandNotFound);
  if (brand.id !== session.idMarca) throw forbidden();
  if (body.idUser !== 'guest' && body.idUser !== session.user.id) throw forbidden();
}

function activityRoute<E extends v.ObjectEntries>(kind: string, summary: string, entries: E) {
  return defineRoute({
    method: 'POST',
    path: `/activities/${kind}`,
    summary,
    auth: 'session',
    body: v.object({ idUser, idMarca: idMarcaField, ...entries }),
    async handler({ c, deps, body: parsed, me }) {
      const session = me();
      const body = parsed as { idUser: string; idMarca: string; storeId?: string | number };
      await authorise(deps, session, body);
      const store = body.storeId;
      await recordActivity(deps.db, {
        kind,
        userId: session.user.id,
        brandId: body.idMarca,
        storeId: store === undefined ? null : String(store),
        payload: body,
      });
      return ok(c, { recorded: kind }, {}, 201);
    },
  });
}

function utmParts(url: string) {
  try {
    const params = new URL(url).searchParams;
    return [params.get('utm_campaign'), params.get('utm_source'), params.get('utm_medium')];
  } catch {
    throw new ApiError(400, 'El campo "urlUTM" debe ser una URL válida');
  }
}

export const trackingRoutes = [
  activityRoute('record-banner-view', 'Banner viewed', {
    bannerId: str(100),
    bannerName: v.optional(str(200)),
    publicDestinated,
    storeId: v.optional(storeId),
  }),
  activityRoute('record-story-view', 'Story viewed', {
    storyId: str(100),
    storyName: v.optional(str(200)),
    publicDestinated,
    nameButton: v.optional(v.nullable(str(200))),
    linkButton: v.optional(v.nullable(str(2000))),
    storeId: v.optional(storeId),
  }),
  activityRoute('record-product-visit', 'Product opened', {
    idProduct: str(100),
    storeId,
    productName: v.optional(str(200)),
    price,
  }),
  activityRoute('record-menu-visit', 'Menu opened', { storeId }),
  activityRoute('update-cart', 'Cart changed (abandoned-cart tracking)', {
    storeId,
    products: v.pipe(v.array(v.unknown(), 'El campo "products" debe ser una lista'), v.maxLength(200)),
  }),
  defineRoute({
    method: 'POST',
    path: '/utm/marketing/register-visit',
    summary: 'Campaign-tagged visit',
    auth: 'none',
    body: v.object({ urlUTM: str(2000), brandId: idMarcaField }),
    async handler({ c, deps, body }) {
      const brand = await findBrandById(deps.db, body.brandId);
      if (!brand) throw notFound(messages.brandNotFound);
      const [campaign, source, medium] = utmParts(body.urlUTM);
      await recordUtmVisit(deps.db, { brandId: brand.id, url: body.urlUTM, campaign, source, medium });
      return ok(c, { recorded: 'utm-visit', campaign }, {}, 201);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/notification/subscription',
    summary: "Stores the browser's push subscription for the user",
    auth: 'session',
    body: v.object({
      pushSubscriptonId: v.looseObject(
        {
          endpoint: v.pipe(
            v.string(),
            v.url('El campo "pushSubscriptonId.endpoint" debe ser una URL'),
            v.maxLength(2000),
          ),
        },
        'El campo "pushSubscriptonId" debe ser la suscripción del navegador',
      ),
      id: idParam,
    }),
    async handler({ c, deps, body, me }) {
      const user = await requireOwnUser(c, deps.db, me(), body.id);
      await savePushSubscription(deps.db, user.id, body.pushSubscriptonId);
      return ok(c, { subscribed: true }, {}, 201);
    },
  }),
];
