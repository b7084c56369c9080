// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import { branchHomeBackground, branchHomeStart, PALERMO_ID } from '../active-orders/branch-home-on-the-app';
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { confirmReceiptModel } from './confirm-receipt.model';

/**
 * Confirming receipt on the rendered app (ordering.md §2 "Active order card", "Modals used by ordering", §4
 * "Active orders", §7 PUT /pedido/updateOrder/{id}, §9 "Timings": 1 hour after the order's update), written from
 * the spec. A guest on the branch home of Brasa Palermo Soho; the activeOrders watcher (opened by the app once
 * there is a user) fetches GET /pedido/active/guest-1, which the scripted server answers with the list the step
 * puts there, and the diner brings the tab back to the front (window focus) so the watcher fetches it again. The
 * app's clock is faked: an order "updated 20 minutes ago" is written 20 minutes before the app's now.
 */

const MINUTE = 60_000;
/** A delivery order as GET /pedido/active answers it, updated `minutesAgo` before the app's (faked) now. */
const deliveryOrder = (id: string, idOrder: string, minutesAgo: number) => ({
  _id: id,
  idOrder,
  idLocal: PALERMO_ID,
  storeId: 'brasa-palermo',
  localInfo: { nameLocal: 'Brasa Palermo Soho' },
  type: 'delivery',
  estadoDeOrden: 'RETIRADO',
  orderStatus: 'ENVIADO',
  activeOrder: true,
  update: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
  created: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
  orderPayment: [{ name: 'Morcilla', quantity: 2, price: 4200 }],
  tracking_url: 'https://envios.example.com/seguimiento/abc',
});

type Listed = ReturnType<typeof deliveryOrder>;
/** What GET /pedido/active/guest-1 answers now (one app runs at a time; reset when each starts). */
let listed: Listed[] = [];
/** Orders whose receipt the server confirmed in this run (their X control must stay hidden). */
let confirmed = new Set<string>();

export const CONFIRM_RECEIPT_FIXTURES = {
  confirmed: { status: 200, body: { status: 'success', data: { _id: 'order-old', activeOrder: false } } },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

const TITLE = '¿Recibiste tu pedido correctamente?';
const FAILED = 'No se pudo confirmar la recepción de tu pedido. Por favor, inténtalo de nuevo.';
const xOf = (idOrder: string) => `Confirmar la recepción del pedido #${idOrder}`;
const HOUR = 60 * MINUTE;

/** The open modal (a closing one plays its exit, marked data-exiting, and counts as closed). */
const modal = (app: AppDriver) => {
  const dialog = app.screen.queryByRole('dialog', { name: TITLE });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
const carousel = (app: AppDriver) => app.screen.queryByRole('region', { name: 'Pedidos activos' });
const xControl = (app: AppDriver, idOrder: string) =>
  app.screen.queryByRole('button', { name: xOf(idOrder) });
const isDisabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';
const receiptPuts = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'PUT' && r.path.startsWith('/pedido/updateOrder/'));
const activeFetches = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && r.path === '/pedido/active/guest-1');

/** §4: the X shows on a delivery order once 1 hour has passed since its update (and not after confirming). */
const shouldShowX = (order: Listed) =>
  order.type === 'delivery' && Date.now() - Date.parse(order.update) >= HOUR && !confirmed.has(order._id);

/** Every listed order's card shows 'Pedido Activo' and its X control exactly when the spec says. */
function checkCards(app: AppDriver) {
  if (listed.length === 0) {
    app.expect(carousel(app)).toBeNull();
    return;
  }
  const region = carousel(app) as HTMLElement;
  app.expect(region).not.toBeNull();
  for (const order of listed) {
    app.within(region).getByText(`Compra: #${order.idOrder}`);
    app
      .expect(xControl(app, order.idOrder) !== null, `X control of #${order.idOrder}`)
      .toBe(shouldShowX(order));
  }
}

/** The diner brings the tab to the front: the watcher fetches the active orders again (§4). */
/** The browser's tab, handed in by the test (machines/ names no browser global). */
export interface BrowserTab {
  /** The diner brings the tab back to the front: the window gets focus. */
  bringToFront(): void;
}
let tab: BrowserTab = {
  bringToFront: () => {
    throw new Error('confirmReceipt app-model: create it with createConfirmReceiptAppModel(tab)');
  },
};

const showList = (orders: () => Listed[]) => async (app: AppDriver) => {
  listed = orders();
  tab.bringToFront();
  await app.settle();
};

const before = new WeakMap<AppDriver, number>();
const tapX = (idOrder: string) => async (app: AppDriver) => {
  // A drawer that just closed plays its 300 ms exit over the cards: a person taps once it has gone.
  if (app.screen.queryByRole('dialog')) await app.wait(400);
  await app.user.click(xControl(app, idOrder) as HTMLElement);
};

const steps: AppStep[] = [
  {
    event: confirmReceiptModel.steps[0].event,
    action: { kind: 'gesture', run: showList(() => [deliveryOrder('order-fresh', '1042', 20)]) },
    // §2/§4: the card shows 'Pedido Activo', the delivery status and 'Compra: #1042'; no X before the hour.
    expectAfter: (app) => {
      const region = carousel(app) as HTMLElement;
      app.expect(region).not.toBeNull();
      app.within(region).getByText('Pedido Activo');
      app.within(region).getByText('Tu pedido está en camino');
      app.expect(xControl(app, '1042')).toBeNull();
    },
  },
  {
    event: confirmReceiptModel.steps[1].event,
    action: { kind: 'gesture', run: showList(() => [deliveryOrder('order-old', '1041', 120)]) },
    expectAfter: (app) => app.expect(xControl(app, '1041')).not.toBeNull(),
  },
  {
    event: confirmReceiptModel.steps[2].event,
    action: { kind: 'gesture', run: showList(() => []) },
    expectAfter: (app) => app.expect(carousel(app)).toBeNull(),
  },
  {
    event: confirmReceiptModel.steps[3].event,
    // §9: the control of the order updated 20 minutes ago appears 40 minutes later (1 ms before: not yet).
    action: { kind: 'clock', ms: 40 * MINUTE },
    expectAfter: (app) => app.expect(xControl(app, '1042')).not.toBeNull(),
  },
  {
    event: confirmReceiptModel.steps[4].event,
    action: { kind: 'gesture', run: tapX('1042') },
    expectAfter: (app) => app.expect(modal(app)).not.toBeNull(),
  },
  {
    event: confirmReceiptModel.steps[5].event,
    action: { kind: 'gesture', run: tapX('1041') },
    expectAfter: (app) => app.expect(modal(app)).not.toBeNull(),
  },
  {
    event: confirmReceiptModel.steps[6].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, receiptPuts(app).length);
        await app.user.click(app.within(modal(app) as HTMLElement).getByRole('button', { name: 'Cancelar' }));
      },
    },
    // Nothing is sent; the modal closes.
    expectAfter: (app) => {
      app.expect(receiptPuts(app)).toHaveLength(before.get(app) ?? 0);
      app.expect(modal(app)).toBeNull();
    },
  },
  {
    event: confirmReceiptModel.steps[7].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, receiptPuts(app).length);
        await app.user.click(app.within(modal(app) as HTMLElement).getByRole('button', { name: 'Aceptar' }));
      },
    },
    // §7: PUT /pedido/updateOrder/{id} with exactly {activeOrder:'false', estadoDeOrden:'RECIBIDO'}.
    expectAfter: (app) => {
      const sent = receiptPuts(app).slice(before.get(app) ?? 0);
      app.expect(sent).toHaveLength(1);
      app.expect(sent[0].path).toMatch(/^\/pedido\/updateOrder\/order-(old|fresh)$/);
      app.expect(sent[0].body).toEqual({ activeOrder: 'false', estadoDeOrden: 'RECIBIDO' });
    },
  },
  {
    event: confirmReceiptModel.steps[8].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'confirmed',
      answer: CONFIRM_RECEIPT_FIXTURES.confirmed,
    },
    // §4: then the active orders are fetched again; the confirmed card's X is gone and the modal closed.
    expectAfter: (app) => {
      const put = receiptPuts(app).at(-1) as RecordedRequest;
      const id = put.path.split('/').at(-1) as string;
      confirmed.add(id);
      app
        .expect(activeFetches(app).length, 'a refetch of the active orders after the answer')
        .toBeGreaterThan(fetchesSeen.get(app) ?? 0);
      app.expect(modal(app)).toBeNull();
      app.expect(xControl(app, id === 'order-old' ? '1041' : '1042')).toBeNull();
    },
  },
  {
    event: confirmReceiptModel.steps[9].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'noConnection',
      answer: CONFIRM_RECEIPT_FIXTURES.noConnection,
    },
    // A clear toast; the control stays for a retry.
    expectAfter: (app) => {
      app.expect(app.toasts().join(' | ')).toContain(FAILED);
      app.expect(modal(app)).toBeNull();
      const put = receiptPuts(app).at(-1) as RecordedRequest;
      app.expect(xControl(app, put.path.endsWith('order-old') ? '1041' : '1042')).not.toBeNull();
    },
  },
];

/** How many times the active orders had been fetched when the previous step was checked. */
const fetchesSeen = new WeakMap<AppDriver, number>();
const countingFetches = (step: AppStep): AppStep => ({
  ...step,
  expectAfter: async (app, before) => {
    await step.expectAfter?.(app, before);
    fetchesSeen.set(app, activeFetches(app).length);
  },
});

/** The executable model, with the browser tab whose focus makes the watcher fetch again. */
export const createConfirmReceiptAppModel = (browserTab: BrowserTab): AppFlowModel => {
  tab = browserTab;
  return confirmReceiptAppModel;
};

const confirmReceiptAppModel: AppFlowModel = {
  model: confirmReceiptModel,
  systemId: 'confirmReceipt',
  start: branchHomeStart(() => {
    listed = [];
    confirmed = new Set();
  }),
  background: branchHomeBackground(() => listed),
  states: {
    'eligibility.evaluating': () => {},
    'eligibility.settled': checkCards,
    'eligibility.waitingForHour': checkCards,
    'receipt.idle': (app) => app.expect(modal(app)).toBeNull(),
    'receipt.asking': (app) => {
      const dialog = modal(app) as HTMLElement;
      app.expect(dialog).not.toBeNull();
      app.expect(isDisabled(app.within(dialog).getByRole('button', { name: 'Aceptar' }))).toBe(false);
      app.within(dialog).getByRole('button', { name: 'Cancelar' });
    },
    'receipt.sending': (app) => {
      const dialog = modal(app) as HTMLElement;
      app.expect(dialog).not.toBeNull();
      app.expect(isDisabled(app.within(dialog).getByRole('button', { name: 'Aceptar' }))).toBe(true);
    },
  },
  steps: steps.map(countingFetches),
  impossible: (events, before) => {
    const event = events[events.length - 1];
    if (event.type !== 'confirmReceipt.requested') return null;
    if (before.stateIds.some((id) => id === 'receipt.asking' || id === 'receipt.sending'))
      return 'the drawer covers the cards: their X controls cannot be tapped until it closes';
    return null;
  },
};
