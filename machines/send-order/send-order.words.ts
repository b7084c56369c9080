import type { FlowWords } from '../flow-words';

/** sendOrder: its states and guards in the product's words (docs/flows, /__flows). */
export const sendOrderWords: FlowWords = {
  states: {
    idle: "'Enviar orden' available",
    waiting: "'Estamos procesando tu pago/órden'",
    'waiting.cancellable': "'Cancelar orden' offered",
    'waiting.committed': 'Too late to cancel',
    sending: 'Sending the order',
    retrying: 'Sending the same order again',
    awaitingPayment: 'Waiting for the payment',
    succeeded: "'Enviamos tu orden'",
    orderFailed: 'Order refused',
    requestFailed: 'Order could not be sent',
    paymentFailed: 'Payment not confirmed',
  },
  guards: {
    paysByCard: 'the order is paid online by card',
    hasPreference: 'the server answers a payment to open',
    answerWasLost: 'no answer came (connection drop or timeout)',
    canSendAgain: 'the order may be sent once more',
  },
  events: {
    'sendOrder.paymentResumed': 'Verify the payment again',
    'sendOrder.requested': "Tap 'Enviar orden'",
  },
};
