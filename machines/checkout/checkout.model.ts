import type { FlowModel } from '../flow-model';
import { checkoutMachine } from './checkout.machine';
import { branchWallClock, formatWallClock } from './pickup-time.rules';

const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };
export const palermo = {
  id: 'local-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
  PercentagePoints: 10,
  // Monday to Saturday 10:00–23:00; no schedule on Sunday (§5 "Pick-up time").
  schedule: Object.fromEntries(
    ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [
      d,
      { open: '10:00', close: '23:00' },
    ]),
  ),
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
};
const cart = {
  draftOrderId: 'draft-0001',
  products: [
    {
      _id: 'p-1',
      name: 'Bife de chorizo',
      price: 10000,
      quantity: 1,
      sku: 'PAR-001',
      orderProductId: 'line-1',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
  ],
  total: 10000,
  quantity: 1,
  observations: '',
  // 'Para llevar' was chosen on an earlier visit: the cart keeps it (§4 "On opening" resets only a table without a
  // table or a delivery without an address).
  consumeType: 'takeaway',
  table: null,
  tableId: null,
  pickUpTime: null,
  diners: null,
  address: null,
  deliveryOption: null,
  crossSelling: false,
  selectedConsumeTypeIsFromActiveOrder: false,
};
/** The server's split for the cart as built (issue 12: every figure from the quote). */
const split = { costoEnvio: 0, descuentoEnvio: 0, pointsToUse: 0, unavailable: [] };
const line1 = { orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', quantity: 1 };
/** The saved address 'Casa' as the cart keeps it (§3 Cart address), and the estimate's Moto option. */
const casa = {
  tag: 'Casa',
  addressName: 'Honduras 4850, C1414 CABA, Argentina',
  addressData: { lat: -34.5889, lng: -58.4306 },
  deliveryAddressId: 'addr-1',
};
const moto = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };
const opened = (over: object) => ({
  type: 'checkout.opened',
  cart: { ...cart, ...over },
  branch: palermo,
  user: guest,
  availablePoints: null,
  preferredConsumeType: null,
});
/**
 * The flow's clock (CheckoutInput.now): Wednesday 18 November 2026 at 12:00 in Buenos Aires, the path generator, the
 * replay and the app all judge the pick-up times from it (the app's faked clock starts there too).
 */
export const CHECKOUT_NOW = Date.parse('2026-11-18T15:00:00.000Z');
/** The branch's wall clock `minutes` after CHECKOUT_NOW: what a diner types in 'Horario de retiro'. */
const wallAfter = (minutes: number) =>
  formatWallClock(branchWallClock(new Date(CHECKOUT_NOW + minutes * 60_000)));
/** Pick-up values (the branch's wall clock), relative to the flow's now. */
export const PICK_UP = {
  /** 12:10, 10 minutes ahead (under §9's 15). */
  tooSoon: wallAfter(10),
  /** 23:30 the same Wednesday: the branch closes at 23:00. */
  afterClosing: wallAfter(11 * 60 + 30),
  /** 13:00 on Sunday 22/11: no schedule on Sundays. */
  sunday: wallAfter(4 * 24 * 60 + 60),
  /** 13:00 the same Wednesday, an hour ahead. */
  valid: wallAfter(60),
};
/** Lucía (registered, 2.000 points) with a Provoleta ($ 2.200) to take away, restored from an earlier visit. */
const lucia = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' };
const provoleta = {
  ...cart.products[0],
  _id: 'p-2',
  name: 'Provoleta',
  price: 2200,
  sku: 'PAR-002',
  orderProductId: 'line-2',
};
const refused = Object.assign(new Error('El producto Bife de chorizo no está disponible en este local'), {
  status: 409,
});

/** A guest at Brasa Palermo Soho (every system enabled) with a Bife de chorizo to take away in the cart. */
export const checkoutModel: FlowModel = {
  id: 'checkout',
  title: 'Checkout: consume type, pick-up time, totals, guest prompts and sending',
  summary:
    'CHECKOUT (ordering.md §2 "Checkout", §4 "Consume type at checkout", "Open table order", §5 "Checkout validity", "Pick-up time", §6 guest, §9): the opening rules and the open table order lock, the chooser with its clearing rules and navigation, the server quote of the cart, the guest promo after 1 s and the registration modal after 2 s once per draft, and \'Enviar orden\' handing sendOrder the request.',
  machine: checkoutMachine,
  input: {
    brandId: 'brand-1',
    businessType: 'b2c',
    origin: 'https://brasa.example',
    // brand.deliveryCondiciones: 10 % of the shipping paid by the brand, a $ 12.000 minimum for delivery.
    deliveryConditions: { porcentajeMarca: 10, porcentajeUsuario: 0, minimoGratis: 0, minimoCompra: 12000 },
    // The pick-up rules read this clock: the paths' values stay valid whatever the real date.
    now: () => CHECKOUT_NOW,
  },
  start:
    "As a guest at Brasa Palermo Soho with a Bife de chorizo in the cart ('Para llevar' chosen on an earlier visit), on ORDER_SUMMARY, on Wednesday 18/11/2026 at 12:00",
  steps: [
    {
      event: {
        type: 'checkout.opened',
        cart,
        branch: palermo,
        user: guest,
        availablePoints: null,
        preferredConsumeType: null,
      },
      step: "Tap 'Confirmar orden' (CHECKOUT opens)",
    },
    {
      event: {
        type: 'checkout.opened',
        cart: { ...cart, draftOrderId: null, products: [], total: 0, quantity: 0, consumeType: null },
        branch: palermo,
        user: { _id: 'user-1', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' },
        availablePoints: 2000,
        preferredConsumeType: null,
      },
      step: 'Open CHECKOUT as Lucía (registered, 2.000 points) with an empty cart (another tab emptied it)',
    },
    {
      event: {
        ...opened({ draftOrderId: 'draft-0002', products: [provoleta], total: 2200 }),
        user: lucia,
        availablePoints: 2000,
      },
      step: "Tap 'Confirmar orden' as Lucía (registered, 2.000 points) with a Provoleta ($ 2.200) to take away",
    },
    { event: { type: 'checkout.closed' }, step: 'Leave CHECKOUT (Volver)' },
    {
      event: opened({ consumeType: 'delivery', address: casa, deliveryOption: moto }),
      step: "Choose 'Delivery', then the saved address 'Casa' on 'Datos de entrega' (the estimate offers Moto, $ 1.800): CHECKOUT opens again",
    },
    {
      event: opened({ consumeType: 'delivery', address: casa }),
      step: "Choose 'Delivery', then 'Casa' on 'Datos de entrega' when the estimate offers no delivery option: CHECKOUT opens again",
    },
    {
      event: { type: 'xstate.done.actor.readStoredState', output: { qrData: null, guestModalShownFor: [] } },
      step: 'The browser holds no table QR and no shown modal',
      producedBy: 'a fresh private window (no table link opened, no guest modal shown yet)',
    },
    {
      event: {
        type: 'xstate.done.actor.readStoredState',
        output: { qrData: null, guestModalShownFor: ['draft-0001'] },
      },
      step: 'The browser remembers the guest modal was already shown for this draft',
      producedBy:
        'as a guest, open CHECKOUT and let the guest modal show once, then leave and open CHECKOUT again with the same cart (the app remembers it on this device)',
    },
    {
      event: { type: 'xstate.done.actor.fetchActiveOrders', output: [] },
      step: 'The server answers no active orders',
      producedBy:
        'as a guest, or as demo@demo.com before sending any order (its seeded orders are all finished)',
    },
    {
      event: {
        type: 'xstate.done.actor.fetchActiveOrders',
        output: [
          { _id: 'order-9', idLocal: 'local-1', type: 'mesa', orderStatus: 'ACEPTADO', mesa: 4, mesaId: 40 },
        ],
      },
      step: 'The server answers an open table order at table 4 of this branch',
      producedBy:
        "as demo@demo.com, open the table link /?table=4&table_id=40&branch_id=64b7f0a1c2d3e4f510000001&store_id=brasa-palermo, send a 'Consumir aquí' order, then order again at Brasa Palermo Soho: the table order stays active until it is rated or closed",
    },
    {
      event: {
        type: 'xstate.done.actor.quoteOrder',
        output: {
          subtotal: 10000,
          shipping: 0,
          total: 10000,
          ...split,
          totalToPay: 10000,
          lines: [{ ...line1, price: 10000, total: 10000 }],
        },
      },
      step: "The server quotes the cart as sent ($ 10.000; delivered to 'Casa' by Moto, plus Costo de envío $ 1.800 less Descuento de envío $ 180)",
      producedBy:
        "as a guest, the demo server prices the cart by itself; delivered to an address near Brasa Palermo Soho it adds Moto $ 1.800 less the brand's 50 % ($ 900), not the example's $ 180",
    },
    {
      event: {
        type: 'xstate.done.actor.quoteOrder',
        output: {
          subtotal: 12000,
          shipping: 0,
          total: 12000,
          ...split,
          totalToPay: 12000,
          lines: [{ ...line1, price: 12000, total: 12000 }],
        },
      },
      step: 'The server quotes the Bife de chorizo at $ 12.000 (its price changed since the cart was built)',
      producedBy:
        'after adding it to the cart, PUT /api/dev/marca/<brand id>/producto/<sku>/precio with {"price":12000} (it answers the previous price, to restore it)',
    },
    {
      event: {
        type: 'xstate.done.actor.quoteOrder',
        output: {
          subtotal: 0,
          shipping: 0,
          total: 0,
          ...split,
          totalToPay: 0,
          lines: [],
          unavailable: [{ ...line1, name: 'Bife de chorizo' }],
        },
      },
      step: 'The server marks the Bife de chorizo withdrawn (no longer offered)',
      producedBy:
        'after adding it to the cart, PUT /api/dev/marca/<brand id>/producto/<sku>/activo with {"active":false} ({"active":true} brings it back)',
    },
    {
      event: {
        type: 'xstate.done.actor.quoteOrder',
        output: {
          subtotal: 2200,
          shipping: 0,
          total: 2200,
          ...split,
          pointsToUse: 1900,
          totalToPay: 300,
          lines: [{ ...line1, orderProductId: 'line-2', sku: 'PAR-002', price: 2200, total: 2200 }],
        },
      },
      step: "The server quotes Lucía's Provoleta: $ 2.200 less 1.900 of her points, so that the $ 300 minimum is paid",
      producedBy:
        'as demo@demo.com (2.525,5 points), a Cortado ($ 2.800) to take away: the demo server uses 2.500 points so that $ 300 is paid',
    },
    {
      event: { type: 'checkout.lineRemoveRequested', orderProductId: 'line-1' },
      step: "Tap 'Quitar' on the Bife de chorizo",
    },
    {
      event: { type: 'xstate.error.actor.quoteOrder', error: refused },
      step: "The server refuses the quote: 'El producto Bife de chorizo no está disponible en este local'",
      producedBy:
        "only checked automatically (tests/model, tests/model-app): the app asks the quote to list a withdrawn product (?unavailable=mark) instead of refusing it (the step 'The server marks the Bife de chorizo withdrawn')",
    },
    {
      event: { type: 'xstate.done.actor.fetchPaymentsConfig', output: { providerName: 'Mercado Pago' } },
      step: "The payments config names 'Mercado Pago'",
      producedBy:
        "the demo server's payments config names 'Mercado Pago' by itself (GET /api/payments/config)",
    },
    { event: { type: 'checkout.consumeTypeChosen', consumeType: 'takeaway' }, step: "Choose 'Para llevar'" },
    { event: { type: 'checkout.consumeTypeChosen', consumeType: 'local' }, step: "Choose 'Consumir aquí'" },
    { event: { type: 'checkout.changeRequested' }, step: "Tap 'Cambiar'" },
    {
      event: { type: 'checkout.pickUpTimeChanged', value: PICK_UP.tooSoon },
      step: "Type today 12:10 in 'Horario de retiro' (10 minutes from now)",
    },
    {
      event: { type: 'checkout.pickUpTimeChanged', value: PICK_UP.afterClosing },
      step: "Type today 23:30 in 'Horario de retiro' (the branch closes at 23:00)",
    },
    {
      event: { type: 'checkout.pickUpTimeChanged', value: PICK_UP.sunday },
      step: "Type Sunday 22/11 (in 4 days) 13:00 in 'Horario de retiro' (no schedule on Sundays)",
    },
    {
      event: { type: 'checkout.pickUpTimeChanged', value: PICK_UP.valid },
      step: "Type today 13:00 in 'Horario de retiro' (an hour from now)",
    },
    { event: { type: 'checkout.quoteRetried' }, step: "Tap 'Reintentar' under the totals" },
    { event: { type: 'checkout.sendRequested' }, step: "Tap 'Enviar orden'" },
    {
      event: { type: 'xstate.after.guestPromo.checkout.open.guest.prompting.promo.waiting' },
      step: 'Wait 1 s',
    },
    {
      event: { type: 'xstate.after.guestModal.checkout.open.guest.prompting.modal.waiting' },
      step: 'Wait 2 s after opening',
    },
    { event: { type: 'checkout.guestRegisterRequested' }, step: "Tap 'Registrarme con Google'" },
    { event: { type: 'checkout.guestContinued' }, step: "Tap 'Continuar sin registrarme'" },
  ],
  expectations: {
    closed: 'not on CHECKOUT',
    'open.preparing.checkingCart': 'nothing yet: whether the cart has a product to order',
    'open.preparing.emptyCart':
      "passed through: no product to order, so the branch home (or BASE without a branch) replaces CHECKOUT at once, like ORDER_SUMMARY's empty cart, and the flow closes",
    'open.preparing.readingStorage':
      "'Mi orden' with the chooser 'Tipo de consumición' (Consumir aquí, Para llevar, Delivery)",
    'open.preparing.checkingUser': 'the opening rules applied (a table from the QR, a reset choice)',
    'open.preparing.fetchingTableOrder': 'the chooser, while the open table order is looked up',
    'open.preparing.lockingTable':
      "an open table order: 'Consumir aquí' with its table, the other types disabled",
    'open.preparing.ready':
      "the chooser can be used; 'Cambiar' when a type is chosen; 'Para llevar': 'Horario de retiro' with its note and §5's message for the typed time ('El horario debe ser al menos 15 minutos después del momento actual', 'El horario seleccionado está fuera del horario de atención (10:00 - 23:00)', 'Horario no disponible'); 'Delivery': 'Casa', 'Moto: $ 1.800' and 'Faltan $ 2.000 para alcanzar el mínimo para envíos'; after a refused 'Enviar orden', §5's message for what is missing",
    'open.quote.deciding': "the totals say 'Verificando precios…'",
    'open.quote.none': 'no totals (nothing to quote)',
    'open.quote.quoting': "the totals say 'Verificando precios…'",
    'open.quote.quoted':
      "Subtotal, (Costo de envío, Descuento de envío, Descuento por puntos) and 'Total a pagar' from the server",
    'open.quote.quoted.comparing': 'the quote compared with the cart line by line',
    'open.quote.quoted.current':
      "the server's totals (a delivery to 'Casa': Subtotal $ 10.000, Costo de envío $ 1.800, Descuento de envío -$ 180, Total a pagar $ 11.620); 'Enviar orden'",
    'open.quote.quoted.pricesChanged':
      "'Algunos precios cambiaron desde que armaste tu orden. El total a pagar ya tiene los precios nuevos.' with 'Bife de chorizo — Antes $10.000, ahora $12.000'; 'Total a pagar' $12.000; 'Enviar orden' sends it",
    'open.quote.quoted.withdrawn':
      "'Algunos productos ya no están disponibles. Quitalos de tu orden para poder enviarla.' with 'Bife de chorizo — Ya no está disponible' and 'Quitar'; 'Enviar orden' disabled",
    'open.quote.failed': "the server's message under the totals with 'Reintentar'",
    'open.deliveryEstimate.idle':
      "with a delivery address: the estimate's option as text ('Moto: $ 1.800'), or priced choices 'Opción de entrega' when it offers several; no price beside free shipping",
    'open.deliveryEstimate.estimating': 'the option shown so far stays while the estimate is asked',
    'open.paymentConfig.fetching': "'Método de pago' with the brand's provider name",
    'open.paymentConfig.known': "'Método de pago': 'Pago en local', the provider's name or 'Puntos'",
    'open.guest.deciding': 'deciding whether the diner is a guest',
    'open.guest.none': 'a registered diner: no promo, no modal',
    'open.guest.prompting.promo.waiting': 'no promo yet',
    'open.guest.prompting.promo.shown':
      "'¡Este beneficio es solo para ti! 🎁 Regístrate antes de pagar y recibe $1.000 en puntos de forma exclusiva.'",
    'open.guest.prompting.modal.waiting': 'no modal yet',
    'open.guest.prompting.modal.skipped': 'no modal: already shown for this draft',
    'open.guest.prompting.modal.shown':
      "'¡Mejorá tu experiencia!' (a bottom drawer) with 'Registrarme con Google' and 'Continuar sin registrarme'",
    'open.guest.prompting.modal.done': 'the modal closed',
  },
  keyContext: (s) => ({
    consumeType: s.context.cart.consumeType,
    table: s.context.cart.table,
    locked: s.context.tableOrder !== null,
    quoted: s.context.quote !== null,
    sendAttempted: s.context.sendAttempted,
  }),
  // A refused 'Enviar orden' (sendAttempted) is told by the key context, not as a state of its own: the chart's
  // states stay under the path generator's traversal limit.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.cart.consumeType,
      s.context.tableOrder !== null,
      s.context.quote !== null,
      s.context.stored.guestModalShownFor.length > 0,
    ]),
};
