import {
  type OrderRatingBody,
  type OrderRatingCloseBody,
  parsePromptedOrders,
} from '@/machines/order-rating/order-rating.rules';
import { local, STORAGE_PREFIX } from './browser-storage';
import type { HttpCall } from './http';

/**
 * The order rating prompt's calls (ordering.md §3 "Order rating payload", §4 "Order rating prompt", §7 "Orders").
 * Failures are the HTTP client's `ApiError` (the flow shows the failure toast and keeps the form).
 */
export function createOrderRatingApi(call: HttpCall) {
  return {
    /**
     * PUT /pedido/updateOrder/{id}: the rating {activeOrder:'false', experiencia, valoracion}, or {activeOrder:'false'}
     * alone when the diner closes the prompt. The answer (the order) is not used: the watcher refetches.
     */
    updateRatedOrder: async (
      orderId: string,
      body: OrderRatingBody | OrderRatingCloseBody,
    ): Promise<void> => {
      await call(`/pedido/updateOrder/${encodeURIComponent(orderId)}`, { method: 'PUT', body });
    },
  };
}

export type OrderRatingApi = ReturnType<typeof createOrderRatingApi>;

/**
 * The order ids the prompt has opened for on this device (not a spec key: this app's own, prefixed like the
 * `{prefix}_…` keys), so a reload never prompts twice for the same order. A JSON array of ids, the last 50.
 */
export const PROMPTED_ORDERS_KEY = `${STORAGE_PREFIX}_order_rating_prompted`;

export const promptedOrders = {
  /** The stored ids; an absent or unreadable list is empty. */
  read: (): string[] => parsePromptedOrders(local.getJson<unknown>(PROMPTED_ORDERS_KEY)),
  write: (ids: string[]): void => local.setJson(PROMPTED_ORDERS_KEY, ids),
};
