import type { OrderDetailAnswer } from '@/machines/order-history/order-history.machine';
import { type OrderRecord, parseOrder, parseOrders } from '@/machines/rules/order-record';
import { ApiError, type HttpCall } from './http';

/**
 * The order history and detail calls (ordering.md §7 "Orders"), session-authenticated. Failures are the HTTP
 * client's `ApiError`: another user's history or order answers 403, an unknown order 404 'Orden no encontrada'
 * (the flow shows the server's message with a way back); status null when no answer came.
 */
export function createOrderHistoryApi(call: HttpCall) {
  return {
    /** GET /pedido/usuario/{userId}: data[], read defensively (unreadable records are left out). */
    fetchOrderHistory: async (userId: string): Promise<OrderRecord[]> =>
      parseOrders((await call<unknown>(`/pedido/usuario/${encodeURIComponent(userId)}`)).data),
    /** GET /pedido/detalles/{id}: {order, details:{orderDetails}}. */
    fetchOrderDetail: async (orderId: string): Promise<OrderDetailAnswer> => {
      const body = await call<{ order?: unknown; details?: { orderDetails?: unknown } }>(
        `/pedido/detalles/${encodeURIComponent(orderId)}`,
      );
      const order = parseOrder(body.data?.order);
      // An answer without a readable order is a server failure (retry), not a refusal.
      if (!order) throw new ApiError('order detail: no readable order in the answer', 502);
      return { order, orderDetails: body.data?.details?.orderDetails ?? null };
    },
  };
}

export type OrderHistoryApi = ReturnType<typeof createOrderHistoryApi>;
