import * as v from 'valibot';
import { badRequest, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { quoteOrder, quotePayment } from '../services/order-quote';
import { orderParties, quotedPayload } from './order-parties';
import { sendOrderBody } from './order-schemas';

/**
 * The read-only quote (issue 11): the same payload as POST /pedido/sendorder, priced by the same `quoteOrder`
 * the send uses, answered without saving anything. The app shows its total next to the cart's on
 * ORDER_SUMMARY; checkout reuses it to show totals before sending. A closed branch is still quoted (the
 * summary shows the totals; only sending is refused); a delivery without an address yet is quoted without
 * shipping.
 *
 * Issue 12: the answer carries every figure CHECKOUT shows, as sendorder will compute them: subtotal, costoEnvio
 * (the courier's cost), descuentoEnvio (free shipping or the brand's discount), shipping (what is charged),
 * pointsToUse (§9 with the user's balance) and totalToPay (the payload's `total` sendorder accepts); `total` stays
 * subtotal + shipping (ORDER_SUMMARY compares it with the cart). With `?unavailable=mark` (CHECKOUT) a withdrawn
 * product does not refuse the quote: its lines are listed in `unavailable` and left out of the figures.
 */
const quoteQuery = v.object({
  unavailable: v.optional(v.picklist(['mark'], 'El parámetro "unavailable" solo admite "mark"')),
});

export const orderQuoteRoutes = [
  defineRoute({
    method: 'POST',
    path: '/pedido/quote',
    summary: 'Price an order payload like sendorder does (subtotal, total, lines), saving nothing',
    auth: 'session',
    body: sendOrderBody,
    query: quoteQuery,
    async handler({ c, deps, body, query, me }) {
      const { brand, branch, user } = await orderParties(c, deps, me(), body);
      if (!branch || branch.id_marca !== brand.id) throw notFound('Sucursal no encontrada');
      if (String(body.storeId) !== branch.store_id)
        throw badRequest('El storeId no corresponde a la sucursal');
      const quote = await quoteOrder(deps.db, {
        brand,
        user,
        branchId: branch.id,
        ...quotedPayload(body),
        shippingOptional: true,
        markUnavailable: query?.unavailable === 'mark',
      });
      const payment = await quotePayment(deps.db, user, body.type, quote);
      return ok(c, {
        subtotal: quote.subtotal,
        total: Math.round((quote.subtotal + quote.shipping) * 100) / 100,
        quantity: quote.quantity,
        costoEnvio: quote.costoEnvio,
        descuentoEnvio: quote.descuentoEnvio,
        shipping: quote.shipping,
        pointsToUse: payment.pointsToUse,
        totalToPay: payment.totalToPay,
        unavailable: quote.unavailable,
        lines: quote.lines.map((line) => ({
          orderProductId: line.orderProductId,
          upsellingId: line.upsellingId,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          total: line.total,
        })),
      });
    },
  }),
];
