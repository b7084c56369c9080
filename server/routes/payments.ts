import * as v from 'valibot';
import { ApiError, forbidden, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { requiredIdField, textOrNumberIdField } from '../http/schemas';
import { findBrandById } from '../services/brands';
import { findOrderById, type OrderRow, toOrderDto } from '../services/orders';
import { findOrderIdByPayment, paymentProviderFor, verifyOrderPayment } from '../services/payments';

export const paymentMessages = {
  notFound: 'No encontramos el pago para verificar',
  pending: 'El pago todavía no fue aprobado',
  rejected: 'El pago fue rechazado',
} as const;

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/pedido/verificationordersend',
    summary: 'Verify an order payment: success only when approved (or no card payment was needed)',
    auth: 'session',
    body: v.object({
      // The order _id the app stored under 'idOrder' + provider name; a preference or provider payment id also works.
      idPayment: textOrNumberIdField('idPayment'),
      idLocal: requiredIdField('idLocal'),
    }),
    async handler({ c, deps, body, me }) {
      const session = me();
      let order: OrderRow | null = await findOrderById(deps.db, body.idPayment);
      if (!order) {
        const orderId = await findOrderIdByPayment(deps.db, body.idPayment);
        if (orderId) order = await findOrderById(deps.db, orderId);
      }
      if (!order || order.id_local !== body.idLocal) throw notFound(paymentMessages.notFound);
      if (order.id_cliente !== session.user.id) throw forbidden();
      const status = await verifyOrderPayment(deps.db, paymentProviderFor(deps.db), order);
      if (status === 'approved' || status === 'not_required') {
        const fresh = (await findOrderById(deps.db, order.id)) ?? order;
        return ok(c, {
          approved: true,
          paymentStatus: status,
          _id: fresh.id,
          idOrder: fresh.id_order,
          order: toOrderDto(fresh),
        });
      }
      const message = status === 'rejected' ? paymentMessages.rejected : paymentMessages.pending;
      throw new ApiError(status === 'rejected' ? 422 : 409, message, {
        data: { message, approved: false, paymentStatus: status, _id: order.id },
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/payments/config',
    summary: 'The card provider the app loads: {provider, publicKey, checkoutOrigin, providerName}',
    auth: 'none',
    query: v.object({
      idMarca: v.optional(v.pipe(v.string(), v.maxLength(100, 'El campo "idMarca" no es válido'))),
    }),
    async handler({ c, deps, query }) {
      const provider = paymentProviderFor(deps.db);
      const brand = query.idMarca ? await findBrandById(deps.db, query.idMarca) : null;
      if (query.idMarca && !brand) throw notFound('Marca no encontrada');
      return ok(c, {
        provider: provider.name,
        publicKey: provider.publicKey,
        checkoutOrigin: provider.checkoutOrigin,
        providerName: brand?.payment_provider_name ?? 'Mercado Pago',
        locale: 'es-AR',
        minimumOnlinePayment: 300,
      });
    },
  }),
];
