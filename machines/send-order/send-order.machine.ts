import { and } from 'xstate';
import type { OrderPayload } from '../rules/order-payload';
import { pendingPaymentKey } from '../rules/storage-keys';
import { EMPTY, sendOrderSetup } from './send-order.setup';

export {
  payloadFor,
  SEND_ORDER_LIMITS,
  type SendOrderContext,
  type SendOrderEvent,
  type SendOrderFailure,
  type SubmitOrderInput,
} from './send-order.setup';

/**
 * Sending an order (ordering.md §4 "Sending an order and online payment", "Processing screen"; §9 "Timings"):
 * the tap reserves the provider's window (card payment), waits 3.5 s with 'Cancelar orden' for the first 3 s, then
 * creates the order (or updates the open table order); an answer with preferenceId stores 'idOrder{provider}',
 * points the window at the provider's checkout and hands over to paymentVerification; the result screen then
 * clears the cart and goes to the branch home after 3 s, or shows the error. A route flow (system id `sendOrder`),
 * shown by the checkout screen while `selectIsSending`.
 */
export const sendOrderMachine = sendOrderSetup.createMachine({
  id: 'sendOrder',
  context: { ...EMPTY },
  entry: 'announceScreen',
  initial: 'idle',
  states: {
    idle: {
      description: 'Checkout shows its content; nothing is being sent.',
      on: {
        // A reload while the provider's window was open: the load's verification shows on the processing screen.
        'sendOrder.paymentResumed': { target: 'awaitingPayment', actions: 'storeResumedHome' },
        // Verified with no screen showing it (the watcher, a background run): the order's cart is cleared.
        'sendOrder.paymentVerified': { actions: 'clearPaidCart' },
        'sendOrder.requested': [
          {
            guard: 'paysByCard',
            target: 'waiting',
            // In the tap itself: the provider's window may only be opened inside the user's gesture.
            actions: ['storeRequest', 'reserveProviderWindow'],
          },
          { target: 'waiting', actions: 'storeRequest' },
        ],
      },
    },
    waiting: {
      description:
        "'Estamos procesando tu pago/órden'; the order is sent after 3.5 s. A second 'Enviar orden' is ignored.",
      after: { sendDelay: 'sending' },
      initial: 'cancellable',
      states: {
        cancellable: {
          description: "'Cancelar orden' shown (the first 3 s).",
          after: { cancelVisible: 'committed' },
          on: {
            'sendOrder.cancelled': {
              target: '#sendOrder.idle',
              actions: ['closeProviderWindow', 'forget'],
            },
          },
        },
        committed: { description: "'Cancelar orden' gone; the send follows." },
      },
    },
    sending: {
      description:
        'The create (POST /pedido/sendorder) or update (PUT /pedido/updateOrder/:id) with the payload built at the tap.',
      entry: 'countAttempt',
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({
          payload: context.payload as OrderPayload,
          updateOrderId: context.request?.updateOrderId ?? null,
        }),
        onDone: [
          {
            guard: 'hasPreference',
            target: 'awaitingPayment',
            actions: [
              { type: 'storeAnswer', params: ({ event }) => event.output },
              {
                type: 'storePendingPayment',
                params: ({ context, event }) => ({
                  key: pendingPaymentKey(context.request?.providerName ?? ''),
                  orderId: event.output.orderId,
                }),
              },
              {
                type: 'openProviderCheckout',
                params: ({ event }) => ({ url: event.output.checkoutUrl ?? '' }),
              },
              'startPaymentVerification',
            ],
          },
          {
            target: 'succeeded',
            actions: [{ type: 'storeAnswer', params: ({ event }) => event.output }, 'closeProviderWindow'],
          },
        ],
        onError: [
          { guard: and(['answerWasLost', 'canSendAgain']), target: 'retrying' },
          { guard: 'answerWasLost', target: 'requestFailed', actions: 'closeProviderWindow' },
          {
            target: 'orderFailed',
            actions: [
              { type: 'storeErrorDetail', params: ({ event }) => ({ error: event.error }) },
              'closeProviderWindow',
            ],
          },
        ],
      },
      // No answer in time counts as a lost answer (the send itself is abandoned).
      after: {
        answerTimeout: [
          { guard: 'canSendAgain', target: 'retrying' },
          { target: 'requestFailed', actions: 'closeProviderWindow' },
        ],
      },
    },
    retrying: {
      description:
        'No answer came (network error or timeout): the same payload, hence the same draftOrderId, is sent again.',
      after: { retryDelay: 'sending' },
    },
    awaitingPayment: {
      description:
        "The provider's checkout is open; paymentVerification's status line and 'Intento n de 3' show until it answers.",
      on: {
        'sendOrder.paymentVerified': 'succeeded',
        'sendOrder.paymentFailed': 'paymentFailed',
      },
    },
    succeeded: {
      description:
        "'Enviamos tu orden', 'El local recibió tu pedido y comenzará a preparar los productos.'; after 3 s the cart is cleared and the branch home opens.",
      entry: 'refreshActiveOrders',
      after: {
        successRedirect: {
          target: 'idle',
          actions: [
            'clearCart',
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: context.request?.homePath || context.resumedHomePath || '/',
                replace: true,
              }),
            },
            'forget',
          ],
        },
      },
    },
    orderFailed: {
      description:
        "The create or update was refused: 'No se pudo procesar tu pago/órden'; the screen closes after 4 s.",
      after: { errorAutoCancel: { target: 'idle', actions: 'forget' } },
      on: { 'sendOrder.orderViewRequested': { target: 'idle', actions: 'forget' } },
    },
    requestFailed: {
      description:
        "No answer after every attempt: 'No se pudo procesar tu pago/órden'; the screen resets after 3 s.",
      after: { errorReset: { target: 'idle', actions: 'forget' } },
      on: { 'sendOrder.orderViewRequested': { target: 'idle', actions: 'forget' } },
    },
    paymentFailed: {
      description:
        "'No se pudo procesar tu pago/órden' with 'Verificar nuevamente' and 'Ver orden' (the order and the cart are kept).",
      on: {
        'sendOrder.manualVerificationRequested': {
          target: 'awaitingPayment',
          actions: 'requestManualVerification',
        },
        'sendOrder.paymentVerified': 'succeeded',
        // A new run after this failure (the provider window closed later): the working face again.
        'sendOrder.paymentResumed': 'awaitingPayment',
        'sendOrder.orderViewRequested': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
