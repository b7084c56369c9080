// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { browser, ok } from '../send-order/checkout-on-the-app';
import type { SessionArea } from '../sign-up/sign-up.app-model';
import { checkoutModel } from './checkout.model';

/**
 * CHECKOUT on the rendered app (ordering.md §2 "Checkout", §4 "Consume type at checkout", "Open table order", §5
 * "Checkout validity", "Pick-up time", §6 guest, §9 "Payments and points use", "Delivery charges", "Points
 * promise", "Timings"), written from the spec's words and figures, not from the chart: the chooser 'Tipo de
 * consumición' offering the enabled types (Consumir aquí, Para llevar, Delivery), 'Cambiar', the open table order
 * locking 'Consumir aquí' with its table, the six validity messages of §5 (the one that applies to what the screen
 * shows), 'Método de pago' per §9's labels, the totals exactly as POST /pedido/quote?unavailable=mark answered them
 * (Subtotal, Costo de envío, Descuento de envío, Descuento por puntos, Total a pagar), the changed-quote notices
 * (issue 12), the guest promo after 1000 ms with total × 10 / 100 and the registration modal after 2000 ms once per
 * draftOrderId.
 *
 * The app starts as the human model does: a guest (guest-1, brand-1) on ORDER_SUMMARY at Brasa Palermo Soho (every
 * system enabled, PercentagePoints 10) with one Bife de chorizo ($10.000) in the cart, draft 'draft-1', restored from
 * the saved state. The quote, the open table order and the payments config are held until a step answers them.
 * "Open CHECKOUT as Lucía" is done as a person does it: sign out on PROFILE (which empties the cart, accounts.md
 * §4.2), 'Ingresar' with lucia@example.com (2.000 points), then CHECKOUT.
 */

const SUMMARY = '/resumen-de-orden';
const CHECKOUT = '/checkout';
const SIGN_IN_URL = '/auth/inicio-de-sesion';
const BRANCH_ID = 'local-1';
const STORE_ID = 'brasa-palermo';
const DRAFT = 'draft-1';
/** §6: the drafts the guest modal was shown for, kept in this tab's session storage. */
const GUEST_MODAL_SHOWN_KEY = 'checkout_guest_modal_shown';

const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest', name: 'Invitado' };
const LUCIA = {
  _id: 'user-2',
  typeUser: 'registered',
  idMarca: 'brand-1',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  // A complete profile (an incomplete one is asked to complete it, which traps the focus).
  birthDate: { year: 1990, month: 5, day: 14 },
  gender: 'Female',
  phoneNumber: '+5491123456789',
};
const allDay = { open: '00:00', close: '23:59' };
const palermo = {
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
    ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [d, allDay]),
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
const SAVED_STATE = {
  user: guest,
  branch: palermo,
  order: { draftOrderId: DRAFT, products: [BIFE], total: 10000, quantity: 1 },
  language: { currentLanguage: 'es' },
};

/** docs/api.md POST /pedido/quote: every figure CHECKOUT shows; nothing for shipping or points here. */
const quote = (price: number, withdrawn = false): ServerAnswer =>
  ok({
    subtotal: withdrawn ? 0 : price,
    shipping: 0,
    total: withdrawn ? 0 : price,
    costoEnvio: 0,
    descuentoEnvio: 0,
    pointsToUse: 0,
    totalToPay: withdrawn ? 0 : price,
    lines: withdrawn
      ? []
      : [{ orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', quantity: 1, price, total: price }],
    unavailable: withdrawn
      ? [{ orderProductId: 'line-1', upsellingId: null, sku: 'PAR-001', name: 'Bife de chorizo' }]
      : [],
  });

export const CHECKOUT_FIXTURES = {
  quoted: quote(10000),
  priceChanged: quote(12000),
  withdrawn: quote(10000, true),
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

// ---- What the screen shows, read by role and text ----

const WORKING = 'Estamos procesando tu pago/órden';
const TYPES = ['Consumir aquí', 'Para llevar', 'Delivery'] as const;
const QUOTING = 'Verificando precios…';
const PRICES_CHANGED =
  'Algunos precios cambiaron desde que armaste tu orden. El total a pagar ya tiene los precios nuevos.';
const WITHDRAWN = 'Algunos productos ya no están disponibles. Quitalos de tu orden para poder enviarla.';
const REFUSED = 'El producto Bife de chorizo no está disponible en este local';
const MODAL_TITLE = '¡Mejorá tu experiencia!';
/** §5 "Checkout validity": the six messages, in the spec's order. */
const VALIDITY = {
  consumeType: 'Debe seleccionar un tipo de consumo',
  table: 'Debe ingresar su mesa',
  pickUpTime: 'Debe seleccionar una hora de retiro',
  address: 'Debe seleccionar una dirección de entrega',
  deliveryOption: 'Debe seleccionar una opción de entrega',
  minimum: 'No cumple con el mínimo de compra para delivery',
} as const;
const VALIDITY_TEXTS: string[] = Object.values(VALIDITY);
/** §9 "Method labels". */
const PROVIDER = 'Mercado Pago';

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** §9 "Number format": thousands '.', decimals ',', 2 decimals only for non-integers, zero '0,00'. */
function num(n: number): string {
  if (n === 0) return '0,00';
  const [whole, decimals] = Math.abs(n)
    .toFixed(Number.isInteger(n) ? 0 : 2)
    .split('.');
  const grouped = `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
  return decimals ? `${grouped},${decimals}` : grouped;
}
/** An amount as every screen shows money: '$ 10.000' ('$', a space, §9's number format). */
const pesos = (n: number) => `$ ${num(n)}`;
const pathOf = (app: AppDriver) => app.url().split('?')[0];
const button = (app: AppDriver, name: string | RegExp) => app.screen.queryByRole('button', { name });
const isProcessing = (app: AppDriver) => app.screen.queryByRole('heading', { name: WORKING }) !== null;
const guestModal = (app: AppDriver) => app.screen.queryByRole('dialog', { name: MODAL_TITLE });
const radio = (app: AppDriver, name: string) => app.screen.getByRole('radio', { name }) as HTMLInputElement;
const checkedType = (app: AppDriver): string | null => TYPES.find((name) => radio(app, name).checked) ?? null;
/** The row of the totals labelled `label`, as shown ('$ 10.000'), or null. */
function totalRow(app: AppDriver, label: string): string | null {
  const term = app.screen.queryAllByRole('term').find((t) => normalise(t.textContent) === label);
  return term ? normalise(term.nextElementSibling?.textContent) : null;
}
const quoteRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/quote?unavailable=mark');
const orderRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/sendorder');

/** On CHECKOUT showing 'Mi orden' (not the processing screen that replaces it while an order is sent). */
function onCheckout(app: AppDriver): boolean {
  app.expect(pathOf(app)).toBe(CHECKOUT);
  return !isProcessing(app);
}

/**
 * §2 / §4 "Offer": every system is enabled, so the chooser offers the three types in order. An open table order
 * (§4) locks 'Consumir aquí' with its table: the other types disabled, no 'Cambiar'. Otherwise 'Cambiar' shows
 * once a type is chosen (more than one system enabled).
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
  app.expect(button(app, 'No disponible')).toBeNull();
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
  validityShown(app);
}

/** §5: the message 'Enviar orden' shows for what is on screen (the first that holds, in the spec's order). */
function expectedValidity(app: AppDriver): string | null {
  const type = checkedType(app);
  if (type === null) return VALIDITY.consumeType;
  if (type === 'Consumir aquí') return app.screen.queryByText(/^Mesa \S+$/) ? null : VALIDITY.table;
  if (type === 'Para llevar') {
    const time = app.screen.queryByLabelText('Horario de retiro') as HTMLInputElement | null;
    return time?.value ? null : VALIDITY.pickUpTime;
  }
  if (!app.screen.queryByText('Dirección de entrega')) return VALIDITY.address;
  if (!app.screen.queryByText('Opción de entrega')) return VALIDITY.deliveryOption;
  return app.screen.queryByText(/^Faltan \$/) ? VALIDITY.minimum : null;
}
/** A validity message on screen is one of §5's six, and the one that applies. */
function validityShown(app: AppDriver) {
  const shown = app.screen
    .queryAllByRole('alert')
    .map((a) => normalise(a.textContent))
    .filter((t) => VALIDITY_TEXTS.includes(t));
  if (shown.length > 0) app.expect(shown).toEqual([expectedValidity(app)]);
}

/** The cart's total before any quote: the Bife de chorizo, or nothing after Lucía's sign-in emptied it. */
const cartTotals = new WeakMap<AppDriver, number>();
const cartTotal = (app: AppDriver) => cartTotals.get(app) ?? 10000;

/** §9 "Method labels": 'Puntos' when the total is 0; the provider's name for takeaway and delivery; else 'Pago en local'. */
function paymentBlock(app: AppDriver) {
  if (!onCheckout(app)) return;
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
 * The figures exactly as the server's quote answered (subtotal, total to pay; no Costo de envío, Descuento de envío
 * or Descuento por puntos rows: the quote has 0 for each), and nothing else being verified.
 */
function figures(app: AppDriver, subtotal: number, totalToPay: number) {
  app.expect(app.screen.queryByText(QUOTING)).toBeNull();
  app.expect(totalRow(app, 'Subtotal')).toBe(pesos(subtotal));
  app.expect(totalRow(app, 'Total a pagar')).toBe(pesos(totalToPay));
  for (const absent of ['Costo de envío', 'Descuento de envío', 'Descuento por puntos'])
    app.expect(totalRow(app, absent)).toBeNull();
}

/** §6: '¡Este beneficio es solo para ti! …' with total × (PercentagePoints or 10) / 100 (Brasa Palermo: 10 %). */
function promoText(app: AppDriver): string {
  const shown = totalRow(app, 'Total a pagar');
  const total = shown ? Number(shown.replace(/[^\d,]/g, '').replace(',', '.')) : cartTotal(app);
  const amount = (total * 10) / 100;
  return `¡Este beneficio es solo para ti! 🎁 Regístrate antes de pagar y recibe ${pesos(amount)} en puntos de forma exclusiva.`;
}
const promo = (app: AppDriver) => app.screen.queryByText(/^¡Este beneficio es solo para ti!/);

const states: AppFlowModel['states'] = {
  closed: (app) => {
    app.expect(pathOf(app)).not.toBe(CHECKOUT);
    app.expect(app.screen.queryByRole('radiogroup', { name: 'Tipo de consumición' })).toBeNull();
  },
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
    figures(app, 10000, 10000);
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
    figures(app, 12000, 12000);
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

// ---- Gestures ----

/** PROFILE → 'Cerrar sesión' → confirm; AUTH opens 500 ms later (the session's timer). */
async function signOut(app: AppDriver) {
  await app.navigate('/perfil');
  await app.user.click(app.screen.getByRole('button', { name: 'Cerrar sesión' }));
  await app.settle();
  const dialog = app.screen.getByRole('dialog');
  await app.user.click(app.within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
  await app.wait(1000);
}

/** 'Cancelar orden' when an order is waiting to be sent (the first 3 s): the diner leaves nothing sent behind. */
async function cancelPendingOrder(app: AppDriver) {
  const cancel = button(app, 'Cancelar orden');
  if (cancel) await app.user.click(cancel);
  await app.settle();
}

/** ORDER_SUMMARY's 'Confirmar orden' (from CHECKOUT: back to ORDER_SUMMARY first, as 'Volver' does). */
async function confirmOrder(app: AppDriver) {
  await cancelPendingOrder(app);
  if (pathOf(app) !== SUMMARY) await app.navigate(SUMMARY);
  await app.user.click(app.screen.getByRole('button', { name: 'Confirmar orden' }));
}

/** Signs the guest out (the cart is emptied, accounts.md §4.2), signs Lucía in, and opens CHECKOUT. */
async function openAsLucia(app: AppDriver) {
  await cancelPendingOrder(app);
  await app.navigate('/auth');
  if (!app.url().startsWith('/auth')) await signOut(app);
  await app.navigate(SIGN_IN_URL);
  await app.user.type(app.screen.getByLabelText('Email'), 'lucia@example.com');
  await app.user.type(app.screen.getByLabelText('Contraseña'), 'Secreta123');
  await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
  await app.wait(1000);
  cartTotals.set(app, 0);
  await app.navigate(CHECKOUT);
}

const click = (name: string | RegExp) => async (app: AppDriver) => {
  await app.user.click(app.screen.getByRole('button', { name }));
};
/** A button of the guest modal, then its closing transition (§9: 300 ms, the layout's timer). */
const inModal = (name: string) => async (app: AppDriver) => {
  await app.user.click(app.within(guestModal(app) as HTMLElement).getByRole('button', { name }));
  await app.wait(300);
};
const choose = (name: string) => async (app: AppDriver) => {
  await app.user.click(app.screen.getByRole('radio', { name }));
};

const serverStep = (
  method: string,
  path: RegExp,
  fixture: keyof typeof CHECKOUT_FIXTURES,
): AppStep['action'] => ({ kind: 'server', method, path, fixture, answer: CHECKOUT_FIXTURES[fixture] });
const QUOTE_PATH = /^\/pedido\/quote\?unavailable=mark$/;
const ACTIVE_PATH = /^\/pedido\/active\//;
const CONFIG_PATH = /^\/payments\/config/;

/** The browser's session storage, handed in by the test file (machines/ names no browser global). */
const area: { current: SessionArea | null } = { current: null };
const session = (): SessionArea => {
  if (!area.current) throw new Error('createCheckoutAppModel: no session storage handed in');
  return area.current;
};
const stored = (shownFor: string[]) => () => {
  if (shownFor.length > 0) session().write(GUEST_MODAL_SHOWN_KEY, JSON.stringify(shownFor));
  else session().remove(GUEST_MODAL_SHOWN_KEY);
};

const counts = new WeakMap<AppDriver, number>();
const remember = (app: AppDriver, n: number) => counts.set(app, n);

const model = (index: number): FlowEvent => checkoutModel.steps[index].event;

const steps: AppStep[] = [
  {
    event: model(0),
    action: { kind: 'gesture', run: confirmOrder },
    // CHECKOUT asks the server to quote the cart as it would be sent (issue 12), with the cart's draft.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      const body = quoteRequests(app).at(-1)?.body as Record<string, unknown> | undefined;
      app.expect(body).toMatchObject({ draftOrderId: DRAFT, idCliente: 'guest-1', idLocal: BRANCH_ID });
    },
  },
  {
    event: model(1),
    action: { kind: 'gesture', run: openAsLucia },
    // An empty cart: nothing to quote; a registered diner: no promo and no modal.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      app.expect(app.screen.queryByText('Bife de chorizo')).toBeNull();
      app.expect(app.screen.queryByText(QUOTING)).toBeNull();
    },
  },
  {
    event: model(2),
    action: { kind: 'gesture', run: click('Volver') },
    // §2: CHECKOUT's back leads to ORDER_SUMMARY.
    expectAfter: (app) => app.expect(pathOf(app)).toBe(SUMMARY),
  },
  { event: model(3), action: { kind: 'local', fixture: 'nothing stored', arrange: stored([]) } },
  {
    event: model(4),
    action: { kind: 'local', fixture: 'guest modal shown for draft-1', arrange: stored([DRAFT]) },
  },
  {
    event: model(5),
    action: serverStep('GET', ACTIVE_PATH, 'noActiveOrders'),
    // Nothing locked: every type can be chosen.
    expectAfter: (app) => {
      if (!onCheckout(app)) return;
      app.expect(radio(app, 'Para llevar').disabled).toBe(false);
      app.expect(app.requests().some((r) => r.method === 'GET' && ACTIVE_PATH.test(r.path))).toBe(true);
    },
  },
  {
    event: model(6),
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
    event: model(7),
    action: serverStep('POST', QUOTE_PATH, 'quoted'),
    expectAfter: (app) => figures(app, 10000, 10000),
  },
  {
    event: model(8),
    action: serverStep('POST', QUOTE_PATH, 'priceChanged'),
    // The server's price is what the diner pays, and the notice names the line.
    expectAfter: (app) => {
      app.screen.getByText(PRICES_CHANGED);
      app.expect(totalRow(app, 'Total a pagar')).toBe(pesos(12000));
    },
  },
  {
    event: model(9),
    action: serverStep('POST', QUOTE_PATH, 'withdrawn'),
    expectAfter: (app) => {
      app.screen.getByText(WITHDRAWN);
      app.expect(button(app, 'Enviar orden')?.hasAttribute('disabled')).toBe(true);
    },
  },
  {
    event: model(10),
    action: { kind: 'gesture', run: click('Quitar Bife de chorizo de la orden') },
    expectAfter: (app) => app.expect(app.screen.queryByText(WITHDRAWN)).toBeNull(),
  },
  {
    event: model(11),
    action: serverStep('POST', QUOTE_PATH, 'refused'),
    // The server's message shows under the totals with 'Reintentar'; the cart keeps its line.
    expectAfter: (app) => {
      app.screen.getByText(REFUSED);
      app.screen.getByRole('button', { name: 'Reintentar' });
    },
  },
  {
    event: model(12),
    action: serverStep('GET', CONFIG_PATH, 'paymentsConfig'),
    expectAfter: (app) =>
      app
        .expect(app.requests().find((r) => r.method === 'GET' && CONFIG_PATH.test(r.path))?.path)
        .toBe('/payments/config?idMarca=brand-1'),
  },
  {
    event: model(13),
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
    event: model(14),
    action: { kind: 'gesture', run: choose('Consumir aquí') },
    expectAfter: (app) => app.expect(radio(app, 'Consumir aquí').checked).toBe(true),
  },
  {
    event: model(15),
    action: { kind: 'gesture', run: click('Cambiar') },
    // §2: 'Cambiar' resets the choice.
    expectAfter: (app) => {
      app.expect(checkedType(app)).toBeNull();
      app.expect(button(app, 'Cambiar')).toBeNull();
    },
  },
  {
    event: model(16),
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
    event: model(17),
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
      app.expect(expected).not.toBeNull();
      app.expect(app.screen.getAllByRole('alert').map((a) => normalise(a.textContent))).toContain(expected);
    },
  },
  // §6 / §9 "Timings": the promo after 1000 ms, the modal 2000 ms after opening.
  {
    event: model(18),
    action: { kind: 'clock', ms: 1000 },
    // The promo only: the modal comes 2000 ms after opening.
    expectAfter: (app) => {
      app.expect(promo(app)).not.toBeNull();
      app.expect(guestModal(app)).toBeNull();
    },
  },
  {
    event: model(19),
    action: { kind: 'clock', ms: 2000 },
    // Remembered for this draft (once per draftOrderId), and the promo still shows.
    expectAfter: (app) => {
      if (guestModal(app)) {
        app.expect(JSON.parse(session().read(GUEST_MODAL_SHOWN_KEY) ?? '[]')).toContain(DRAFT);
      }
    },
  },
  {
    event: model(20),
    action: {
      kind: 'gesture',
      run: async (app) => {
        await inModal('Registrarme con Google')(app);
      },
    },
    // The social login starts from here: the browser is sent to the provider, coming back to CHECKOUT.
    expectAfter: (app) => {
      app.expect(guestModal(app)).toBeNull();
      app.expect(browser().pageRedirects().at(-1)).toMatch(/^\/api\/auth\/google\?idMarca=brand-1&/);
    },
  },
  {
    event: model(21),
    action: { kind: 'gesture', run: inModal('Continuar sin registrarme') },
    expectAfter: (app) => {
      app.expect(guestModal(app)).toBeNull();
      app.expect(browser().pageRedirects()).toEqual([]);
    },
  },
];

/** The events of the path so far, from the start: whether the screen showed a line the quote marked withdrawn. */
const lastQuoteWithdrawn = (before: { stateIds: string[] }) =>
  before.stateIds.includes('open.quote.quoted.withdrawn');

/**
 * The executable model; the test file hands in the browser's session storage (the guest modal's drafts, §6) and
 * installs the browser stand-in around the provider (tests/model-app/payment-browser.ts: the social login's
 * redirect is recorded).
 */
export const createCheckoutAppModel = (sessionArea: SessionArea): AppFlowModel => {
  area.current = sessionArea;
  return checkoutAppModel;
};

const checkoutAppModel: AppFlowModel = {
  model: checkoutModel,
  systemId: 'checkout',
  start: {
    url: SUMMARY,
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    savedState: SAVED_STATE,
    arrange: () => {
      browser().reset();
      session().remove(GUEST_MODAL_SHOWN_KEY);
    },
  },
  // The session storage is read at once when CHECKOUT opens: the app is already asking for the open table order
  // (both diners have a user) while the path is still reading; the other regions are where the path says.
  settledStates: { 'open.preparing.readingStorage': 'open.preparing.fetchingTableOrder' },
  background: [
    { method: 'GET', path: /^\/local\//, fixture: 'branch', answer: ok([palermo]) },
    // ORDER_SUMMARY's own quote (without ?unavailable=mark): the cart as built.
    {
      method: 'POST',
      path: /^\/pedido\/quote$/,
      fixture: 'summaryQuote',
      answer: CHECKOUT_FIXTURES.quoted,
    },
    {
      method: 'POST',
      path: /^\/login$/,
      fixture: 'signedIn (Lucía)',
      answer: (request: RecordedRequest) =>
        (request.body as { email?: string } | null)?.email === LUCIA.email
          ? ok(LUCIA)
          : { status: 404, body: { status: 'error', message: 'No existe una cuenta con este email' } },
    },
    { method: 'GET', path: /^\/user\/user-2/, fixture: 'Lucía', answer: ok(LUCIA) },
    {
      method: 'POST',
      path: /^\/menu\/complementaryprodorder/,
      fixture: 'no suggestions',
      answer: ok([]),
    },
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
      type: 'checkout.pickUpTimeChanged',
      reason:
        "typing a pick-up time (§5's four messages: tests/unit/checkout/pickup-time and the e2e); the human model has no step",
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
      type: 'xstate.error.actor.readStoredState',
      reason:
        'the session storage read does not fail on the app (a failed JSON parse reads as nothing stored)',
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
  ],
  impossible: (events, before) => {
    const event = events.at(-1) as
      | { type: string; consumeType?: string; user?: { typeUser?: string } }
      | undefined;
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
    return null;
  },
};
