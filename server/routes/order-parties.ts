import type { Context } from 'hono';
import { requireOwnUser } from '../http/access';
import type { AppEnv, Deps } from '../http/context';
import { messages, notFound } from '../http/errors';
import { findBranchById } from '../services/branches';
import { findBrandByIdCached } from '../services/brands';
import type { Session } from '../services/sessions';
import { type SendOrderBody, toPayloadLines } from './order-schemas';

/**
 * The brand, the branch's row and the diner an order payload names (POST /pedido/sendorder and /pedido/quote): the
 * brand row is configuration, kept in memory (findBrandByIdCached); the branch row is read every time (its status
 * override must be fresh) and left to the route to check; the diner must be the session's own, of that brand.
 */
export async function orderParties(c: Context<AppEnv>, deps: Deps, session: Session, body: SendOrderBody) {
  const [brand, branch] = await Promise.all([
    findBrandByIdCached(deps.db, body.idMarca),
    findBranchById(deps.db, body.idLocal),
  ]);
  if (!brand) throw notFound(messages.brandNotFound);
  const user = await requireOwnUser(c, deps.db, session, body.idCliente, brand.id);
  return { brand, branch, user };
}

/** What the payload asks to be priced (type, lines, delivery address, shipping option), as quoteOrder reads it. */
export const quotedPayload = (body: SendOrderBody) => ({
  type: body.type,
  lines: toPayloadLines(body.orderPayment),
  deliveryAddressId: body.deliveryAddressId ?? undefined,
  shippingTypeId: body.shipping_type_id ?? undefined,
});
