import { type AnyActorRef, type AnyEventObject, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { clearCartOfPaidOrder } from '../payment-verification/paid-cart';
import { buildOrderPayload, type CartLineInput, type OrderPayload } from '../rules/order-payload';
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import type { NavigateParams } from '../types';
import type { SendOrderAnswer, SendOrderRequest } from './send-order.types';

/**
 * How a lost answer is handled (our reading; the spec gives no figure): a send that got no answer (network error,
 * or none within `answerTimeout`) is sent again with the same payload, hence the same draftOrderId (the server is
 * idempotent on it), up to `maxAttempts` sends in all, `retryDelay` apart. Then the request error resets the screen.
 */
export const SEND_ORDER_LIMITS = {
  maxAttempts: 3,
  retryDelay: 1500,
  answerTimeout: 20000,
} as const;

/** What the `submitOrder` actor gets: create (POST /pedido/sendorder) or update (PUT /pedido/updateOrder/:id). */
export interface SubmitOrderInput {
  payload: OrderPayload;
  /** The open table order to update, or null to create. */
  updateOrderId: string | null;
}

export type SendOrderFailure = 'order' | 'request' | 'payment';

export interface SendOrderContext {
  /** The request of the tap being processed (null when idle). */
  request: SendOrderRequest | null;
  /** The payload of that request, built once at the tap: every retry sends it unchanged (same draftOrderId). */
  payload: OrderPayload | null;
  /** Sends made for this request (1 on the first, more when an answer was lost). */
  attempts: number;
  /** The answer of the create or update (the one order). */
  answer: SendOrderAnswer | null;
  /** The server's message when the create or update was refused. */
  errorDetail: UiText | null;
  /** Where success goes when the screen shows a payment verification resumed after a reload (no request). */
  resumedHomePath: string;
}

export type SendOrderEvent =
  /** Checkout's 'Enviar orden' (checkout checked validity first). Ignored while a send is under way. */
  | { type: 'sendOrder.requested'; request: SendOrderRequest }
  /** 'Cancelar orden' (the first 3 s). */
  | { type: 'sendOrder.cancelled' }
  /** From paymentVerification: the payment was approved (the paid order's draftOrderId when the server told it). */
  | { type: 'sendOrder.paymentVerified'; draftOrderId?: string | null }
  /**
   * From paymentVerification: a verification runs that this screen should show — after a reload with a stored
   * 'idOrder…' key (CHECKOUT open), or a new run after a failed one (the provider window closed later).
   */
  | { type: 'sendOrder.paymentResumed'; homePath?: string }
  /** From paymentVerification: retries exhausted or the maximum wait passed. */
  | { type: 'sendOrder.paymentFailed' }
  /** 'Verificar nuevamente'. */
  | { type: 'sendOrder.manualVerificationRequested' }
  /** 'Ver orden': back to the order (checkout, the cart kept). */
  | { type: 'sendOrder.orderViewRequested' };

/** Network failures carry `status: null` (src/adapters/http.ts ApiError): the answer may have been lost. */
const isNetworkFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === null;

const messageOf = (error: unknown): UiText | null =>
  error instanceof Error && error.message ? { text: error.message } : null;

/** The payload for a request: create ('new') or update of the open table order ('update'), per ordering.md §3. */
export function payloadFor(request: SendOrderRequest): OrderPayload {
  const { cart } = request;
  return buildOrderPayload(
    {
      ...cart,
      // The cart's customisation maps are the builder's input shape (it flattens them).
      products: cart.products as unknown as CartLineInput[],
      draftOrderId: cart.draftOrderId ?? undefined,
    },
    {
      idCliente: request.idCliente,
      idLocal: request.idLocal,
      storeId: request.storeId,
      idMarca: request.idMarca,
      total: request.total,
      domain: request.domain,
      orderChangeState: request.updateOrderId ? 'update' : 'new',
    },
  );
}

/** An action that sends to other flows through the system (typed here: inline, the delays defeat inference). */
const systemActions = enqueueActions<
  SendOrderContext,
  SendOrderEvent,
  undefined,
  SendOrderEvent,
  never,
  never,
  never,
  never,
  never
>;

export const EMPTY = {
  request: null,
  payload: null,
  attempts: 0,
  answer: null,
  errorDetail: null,
  resumedHomePath: '',
};

/** The actors, delays, guards and actions of the sendOrder chart (send-order.machine.ts). */
export const sendOrderSetup = setup({
  types: {
    context: {} as SendOrderContext,
    events: {} as SendOrderEvent,
  },
  actors: {
    /** POST /pedido/sendorder (create) or PUT /pedido/updateOrder/:id (update); rejects with the API error. */
    submitOrder: fromPromise<SendOrderAnswer, SubmitOrderInput>(async () => {
      throw new Error('sendOrder: actor "submitOrder" was not provided');
    }),
  },
  delays: {
    sendDelay: TIMINGS.sendOrderDelay,
    cancelVisible: TIMINGS.sendOrderCancelVisible,
    successRedirect: TIMINGS.sendOrderSuccessRedirect,
    errorReset: TIMINGS.sendOrderErrorReset,
    errorAutoCancel: TIMINGS.sendOrderErrorAutoCancel,
    retryDelay: SEND_ORDER_LIMITS.retryDelay,
    answerTimeout: SEND_ORDER_LIMITS.answerTimeout,
  },
  guards: {
    paysByCard: ({ event }) => event.type === 'sendOrder.requested' && event.request.payment === 'card',
    hasPreference: ({ event }) => !!(event as { output?: SendOrderAnswer }).output?.preferenceId,
    answerWasLost: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
    canSendAgain: ({ context }) => context.attempts < SEND_ORDER_LIMITS.maxAttempts,
  },
  actions: {
    storeRequest: assign(({ event }) =>
      event.type === 'sendOrder.requested'
        ? { ...EMPTY, request: event.request, payload: payloadFor(event.request) }
        : {},
    ),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    storeAnswer: assign((_, answer: SendOrderAnswer) => ({ answer })),
    storeErrorDetail: assign((_, params: { error: unknown }) => ({ errorDetail: messageOf(params.error) })),
    forget: assign({ ...EMPTY }),
    storeResumedHome: assign(({ event }) =>
      event.type === 'sendOrder.paymentResumed' ? { resumedHomePath: event.homePath ?? '' } : {},
    ),
    /**
     * At start (CHECKOUT opened): a payment verification already running in the background (on load with a
     * stored id) is shown on this screen from now on (it answers `sendOrder.paymentResumed`).
     */
    announceScreen: systemActions(({ system, enqueue }) => {
      const payment = system.get('paymentVerification') as AnyActorRef | undefined;
      if (payment) enqueue.sendTo(payment, { type: 'paymentVerification.screenOpened' });
    }),
    /** A payment verified while no screen shows it (idle): the cart of that order is cleared at once. */
    clearPaidCart: systemActions(({ event, system, enqueue }) => {
      const paid = event.type === 'sendOrder.paymentVerified' ? (event.draftOrderId ?? null) : null;
      clearCartOfPaidOrder(system, enqueue, paid);
    }),
    /** Provided by the app: opens a blank window inside the tap (popup blockers allow it there). */
    reserveProviderWindow: () => {},
    /** Provided by the app: points the reserved window at the checkout; refused or none → the page goes there. */
    openProviderCheckout: (_, _params: { url: string }) => {},
    /** Provided by the app: closes the reserved window, if any. */
    closeProviderWindow: () => {},
    /** Provided by the app: the stored pending payment, 'idOrder' + provider name = the order `_id`. */
    storePendingPayment: (_, _params: { key: string; orderId: string }) => {},
    navigate: (_, _params: NavigateParams) => {},
    /** After a create with preferenceId: paymentVerification starts (mode 'processing', its 1000 ms delay). */
    startPaymentVerification: systemActions(({ context, system, enqueue }) => {
      const { request, answer } = context;
      if (!request || !answer) return;
      const started = {
        type: 'paymentVerification.started',
        orderId: answer.orderId,
        idLocal: request.idLocal,
        providerName: request.providerName,
        checkoutOrigin: request.checkoutOrigin || answer.checkoutOrigin,
        mode: 'processing',
      } as const;
      sendToPaymentVerification(system, enqueue, started);
    }),
    /** 'Verificar nuevamente'. */
    requestManualVerification: systemActions(({ system, enqueue }) => {
      sendToPaymentVerification(system, enqueue, { type: 'paymentVerification.manualRequested' });
    }),
    /** The success screen's end: the cart is cleared (its draftOrderId with it). */
    clearCart: systemActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
      const cart = findSystemActor(system, 'cart', 'clear the cart after the order was sent');
      if (cart) enqueue.sendTo(cart, { type: 'cart.cleared' });
    }),
    /** The new order is active (issue 13): the active-orders watcher fetches the list again. */
    refreshActiveOrders: systemActions(({ system, enqueue }) => {
      const watcher = findSystemActor(
        system,
        'activeOrders',
        // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
        'refresh the active orders after the order was sent',
      );
      if (watcher) enqueue.sendTo(watcher, { type: 'activeOrders.refreshRequested' });
    }),
  },
});

type Enqueue = { sendTo: (to: never, event: AnyEventObject) => void };

/**
 * paymentVerification is a route flow: when it runs, it gets the event; when it does not run yet, the root actor is
 * asked to open it and forwards the event once it runs (`app.flowOpened` with `event`, machines/app/app.machine.ts).
 */
function sendToPaymentVerification(
  system: { get: (id: string) => unknown },
  enqueue: unknown,
  event: AnyEventObject,
): void {
  const send = (enqueue as Enqueue).sendTo;
  const running = system.get('paymentVerification');
  if (running) {
    send(running as never, event);
    return;
  }
  // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
  const app = findSystemActor(system, 'app', 'open paymentVerification');
  if (app) send(app as never, { type: 'app.flowOpened', flow: 'paymentVerification', event });
}
