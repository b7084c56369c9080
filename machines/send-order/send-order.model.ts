import { fromPromise } from 'xstate';
import type { Cart } from '../cart/cart.types';
import type { FlowModel, StepCondition } from '../flow-model';
import { sendOrderMachine } from './send-order.machine';
import type { SendOrderAnswer, SendOrderRequest } from './send-order.types';

const cart: Cart = {
  draftOrderId: 'Vn3kQ8xYp2LmT7wRz5aBc',
  products: [
    {
      _id: 'p-1',
      name: 'Hamburguesa clásica',
      price: 5000,
      quantity: 1,
      sku: 'HAM-003',
      orderProductId: 'line-burger',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
  ],
  total: 5000,
  quantity: 1,
  observations: '',
  consumeType: 'takeaway',
  table: null,
  tableId: null,
  pickUpTime: '2026-11-23T21:30',
  diners: null,
  address: null,
  deliveryOption: null,
  crossSelling: false,
  selectedConsumeTypeIsFromActiveOrder: false,
};

const takeawayByCard: SendOrderRequest = {
  cart,
  idCliente: 'user-1',
  idLocal: 'local-1',
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  total: 5000,
  domain: 'https://brasa.localhost',
  updateOrderId: null,
  payment: 'card',
  providerName: 'Mercado Pago',
  homePath: '/sucursal/local-1/brasa-palermo',
};

const paidOnline: SendOrderAnswer = {
  orderId: 'order-1',
  preferenceId: 'sbx-1',
  checkoutUrl: 'https://pagos.localhost/checkout?preference=sbx-1',
  checkoutOrigin: 'https://pagos.localhost',
  duplicate: false,
};

/**
 * A run that ended without the payment shows the failure face ('Verificar nuevamente', 'Ver orden'); the provider's
 * 'Cerrar' starts a new one there. On CHECKOUT (idle) nothing runs in this visit: a run reaches the screen only from
 * a reload with the order's payment stored (the check on load, offered to the screen when CHECKOUT opens).
 */
const onFailureFace: StepCondition = {
  text: "the processing screen shows 'No se pudo procesar tu pago/órden' with 'Verificar nuevamente'",
  holds: ({ stateIds }) => stateIds.includes('paymentFailed'),
};
const onCheckout: StepCondition = {
  text: "CHECKOUT shows 'Enviar orden' (nothing is being sent)",
  holds: ({ stateIds }) => stateIds.includes('idle'),
};

const networkError = Object.assign(new Error('network error: Failed to fetch'), { status: null });
const refused = Object.assign(new Error('Debe seleccionar una hora de retiro'), { status: 400 });

export const sendOrderModel: FlowModel = {
  id: 'sendOrder',
  title: 'Sending the order: the processing and result screen',
  summary:
    "'Enviar orden' on CHECKOUT (ordering.md §4 \"Sending an order and online payment\", \"Processing screen\", §3 \"Order creation / update payload\", §8, §9 \"Timings\"): the provider's window reserved in the tap, 3.5 s with 'Cancelar orden' for the first 3 s, the create or update with the cart's draftOrderId (a lost answer sent again with the same one), the provider's checkout and paymentVerification, then 'Enviamos tu orden' and the branch home after 3 s, or the error with its timers.",
  machine: sendOrderMachine,
  actors: {
    submitOrder: fromPromise<SendOrderAnswer>(() => new Promise(() => {})),
  },
  start: 'As a guest with a Hamburguesa clásica to take away, on CHECKOUT at Brasa Palermo Soho',
  steps: [
    {
      event: { type: 'sendOrder.requested', request: takeawayByCard },
      step: "Tap 'Enviar orden' (takeaway, paid by card: a blank window opens)",
    },
    {
      event: { type: 'sendOrder.requested', request: { ...takeawayByCard, payment: 'cash' } },
      step: "Tap 'Enviar orden' (paid at the branch)",
    },
    { event: { type: 'sendOrder.cancelled' }, step: "Tap 'Cancelar orden'" },
    { event: { type: 'xstate.after.cancelVisible.sendOrder.waiting.cancellable' }, step: 'Wait 3 s' },
    { event: { type: 'xstate.after.sendDelay.sendOrder.waiting' }, step: 'Wait until 3.5 s after the tap' },
    {
      event: { type: 'xstate.done.actor.submitOrder', output: paidOnline },
      step: 'The server creates the order and answers a preferenceId (the window shows the provider’s checkout)',
      producedBy:
        "pay by card (a takeaway or a delivery with at least $ 300 left to pay): the demo server creates the order and answers its payment sandbox's checkout",
    },
    {
      event: {
        type: 'xstate.done.actor.submitOrder',
        output: { ...paidOnline, preferenceId: null, checkoutUrl: null, checkoutOrigin: '' },
      },
      step: 'The server creates the order, nothing to pay online',
      producedBy:
        "'Consumir aquí' at a table (open the table link /?table=4&table_id=40&branch_id=64b7f0a1c2d3e4f510000001&store_id=brasa-palermo first), or as demo@demo.com a Coca-Cola 500 ml ($ 2.500) to take away: its 2.525 points pay all of it",
    },
    {
      event: { type: 'xstate.error.actor.submitOrder', error: refused },
      step: "The server refuses the order ('Debe seleccionar una hora de retiro')",
      producedBy: `the app never sends a takeaway without its pick-up time; the same refusal with another message: on CHECKOUT, PUT /api/dev/local/64b7f0a1c2d3e4f510000001/status with {"status":"close"}, then tap 'Enviar orden': the demo server answers 409 'En este momento Brasa Palermo Soho está cerrado y no podés realizar pedidos.' ({"status":null} afterwards)`,
    },
    {
      event: { type: 'xstate.error.actor.submitOrder', error: networkError },
      step: 'The answer is lost (the connection drops)',
    },
    {
      event: { type: 'xstate.after.retryDelay.sendOrder.retrying' },
      step: 'Wait 1.5 s (sent again, same draftOrderId)',
    },
    { event: { type: 'xstate.after.answerTimeout.sendOrder.sending' }, step: 'No answer for 20 s' },
    {
      event: { type: 'sendOrder.paymentVerified' },
      step: "Approve the payment ('Aprobar' in the provider's window)",
    },
    {
      event: { type: 'sendOrder.paymentFailed' },
      step: "The payment is not verified (rejected: 'Rechazar', 3 attempts)",
    },
    { event: { type: 'sendOrder.manualVerificationRequested' }, step: "Tap 'Verificar nuevamente'" },
    { event: { type: 'sendOrder.orderViewRequested' }, step: "Tap 'Ver orden'" },
    {
      event: { type: 'xstate.after.successRedirect.sendOrder.succeeded' },
      step: 'Wait 3 s (the cart is emptied, the branch home opens)',
    },
    { event: { type: 'xstate.after.errorAutoCancel.sendOrder.orderFailed' }, step: 'Wait 4 s' },
    { event: { type: 'xstate.after.errorReset.sendOrder.requestFailed' }, step: 'Wait 3 s' },
    {
      event: { type: 'sendOrder.paymentResumed', homePath: '' },
      step: "Press 'Cerrar' in the provider's window after the attempts ran out (verification runs again on this screen)",
      when: onFailureFace,
    },
    {
      event: { type: 'sendOrder.paymentResumed', homePath: takeawayByCard.homePath },
      step: "Reload the page on CHECKOUT while the order's payment is still to verify (its 'idOrderMercado Pago' key stored): the check on load shows on this screen",
      when: onCheckout,
    },
  ],
  expectations: {
    idle: "CHECKOUT with its content and 'Enviar orden'",
    'waiting.cancellable': "'Estamos procesando tu pago/órden' with 'Cancelar orden'",
    'waiting.committed': "'Estamos procesando tu pago/órden', no 'Cancelar orden'",
    sending: "'Estamos procesando tu pago/órden'",
    retrying: "'Estamos procesando tu pago/órden' (the same order is sent again)",
    awaitingPayment:
      "'Estamos procesando tu pago/órden' with the verification status line ('Iniciando verificación de pago...' while the provider's window is open) and 'Intento n de 3' once an attempt runs",
    succeeded: "'Enviamos tu orden', 'El local recibió tu pedido y comenzará a preparar los productos.'",
    orderFailed: "'No se pudo procesar tu pago/órden' with the server's message and 'Ver orden'",
    requestFailed: "'No se pudo procesar tu pago/órden' and 'Ver orden'",
    paymentFailed: "'No se pudo procesar tu pago/órden' with 'Verificar nuevamente' and 'Ver orden'",
  },
  keyContext: (s) => ({
    attempts: s.context.attempts,
    draftOrderId: s.context.payload?.draftOrderId ?? null,
    orderId: s.context.answer?.orderId ?? null,
  }),
};
