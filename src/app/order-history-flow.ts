import { fromPromise } from 'xstate';
import { type OrderDetailAnswer, orderHistoryMachine } from '@/machines/order-history/order-history.machine';
import { type OrderRecord, parseOrder, parseOrders } from '@/machines/rules/order-record';
import { ApiError } from '../adapters/http';
import { navigateAction } from '../adapters/navigation';
import type { RouteApi as Api } from '../adapters/route-apis';

/**
 * The order history/detail flow with the app's real calls and navigation. A route flow
 * (machines/app/app-flows.ts `RouteFlows`): provided when the orders route group loads (src/app/route-flows.ts),
 * spawned by the root actor when PROFILE_ORDERS or an order detail first opens. The answers are read here
 * (parseOrders, parseOrder), in the group's chunk, not in the adapter (first screen's chunk).
 */
export function provideOrderHistoryFlow(api: Api) {
  return orderHistoryMachine.provide({
    actors: {
      fetchOrderHistory: fromPromise(
        async ({ input }: { input: { userId: string } }): Promise<OrderRecord[]> =>
          parseOrders(await api.fetchOrderHistory(input.userId)),
      ),
      fetchOrderDetail: fromPromise(
        async ({ input }: { input: { orderId: string } }): Promise<OrderDetailAnswer> => {
          const data = await api.fetchOrderDetail(input.orderId);
          const order = parseOrder(data?.order);
          // An answer without a readable order is a server failure (retry), not a refusal.
          if (!order) throw new ApiError('order detail: no readable order in the answer', 502);
          return { order, orderDetails: data?.details?.orderDetails ?? null };
        },
      ),
    },
    actions: { navigate: navigateAction },
  });
}
