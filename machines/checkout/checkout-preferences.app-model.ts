// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { isSameEvent } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { type ConsumeType, pointsUse } from '../rules/points-use';
import { browser, ok } from '../send-order/checkout-on-the-app';
import { dinersBackground, LUCIA } from '../session/diners-on-the-app';
import { CHECKOUT_MODEL_GAPS, checkoutStates } from './checkout-checks-on-the-app';
import {
  ACTIVE_PATH,
  BRAND_CONDITIONS,
  CHECKOUT,
  CHECKOUT_FIXTURES,
  CONFIG_PATH,
  palermo,
  QUOTE_PATH,
  START_INSTANT,
  SUMMARY,
} from './checkout-fixtures-on-the-app';
import { belgrano, checkoutPreferencesModel } from './checkout-preferences.model';
import {
  button,
  CHOOSE_ADDRESS,
  checkedType,
  confirmOrder,
  normalise,
  onCheckout,
  orderRequests,
  PROVIDER,
  pathOf,
  pesos,
  pickUpInput,
  QUOTING,
  quoteRequests,
  radio,
  TYPES,
  totalRow,
  VALIDITY,
  validityShown,
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
 */

type Start = 'table' | 'delivery' | 'unavailable';

/** The seed's Provoleta (menu-b2c.ts), as the real server quotes it in the browser replay (tests/e2e/model-paths). */
const PROVOLETA = { sku: 'PAR-014', price: 6200 };

/** The human model's step whose words start with `words`. */
function model(words: string): FlowEvent {
  const found = checkoutPreferencesModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout-preferences.model.ts has no step "${words}…"`);
  return found.event;
}

const OPENINGS: Record<Start, string> = {
  table: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Consumir aquí'",
  delivery: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Delivery'",
  unavailable: "Tap 'Confirmar orden' at Brasa Belgrano",
};
const startOf = (events: FlowEvent[]): Start => {
  const first = events[0];
  const found = (Object.keys(OPENINGS) as Start[]).find(
    (s) => first && isSameEvent(model(OPENINGS[s]), first),
  );
  return found ?? 'table';
};
const current: { start: Start } = { start: 'table' };

/** The branch of the start, as GET /local/ and the saved state hold it (Belgrano: every system disabled). */
const BELGRANO = { ...palermo, ...belgrano, _id: belgrano.id, idMarca: 'brand-1' };
const branchOf = (start: Start) => (start === 'unavailable' ? BELGRANO : palermo);
const PREFERENCE: Record<Start, string | null> = {
  table: 'tableSystem',
  delivery: 'deliverySystem',
  unavailable: null,
};
const savedState = (start: Start) => {
  const branch = branchOf(start);
  return {
    user: LUCIA,
    branch,
    order: {
      draftOrderId: 'draft-0003',
      products: [
        {
          _id: 'p-2',
          name: 'Provoleta',
          price: PROVOLETA.price,
          quantity: 1,
          sku: PROVOLETA.sku,
          storeId: branch.storeId,
          orderProductId: 'line-2',
          customization: { ingredients: {}, aditionals: {} },
          upselling: [],
        },
      ],
      total: PROVOLETA.price,
      quantity: 1,
      consumeType: null,
    },
    // §3 "Consume preference": the mode chosen on the branch card of a multipleMenu brand.
    consumePreferences: { preferredConsumeType: PREFERENCE[start], lastSelectedLocalId: branch.id },
    language: { currentLanguage: 'es' },
  };
};

/** POST /pedido/quote?unavailable=mark for the Provoleta: $ 6.200, her 2.000 points used as §9 says for the type. */
function provoletaQuote(request: RecordedRequest): ServerAnswer {
  const body = request.body as { type?: string } | null;
  const consumeType = (body?.type === 'mesa' ? 'local' : (body?.type ?? 'local')) as ConsumeType;
  const { price, sku } = PROVOLETA;
  const use = pointsUse({ consumeType, subtotal: price, shipping: 0, availablePoints: 2000 });
  return ok({
    subtotal: price,
    shipping: 0,
    total: price,
    costoEnvio: 0,
    descuentoEnvio: 0,
    pointsToUse: use.pointsToUse,
    totalToPay: use.totalToPay,
    lines: [{ orderProductId: 'line-2', upsellingId: null, sku, quantity: 1, price, total: price }],
    unavailable: [],
  });
}

const UNAVAILABLE = {
  chooser: 'No hay opciones de consumo disponibles para este local.',
  send: 'Lo sentimos, en este momento no puedes realizar órdenes.',
  button: 'No disponible',
};
/** §5's message for the start's preferred type after 'Enviar orden'. */
const MISSING: Record<Exclude<Start, 'unavailable'>, string> = {
  table: VALIDITY.table,
  delivery: VALIDITY.address,
};
const CHOSEN: Record<Exclude<Start, 'unavailable'>, (typeof TYPES)[number]> = {
  table: 'Consumir aquí',
  delivery: 'Delivery',
};

/**
 * The chooser and the send area for the start: at Belgrano §2 "Unavailable" (no chooser, its two texts, a disabled
 * 'No disponible' and no 'Enviar orden'); otherwise the three types with the preferred one chosen (§4 "Offer"), and
 * not what it still needs: no table for 'Consumir aquí', no address for 'Delivery'; 'Cambiar' (three systems).
 */
function chooser(app: AppDriver) {
  if (!onCheckout(app)) return;
  const start = current.start;
  if (start === 'unavailable') {
    // The chooser's text in place of the types, the send area's beside the disabled button.
    const section = app.screen.getByRole('region', { name: 'Tipo de consumición' });
    app.expect(app.within(section).queryByRole('radiogroup')).toBeNull();
    app.within(section).getByText(UNAVAILABLE.chooser);
    app.expect(app.within(section).queryByText(UNAVAILABLE.send)).toBeNull();
    app
      .expect(app.screen.getAllByRole('status').map((s) => normalise(s.textContent)))
      .toContain(UNAVAILABLE.send);
    app.expect(button(app, UNAVAILABLE.button)?.hasAttribute('disabled')).toBe(true);
    app.expect(button(app, 'Enviar orden')).toBeNull();
    app.expect(button(app, 'Cambiar')).toBeNull();
    return;
  }
  const group = app.screen.getByRole('radiogroup', { name: 'Tipo de consumición' });
  app
    .expect(
      app
        .within(group)
        .getAllByRole('radio')
        .map((r) => normalise(r.closest('label')?.textContent)),
    )
    .toEqual([...TYPES]);
  app.expect(checkedType(app)).toBe(CHOSEN[start]);
  for (const type of TYPES) app.expect(radio(app, type).disabled).toBe(false);
  app.screen.getByRole('button', { name: 'Cambiar' });
  app.expect(app.screen.queryByText(/^Mesa \S+$/)).toBeNull();
  // 'Delivery' without an address: 'Dirección de entrega' offers to choose one (§2 "Per-type content").
  if (start === 'delivery') {
    app.expect(totalRow(app, 'Dirección de entrega')).toBe(CHOOSE_ADDRESS);
    app.screen.getByRole('button', { name: CHOOSE_ADDRESS });
  } else app.expect(totalRow(app, 'Dirección de entrega')).toBeNull();
  app.expect(pickUpInput(app)).toBeNull();
  app.expect(button(app, UNAVAILABLE.button)).toBeNull();
  app.expect(app.screen.queryByText(UNAVAILABLE.chooser)).toBeNull();
  app.expect(app.screen.queryByText(UNAVAILABLE.send)).toBeNull();
  validityShown(app);
}

/** §9 "Method labels": 'Pago en local' for a table, the provider's name for a delivery (a total that is not 0). */
function paymentBlock(app: AppDriver) {
  if (!onCheckout(app) || current.start === 'unavailable') return;
  const block = app.screen.getByRole('region', { name: 'Método de pago' });
  const total = totalRow(app, 'Total a pagar');
  const expected = total === pesos(0) ? 'Puntos' : current.start === 'delivery' ? PROVIDER : 'Pago en local';
  app.expect(normalise(app.within(block).getByTestId('payment-method').textContent)).toBe(expected);
}

const states: AppFlowModel['states'] = {
  // The main model's checks for the states these starts never reach (the chart's other states).
  ...checkoutStates,
  'open.preparing.readingStorage': chooser,
  'open.preparing.fetchingTableOrder': chooser,
  'open.preparing.ready': chooser,
  'open.quote.quoting': (app) => {
    if (!onCheckout(app)) return;
    app.screen.getByText(QUOTING);
    app.expect(totalRow(app, 'Total a pagar')).toBeNull();
  },
  'open.quote.quoted.current': (app) => {
    if (!onCheckout(app)) return;
    app.expect(app.screen.queryByText(QUOTING)).toBeNull();
    app.expect(totalRow(app, 'Subtotal')).toBe(pesos(PROVOLETA.price));
    app.expect(totalRow(app, 'Costo de envío')).toBeNull();
    app.expect(totalRow(app, 'Total a pagar')).not.toBeNull();
  },
  // No address: nothing to estimate, no option shown.
  'open.deliveryEstimate.idle': (app) => {
    if (!onCheckout(app)) return;
    app.expect(totalRow(app, 'Opción de entrega')).toBeNull();
  },
  'open.paymentConfig.fetching': paymentBlock,
  'open.paymentConfig.known': paymentBlock,
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
  states,
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
