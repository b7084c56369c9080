// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, RecordedRequest, ServerAnswer } from '../app-model';

/**
 * What the sendOrder and paymentVerification app-models share (tests/model-app): a guest of brand-1 with one
 * Brasa burger (HAM-003, $13.900, the seed's name and price: server/db/seed/data/menu-b2c.ts, so the real server's
 * quote in tests/e2e/model-paths.spec.ts is the model's) to take away at Brasa Palermo Soho (open every day, takeaway only, so 'Para llevar' is
 * chosen by itself), the scripted answers CHECKOUT needs, and a stand-in for what the browser does around the
 * provider's window (ordering.md §4 "Sending an order and online payment"): `window.open`, the provider page's
 * `postMessage`, the page becoming visible, another tab's storage change. The stand-in is installed by the test
 * file (tests/model-app/payment-browser.ts): machines/ stays free of the DOM.
 */

export const ORDER_ID = '64b7f0a1c2d3e4f5a6b7c9aa';
export const BRANCH_ID = '64b7f0a1c2d3e4f5a6b7c901';
export const STORE_ID = 'brasa-palermo';
export const DRAFT_ORDER_ID = 'Vn3kQ8xYp2LmT7wRz5aBc';
export const CHECKOUT_ORIGIN = 'http://localhost:4131';
export const CHECKOUT_URL_OF_PROVIDER = `${CHECKOUT_ORIGIN}/checkout?preference=sbx-1`;
/** ordering.md §9 "Storage keys": 'idOrder' + the provider's name. */
export const PENDING_KEY = 'idOrderMercado Pago';
export const CHECKOUT = '/checkout';
export const HOME = `/sucursal/${BRANCH_ID}/${STORE_ID}`;

const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1', name: 'Invitado' };
const allDay = { open: '00:00', close: '23:59' };
const palermo = {
  id: BRANCH_ID,
  _id: BRANCH_ID,
  storeId: STORE_ID,
  idMarca: 'brand-1',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
  systemOptions: { tableSystem: false, takeawaySystem: true, deliverySystem: false },
  schedule: Object.fromEntries(
    ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [d, allDay]),
  ),
};
/** The seed's HAM-003 (server/db/seed/data/menu-b2c.ts). */
export const PRODUCT_NAME = 'Brasa burger';
export const CARD_TOTAL = 13900;
const LINE = {
  _id: 'p-1',
  sku: 'HAM-003',
  name: PRODUCT_NAME,
  price: CARD_TOTAL,
  quantity: 1,
  storeId: STORE_ID,
  orderProductId: 'line-burger',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
};

export const SAVED_STATE = {
  user: guest,
  branch: palermo,
  order: { draftOrderId: DRAFT_ORDER_ID, products: [LINE], total: CARD_TOTAL, quantity: 1 },
  language: { currentLanguage: 'es' },
};

/** What the provider's window and the browser around it did, and how a path makes them act. */
export interface PaymentBrowser {
  /** Forgets what happened (a new path). */
  reset(): void;
  /** The windows `window.open` gave the app since the path started: where each was pointed, and whether closed. */
  windows(): Array<{ url: string; closed: boolean }>;
  /** Whether the page itself was sent somewhere (the popup refused: `location.assign`). */
  pageRedirects(): string[];
  /** A `message` event on the app's window: `data` posted from `origin` (the provider's page, or a forger). */
  postMessage(data: unknown, origin: string): Promise<void>;
  /**
   * The diner closes the provider's window (the newest one) with no message; the time passes until the app's next
   * look at its `closed` (src/adapters/payment-window.ts polls it), so the app has seen it closed on return.
   */
  closeProviderWindow(): Promise<void>;
  /** The page becomes visible again (`visibilitychange` with visibilityState 'visible'). */
  showPage(): Promise<void>;
  /** Another tab removes a localStorage key: it is gone, and this page gets the `storage` event. */
  removeInAnotherTab(key: string): Promise<void>;
}

/** Installed by the test file before the suite runs. */
export const paymentBrowser: { current: PaymentBrowser | null } = { current: null };
export const browser = (): PaymentBrowser => {
  if (!paymentBrowser.current)
    throw new Error('install the payment browser stand-in (tests/model-app/payment-browser.ts)');
  return paymentBrowser.current;
};

/** Per path: the total the quote answers (a card payment from 300; below it the order is paid at the branch). */
const quoteTotals = new Map<'path', number>();
/** The total the quote on screen answered (what 'Enviar orden' sends as `total`). */
export const quotedTotal = () => quoteTotals.get('path') ?? CARD_TOTAL;
export const CASH_TOTAL = 250;
/** Per path: how the verification endpoint answers when a path does not hold the request (sendOrder's paths). */
const verificationAnswers = new Map<'path', 'approved' | 'rejected'>();
export const setVerificationAnswer = (answer: 'approved' | 'rejected') =>
  verificationAnswers.set('path', answer);

export const startOnCheckout = (): AppFlowModel['start'] => ({
  url: CHECKOUT,
  // The splash (2 s, then 1 s settling) is the layout flow's; the guest modal opens 2 s after CHECKOUT opened.
  waitMs: 3000,
  savedState: SAVED_STATE,
  arrange: () => {
    quoteTotals.set('path', CARD_TOTAL);
    verificationAnswers.set('path', 'rejected');
    browser().reset();
  },
});

export const ok = (data: unknown, extra: object = {}): ServerAnswer => ({
  status: 200,
  body: { status: 'success', data, ...extra },
});

const quoteAnswer = (): ServerAnswer => {
  const total = quoteTotals.get('path') ?? CARD_TOTAL;
  // The server's figures (docs/api.md POST /pedido/quote): nothing for shipping or points, the one line priced.
  return ok({
    subtotal: total,
    shipping: 0,
    total,
    costoEnvio: 0,
    descuentoEnvio: 0,
    pointsToUse: 0,
    totalToPay: total,
    lines: [
      {
        orderProductId: 'line-burger',
        sku: 'HAM-003',
        name: PRODUCT_NAME,
        quantity: 1,
        price: total,
        total,
      },
    ],
    unavailable: [],
  });
};

/** docs/api.md: 200 approved; 422 rejected. */
const verificationAnswer = (): ServerAnswer =>
  verificationAnswers.get('path') === 'approved'
    ? ok({ status: 'approved' })
    : { status: 422, body: { status: 'error', message: 'El pago fue rechazado' } };

/** The answers CHECKOUT needs besides the flow's own (never held). */
export const checkoutBackground = (verification: boolean): NonNullable<AppFlowModel['background']> => [
  { method: 'GET', path: /^\/local\//, fixture: 'branch', answer: ok([palermo]) },
  { method: 'POST', path: /^\/pedido\/quote(\?|$)/, fixture: 'quote', answer: () => quoteAnswer() },
  {
    method: 'GET',
    path: /^\/payments\/config/,
    fixture: 'sandboxConfig',
    answer: ok({
      provider: 'sandbox',
      publicKey: 'pk-sandbox',
      checkoutOrigin: CHECKOUT_ORIGIN,
      providerName: 'Mercado Pago',
      minimumOnlinePayment: 300,
    }),
  },
  { method: 'GET', path: /^\/pedido\/active\//, fixture: 'noActiveOrders', answer: ok([]) },
  ...(verification
    ? [
        {
          method: 'POST',
          path: /^\/pedido\/verificationordersend$/,
          fixture: 'approved or rejected (the path says)',
          answer: (_: RecordedRequest) => verificationAnswer(),
        },
      ]
    : []),
];

/** The order answers of POST /pedido/sendorder (docs/api.md). */
export const ORDER_FIXTURES = {
  withPreference: ok(
    { _id: ORDER_ID },
    { preferenceId: 'sbx-1', checkoutUrl: CHECKOUT_URL_OF_PROVIDER, duplicate: false },
  ),
  created: ok({ _id: ORDER_ID }, { duplicate: false }),
  pickUpRefused: {
    status: 400,
    body: { status: 'error', message: 'Debe seleccionar una hora de retiro' },
  },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

export const WORKING = 'Estamos procesando tu pago/órden';
export const FAILED = 'No se pudo procesar tu pago/órden';
export const SENT = 'Enviamos tu orden';
export const SENT_TEXT = 'El local recibió tu pedido y comenzará a preparar los productos.';

export const pathOf = (app: AppDriver) => app.url().split('?')[0];
export const heading = (app: AppDriver, name: string) => app.screen.queryByRole('heading', { name });
export const button = (app: AppDriver, name: string) => app.screen.queryByRole('button', { name });
export const orderRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/sendorder');
export const verificationRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/verificationordersend');

/** A pick-up time one hour ahead in the branch's time (Buenos Aires), as the datetime-local input takes it. */
function pickUpValue(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 60 * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * On CHECKOUT: the guest modal dismissed ('Continuar sin registrarme'), 'Para llevar' chosen where the branch
 * offers more, a pick-up time an hour ahead, the quote
 * for the wanted total (the screen reopened when the quote on screen is another), then 'Enviar orden'.
 */
export async function tapSendOrder(app: AppDriver, total: number): Promise<void> {
  // The start's quote is CARD_TOTAL's (also in a runner whose start was arranged on another page: the browser's).
  if ((quoteTotals.get('path') ?? CARD_TOTAL) !== total) {
    quoteTotals.set('path', total);
    // Leaving and reopening CHECKOUT quotes the cart again.
    await app.navigate('/');
    await app.navigate(CHECKOUT);
  }
  const keepGoing = app.screen.queryByRole('button', { name: 'Continuar sin registrarme' });
  if (keepGoing) await app.user.click(keepGoing);
  // A branch with more than takeaway (the seeded Palermo, in tests/e2e/model-paths.spec.ts) asks which: 'Para llevar'.
  const takeaway = app.screen.queryByRole('radio', { name: 'Para llevar' }) as HTMLInputElement | null;
  if (takeaway && !takeaway.checked) {
    await app.user.click(takeaway);
    await app.settle();
  }
  const time = app.screen.getByLabelText('Horario de retiro') as HTMLInputElement;
  if (!time.value) {
    await app.user.click(time);
    await app.user.paste(pickUpValue());
  }
  await app.settle();
  const send = app.screen.getByRole('button', { name: 'Enviar orden' });
  tappedAt.set(app, Date.now());
  await app.user.click(send);
}

const tappedAt = new WeakMap<AppDriver, number>();
/** Fake milliseconds since the last 'Enviar orden' tap. */
export const sinceTap = (app: AppDriver): number => Date.now() - (tappedAt.get(app) ?? Date.now());
