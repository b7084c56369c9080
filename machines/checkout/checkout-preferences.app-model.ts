// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import { browser, ok } from '../send-order/checkout-on-the-app';
import { dinersBackground, LUCIA } from '../session/diners-on-the-app';
import { CHECKOUT_MODEL_GAPS } from './checkout-checks-on-the-app';
import {
  ACTIVE_PATH,
  BRAND_CONDITIONS,
  CHECKOUT,
  CHECKOUT_FIXTURES,
  CONFIG_PATH,
  QUOTE_PATH,
  START_INSTANT,
  SUMMARY,
} from './checkout-fixtures-on-the-app';
import { checkoutPreferencesModel } from './checkout-preferences.model';
import { checkoutPreferencesStates } from './checkout-preferences-checks.app-model';
import {
  branchOf,
  current,
  model,
  OPENINGS,
  provoletaQuote,
  type Start,
  savedState,
  startOf,
} from './checkout-preferences-starts.app-model';
import {
  confirmOrder,
  normalise,
  orderRequests,
  pathOf,
  quoteRequests,
  radio,
  VALIDITY,
} from './checkout-screen-on-the-app';

/**
 * CHECKOUT's second executable model (the human model machines/checkout/checkout-preferences.model.ts), from the
 * spec: a saved consume preference on a multipleMenu brand (§3 "Consume preference") selects its type when CHECKOUT
 * opens (§4 "Offer"), without going to table selection or the address screen, so 'Enviar orden' shows §5's 'Debe
 * ingresar su mesa' (Consumir aquí, no table) or 'Debe seleccionar una dirección de entrega' (Delivery, no
 * address), and nothing is sent; at Brasa Belgrano (every system disabled) the chooser says 'No hay opciones de
 * consumo disponibles para este local.', the send area 'Lo sentimos, en este momento no puedes realizar órdenes.'
 * and 'No disponible' is a disabled button instead of 'Enviar orden' (§2 "Send", "Unavailable").
 *
 * Each path starts where its opening says: Lucía (registered: no guest promo or modal) restored with a Provoleta
 * ($ 6.200, the seed's), no type chosen, on ORDER_SUMMARY of a multipleMenu brand, with the saved preference 'tableSystem' or
 * 'deliverySystem' for Brasa Palermo Soho, or at Brasa Belgrano with none. The open table order, the quote and the payments
 * config are held until a step answers.
 *
 * The starts and their data are in checkout-preferences-starts.app-model.ts, the states' checks in
 * checkout-preferences-checks.app-model.ts.
 */

/** §5's message for the start's preferred type after 'Enviar orden'. */
const MISSING: Record<Exclude<Start, 'unavailable'>, string> = {
  table: VALIDITY.table,
  delivery: VALIDITY.address,
};

const steps: AppStep[] = [
  ...(Object.keys(OPENINGS) as Start[]).map(
    (start): AppStep => ({
      event: model(OPENINGS[start]),
      action: { kind: 'gesture', run: confirmOrder },
      // CHECKOUT opens with the start's branch (a quote asked for Lucía at that branch); an automatic choice never
      // goes to table selection or the address screen (§4).
      expectAfter: (app) => {
        app.expect(pathOf(app)).toBe(CHECKOUT);
        const body = quoteRequests(app).at(-1)?.body as Record<string, unknown> | undefined;
        app.expect(body).toMatchObject({ idCliente: LUCIA._id, idLocal: branchOf(start).id });
      },
    }),
  ),
  {
    event: model('The browser holds no table QR'),
    action: { kind: 'local', fixture: 'nothing stored', arrange: () => {} },
  },
  {
    event: model('The server answers no active orders'),
    action: {
      kind: 'server',
      method: 'GET',
      path: ACTIVE_PATH,
      fixture: 'noActiveOrders',
      answer: CHECKOUT_FIXTURES.noActiveOrders,
    },
    expectAfter: (app) => {
      if (current.start !== 'unavailable') app.expect(radio(app, 'Para llevar').disabled).toBe(false);
    },
  },
  {
    event: model('The server quotes the Provoleta'),
    action: {
      kind: 'server',
      method: 'POST',
      path: QUOTE_PATH,
      fixture: "the Provoleta at $ 6.200 with her points (the reference server's §9 rule)",
      answer: provoletaQuote({ method: 'POST', path: '/pedido/quote?unavailable=mark', body: null }),
      answerFor: provoletaQuote,
    },
  },
  {
    // GET /payments/config is held until this step: the brand's config asked for, its provider's name labels the
    // payment method (paymentBlock in 'open.paymentConfig.known').
    event: model('The payments config names'),
    action: {
      kind: 'server',
      method: 'GET',
      path: CONFIG_PATH,
      fixture: 'paymentsConfig',
      answer: CHECKOUT_FIXTURES.paymentsConfig,
    },
    expectAfter: (app) =>
      app
        .expect(app.requests().find((r) => r.method === 'GET' && CONFIG_PATH.test(r.path))?.path)
        .toBe('/payments/config?idMarca=brand-1'),
  },
  {
    // Both model steps of this event (one per preference): the gesture and its check are the same.
    event: model("Tap 'Enviar orden' with"),
    action: {
      kind: 'gesture',
      run: async (app) => {
        sentBefore.set(app, orderRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Enviar orden' }));
      },
    },
    // §5: the message for what the preferred type still needs, and nothing sent; CHECKOUT stays.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      app.expect(orderRequests(app)).toHaveLength(sentBefore.get(app) ?? 0);
      if (current.start === 'unavailable')
        throw new Error("no 'Enviar orden' at a branch with every system off");
      app
        .expect(app.screen.getAllByRole('alert').map((a) => normalise(a.textContent)))
        .toEqual([MISSING[current.start]]);
    },
  },
];
const sentBefore = new WeakMap<AppDriver, number>();

/** Sets the faked clock (handed in by the test file: machines/ names no test library). */
const clock: { set: (instant: string) => void } = {
  set: () => {
    throw new Error('createCheckoutPreferencesAppModel: no clock handed in');
  },
};

/** The executable model; the test file hands in the faked clock's setter. */
export const createCheckoutPreferencesAppModel = (setClock: (instant: string) => void): AppFlowModel => {
  clock.set = setClock;
  return checkoutPreferencesAppModel;
};

const checkoutPreferencesAppModel: AppFlowModel = {
  model: checkoutPreferencesModel,
  systemId: 'checkout',
  start: {
    url: SUMMARY,
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    get savedState() {
      return savedState(current.start);
    },
    // A multipleMenu brand: the preference chosen on the branch card is kept (§3, §4 "Consume mode selection").
    brand: { ...BRAND_CONDITIONS, multipleMenu: true },
    arrangeFor: (events) => {
      current.start = startOf(events);
    },
    arrange: () => {
      clock.set(START_INSTANT);
      browser().reset();
    },
  },
  settledStates: {
    'open.preparing.readingStorage': 'open.preparing.fetchingTableOrder',
  },
  background: [
    {
      method: 'GET',
      path: /^\/local\//,
      fixture: 'the branch of the start',
      answer: () => ok([branchOf(current.start)]),
    },
    { method: 'POST', path: /^\/pedido\/quote$/, fixture: 'summaryQuote', answer: provoletaQuote },
    ...dinersBackground,
    { method: 'POST', path: /^\/menu\/complementaryprodorder/, fixture: 'no suggestions', answer: ok([]) },
    {
      method: 'GET',
      path: /^\/points\/user-2/,
      fixture: '2.000 points',
      answer: ok({ availablePoints: 2000 }),
    },
  ],
  states: checkoutPreferencesStates,
  steps,
  modelGaps: [
    ...CHECKOUT_MODEL_GAPS.filter((g) => g.type !== 'xstate.error.actor.fetchPaymentsConfig'),
    ...[
      'checkout.closed',
      'checkout.consumeTypeChosen',
      'checkout.changeRequested',
      'checkout.lineRemoveRequested',
      'checkout.pickUpTimeChanged',
      'checkout.quoteRetried',
      'checkout.guestRegisterRequested',
      'checkout.guestContinued',
      'xstate.error.actor.quoteOrder',
      'xstate.error.actor.fetchPaymentsConfig',
    ].map((type) => ({
      type,
      reason:
        "walked by CHECKOUT's main executable model (checkout.app-model.ts); these starts only open CHECKOUT and tap 'Enviar orden'",
    })),
    ...[
      'xstate.after.guestPromo.checkout.open.guest.prompting.promo.waiting',
      'xstate.after.guestModal.checkout.open.guest.prompting.modal.waiting',
    ].map((type) => ({
      type,
      reason:
        "the guest's promo and modal timers: Lucía is registered on every start (the main model times them)",
    })),
  ],
};
