// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { browser } from '../send-order/checkout-on-the-app';
import type { SessionArea } from '../sign-up/sign-up.app-model';
import { area, guestSteps, session, storageSteps } from './checkout.app-model-guest';
import { impossibleOnStart, startFields, statesFor, stepsFor } from './checkout.app-model-starts';
import { checkoutModel } from './checkout.model';
import {
  CHECKOUT_MODEL_GAPS,
  cartTotals,
  checkoutStates,
  impossibleOnTheApp,
  quotedFigures,
} from './checkout-checks-on-the-app';
import {
  ACTIVE_PATH,
  BRANCH_HOME,
  BRANCH_ID,
  CHECKOUT,
  CHECKOUT_BACKGROUND,
  CHECKOUT_FIXTURES,
  CONFIG_PATH,
  DRAFT,
  GUEST_MODAL_SHOWN_KEY,
  MOTO,
  QUOTE_PATH,
  QUOTES,
  START_INSTANT,
  SUMMARY,
} from './checkout-fixtures-on-the-app';
import {
  button,
  checkedType,
  choose,
  click,
  confirmOrder,
  expectedValidity,
  isProcessing,
  normalise,
  onCheckout,
  openAsLucia,
  openDelivery,
  orderRequests,
  PICK_UP_MESSAGES,
  PRICES_CHANGED,
  pathOf,
  pesos,
  pickUpInput,
  QUOTING,
  quoteRequests,
  REFUSED,
  radio,
  totalRow,
  typePickUp,
  VALIDITY,
  WITHDRAWN,
} from './checkout-screen-on-the-app';

/**
 * CHECKOUT on the rendered app (ordering.md §2 "Checkout", §4 "Consume type at checkout", "Open table order", §5
 * "Checkout validity", "Pick-up time", §6 guest, §9 "Payments and points use", "Delivery charges", "Points
 * promise", "Timings"), written from the spec's words and figures, not from the chart: the chooser 'Tipo de
 * consumición' offering the enabled types (Consumir aquí, Para llevar, Delivery), 'Cambiar', the open table order
 * locking 'Consumir aquí' with its table, the six validity messages of §5 (the one that applies to what the screen
 * shows), 'Método de pago' per §9's labels, the totals exactly as POST /pedido/quote?unavailable=mark answered them
 * (Subtotal, Costo de envío, Descuento de envío, Descuento por puntos, Total a pagar), the changed-quote notices
 * (issue 12), the delivery to 'Casa' (its option, the §2 minimum banner, Costo de envío and Descuento de envío), the
 * pick-up time's §5 messages under 'Horario de retiro', the guest promo after 1000 ms with total × 10 / 100 and the
 * registration modal after 2000 ms once per draftOrderId.
 *
 * The app starts as the human model does (machines/checkout/checkout-fixtures-on-the-app.ts): a guest (guest-1,
 * brand-1) on ORDER_SUMMARY at Brasa Palermo Soho (every system enabled, PercentagePoints 10, open Monday to Saturday
 * 10:00–23:00) with one Bife de chorizo ($ 10.000) in the cart, draft 'draft-0001', restored from the saved state, on
 * Wednesday 18/11/2026 at 12:00 (Buenos Aires); the brand pays 10 % of the shipping and asks $ 12.000 for delivery.
 * The quote, the open table order and the payments config are held until a step answers them. "Open CHECKOUT as
 * Lucía" is done as a person does it: sign out on PROFILE (which empties the cart, accounts.md §4.2), 'Ingresar'
 * with lucia@example.com (2.000 points), then CHECKOUT. "Choose 'Delivery', then 'Casa'" goes through 'Datos de
 * entrega' (GET /pedido/direccion, POST /pedido/delivery/estimate answered at once) and back.
 */

const serverStep = (
  method: string,
  path: RegExp,
  fixture: keyof typeof CHECKOUT_FIXTURES,
): AppStep['action'] => ({
  kind: 'server',
  method,
  path,
  fixture,
  answer: CHECKOUT_FIXTURES[fixture],
  // The quotes price what the request asks (a delivery by Moto pays its shipping).
  answerFor: fixture in QUOTES ? QUOTES[fixture as keyof typeof QUOTES] : undefined,
});

const counts = new WeakMap<AppDriver, number>();
const remember = (app: AppDriver, n: number) => counts.set(app, n);

/** The human model's step whose words start with `words`. */
function model(words: string): FlowEvent {
  const found = checkoutModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout.model.ts has no step "${words}…"`);
  return found.event;
}

const steps: AppStep[] = [
  {
    event: model("Tap 'Confirmar orden'"),
    action: { kind: 'gesture', run: confirmOrder },
    // CHECKOUT asks the server to quote the cart as it would be sent (issue 12), with the cart's draft.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      const body = quoteRequests(app).at(-1)?.body as Record<string, unknown> | undefined;
      app.expect(body).toMatchObject({ draftOrderId: DRAFT, idCliente: 'guest-1', idLocal: BRANCH_ID });
    },
  },
  {
    event: model('Open CHECKOUT as Lucía'),
    action: {
      kind: 'gesture',
      run: async (app) => {
        await openAsLucia(app);
        cartTotals.set(app, 0);
      },
    },
    // An empty cart: the branch home replaces CHECKOUT at once (§2, like ORDER_SUMMARY's empty cart); nothing quoted.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(BRANCH_HOME);
      app.expect(app.screen.queryByText(QUOTING)).toBeNull();
    },
  },
  {
    event: model('Leave CHECKOUT'),
    action: { kind: 'gesture', run: click('Volver') },
    // §2: CHECKOUT's back leads to ORDER_SUMMARY.
    expectAfter: (app) => app.expect(pathOf(app)).toBe(SUMMARY),
  },
  {
    event: model("Choose 'Delivery', then the saved address 'Casa'"),
    action: { kind: 'gesture', run: openDelivery([MOTO]) },
    // §2: back on CHECKOUT with Delivery, 'Casa' and 'Moto: $ 1.800'; the cart quoted as a delivery to Casa.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      app.expect(radio(app, 'Delivery').checked).toBe(true);
      app.expect(totalRow(app, 'Opción de entrega')).toBe(`Moto: ${pesos(1800)}`);
      const body = quoteRequests(app).at(-1)?.body as Record<string, unknown> | undefined;
      app.expect(body).toMatchObject({ type: 'delivery' });
    },
  },
  {
    event: model("Choose 'Delivery', then 'Casa' on 'Datos de entrega' when the estimate offers no"),
    action: { kind: 'gesture', run: openDelivery([]) },
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      app.expect(radio(app, 'Delivery').checked).toBe(true);
      app.expect(totalRow(app, 'Dirección de entrega')).not.toBeNull();
      app.expect(totalRow(app, 'Opción de entrega')).toBeNull();
    },
  },
  ...storageSteps,
  {
    event: model('The server answers no active orders'),
    action: serverStep('GET', ACTIVE_PATH, 'noActiveOrders'),
    // Nothing locked: every type can be chosen.
    expectAfter: (app) => {
      if (!onCheckout(app)) return;
      app.expect(radio(app, 'Para llevar').disabled).toBe(false);
      app.expect(app.requests().some((r) => r.method === 'GET' && ACTIVE_PATH.test(r.path))).toBe(true);
    },
  },
  {
    event: model('The server answers an open table order'),
    action: serverStep('GET', ACTIVE_PATH, 'openTableOrder'),
    // §4 "Open table order": 'Consumir aquí' with table 4, the other types disabled; the cart quoted again as local.
    expectAfter: (app) => {
      app.expect(radio(app, 'Consumir aquí').checked).toBe(true);
      app.expect(radio(app, 'Para llevar').disabled).toBe(true);
      app.screen.getByText('Mesa 4');
      app.expect(button(app, 'Cambiar')).toBeNull();
    },
  },
  {
    event: model('The server quotes the cart'),
    action: serverStep('POST', QUOTE_PATH, 'quoted'),
    expectAfter: (app) => quotedFigures(app, 10000),
  },
  {
    event: model('The server quotes the Bife de chorizo at'),
    action: serverStep('POST', QUOTE_PATH, 'priceChanged'),
    // The server's price is what the diner pays (with the shipping when delivering), and the notice names the line.
    expectAfter: (app) => {
      app.screen.getByText(PRICES_CHANGED);
      quotedFigures(app, 12000);
    },
  },
  {
    event: model('The server marks the Bife de chorizo withdrawn'),
    action: serverStep('POST', QUOTE_PATH, 'withdrawn'),
    expectAfter: (app) => {
      app.screen.getByText(WITHDRAWN);
      app.expect(button(app, 'Enviar orden')?.hasAttribute('disabled')).toBe(true);
    },
  },
  {
    event: model("Tap 'Quitar'"),
    action: { kind: 'gesture', run: click('Quitar Bife de chorizo de la orden') },
    expectAfter: (app) => app.expect(app.screen.queryByText(WITHDRAWN)).toBeNull(),
  },
  {
    event: model('The server refuses the quote'),
    action: serverStep('POST', QUOTE_PATH, 'refused'),
    // The server's message shows under the totals with 'Reintentar'; the cart keeps its line.
    expectAfter: (app) => {
      app.screen.getByText(REFUSED);
      app.screen.getByRole('button', { name: 'Reintentar' });
    },
  },
  {
    event: model('The payments config names'),
    action: serverStep('GET', CONFIG_PATH, 'paymentsConfig'),
    expectAfter: (app) =>
      app
        .expect(app.requests().find((r) => r.method === 'GET' && CONFIG_PATH.test(r.path))?.path)
        .toBe('/payments/config?idMarca=brand-1'),
  },
  {
    event: model("Choose 'Para llevar'"),
    action: { kind: 'gesture', run: choose('Para llevar') },
    // §4: takeaway is chosen; §5: the pick-up input from now + 15 min with its note; the cart quoted again.
    expectAfter: (app) => {
      app.expect(radio(app, 'Para llevar').checked).toBe(true);
      app.screen.getByLabelText('Horario de retiro');
      app.screen.getByText(
        'Ten en cuenta que podrían producirse demoras en momentos de alta demanda en el local.',
      );
      app.screen.getByRole('button', { name: 'Cambiar' });
    },
  },
  {
    event: model("Choose 'Consumir aquí'"),
    action: { kind: 'gesture', run: choose('Consumir aquí') },
    expectAfter: (app) => app.expect(radio(app, 'Consumir aquí').checked).toBe(true),
  },
  {
    event: model("Tap 'Cambiar'"),
    action: { kind: 'gesture', run: click('Cambiar') },
    // §2: 'Cambiar' resets the choice.
    expectAfter: (app) => {
      app.expect(checkedType(app)).toBeNull();
      app.expect(button(app, 'Cambiar')).toBeNull();
    },
  },
  ...Object.entries(PICK_UP_MESSAGES).map(
    ([value, message]): AppStep => ({
      event: { type: 'checkout.pickUpTimeChanged', value },
      action: { kind: 'gesture', run: typePickUp(value) },
      // §5 "Pick-up time": the message under 'Horario de retiro' at once (none for a valid time), the note kept.
      expectAfter: (app) => {
        const input = pickUpInput(app) as HTMLInputElement;
        app.expect(input.value).toBe(value);
        const description = normalise(app.descriptionOf(input));
        if (message) app.expect(description).toContain(message);
        for (const other of Object.values(PICK_UP_MESSAGES))
          if (other && other !== message) app.expect(description).not.toContain(other);
        app.expect(description).not.toContain(VALIDITY.pickUpTime);
      },
    }),
  ),
  {
    event: model("Tap 'Reintentar'"),
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, quoteRequests(app).length);
        await click('Reintentar')(app);
      },
    },
    // Asked again at once.
    expectAfter: (app) => app.expect(quoteRequests(app).length).toBe((counts.get(app) ?? 0) + 1),
  },
  {
    event: model("Tap 'Enviar orden'"),
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, orderRequests(app).length);
        await click('Enviar orden')(app);
      },
    },
    // Either the order is valid and the processing screen replaces CHECKOUT ('Cancelar orden' in the first 3 s,
    // nothing sent before 3.5 s), or §5's message for what is missing shows.
    expectAfter: (app) => {
      app.expect(orderRequests(app)).toHaveLength(counts.get(app) ?? 0);
      if (isProcessing(app)) {
        app.screen.getByRole('button', { name: 'Cancelar orden' });
        return;
      }
      const expected = expectedValidity(app);
      // Valid, but the figures are not quoted yet: nothing is sent at a total the server has not confirmed.
      if (expected === null) {
        app.expect(totalRow(app, 'Total a pagar')).toBeNull();
        return;
      }
      app.expect(app.screen.getAllByRole('alert').map((a) => normalise(a.textContent))).toContain(expected);
    },
  },
  ...guestSteps,
];

/**
 * The executable model; the test file hands in the browser's session storage (the guest modal's drafts, §6) and
 * installs the browser stand-in around the provider (tests/model-app/payment-browser.ts: the social login's
 * redirect is recorded).
 */
export const createCheckoutAppModel = (
  sessionArea: SessionArea,
  setClock: (instant: string) => void,
): AppFlowModel => {
  area.current = sessionArea;
  clock.set = setClock;
  return checkoutAppModel;
};
/** Sets the faked clock (handed in by the test file: machines/ names no test library). */
const clock: { set: (instant: string) => void } = {
  set: () => {
    throw new Error('createCheckoutAppModel: no clock handed in');
  },
};

const checkoutAppModel: AppFlowModel = {
  model: checkoutModel,
  systemId: 'checkout',
  start: {
    url: SUMMARY,
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    // The saved state and the brand of the path's start (checkout.app-model-starts.ts), set by `arrangeFor`.
    get savedState() {
      return startFields.savedState;
    },
    get brand() {
      return startFields.brand;
    },
    arrangeFor: startFields.arrangeFor,
    arrange: () => {
      // Wednesday 18/11/2026 12:00 in Buenos Aires: the pick-up times of the human model are judged from there.
      clock.set(START_INSTANT);
      browser().reset();
      session().remove(GUEST_MODAL_SHOWN_KEY);
    },
  },
  // The stored state (table QR, shown modals) is read at once when CHECKOUT opens: the app is already asking for the open table order
  // (both diners have a user) while the path is still reading; the other regions are where the path says.
  // CHECKOUT's own delivery estimate is answered at once by the scripted server (no step holds it).
  settledStates: {
    'open.preparing.readingStorage': 'open.preparing.fetchingTableOrder',
    'open.deliveryEstimate.estimating': 'open.deliveryEstimate.idle',
  },
  background: CHECKOUT_BACKGROUND,
  states: statesFor(checkoutStates),
  steps: stepsFor(steps),
  modelGaps: CHECKOUT_MODEL_GAPS,
  impossible: (events, before) => impossibleOnStart(events, before) ?? impossibleOnTheApp(events, before),
};
