import {
  type AnyActorRef,
  type AnyEventObject,
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import { confirmReceiptMachine } from '../confirm-receipt/confirm-receipt.machine';
import { orderRatingMachine } from '../order-rating/order-rating.machine';
import type { OrderRecord } from '../rules/order-record';
import { TIMINGS } from '../rules/timings';
import { watchSessionUser } from '../session/watch-session-user';
import { findSystemActor } from '../system-actors';
import type { User } from '../types';
import { firstActiveOrder, settledOrderIds } from './active-orders.rules';

export interface ActiveOrdersInput {
  /** The user the session starts with (the restored one); later changes arrive as `activeOrders.userChanged`. */
  user: User | null;
}

export interface ActiveOrdersContext {
  user: User | null;
  /** The last list of GET /pedido/active/{userId} (newest first); empty with no user or after a failure. */
  orders: OrderRecord[];
  /** A list was received for this user since the last failure (a refetch keeps showing it: no flicker). */
  loaded: boolean;
  /** The tab is visible (document.visibilityState), as the page-events actor last said. */
  visible: boolean;
}

export type ActiveOrdersEvent =
  | { type: 'activeOrders.userChanged'; user: User | null }
  /** The window regained focus. */
  | { type: 'activeOrders.focused' }
  /** The tab became visible or hidden. */
  | { type: 'activeOrders.visibilityChanged'; visible: boolean }
  /** A flow (rating, confirm receipt, sendOrder, checkout) asks for the list again. */
  | { type: 'activeOrders.refreshRequested' };

export interface FetchActiveOrdersInput {
  userId: string;
}

const userOf = (event: ActiveOrdersEvent): User | null =>
  event.type === 'activeOrders.userChanged' ? event.user : null;

const visibilityOf = (event: ActiveOrdersEvent): boolean | null =>
  event.type === 'activeOrders.visibilityChanged' ? event.visible : null;

/**
 * Tells the other flows about a new list (or a failure, as an empty list). Typed here: inline, the delays defeat
 * enqueueActions' inference.
 */
const notifyOrders = enqueueActions<
  ActiveOrdersContext,
  ActiveOrdersEvent,
  undefined,
  ActiveOrdersEvent,
  never,
  never,
  never,
  never,
  never
>(({ context, system, enqueue }) => {
  const { orders } = context;
  const first = firstActiveOrder(orders);
  // i18n-exempt: developers' warnings when the system lacks the actor (machines/system-actors.ts).
  const cart = findSystemActor(system, 'cart', 'tell the cart about the first active order');
  if (cart) enqueue.sendTo(cart, { type: 'cart.activeOrderChanged', ...first });
  const branches = findSystemActor(
    system,
    'branchSelection',
    // i18n-exempt: a developer's warning when the system lacks the actor.
    "tell the branch list the active order's branch",
  );
  if (branches)
    enqueue.sendTo(branches, { type: 'branchSelection.activeOrderBranchChanged', branchId: first.branchId });
  // A route flow that exists only while a payment is verified: its absence is normal, so it is not reported.
  const payment = system.get('paymentVerification');
  const seen = { type: 'paymentVerification.activeOrdersSeen', orderIds: settledOrderIds(orders) };
  if (payment) enqueue.sendTo(payment as AnyActorRef, seen);
  enqueue.sendTo('orderRating', { type: 'orderRating.ordersChanged', orders });
  enqueue.sendTo('confirmReceipt', { type: 'confirmReceipt.ordersChanged', orders });
});

/**
 * The active-orders watcher (ordering.md §4 "Active orders", "Payment verification on the active-orders watcher",
 * "Open table order"; §7 GET /pedido/active/{userId}). It follows the session's user: with a user it fetches the
 * list on start, when the window regains focus or the tab becomes visible, on `activeOrders.refreshRequested`,
 * and every 20 s (TIMINGS.activeOrdersPoll) ONLY while an order is active and the tab is visible; a hidden tab
 * makes no request until it is visible again (then one at once). A failed fetch empties the list (the flag is
 * false, the carousel hidden) and stops the polling until focus, visibility or a refresh. Every answer (and a
 * failure, as an empty list) is told to the cart, the branch list, paymentVerification and its two children,
 * orderRating and confirmReceipt (system ids of their own). No user: no request. A route flow started by the app
 * once the session has a user (src/adapters/active-orders-start.ts); docs/ordering-active-orders.md.
 */
export const activeOrdersMachine = setup({
  types: {
    context: {} as ActiveOrdersContext,
    events: {} as ActiveOrdersEvent,
    input: {} as ActiveOrdersInput,
  },
  actors: {
    /** Follows the session flow's user and reports each change as `activeOrders.userChanged`. */
    watchSession: watchSessionUser<ActiveOrdersEvent>((user) => ({ type: 'activeOrders.userChanged', user })),
    /**
     * The window's focus and the tab's visibility, sent back as `activeOrders.focused` and
     * `activeOrders.visibilityChanged` (the current visibility at once). The app provides it
     * (src/adapters/page-focus-events.ts).
     */
    pageEvents: fromCallback<AnyEventObject>(() => {
      throw new Error('activeOrders: actor "pageEvents" was not provided');
    }),
    /** GET /pedido/active/{userId} → the readable records, newest first; rejects on any failure. */
    fetchActiveOrders: fromPromise<OrderRecord[], FetchActiveOrdersInput>(async () => {
      throw new Error('activeOrders: actor "fetchActiveOrders" was not provided');
    }),
    orderRating: orderRatingMachine,
    confirmReceipt: confirmReceiptMachine,
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    /** The same person (a refreshed user): nothing to refetch. */
    isSameUser: ({ context, event }) => {
      const user = userOf(event);
      return user !== null && context.user !== null && user._id === context.user._id;
    },
    isSignedIn: ({ event }) => userOf(event) !== null,
    hasActiveOrder: ({ context }) => context.orders.length > 0,
    isVisible: ({ context }) => context.visible,
    /** The tab turned visible (a repeated "visible" changes nothing). */
    becameVisible: ({ context, event }) => visibilityOf(event) === true && !context.visible,
    becameHidden: ({ context, event }) => visibilityOf(event) === false && context.visible,
  },
  actions: {
    storeUser: assign(({ event }) => (event.type === 'activeOrders.userChanged' ? { user: event.user } : {})),
    storeVisibility: assign(({ event }) =>
      event.type === 'activeOrders.visibilityChanged' ? { visible: event.visible } : {},
    ),
    storeOrders: assign((_, orders: OrderRecord[]) => ({ orders, loaded: true })),
    clearOrders: assign({ orders: [], loaded: false }),
    logFetchFailure: (_, params: { error: unknown }) => {
      // i18n-exempt: a developer's log line; the diner sees the carousel hidden (§4).
      console.warn('activeOrders: the active orders could not be loaded', params.error);
    },
    notifyOrders,
  },
  delays: {
    poll: TIMINGS.activeOrdersPoll,
  },
}).createMachine({
  id: 'activeOrders',
  context: ({ input }) => ({ user: input?.user ?? null, orders: [], loaded: false, visible: true }),
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'pageEvents', src: 'pageEvents' },
    { id: 'orderRating', systemId: 'orderRating', src: 'orderRating', input: undefined },
    { id: 'confirmReceipt', systemId: 'confirmReceipt', src: 'confirmReceipt', input: undefined },
  ],
  on: {
    'activeOrders.userChanged': [
      { guard: 'isSameUser', actions: 'storeUser' },
      { guard: 'isSignedIn', target: '.loading', actions: ['storeUser', 'clearOrders'] },
      { target: '.signedOut', actions: 'storeUser' },
    ],
    // States that do not react to visibility still keep it (deeper states handle it themselves).
    'activeOrders.visibilityChanged': { actions: 'storeVisibility' },
  },
  initial: 'evaluating',
  states: {
    evaluating: {
      description:
        'Decides from the held user: with a user the list is fetched, without one nothing is asked.',
      always: [{ guard: 'hasUser', target: 'loading' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No user: no request, no active order (the cart and the children are told an empty list).',
      entry: ['clearOrders', 'notifyOrders'],
    },
    loading: {
      description:
        'GET /pedido/active/{userId}. On a first load the carousel is hidden; on a refetch the last list stays shown. Focus and visibility add no second request.',
      invoke: {
        id: 'fetchActiveOrders',
        src: 'fetchActiveOrders',
        input: ({ context }) => ({ userId: context.user?._id ?? '' }),
        onDone: {
          target: 'watching',
          actions: [{ type: 'storeOrders', params: ({ event }) => event.output }, 'notifyOrders'],
        },
        onError: {
          target: 'failed',
          actions: [
            'clearOrders',
            'notifyOrders',
            { type: 'logFetchFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        // A refresh asked for mid-fetch (after a rating or a receipt) must see the change: fetch again.
        'activeOrders.refreshRequested': { target: 'loading', reenter: true },
      },
    },
    watching: {
      description: 'A list is held: what happens next depends on it and on the tab.',
      initial: 'deciding',
      on: {
        'activeOrders.refreshRequested': '#activeOrders.loading',
        'activeOrders.focused': '#activeOrders.loading',
      },
      states: {
        deciding: {
          description: 'Polls only while an order is active and the tab is visible.',
          always: [
            { guard: and(['hasActiveOrder', 'isVisible']), target: 'polling' },
            { guard: 'hasActiveOrder', target: 'hidden' },
            { target: 'idle' },
          ],
        },
        idle: {
          description:
            'No order is active: no timer and no request (focus, the tab becoming visible or a refresh fetch again).',
          on: {
            'activeOrders.visibilityChanged': [
              { guard: 'becameVisible', target: '#activeOrders.loading', actions: 'storeVisibility' },
              { actions: 'storeVisibility' },
            ],
          },
        },
        polling: {
          description: 'An order is active and the tab visible: the list is fetched again every 20 s.',
          after: { poll: '#activeOrders.loading' },
          on: {
            'activeOrders.visibilityChanged': [
              { guard: 'becameHidden', target: 'hidden', actions: 'storeVisibility' },
              { actions: 'storeVisibility' },
            ],
          },
        },
        hidden: {
          description:
            'An order is active but the tab is hidden: no timer and no request until it is visible again (then one fetch at once).',
          on: {
            'activeOrders.visibilityChanged': [
              { guard: 'becameVisible', target: '#activeOrders.loading', actions: 'storeVisibility' },
              { actions: 'storeVisibility' },
            ],
          },
        },
      },
    },
    failed: {
      description:
        'The fetch failed: the active-order flag is false and the carousel hidden; no polling until the window regains focus, the tab becomes visible or a refresh is asked for.',
      on: {
        'activeOrders.refreshRequested': 'loading',
        'activeOrders.focused': 'loading',
        'activeOrders.visibilityChanged': [
          { guard: 'becameVisible', target: 'loading', actions: 'storeVisibility' },
          { actions: 'storeVisibility' },
        ],
      },
    },
  },
});
