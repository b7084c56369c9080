import { type AnyActorRef, fromPromise, waitFor } from 'xstate';
import {
  activeOrdersMachine,
  type FetchActiveOrdersInput,
} from '@/machines/active-orders/active-orders.machine';
import { type OrderRecord, parseOrders } from '@/machines/rules/order-record';
import { selectUser } from '@/machines/session/session.selectors';
import type { Api } from '../adapters/http';
import { pageFocusEventsActor } from '../adapters/page-focus-events';
import { type RouteApi, withRouteApis } from '../adapters/route-apis';
import { provideConfirmReceipt } from './confirm-receipt-flow';
import { provideOrderRating } from './order-rating-flow';

/** socialLogin's states while a return from the provider is being read and completed. */
const SOCIAL_RETURN_STATES = ['readingReturn', 'checkingReturn', 'completing'] as const;

/**
 * GET /pedido/active/{userId} for the session's user only: a fetch asked for a user who is no longer the session's
 * (a window-focus fetch racing a sign-in that replaced the guest, before the watcher hears of the new user) is not
 * sent — the server would refuse it (403) — and fails instead; the user change that follows fetches again.
 */
export const fetchForSessionUser = (api: Pick<RouteApi, 'fetchActiveOrders'>) =>
  fromPromise<OrderRecord[], FetchActiveOrdersInput>(async ({ input, system }) => {
    // Back from the provider, the cookie is already the new user's while the session still holds the guest:
    // nothing is asked until the social login has read and completed (or refused) the return.
    const social = system.get('socialLogin') as AnyActorRef | undefined;
    if (social) await waitFor(social, (s) => !SOCIAL_RETURN_STATES.some((state) => s.matches(state)));
    const session = system.get('session') as AnyActorRef | undefined;
    const current = session ? selectUser(session.getSnapshot())?._id : undefined;
    if (current && current !== input.userId) throw new Error('activeOrders: the session changed user');
    return parseOrders(await api.fetchActiveOrders(input.userId));
  });

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
      fetchActiveOrders: fetchForSessionUser(api),
      pageEvents: pageFocusEventsActor(),
      orderRating: provideOrderRating(api),
      confirmReceipt: provideConfirmReceipt(api),
    },
  });
}
