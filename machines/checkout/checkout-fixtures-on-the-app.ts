// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.

import { SAVED as CASA } from '../address-search/address-search-on-the-app';
import type { AppFlowModel, RecordedRequest, ServerAnswer } from '../app-model';
import { ok } from '../send-order/checkout-on-the-app';
import { dinersBackground } from '../session/diners-on-the-app';
import { CHECKOUT_NOW } from './checkout.model';

/**
 * The data and the scripted server of CHECKOUT's executable model (machines/checkout/checkout.app-model.ts): a guest
 * (guest-1, brand-1) with one Bife de chorizo ($ 10.000) at Brasa Palermo Soho (every system enabled, PercentagePoints
 * 10, open Monday to Saturday 10:00–23:00, no schedule on Sunday), the brand's delivery conditions (10 % shipping
 * discount, a $ 12.000 minimum purchase), the saved address 'Casa' and the answers of POST /pedido/quote, GET
 * /pedido/active, GET /payments/config, GET /pedido/direccion and POST /pedido/delivery/estimate. Every figure is
 * written out from ordering.md §3 / §9, never read from the app's rules.
 */

export const SUMMARY = '/resumen-de-orden';
export const CHECKOUT = '/checkout';
export const ADDRESS_LIST = '/checkout/datos-de-entrega';
export const BRANCH_ID = 'local-1';
export const QUOTE_PATH = /^\/pedido\/quote\?unavailable=mark$/;
export const ACTIVE_PATH = /^\/pedido\/active\//;
export const CONFIG_PATH = /^\/payments\/config/;
export const DRAFT = 'draft-0001';
/** §6: the drafts the guest modal was shown for, kept in this tab's session storage. */
export const GUEST_MODAL_SHOWN_KEY = 'checkout_guest_modal_shown';
/**
 * The instant every path starts at: Wednesday 18 November 2026, 12:00 in Buenos Aires (the branch's clock), the
 * human model's clock (CHECKOUT_NOW, the flow's `now` input): the app's faked clock is set to it, so the pick-up
 * values of checkout.model.ts mean on the app what they meant to the path generator and the replay.
 */
export const START_INSTANT = new Date(CHECKOUT_NOW).toISOString();

const STORE_ID = 'brasa-palermo';
/** The branch home (§1 HOME/{id}/{storeId}): where an empty cart's CHECKOUT sends the diner. */
export const BRANCH_HOME = `/sucursal/${BRANCH_ID}/${STORE_ID}`;
const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest', name: 'Invitado' };
const weekday = { open: '10:00', close: '23:00' };
export const palermo = {
  id: BRANCH_ID,
  _id: BRANCH_ID,
  storeId: STORE_ID,
  idMarca: 'brand-1',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
  PercentagePoints: 10,
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
  schedule: Object.fromEntries(
    ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [d, weekday]),
  ),
};
const BIFE = {
  _id: 'p-1',
  name: 'Bife de chorizo',
  price: 10000,
  quantity: 1,
  sku: 'PAR-001',
  storeId: STORE_ID,
  orderProductId: 'line-1',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
};
export const SAVED_STATE = {
  user: guest,
  branch: palermo,
  // 'Para llevar' chosen on an earlier visit: the cart keeps it.
  order: { draftOrderId: DRAFT, products: [BIFE], total: 10000, quantity: 1, consumeType: 'takeaway' },
  language: { currentLanguage: 'es' },
};
/** brand.deliveryCondiciones (§3): 10 % of the shipping paid by the brand, a $ 12.000 minimum for delivery. */
export const BRAND_CONDITIONS = {
  deliveryCondiciones: { porcentajeMarca: 10, porcentajeUsuario: 0, minimoGratis: 0, minimoCompra: 12000 },
};

/** The delivery option the estimate offers to 'Casa' (§3 "Delivery estimate"). */
export const MOTO = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };

/**
 * The split docs/api.md POST /pedido/quote answers for one Bife de chorizo at `price`, priced as the request asks: a
 * delivery with the Moto option (shipping_type_id 'moto') adds §9 "Delivery charges": Costo de envío $ 1.800,
 * Descuento de envío 1.800 × 10 / 100 = $ 180; anything else has no shipping. No points: a guest has none.
 */
const quote =
  (price: number, withdrawn = false) =>
  (request: RecordedRequest): ServerAnswer => {
    const moto = (request.body as { shipping_type_id?: unknown } | null)?.shipping_type_id === MOTO.id;
    const subtotal = withdrawn ? 0 : price;
    const costoEnvio = moto ? MOTO.costoEnvio : 0;
    const descuentoEnvio = moto ? 180 : 0;
    const shipping = costoEnvio - descuentoEnvio;
    return ok({
      subtotal,
      shipping,
      total: subtotal + shipping,
      costoEnvio,
      descuentoEnvio,
      pointsToUse: 0,
      totalToPay: subtotal + shipping,
      lines: withdrawn
        ? []
        : [{ orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', quantity: 1, price, total: price }],
      unavailable: withdrawn
        ? [{ orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', name: 'Bife de chorizo' }]
        : [],
    });
  };
/** What a request without a body is answered (the answer drivers that cannot read the request take). */
const asTaken = (answer: (request: RecordedRequest) => ServerAnswer) =>
  answer({ method: 'POST', path: '/pedido/quote?unavailable=mark', body: null });

/** The quote answers, each priced from the request (a delivery to 'Casa' by Moto pays its shipping). */
export const QUOTES = { quoted: quote(10000), priceChanged: quote(12000), withdrawn: quote(10000, true) };

export const CHECKOUT_FIXTURES = {
  quoted: asTaken(QUOTES.quoted),
  priceChanged: asTaken(QUOTES.priceChanged),
  withdrawn: asTaken(QUOTES.withdrawn),
  refused: {
    status: 409,
    body: { status: 'error', message: 'El producto Bife de chorizo no está disponible en este local' },
  },
  noActiveOrders: ok([]),
  openTableOrder: ok([
    { _id: 'order-9', idLocal: BRANCH_ID, type: 'mesa', orderStatus: 'ACEPTADO', mesa: 4, mesaId: 40 },
  ]),
  paymentsConfig: ok({
    provider: 'sandbox',
    publicKey: 'pk-sandbox',
    checkoutOrigin: 'http://localhost:4131',
    providerName: 'Mercado Pago',
    minimumOnlinePayment: 300,
  }),
} satisfies Record<string, ServerAnswer>;

/** What POST /pedido/delivery/estimate answers on this path: the Moto option, or no option for the address. */
export const estimate: { options: (typeof MOTO)[] } = { options: [MOTO] };

/** The app's other calls CHECKOUT and the address list need, never held. */
export const CHECKOUT_BACKGROUND: NonNullable<AppFlowModel['background']> = [
  { method: 'GET', path: /^\/local\//, fixture: 'branch', answer: ok([palermo]) },
  // ORDER_SUMMARY's own quote (without ?unavailable=mark): the cart as built.
  { method: 'POST', path: /^\/pedido\/quote$/, fixture: 'summaryQuote', answer: QUOTES.quoted },
  ...dinersBackground,
  { method: 'POST', path: /^\/menu\/complementaryprodorder/, fixture: 'no suggestions', answer: ok([]) },
  {
    method: 'GET',
    path: /^\/points\/user-2/,
    fixture: '2.000 points',
    answer: ok({ availablePoints: 2000 }),
  },
  { method: 'GET', path: /^\/pedido\/direccion\//, fixture: "the saved address 'Casa'", answer: ok([CASA]) },
  {
    method: 'POST',
    path: /^\/pedido\/delivery\/estimate$/,
    fixture: 'Moto $ 1.800, or no option (the path says)',
    answer: () => ok({ estimaciones: estimate.options }),
  },
];
