import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import type { OrderRecord } from '../rules/order-record';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';
import { followPromptModal } from './follow-prompt-modal';
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
  | { type: 'orderRating.closed' }
  /** The layout stopped showing the prompt by itself (browser back, or another modal over it): see followPromptModal. */
  | { type: 'orderRating.modalLost'; orderId: string };

export interface OrderRatingContext {
  /** The latest active-orders list the watcher told. */
  orders: OrderRecord[];
  /** Orders already prompted for (this device, kept across reloads): never prompted again. */
  prompted: string[];
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
 * that was never prompted before. The id is kept in context when the prompt opens (a refetch while it is open, or
 * after a failed close, never opens it twice on this page) and stored through `rememberPromptedOrders` when the
 * diner answers (rating sent, or closed), so a later visit never prompts again. A reload while the prompt is open
 * is not an answer: the order is still active and unrated, and the prompt comes back (diner's walk, stop 20: a
 * prompt lost on reload left the order active for ever).
 */
export const orderRatingMachine = setup({
  types: {
    context: {} as OrderRatingContext,
    events: {} as OrderRatingEvent,
  },
  actors: {
    /** The order ids prompted before on this device (read again defensively: anything not an id is dropped). */
    readPromptedOrders: neverRejectingRead<string[]>(
      'orderRating',
      'readPromptedOrders',
      [],
      notProvidedRead('orderRating', 'readPromptedOrders'),
    ),
    /** Reports `orderRating.modalLost` when the layout stops showing the open prompt by itself. */
    followPromptModal,
    /** PUT /pedido/updateOrder/{id} with the rating, or with {activeOrder:'false'} when the prompt is closed. */
    updateRatedOrder: notProvided<void, UpdateRatedOrderInput>('updateRatedOrder'),
  },
  guards: {
    hasOrderToRate: ({ context }) => orderToRate(context.orders, context.prompted) !== null,
    hasValidRating: ({ context }) => isValidRating(context.stars),
    /** A lost sheet of this prompt (not a late report about the prompt before it). */
    isPromptedOrder: ({ context, event }) =>
      event.type === 'orderRating.modalLost' && event.orderId === context.order?._id,
    isValidStars: (_, params: { stars: number }) => isValidRating(params.stars),
  },
  actions: {
    storeOrders: assign(({ event }) =>
      event.type === 'orderRating.ordersChanged' ? { orders: event.orders } : {},
    ),
    /** The stored ids joined with this tab's own (a blocked storage answers none, which must forget nothing). */
    storePrompted: assign(({ context }, params: { stored: unknown }) => ({
      prompted: parsePromptedOrders(params.stored).reduce(withPromptedOrder, context.prompted),
    })),
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
  context: { orders: [], prompted: [], order: null, ...EMPTY_FORM },
  on: {
    'orderRating.ordersChanged': { actions: 'storeOrders' },
  },
  initial: 'watching',
  states: {
    watching: {
      description: 'No prompt: waits for an active order in a rating state that was never prompted.',
      always: { guard: 'hasOrderToRate', target: 'prompting' },
      on: {
        'orderRating.ordersChanged': { target: 'reading', actions: 'storeOrders' },
      },
    },
    reading: {
      description:
        'A new list: the ids prompted on this device are read again first (another tab may have prompted one); an unreadable storage reads as none (the read never fails).',
      invoke: {
        id: 'readPromptedOrders',
        src: 'readPromptedOrders',
        onDone: {
          target: 'watching',
          actions: { type: 'storePrompted', params: ({ event }) => ({ stored: event.output }) },
        },
      },
    },
    prompting: {
      description:
        "'¿Cómo fue tu experiencia en {branch name}?' with 5 stars, the text area and 'Enviar' (a bottom drawer on mobile).",
      entry: ['pickOrder', 'openPrompt'],
      exit: 'closePrompt',
      invoke: {
        id: 'followPromptModal',
        src: 'followPromptModal',
        input: ({ context }) => ({ orderId: context.order?._id ?? '' }),
      },
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
            // Browser back (or another modal) took the sheet away: the diner closed it.
            'orderRating.modalLost': { guard: 'isPromptedOrder', target: '#orderRating.closing' },
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
              actions: [
                { type: 'rememberPromptedOrders', params: ({ context }) => ({ prompted: context.prompted }) },
                'notifySent',
                'forgetOrder',
                'requestRefresh',
              ],
            },
            onError: { target: 'choosing', actions: 'notifyFailed' },
          },
        },
      },
    },
    closing: {
      description:
        "Closed without rating: PUT {activeOrder:'false'} only, then the active orders are refetched.",
      entry: { type: 'rememberPromptedOrders', params: ({ context }) => ({ prompted: context.prompted }) },
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
