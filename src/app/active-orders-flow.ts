import { fromPromise } from 'xstate';
import {
  activeOrdersMachine,
  type FetchActiveOrdersInput,
} from '@/machines/active-orders/active-orders.machine';
import { type OrderRecord, parseOrders } from '@/machines/rules/order-record';
import type { Api } from '../adapters/http';
import { pageFocusEventsActor } from '../adapters/page-focus-events';
import { withRouteApis } from '../adapters/route-apis';
import { provideConfirmReceipt } from './confirm-receipt-flow';
import { provideOrderRating } from './order-rating-flow';

/**
 * The activeOrders watcher with the app's real call (GET /pedido/active/{userId}, the existing
 * `fetchActiveOrders` of src/adapters/checkout-api.ts: nothing added to the first chunk), the window's focus and
 * the tab's visibility, and its two children with their own effects. A route flow (machines/app/app-flows.ts
 * `RouteFlows`) in its own chunk, opened by src/adapters/active-orders-start.ts once the session has a user.
 */
export function provideActiveOrdersFlow(baseApi: Api) {
  const api = withRouteApis(baseApi);
  return activeOrdersMachine.provide({
    actors: {
      fetchActiveOrders: fromPromise<OrderRecord[], FetchActiveOrdersInput>(async ({ input, system }) => {
        // A fetch for a user who is no longer the session's (a focus fetch racing a sign-in) is not sent.
        const session = system.get('session')?.getSnapshot() as {
          context?: { user?: { _id?: string } | null };
        };
        const current = session?.context?.user?._id;
        if (current && current !== input.userId) throw new Error('activeOrders: the session changed user');
        return parseOrders(await api.fetchActiveOrders(input.userId));
      }),
      pageEvents: pageFocusEventsActor(),
      orderRating: provideOrderRating(api),
      confirmReceipt: provideConfirmReceipt(api),
    },
  });
}
