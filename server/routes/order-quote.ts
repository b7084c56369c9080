import { requireOwnUser } from '../http/access';
import { badRequest, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { findBranchById } from '../services/branches';
import { findBrandByIdCached } from '../services/brands';
import { quoteOrder } from '../services/order-quote';
import { sendOrderBody, toPayloadLines } from './order-schemas';

/**
 * The read-only quote (issue 11): the same payload as POST /pedido/sendorder, priced by the same `quoteOrder`
 * the send uses, answered without saving anything. The app shows its total next to the cart's on
 * ORDER_SUMMARY; checkout reuses it to show totals before sending. A closed branch is still quoted (the
 * summary shows the totals; only sending is refused); a delivery without an address yet is quoted without
 * shipping.
 */
export const orderQuoteRoutes = [
  defineRoute({
    method: 'POST',
    path: '/pedido/quote',
    summary: 'Price an order payload like sendorder does (subtotal, total, lines), saving nothing',
    auth: 'session',
    body: sendOrderBody,
    async handler({ c, deps, body, me }) {
      const session = me();
      const [brand, branch] = await Promise.all([
        findBrandByIdCached(deps.db, body.idMarca),
        findBranchById(deps.db, body.idLocal),
      ]);
      if (!brand) throw notFound(messages.brandNotFound);
      const user = await requireOwnUser(c, deps.db, session, body.idCliente, brand.id);
      if (!branch || branch.id_marca !== brand.id) throw notFound('Sucursal no encontrada');
      if (String(body.storeId) !== branch.store_id)
        throw badRequest('El storeId no corresponde a la sucursal');
      const quote = await quoteOrder(deps.db, {
        brand,
        user,
        branchId: branch.id,
        type: body.type,
        lines: toPayloadLines(body.orderPayment),
        deliveryAddressId: body.deliveryAddressId ?? undefined,
        shippingTypeId: body.shipping_type_id ?? undefined,
        shippingOptional: true,
      });
      return ok(c, {
        subtotal: quote.subtotal,
        total: Math.round((quote.subtotal + quote.shipping) * 100) / 100,
        quantity: quote.quantity,
        shipping: quote.shipping,
        lines: quote.lines.map((line) => ({
          orderProductId: line.orderProductId,
          upsellingId: line.upsellingId,
          sku: line.sku,
          quantity: line.quantity,
          price: line.price,
          total: line.total,
        })),
      });
    },
  }),
];
