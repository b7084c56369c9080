import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { type OrderItem, type OrderRecord, readOrderItems } from '../rules/order-record';
import { ROUTES } from '../rules/routes';
import type { NavigateParams } from '../types';
import { newestFirst, type OrderLoadFailure, readLoadFailure } from './order-display';

/** GET /pedido/detalles/{id} as the flow reads it: the order, and details.orderDetails (the server's item lines). */
export interface OrderDetailAnswer {
  order: OrderRecord;
  orderDetails: unknown;
}

export interface OrderHistoryContext {
  /** The session's user whose history is shown (given by PROFILE_ORDERS when it opens). */
  userId: string | null;
  orders: OrderRecord[];
  listFailure: OrderLoadFailure | null;
  /** The order the detail screen opened. */
  orderId: string | null;
  /** Where the detail's back goes: the layout's previousPath (the active-order card stored it), else PROFILE_ORDERS. */
  backTo: string;
  order: OrderRecord | null;
  items: OrderItem[];
  /** Part of orderPayment was unreadable: what could be read is shown, with a note, and a warning is logged. */
  malformed: boolean;
  detailFailure: OrderLoadFailure | null;
}

export type OrderHistoryEvent =
  | { type: 'orderHistory.opened'; userId: string | null }
  | { type: 'orderHistory.retryRequested' }
  | { type: 'orderDetail.opened'; orderId: string; previousPath: string | null; userId: string | null }
  | { type: 'orderDetail.retryRequested' }
  | { type: 'orderDetail.backRequested' };

const EMPTY_DETAIL = {
  order: null,
  items: [] as OrderItem[],
  malformed: false,
  detailFailure: null,
};

/**
 * PROFILE_ORDERS and PROFILE_ORDERS/{id} (ordering.md §2 "Order history", "Order detail", §7 "Orders"): one route
 * flow with two regions, the list (GET /pedido/usuario/{userId}, newest first) and the detail
 * (GET /pedido/detalles/{id}; another user's order or an unknown id is the server's 4xx message with a way back;
 * orderPayment as an array or a JSON string, a malformed one shown as far as it reads, with a logged warning).
 * Each screen sends its `*.opened` on mount, which loads afresh. Back from the detail (the header's, through the
 * layout's `backEvent`, or 'Volver') is this flow's: it goes to backTo, and when that is PROFILE_ORDERS the list is
 * asked afresh.
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
  },
  actors: {
    /** GET /pedido/usuario/{userId}: data[] read with parseOrders. */
    fetchOrderHistory: fromPromise<OrderRecord[], { userId: string }>(async () => {
      throw new Error('orderHistory: actor "fetchOrderHistory" was not provided');
    }),
    /** GET /pedido/detalles/{id}: {order, details:{orderDetails}}. */
    fetchOrderDetail: fromPromise<OrderDetailAnswer, { orderId: string }>(async () => {
      throw new Error('orderHistory: actor "fetchOrderDetail" was not provided');
    }),
  },
  guards: {
    hasUser: ({ event }) => event.type === 'orderHistory.opened' && Boolean(event.userId),
    isSameUser: ({ context, event }) =>
      event.type === 'orderHistory.opened' && event.userId === context.userId,
    /** Back lands on PROFILE_ORDERS with a known user: the list is asked afresh (its screen's opening then joins it). */
    backsToList: and([
      ({ context }) => context.backTo === ROUTES.PROFILE_ORDERS && Boolean(context.userId),
      not(stateIn({ detail: 'idle' })),
    ]),
    isRefused: ({ event }) => readLoadFailure((event as { error?: unknown }).error).refused,
  },
  actions: {
    openList: assign(({ event }) =>
      event.type === 'orderHistory.opened' ? { userId: event.userId, listFailure: null } : {},
    ),
    storeOrders: assign(({ event }) => ({
      orders: newestFirst((event as { output?: OrderRecord[] }).output ?? []),
      listFailure: null,
    })),
    storeListFailure: assign(({ event }) => ({
      listFailure: readLoadFailure((event as { error?: unknown }).error),
    })),
    openDetail: assign(({ context, event }) =>
      event.type === 'orderDetail.opened'
        ? {
            ...EMPTY_DETAIL,
            orderId: event.orderId,
            userId: event.userId ?? context.userId,
            backTo: event.previousPath || ROUTES.PROFILE_ORDERS,
          }
        : {},
    ),
    storeOrder: assign(({ event }) => {
      const answer = (event as { output?: OrderDetailAnswer }).output;
      if (!answer) return {};
      // orderPayment is the record's; details.orderDetails only when the record came without it.
      const source =
        answer.order.orderPayment === null || answer.order.orderPayment === undefined
          ? answer.orderDetails
          : answer.order.orderPayment;
      const { items, malformed } = readOrderItems(source);
      return { order: answer.order, items, malformed, detailFailure: null };
    }),
    warnIfMalformed: ({ context }) => {
      if (context.malformed)
        // i18n-exempt: a developer's warning in the console, never shown to a diner.
        console.warn(
          'orderHistory: the order detail has an unreadable orderPayment; showing what could be read',
          {
            orderId: context.orderId,
            orderPayment: context.order?.orderPayment,
          },
        );
    },
    storeDetailFailure: assign(({ event }) => ({
      detailFailure: readLoadFailure((event as { error?: unknown }).error),
    })),
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'orderHistory',
  type: 'parallel',
  context: {
    userId: null,
    orders: [],
    listFailure: null,
    orderId: null,
    backTo: ROUTES.PROFILE_ORDERS,
    ...EMPTY_DETAIL,
  },
  states: {
    list: {
      initial: 'idle',
      on: {
        'orderHistory.opened': [
          { guard: 'hasUser', target: '.loading', actions: 'openList' },
          { target: '.idle', actions: 'openList' },
        ],
      },
      states: {
        idle: {
          description: 'Not opened, or opened without a user (nothing to ask).',
          on: { 'orderDetail.backRequested': { guard: 'backsToList', target: 'loading' } },
        },
        loading: {
          description: 'Skeleton rows while GET /pedido/usuario/{userId} answers.',
          // The screen opening again for the same user while the list loads asks nothing more.
          on: { 'orderHistory.opened': { guard: 'isSameUser' } },
          invoke: {
            id: 'fetchOrderHistory',
            src: 'fetchOrderHistory',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: { target: 'loaded', actions: 'storeOrders' },
            onError: { target: 'failed', actions: 'storeListFailure' },
          },
        },
        loaded: {
          description: "The orders newest first, or 'No tenes actividades registradas' when there are none.",
          on: { 'orderDetail.backRequested': { guard: 'backsToList', target: 'loading' } },
        },
        failed: {
          description: 'The history could not load: a message with a retry.',
          on: {
            'orderHistory.retryRequested': 'loading',
            'orderDetail.backRequested': { guard: 'backsToList', target: 'loading' },
          },
        },
      },
    },
    detail: {
      initial: 'idle',
      on: {
        'orderDetail.opened': { target: '.loading', actions: 'openDetail' },
      },
      states: {
        idle: { description: 'No detail open.' },
        loading: {
          description: 'A skeleton while GET /pedido/detalles/{id} answers.',
          on: {
            'orderDetail.backRequested': {
              target: 'idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            },
          },
          invoke: {
            id: 'fetchOrderDetail',
            src: 'fetchOrderDetail',
            input: ({ context }) => ({ orderId: context.orderId ?? '' }),
            onDone: { target: 'loaded', actions: ['storeOrder', 'warnIfMalformed'] },
            onError: [
              { guard: 'isRefused', target: 'refused', actions: 'storeDetailFailure' },
              { target: 'failed', actions: 'storeDetailFailure' },
            ],
          },
        },
        loaded: {
          description: 'Every item of §2 "Order detail".',
          on: {
            'orderDetail.backRequested': {
              target: 'idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            },
          },
        },
        refused: {
          description:
            "Another user's order or an unknown id: the server's message and a way back (no retry: it would answer the same).",
          on: {
            'orderDetail.backRequested': {
              target: 'idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            },
          },
        },
        failed: {
          description: 'No answer or a server failure: a message with a retry and a way back.',
          on: {
            'orderDetail.retryRequested': 'loading',
            'orderDetail.backRequested': {
              target: 'idle',
              actions: { type: 'navigate', params: ({ context }) => ({ to: context.backTo }) },
            },
          },
        },
      },
    },
  },
});
