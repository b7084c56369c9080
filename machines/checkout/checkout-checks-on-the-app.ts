// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import { BRAND_CONDITIONS, CHECKOUT } from './checkout-fixtures-on-the-app';
import {
  button,
  checkedType,
  guestModal,
  normalise,
  onCheckout,
  PRICES_CHANGED,
  PROVIDER,
  pathOf,
  pesos,
  QUOTING,
  REFUSED,
  radio,
  TYPES,
  totalRow,
  typeContent,
  validityShown,
  WITHDRAWN,
} from './checkout-screen-on-the-app';

const noDeliveryChoice = (app: AppDriver) => {
  if (!onCheckout(app)) return;
  app.expect(app.screen.queryByRole('radiogroup', { name: 'Opción de entrega' })).toBeNull();
};

/**
 * CHECKOUT's executable model, its checks (machines/checkout/checkout.app-model.ts): what each state of the chart
 * shows on the rendered app, from the spec (ordering.md §2, §4, §5, §6, §9), the steps a person cannot take at a
 * point of a path although the chart allows them, and the events the human model has no step for, with reasons.
 */

/**
 * §2 / §4 "Offer": every system is enabled, so the chooser offers the three types in order. An open table order
 * (§4) locks 'Consumir aquí' with its table: the other types disabled, no 'Cambiar'. Otherwise 'Cambiar' shows
 * once a type is chosen (more than one system enabled). Then the chosen type's content and §5's message.
 */
function chooser(app: AppDriver) {
  if (!onCheckout(app)) return;
  const group = app.screen.getByRole('radiogroup', { name: 'Tipo de consumición' });
  app
    .expect(
      app
        .within(group)
        .getAllByRole('radio')
        .map((r) => normalise(r.closest('label')?.textContent)),
    )
    .toEqual([...TYPES]);
  // §2 "Send": 'No disponible' and the unavailable texts only when every system is disabled.
  app.expect(button(app, 'No disponible')).toBeNull();
  app.expect(app.screen.queryByText('Lo sentimos, en este momento no puedes realizar órdenes.')).toBeNull();
  app.expect(app.screen.queryByText('No hay opciones de consumo disponibles para este local.')).toBeNull();
  const locked = radio(app, 'Para llevar').disabled;
  if (locked) {
    app.expect(radio(app, 'Consumir aquí').checked).toBe(true);
    app.expect(radio(app, 'Delivery').disabled).toBe(true);
    app.screen.getByText('Mesa 4');
    app.expect(button(app, 'Cambiar')).toBeNull();
  } else {
    app.expect(radio(app, 'Consumir aquí').disabled).toBe(false);
    app.expect(button(app, 'Cambiar') !== null).toBe(checkedType(app) !== null);
  }
  typeContent(app);
  validityShown(app);
}

/** The cart's total before any quote: the Bife de chorizo, or nothing after Lucía's sign-in emptied it. */
export const cartTotals = new WeakMap<AppDriver, number>();
const cartTotal = (app: AppDriver) => cartTotals.get(app) ?? 10000;

/**
 * §9 "Method labels": 'Puntos' when the total is 0; the provider's name for takeaway and delivery; else 'Pago en
 * local'. An empty cart shows no method.
 */
function paymentBlock(app: AppDriver) {
  if (!onCheckout(app)) return;
  if (cartTotals.get(app) === 0) {
    // An empty cart (Lucía's, emptied by the sign-in): nothing to pay for, no method; the cart says it is empty.
    app.expect(app.screen.queryByRole('region', { name: 'Método de pago' })).toBeNull();
    app.screen.getByText('No hay productos en la orden');
    return;
  }
  const block = app.screen.getByRole('region', { name: 'Método de pago' });
  const total = totalRow(app, 'Total a pagar') ?? pesos(cartTotal(app));
  const type = checkedType(app);
  const expected =
    total === pesos(0)
      ? 'Puntos'
      : type === 'Para llevar' || type === 'Delivery'
        ? PROVIDER
        : 'Pago en local';
  app.expect(normalise(app.within(block).getByTestId('payment-method').textContent)).toBe(expected);
}

/** No figures yet: 'Verificando precios…' while the server quotes. */
function quoting(app: AppDriver) {
  if (!onCheckout(app)) return;
  app.screen.getByText(QUOTING);
  app.expect(totalRow(app, 'Total a pagar')).toBeNull();
  app.expect(button(app, 'Reintentar')).toBeNull();
}

/**
 * The figures exactly as the server's quote answered, and nothing else being verified: Subtotal and Total a pagar;
 * a delivery's Costo de envío once its option is chosen (`shipping`, shown even at $ 0: free shipping is seen to be
 * free; null: no row, a table, takeaway or a delivery without its option) and Descuento de envío (§9 "Delivery
 * charges", shown as a discount); no row for a discount the quote has at 0 (no points for a guest).
 */
export function figures(
  app: AppDriver,
  subtotal: number,
  totalToPay: number,
  shipping: number | null = null,
  shippingDiscount = 0,
) {
  app.expect(app.screen.queryByText(QUOTING)).toBeNull();
  app.expect(totalRow(app, 'Subtotal')).toBe(pesos(subtotal));
  app.expect(totalRow(app, 'Costo de envío')).toBe(shipping === null ? null : pesos(shipping));
  app.expect(totalRow(app, 'Descuento de envío')).toBe(shippingDiscount ? pesos(-shippingDiscount) : null);
  app.expect(totalRow(app, 'Descuento por puntos')).toBeNull();
  app.expect(totalRow(app, 'Total a pagar')).toBe(pesos(totalToPay));
}
/**
 * The Bife de chorizo quoted at `price`: to a table or to take away, the price; delivered to 'Casa' by Moto (§9
 * "Delivery charges"), Costo de envío $ 1.800 and Descuento de envío 10 % = $ 180 on top: price + 1.620 to pay.
 */
export const quotedFigures = (app: AppDriver, price: number) =>
  checkedType(app) === 'Delivery' && totalRow(app, 'Opción de entrega') !== null
    ? figures(app, price, price + 1800 - 180, 1800, 180)
    : figures(app, price, price);

/** §6: '¡Este beneficio es solo para ti! …' with total × (PercentagePoints or 10) / 100 (Brasa Palermo: 10 %). */
function promoText(app: AppDriver): string {
  const shown = totalRow(app, 'Total a pagar');
  const total = shown ? Number(shown.replace(/[^\d,]/g, '').replace(',', '.')) : cartTotal(app);
  const amount = (total * 10) / 100;
  return `¡Este beneficio es solo para ti! 🎁 Regístrate antes de pagar y recibe ${pesos(amount)} en puntos de forma exclusiva.`;
}
export const promo = (app: AppDriver) => app.screen.queryByText(/^¡Este beneficio es solo para ti!/);

export const checkoutStates: AppFlowModel['states'] = {
  closed: (app) => {
    app.expect(pathOf(app)).not.toBe(CHECKOUT);
    app.expect(app.screen.queryByRole('radiogroup', { name: 'Tipo de consumición' })).toBeNull();
  },
  // Passed through by an `always` (a product to order or not): never at rest.
  'open.preparing.checkingCart': () => {},
  // Passed through: the branch home replaces CHECKOUT and the flow closes.
  'open.preparing.emptyCart': () => {},
  'open.preparing.readingStorage': chooser,
  // Passed through by an `always` (the opening rules): never at rest.
  'open.preparing.checkingUser': () => {},
  'open.preparing.fetchingTableOrder': chooser,
  // Passed through by an `always` (the lock applied): never at rest.
  'open.preparing.lockingTable': () => {},
  'open.preparing.ready': chooser,
  // Passed through by an `always`.
  'open.quote.deciding': () => {},
  'open.quote.none': (app) => {
    if (!onCheckout(app)) return;
    app.expect(app.screen.queryByText(QUOTING)).toBeNull();
    app.expect(totalRow(app, 'Total a pagar')).toBeNull();
    app.expect(button(app, 'Reintentar')).toBeNull();
  },
  'open.quote.quoting': quoting,
  'open.quote.quoted': (app) => {
    if (!onCheckout(app)) return;
    app.expect(totalRow(app, 'Total a pagar')).not.toBeNull();
  },
  // Passed through by an `always` (the quote compared with the cart).
  'open.quote.quoted.comparing': () => {},
  'open.quote.quoted.current': (app) => {
    if (!onCheckout(app)) return;
    quotedFigures(app, 10000);
    app.expect(app.screen.queryByText(PRICES_CHANGED)).toBeNull();
    app.expect(app.screen.queryByText(WITHDRAWN)).toBeNull();
    app.expect(button(app, 'Enviar orden')?.hasAttribute('disabled')).toBe(false);
  },
  'open.quote.quoted.pricesChanged': (app) => {
    if (!onCheckout(app)) return;
    app.screen.getByText(PRICES_CHANGED);
    const line = app.within(app.screen.getByTestId('quote-change-line-1'));
    line.getByText('Bife de chorizo');
    line.getByText(`Antes ${pesos(10000)}, ahora ${pesos(12000)}`);
    quotedFigures(app, 12000);
    app.expect(button(app, 'Enviar orden')?.hasAttribute('disabled')).toBe(false);
  },
  'open.quote.quoted.withdrawn': (app) => {
    if (!onCheckout(app)) return;
    app.screen.getByText(WITHDRAWN);
    const line = app.within(app.screen.getByTestId('quote-change-line-1'));
    line.getByText('Bife de chorizo');
    line.getByText('Ya no está disponible');
    line.getByRole('button', { name: 'Quitar Bife de chorizo de la orden' });
    app.expect(button(app, 'Enviar orden')?.hasAttribute('disabled')).toBe(true);
  },
  'open.quote.failed': (app) => {
    if (!onCheckout(app)) return;
    app.screen.getByText(REFUSED);
    app.screen.getByRole('button', { name: 'Reintentar' });
    app.expect(totalRow(app, 'Total a pagar')).toBeNull();
  },
  // CHECKOUT's own estimate (§3 "Delivery estimate", asked with the quoted subtotal): on these paths it offers one
  // option or none, so the option shows as text ('Moto: $ 1.800') and never as a choice to make.
  'open.deliveryEstimate.idle': noDeliveryChoice,
  'open.deliveryEstimate.estimating': noDeliveryChoice,
  'open.paymentConfig.fetching': paymentBlock,
  'open.paymentConfig.known': paymentBlock,
  // Passed through by an `always`.
  'open.guest.deciding': () => {},
  'open.guest.none': (app) => {
    app.expect(promo(app)).toBeNull();
    app.expect(guestModal(app)).toBeNull();
  },
  'open.guest.prompting.promo.waiting': (app) => app.expect(promo(app)).toBeNull(),
  'open.guest.prompting.promo.shown': (app) => {
    if (!onCheckout(app)) return;
    app.expect(normalise(promo(app)?.textContent)).toBe(promoText(app));
  },
  'open.guest.prompting.modal.waiting': (app) => app.expect(guestModal(app)).toBeNull(),
  'open.guest.prompting.modal.skipped': (app) => app.expect(guestModal(app)).toBeNull(),
  'open.guest.prompting.modal.shown': (app) => {
    const modal = guestModal(app);
    app.expect(modal).not.toBeNull();
    const inside = app.within(modal as HTMLElement);
    inside.getByRole('button', { name: 'Registrarme con Google' });
    inside.getByRole('button', { name: 'Continuar sin registrarme' });
  },
  'open.guest.prompting.modal.done': (app) => app.expect(guestModal(app)).toBeNull(),
};

/** The events of the path so far, from the start: whether the screen showed a line the quote marked withdrawn. */
const lastQuoteWithdrawn = (before: { stateIds: string[] }) =>
  before.stateIds.includes('open.quote.quoted.withdrawn');

export const CHECKOUT_MODEL_GAPS: NonNullable<AppFlowModel['modelGaps']> = [
  {
    type: 'checkout.estimateHanded',
    reason:
      "sent by the address flow with the estimate it already asked for, so CHECKOUT does not ask again: taken inside the 'Datos de entrega' steps (tests/machines/checkout-estimate-once.test.ts counts the requests)",
  },
  {
    type: 'checkout.cartChanged',
    reason:
      'sent by the watcher of the cart flow on every cart change (the choices, Quitar): taken inside the steps that change the cart; the human model has no step of its own',
  },
  {
    type: 'checkout.pointsChanged',
    reason: "the points flow's first answer while CHECKOUT is open; the human model has no step for it",
  },
  {
    type: 'checkout.scanQrRequested',
    reason:
      "'Escanear QR' shows with a single system (tableSystem only); the model's branch enables all three",
  },
  {
    type: 'checkout.changeAddressRequested',
    reason:
      "'Cambiar dirección' shows with delivery as the only system; the model's branch enables all three",
  },
  {
    type: 'checkout.focusMoved',
    reason:
      "the view's report that the focus reached the invalid field after a refused 'Enviar orden'; taken inside that step",
  },
  {
    type: 'checkout.deliveryOptionChosen',
    reason:
      "the model's estimate offers one option (Moto), shown as text: there is no choice to tap; tests/e2e/delivery-order.spec.ts chooses 'Auto' against the server",
  },
  {
    type: 'xstate.done.actor.estimateDelivery',
    reason:
      "CHECKOUT's own estimate is answered at once by the scripted server inside the delivery steps (settledStates); no step of its own",
  },
  {
    type: 'xstate.error.actor.estimateDelivery',
    reason: 'the human model has no step for a failed estimate (logged; the cart keeps its option)',
  },
  {
    type: 'checkout.connectionRestored',
    reason:
      "the browser's 'online' event while the quote failed (asked again at once): tests/machines/checkout-offline.test.ts; no step in the human model yet (adding one was not verified against the path generator's limit)",
  },
  {
    type: 'xstate.error.actor.readStoredState',
    reason: 'the session storage read does not fail on the app (a failed JSON parse reads as nothing stored)',
  },
  {
    type: 'xstate.error.actor.fetchActiveOrders',
    reason: 'the human model has no step for a failed GET /pedido/active (logged; the chooser stays free)',
  },
  {
    type: 'xstate.error.actor.fetchPaymentsConfig',
    reason:
      "the human model has no step for a failed GET /payments/config (logged; the brand's provider name stays)",
  },
];

/** The consume type when the `end`-th step was taken: the last opening's cart, choice or 'Cambiar' before it. */
function typeBefore(events: ReadonlyArray<{ type: string }>, end: number): string | null {
  for (let i = end - 1; i >= 0; i--) {
    const e = events[i] as { type: string; consumeType?: string; cart?: { consumeType?: string | null } };
    if (e.type === 'checkout.consumeTypeChosen') return e.consumeType ?? null;
    if (e.type === 'checkout.changeRequested') return null;
    if (e.type === 'checkout.opened') return e.cart?.consumeType ?? null;
  }
  return null;
}
/** The subtotal of the last quote the server answered before the `end`-th step (null: none). */
function quotedSubtotalBefore(events: ReadonlyArray<{ type: string }>, end: number): number | null {
  for (let i = end - 1; i >= 0; i--) {
    const e = events[i] as { type: string; output?: { subtotal?: number } };
    if (e.type === 'xstate.done.actor.quoteOrder') return e.output?.subtotal ?? null;
  }
  return null;
}

export const impossibleOnTheApp: NonNullable<AppFlowModel['impossible']> = (events, before) => {
  const event = events.at(-1) as
    | {
        type: string;
        consumeType?: string;
        user?: { typeUser?: string };
        cart?: { consumeType?: string | null };
      }
    | undefined;
  const type = before.keyContext.consumeType;
  // A delivery whose quoted subtotal reaches the brand's minimum (§5: no message) was sent: the processing screen
  // replaces CHECKOUT; the chart's CHECKOUT stays open for the steps after it.
  const sentAt = events.slice(0, -1).findIndex((e) => e.type === 'checkout.sendRequested');
  if (sentAt >= 0 && typeBefore(events, sentAt) === 'delivery') {
    const subtotal = quotedSubtotalBefore(events, sentAt);
    if (subtotal !== null && subtotal >= BRAND_CONDITIONS.deliveryCondiciones.minimoCompra)
      return "the delivery order reached the minimum and was sent: the processing screen replaced CHECKOUT (sendOrder's flow)";
  }
  const luciaSignedIn = events
    .slice(0, -1)
    .some((e) => e.type === 'checkout.opened' && (e as typeof event)?.user?.typeUser === 'registered');
  if (event?.type === 'checkout.opened' && event.user?.typeUser === 'guest' && luciaSignedIn)
    return "after Lucía signed in the cart is empty: ORDER_SUMMARY has no 'Confirmar orden' (§2: 'No hay productos en la orden', then the branch home); the guest with the Bife de chorizo again means signing out and building the cart again";
  if (
    event?.type === 'checkout.consumeTypeChosen' &&
    event.consumeType === 'local' &&
    !before.keyContext.table
  )
    return "choosing 'Consumir aquí' without a table goes to table selection (§4): CHECKOUT closes, which the chart's step leaves open";
  if (event?.type === 'checkout.lineRemoveRequested' && !lastQuoteWithdrawn(before))
    return "no line is marked withdrawn: there is no 'Quitar' to tap";
  if (event?.type === 'checkout.opened' && event.cart?.consumeType === 'delivery') {
    if (before.keyContext.locked)
      return "the open table order locks 'Consumir aquí' (§4): 'Delivery' cannot be chosen";
  }
  if (event?.type === 'checkout.changeRequested' && type === null)
    return "no type is chosen: there is no 'Cambiar' to tap (§2)";
  if (event?.type === 'checkout.pickUpTimeChanged' && type !== 'takeaway')
    return "'Horario de retiro' shows only once 'Para llevar' is chosen (§2 per-type content)";
  return null;
};
