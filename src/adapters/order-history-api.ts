import type { HttpCall } from './http';

/** GET /pedido/detalles/{id}'s data as sent: {order, details:{orderDetails}}. */
export interface RawOrderDetail {
  order?: unknown;
  details?: { orderDetails?: unknown };
}

/**
 * The order history and detail calls (ordering.md §7 "Orders"), session-authenticated. Failures are the HTTP
 * client's `ApiError`: another user's history or order answers 403, an unknown order 404 'Orden no encontrada'
 * (the flow shows the server's message with a way back); status null when no answer came. The answers are read
 * (machines/rules/order-record.ts) by the flow's provider, src/app/order-history-flow.ts, which loads with the
 * orders route group: this module is in the first screen's chunk (createApi) and stays two calls.
 */
export function createOrderHistoryApi(call: HttpCall) {
  return {
    /** GET /pedido/usuario/{userId}: data[]. */
    fetchOrderHistory: async (userId: string): Promise<unknown> =>
      (await call<unknown>(`/pedido/usuario/${encodeURIComponent(userId)}`)).data,
    /** GET /pedido/detalles/{id}: {order, details:{orderDetails}}. */
    fetchOrderDetail: async (orderId: string): Promise<RawOrderDetail | null> =>
      (await call<RawOrderDetail | null>(`/pedido/detalles/${encodeURIComponent(orderId)}`)).data,
  };
}

export type OrderHistoryApi = ReturnType<typeof createOrderHistoryApi>;
