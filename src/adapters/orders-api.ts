import type { OrderPayload } from '@/machines/rules/order-payload';
import type { SubmitOrderInput } from '@/machines/send-order/send-order.machine';
import type { SendOrderAnswer } from '@/machines/send-order/send-order.types';
import { ApiError, type HttpCall } from './http';

/** The answer of POST /pedido/sendorder and PUT /pedido/updateOrder/:id: the order, and the payment extras. */
interface OrderEnvelope {
  data?: { _id?: unknown } | null;
  preferenceId?: unknown;
  checkoutUrl?: unknown;
  duplicate?: unknown;
}

const originOf = (url: string | null): string => {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** Reads an order answer; one without the order's `_id` is refused (nothing to pay or verify). */
export function toSendOrderAnswer(body: OrderEnvelope): SendOrderAnswer {
  const orderId = body.data?._id;
  if (typeof orderId !== 'string' || orderId === '') throw new ApiError('order: no _id in the answer', 502);
  const preferenceId = typeof body.preferenceId === 'string' && body.preferenceId ? body.preferenceId : null;
  const checkoutUrl = typeof body.checkoutUrl === 'string' && body.checkoutUrl ? body.checkoutUrl : null;
  return {
    orderId,
    preferenceId,
    checkoutUrl,
    checkoutOrigin: originOf(checkoutUrl),
    duplicate: body.duplicate === true,
  };
}

/**
 * Sending an order (ordering.md §7 "Orders"). Failures are the HTTP client's `ApiError`: status null when no answer
 * came (the sendOrder flow sends the same payload again), the server's status and Spanish message otherwise.
 */
export function createOrdersApi(call: HttpCall) {
  /** POST /pedido/sendorder: creates the order, idempotent on the payload's draftOrderId. */
  const sendOrder = async (payload: OrderPayload): Promise<SendOrderAnswer> =>
    toSendOrderAnswer((await call('/pedido/sendorder', { method: 'POST', body: payload })) as OrderEnvelope);
  /** PUT /pedido/updateOrder/:id: adds the lines to the open table order. */
  const updateOrder = async (id: string, payload: OrderPayload): Promise<SendOrderAnswer> =>
    toSendOrderAnswer(
      (await call(`/pedido/updateOrder/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: payload,
      })) as OrderEnvelope,
    );
  return {
    sendOrder,
    updateOrder,
    /** The sendOrder flow's `submitOrder`: update when there is an open table order, create otherwise. */
    submitOrder: ({ payload, updateOrderId }: SubmitOrderInput): Promise<SendOrderAnswer> =>
      updateOrderId ? updateOrder(updateOrderId, payload) : sendOrder(payload),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
