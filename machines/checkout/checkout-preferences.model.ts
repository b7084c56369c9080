import { emptyCart } from '../cart/cart.rules';
import type { FlowModel } from '../flow-model';
import { checkoutMachine } from './checkout.machine';
import { checkoutModel, palermo } from './checkout.model';

/**
 * CHECKOUT's second human model (the same machine as checkout.model.ts, from other starts): what the main model
 * cannot reach without pushing its chart past the path generator's traversal limit. Lucía (registered, so no guest
 * promo or modal and their timers) restored with a Provoleta ($ 2.200) in the cart, no type chosen, opening CHECKOUT
 * in one of three ways, each only as a path's first step (its own saved state and branch):
 * - a saved consume preference 'tableSystem' (a multipleMenu brand, §3 "Consume preference"): §4 "Offer" selects
 *   'Consumir aquí' without a table (an automatic choice never goes to table selection), so 'Enviar orden' shows
 *   §5's 'Debe ingresar su mesa';
 * - a saved preference 'deliverySystem': 'Delivery' without an address, so §5's 'Debe seleccionar una dirección de
 *   entrega';
 * - Brasa Belgrano, a branch with every system disabled: §2 "Unavailable" and "Send": 'No hay opciones de consumo
 *   disponibles para este local.', 'Lo sentimos, en este momento no puedes realizar órdenes.' and 'No disponible'.
 */

/** A branch of the same brand with every system disabled (§2 "Unavailable"). */
export const belgrano = {
  ...palermo,
  id: 'local-2',
  storeId: 'brasa-belgrano',
  name: 'Brasa Belgrano',
  address: 'Cabildo 2040',
  systemOptions: { tableSystem: false, takeawaySystem: false, deliverySystem: false },
};
const lucia = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía' };
// The rest as a new cart has it: no type chosen yet (the preference, or its absence, decides), no table or address.
const cart = {
  ...emptyCart(),
  draftOrderId: 'draft-0003',
  products: [
    {
      _id: 'p-2',
      name: 'Provoleta',
      price: 2200,
      quantity: 1,
      sku: 'PAR-002',
      orderProductId: 'line-2',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    },
  ],
  total: 2200,
  quantity: 1,
};
const opened = (branch: object, preferredConsumeType: string | null) => ({
  type: 'checkout.opened',
  cart,
  branch,
  user: lucia,
  availablePoints: 2000,
  preferredConsumeType,
});
/** An opening is a path's start: the saved state and the branch it opens with. */
const first = {
  text: "it is the path's first step (each opening is its own start: saved state, brand and branch)",
  holds: ({ events }: { events: unknown[] }) => events.length === 0,
};

/**
 * 'Enviar orden' once, where the chooser can be used and the preference chose `type` (two steps of one event, one per
 * start: the path generator covers each step, so both §5 messages are walked).
 */
const sendWith = (type: string, text: string) => ({
  text: `the chooser can be used, ${text}, and 'Enviar orden' was not tapped yet`,
  holds: ({ snapshot, stateIds }: { snapshot: { context: unknown }; stateIds: string[] }) => {
    const context = snapshot.context as { cart: { consumeType: string | null }; sendAttempted: boolean };
    return (
      stateIds.includes('open.preparing.ready') && context.cart.consumeType === type && !context.sendAttempted
    );
  },
});

/** The main model's step answering GET /payments/config (one wording, one event, for both models). */
const paymentsConfigStep = (() => {
  const found = checkoutModel.steps.find((s) => s.event.type === 'xstate.done.actor.fetchPaymentsConfig');
  if (!found) throw new Error('checkout.model.ts has no step answering GET /payments/config');
  return found;
})();

export const checkoutPreferencesModel: FlowModel = {
  id: 'checkoutPreferences',
  supplements: 'checkout',
  title: 'Checkout from a saved consume preference, and at a branch with every system off',
  summary:
    "CHECKOUT's second model (the checkout machine from other starts, ordering.md §2 \"Checkout\" Send and Unavailable, §3 \"Consume preference\", §4 \"Consume type at checkout\" Offer, §5 \"Checkout validity\"): a saved preference selects 'Consumir aquí' without a table or 'Delivery' without an address ('Debe ingresar su mesa', 'Debe seleccionar una dirección de entrega' after 'Enviar orden'); a branch with every system disabled shows 'No disponible' with the two unavailable texts.",
  machine: checkoutMachine,
  input: checkoutModel.input,
  start:
    'As Lucía (registered, 2.000 points) with a Provoleta ($ 2.200) in the cart and no type chosen, on ORDER_SUMMARY, on Wednesday 18/11/2026 at 12:00; a multipleMenu brand where she chose a mode on the branch card, or the branch Brasa Belgrano (every system disabled)',
  steps: [
    {
      event: opened(palermo, 'tableSystem'),
      step: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Consumir aquí' on the branch card (a saved preference, no table scanned)",
      when: first,
    },
    {
      event: opened(palermo, 'deliverySystem'),
      step: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Delivery' on the branch card (a saved preference, no address chosen)",
      when: first,
    },
    {
      event: opened(belgrano, null),
      step: "Tap 'Confirmar orden' at Brasa Belgrano (every system disabled)",
      when: first,
    },
    {
      event: { type: 'xstate.done.actor.readStoredState', output: { qrData: null, guestModalShownFor: [] } },
      step: 'The browser holds no table QR',
      producedBy: 'a fresh private window (no table link opened)',
    },
    {
      event: { type: 'xstate.done.actor.fetchActiveOrders', output: [] },
      step: 'The server answers no active orders',
      producedBy:
        'as a guest, or as demo@demo.com before sending any order (its seeded orders are all finished)',
    },
    {
      event: {
        type: 'xstate.done.actor.quoteOrder',
        output: {
          subtotal: 2200,
          shipping: 0,
          total: 2200,
          costoEnvio: 0,
          descuentoEnvio: 0,
          pointsToUse: 0,
          totalToPay: 2200,
          lines: [
            {
              orderProductId: 'line-2',
              upsellingId: null,
              sku: 'PAR-002',
              quantity: 1,
              price: 2200,
              total: 2200,
            },
          ],
          unavailable: [],
        },
      },
      step: 'The server quotes the Provoleta at $ 2.200',
      producedBy:
        "as a guest, the demo server prices the cart by itself (the seeded Provoleta is $ 6.200, not the example's $ 2.200)",
    },
    // The same answer as the main model's (checkout.model.ts): the provider's name for the payment method.
    paymentsConfigStep,
    {
      event: { type: 'checkout.sendRequested' },
      step: "Tap 'Enviar orden' with 'Consumir aquí' chosen and no table",
      when: sendWith('local', "'Consumir aquí' is chosen without a table"),
    },
    {
      event: { type: 'checkout.sendRequested' },
      step: "Tap 'Enviar orden' with 'Delivery' chosen and no address",
      when: sendWith('delivery', "'Delivery' is chosen without an address"),
    },
  ],
  expectations: {
    ...checkoutModel.expectations,
    'open.preparing.readingStorage':
      "'Mi orden': the chooser 'Tipo de consumición' (Consumir aquí, Para llevar, Delivery) with the preferred type chosen; at Brasa Belgrano 'No hay opciones de consumo disponibles para este local.', 'Lo sentimos, en este momento no puedes realizar órdenes.' and a disabled 'No disponible' instead of 'Enviar orden'",
    'open.preparing.fetchingTableOrder': 'the same, while the open table order is looked up',
    'open.preparing.ready':
      "the preferred type chosen: 'Consumir aquí' with no table, or 'Delivery' with no address; 'Cambiar'; after 'Enviar orden' 'Debe ingresar su mesa' or 'Debe seleccionar una dirección de entrega'; at Brasa Belgrano the unavailable texts and 'No disponible'",
    'open.quote.quoted.current': "Subtotal $ 2.200 and 'Total a pagar' as the server quoted",
    'open.deliveryEstimate.idle': "no address yet: no delivery option ('Opción de entrega') shown",
    'open.paymentConfig.fetching':
      "'Método de pago': 'Pago en local' for a table, the provider's name for a delivery (none at Brasa Belgrano)",
    'open.paymentConfig.known':
      "'Método de pago': 'Pago en local' for a table, the provider's name for a delivery",
  },
  keyContext: (s) => ({
    branch: s.context.branch?.id ?? null,
    consumeType: s.context.cart.consumeType,
    table: s.context.cart.table,
    address: s.context.cart.address?.tag ?? null,
    quoted: s.context.quote !== null,
    sendAttempted: s.context.sendAttempted,
  }),
};
