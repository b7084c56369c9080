import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { OrderRecord } from '../rules/order-record';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';
import { ORDER_RATING_MODAL_ID } from './order-rating.modal-id';
import {
  CLOSE_BODY,
  isValidRating,
  type OrderRatingBody,
  type OrderRatingCloseBody,
  orderToRate,
  parsePromptedOrders,
  ratingBody,
  withPromptedOrder,
} from './order-rating.rules';

export { ORDER_RATING_MODAL_ID } from './order-rating.modal-id';

/** ordering.md §8 "Toasts", rating (catalogue keys). */
export const RATING_SENT: MessageKey = 'orderRating.sent';
export const RATING_FAILED: MessageKey = 'orderRating.failed';

export type OrderRatingEvent =
  | { type: 'orderRating.ordersChanged'; orders: OrderRecord[] }
  | { type: 'orderRating.starsChosen'; stars: number }
  | { type: 'orderRating.textChanged'; text: string }
  | { type: 'orderRating.submitted' }
  | { type: 'orderRating.closed' };

export interface OrderRatingContext {
  /** The latest active-orders list the watcher told. */
  orders: OrderRecord[];
  /** Orders already prompted for (this device, kept across reloads): never prompted again. */
  prompted: string[];
  /** The stored ids have been read (nothing opens before: it could be an order prompted on an earlier visit). */
  hasReadPrompted: boolean;
  /** The order the open prompt is about. */
  order: OrderRecord | null;
  stars: number | null;
  text: string;
}

export interface UpdateRatedOrderInput {
  orderId: string;
  body: OrderRatingBody | OrderRatingCloseBody;
}

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`orderRating: actor "${name}" was not provided`);
  });

const EMPTY_FORM = { stars: null, text: '' } as const;

/**
 * The order rating prompt (ordering.md §2 "Modals used by ordering", §3 "Order rating payload", §4 "Order rating
 * prompt", §5 "Order rating", §8 toasts). A child of the activeOrders watcher (system id `orderRating`), told of
 * every active-orders list with `orderRating.ordersChanged`. It opens for the first active order in a rating state
 * that was never prompted before: the id is remembered when the prompt opens (in context, and stored through
 * `rememberPromptedOrders` so a reload does not prompt again), so the refetch that follows an answer, a failed
 * close or a reload never opens it twice for the same order.
 */
export const orderRatingMachine = setup({
  types: {
    context: {} as OrderRatingContext,
    events: {} as OrderRatingEvent,
  },
  actors: {
    /** The order ids prompted before on this device (read again defensively: anything not an id is dropped). */
    readPromptedOrders: notProvided<string[], undefined>('readPromptedOrders'),
    /** PUT /pedido/updateOrder/{id} with the rating, or with {activeOrder:'false'} when the prompt is closed. */
    updateRatedOrder: notProvided<void, UpdateRatedOrderInput>('updateRatedOrder'),
  },
  guards: {
    hasOrderToRate: ({ context }) =>
      context.hasReadPrompted && orderToRate(context.orders, context.prompted) !== null,
    hasValidRating: ({ context }) => isValidRating(context.stars),
    isValidStars: (_, params: { stars: number }) => isValidRating(params.stars),
  },
  actions: {
    storeOrders: assign(({ event }) =>
      event.type === 'orderRating.ordersChanged' ? { orders: event.orders } : {},
    ),
    storePrompted: assign((_, params: { stored: unknown }) => ({
      prompted: parsePromptedOrders(params.stored),
      hasReadPrompted: true,
    })),
    /** The stored ids could not be read: go on with none (storage blocked). */
    skipPrompted: assign({ hasReadPrompted: true }),
    pickOrder: assign(({ context }) => {
      const order = orderToRate(context.orders, context.prompted);
      return {
        order,
        ...EMPTY_FORM,
        prompted: order ? withPromptedOrder(context.prompted, order._id) : context.prompted,
      };
    }),
    /** Stores the prompted ids (the app writes them to localStorage); nothing by default. */
    rememberPromptedOrders: (_, _params: { prompted: string[] }) => {},
    chooseStars: assign((_, params: { stars: number }) => ({ stars: params.stars })),
    changeText: assign(({ event }) => (event.type === 'orderRating.textChanged' ? { text: event.text } : {})),
    forgetOrder: assign({ order: null, ...EMPTY_FORM }),
    openPrompt: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'open the order rating prompt');
      if (layout) enqueue.sendTo(layout, { type: 'layout.modalOpened', modalId: ORDER_RATING_MODAL_ID });
    }),
    closePrompt: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const layout = findSystemActor(system, 'layout', 'close the order rating prompt');
      if (layout) enqueue.sendTo(layout, { type: 'layout.modalClosed' });
    }),
    /** Asks the watcher for the active orders again (the answered order leaves the list). */
    requestRefresh: enqueueActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const watcher = findSystemActor(system, 'activeOrders', 'refetch the active orders after a rating');
      if (watcher) enqueue.sendTo(watcher, { type: 'activeOrders.refreshRequested' });
    }),
    notifySent: showToast('success', RATING_SENT),
    notifyFailed: showToast('error', RATING_FAILED),
  },
}).createMachine({
  id: 'orderRating',
  context: { orders: [], prompted: [], hasReadPrompted: false, order: null, ...EMPTY_FORM },
  // The order ids prompted before on this device, read once at start (lists told meanwhile are kept, and
  // nothing opens until the read answers).
  invoke: {
    id: 'readPromptedOrders',
    src: 'readPromptedOrders',
    onDone: { actions: { type: 'storePrompted', params: ({ event }) => ({ stored: event.output }) } },
    onError: { actions: 'skipPrompted' },
  },
  on: {
    'orderRating.ordersChanged': { actions: 'storeOrders' },
  },
  initial: 'watching',
  states: {
    watching: {
      description:
        'No prompt: waits for an active order in a rating state that was never prompted (once the stored ids are read).',
      always: { guard: 'hasOrderToRate', target: 'prompting' },
      on: {
        'orderRating.ordersChanged': { target: 'watching', reenter: true, actions: 'storeOrders' },
      },
    },
    prompting: {
      description:
        "'¿Cómo fue tu experiencia en {branch name}?' with 5 stars, the text area and 'Enviar' (a bottom drawer on mobile).",
      entry: [
        'pickOrder',
        { type: 'rememberPromptedOrders', params: ({ context }) => ({ prompted: context.prompted }) },
        'openPrompt',
      ],
      exit: 'closePrompt',
      initial: 'choosing',
      states: {
        choosing: {
          description: "'Enviar' is enabled only with 1–5 stars chosen.",
          on: {
            'orderRating.starsChosen': {
              guard: { type: 'isValidStars', params: ({ event }) => ({ stars: event.stars }) },
              actions: { type: 'chooseStars', params: ({ event }) => ({ stars: event.stars }) },
            },
            'orderRating.textChanged': { actions: 'changeText' },
            'orderRating.submitted': { guard: 'hasValidRating', target: 'submitting' },
            'orderRating.closed': { target: '#orderRating.closing' },
          },
        },
        submitting: {
          description:
            "PUT /pedido/updateOrder/{id} {activeOrder:'false', experiencia, valoracion}; the modal stays.",
          invoke: {
            id: 'sendRating',
            src: 'updateRatedOrder',
            input: ({ context }) => ({
              orderId: context.order?._id ?? '',
              body: ratingBody(context.stars ?? 0, context.text),
            }),
            onDone: {
              target: '#orderRating.watching',
              actions: ['notifySent', 'forgetOrder', 'requestRefresh'],
            },
            onError: { target: 'choosing', actions: 'notifyFailed' },
          },
        },
      },
    },
    closing: {
      description:
        "Closed without rating: PUT {activeOrder:'false'} only, then the active orders are refetched.",
      invoke: {
        id: 'closeOrder',
        src: 'updateRatedOrder',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', body: CLOSE_BODY }),
        onDone: { target: 'watching', actions: ['forgetOrder', 'requestRefresh'] },
        onError: { target: 'watching', actions: ['forgetOrder', 'requestRefresh'] },
      },
    },
  },
});
