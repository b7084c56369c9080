import { fromPromise } from 'xstate';
import { orderHistoryMachine } from '@/machines/order-history/order-history.machine';
import type { Api } from '../adapters/http';
import { navigateAction } from '../adapters/navigation';

/**
 * The order history/detail flow with the app's real calls and navigation. A route flow
 * (machines/app/app-flows.ts `RouteFlows`): provided when the orders route group loads (src/app/route-flows.ts),
 * spawned by the root actor when PROFILE_ORDERS or an order detail first opens.
 */
export function provideOrderHistoryFlow(api: Api) {
  return orderHistoryMachine.provide({
    actors: {
      fetchOrderHistory: fromPromise(({ input }: { input: { userId: string } }) =>
        api.fetchOrderHistory(input.userId),
      ),
      fetchOrderDetail: fromPromise(({ input }: { input: { orderId: string } }) =>
        api.fetchOrderDetail(input.orderId),
      ),
    },
    actions: { navigate: navigateAction },
  });
}
