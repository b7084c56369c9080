// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import {
  BRANCH_ID,
  browser,
  button,
  CARD_TOTAL,
  CASH_TOTAL,
  CHECKOUT,
  CHECKOUT_ORIGIN,
  CHECKOUT_URL_OF_PROVIDER,
  checkoutBackground,
  DRAFT_ORDER_ID,
  FAILED,
  HOME,
  heading,
  ORDER_FIXTURES,
  ORDER_ID,
  orderRequests,
  PENDING_KEY,
  PRODUCT_NAME,
  pathOf,
  quotedTotal,
  SENT,
  SENT_TEXT,
  setVerificationAnswer,
  sinceTap,
  startOnCheckout,
  tapSendOrder,
  verificationRequests,
  WORKING,
} from './checkout-on-the-app';
import { sendOrderModel } from './send-order.model';

/**
 * The processing/result screen on the rendered app (ordering.md §4 "Sending an order and online payment",
 * "Processing screen", §3 "Order creation payload", §8, §9 "Timings"), written from the spec: 'Enviar orden' on
 * CHECKOUT, 3.5 s with 'Cancelar orden' for the first 3 s, POST /pedido/sendorder with the cart's draftOrderId
 * (sent again unchanged when the answer is lost), the provider's window reserved in the tap and pointed at the
 * checkout, 'idOrder' + provider stored, 'Enviamos tu orden' then the branch home with an empty cart after 3 s, the
 * error screen closing after 4 s (refused) or 3 s (no answer). Our reading of a lost answer (the spec gives no
 * figure): 3 sends in all, 1.5 s apart, 20 s without an answer counting as lost.
 */
const step = (index: number) => sendOrderModel.steps[index].event;
const counts = new WeakMap<AppDriver, number>();
const remember = (app: AppDriver, n: number) => {
  counts.set(app, n);
};
const remembered = (app: AppDriver) => counts.get(app) ?? 0;

const onProcessing = (app: AppDriver) => {
  app.expect(pathOf(app)).toBe(CHECKOUT);
  app.expect(button(app, 'Enviar orden')).toBeNull();
};
/** §4: 'Cancelar orden' only during the first 3 s after the tap. */
const CANCEL_VISIBLE_MS = 3000;
const working = (app: AppDriver) => {
  onProcessing(app);
  app.screen.getByRole('heading', { name: WORKING });
  if (sinceTap(app) >= CANCEL_VISIBLE_MS) app.expect(button(app, 'Cancelar orden')).toBeNull();
};
/** The payload §3 names, with this cart's draftOrderId (the same one on every send of the order). */
const expectOrderPayload = (app: AppDriver) => {
  const body = orderRequests(app).at(-1)?.body as Record<string, unknown>;
  app.expect(body).toMatchObject({
    draftOrderId: DRAFT_ORDER_ID,
    idCliente: 'guest-1',
    idLocal: BRANCH_ID,
    storeId: 'brasa-palermo',
    idMarca: 'brand-1',
    total: quotedTotal(),
    type: 'takeaway',
    orderChangeState: 'new',
  });
  app.expect(typeof body.horaRetiro).toBe('string');
};

const steps: AppStep[] = [
  {
    event: step(0),
    action: { kind: 'gesture', run: (app) => tapSendOrder(app, CARD_TOTAL) },
    // A blank window is opened inside the tap (the provider's checkout goes there later); nothing is sent yet.
    expectAfter: (app) => {
      app.expect(browser().windows().at(-1)).toEqual({ url: '', closed: false });
      app.expect(orderRequests(app)).toHaveLength(0);
    },
  },
  {
    event: step(1),
    action: { kind: 'gesture', run: (app) => tapSendOrder(app, CASH_TOTAL) },
    // Paid at the branch: no window.
    expectAfter: (app) => {
      app.expect(browser().windows()).toHaveLength(0);
      app.expect(orderRequests(app)).toHaveLength(0);
    },
  },
  {
    event: step(2),
    action: {
      kind: 'gesture',
      run: async (app) => app.user.click(app.screen.getByRole('button', { name: 'Cancelar orden' })),
    },
    // Back to CHECKOUT, the reserved window closed, nothing sent.
    expectAfter: async (app) => {
      app.screen.getByRole('button', { name: 'Enviar orden' });
      app
        .expect(
          browser()
            .windows()
            .every((w) => w.closed),
        )
        .toBe(true);
      app.expect(orderRequests(app)).toHaveLength(0);
    },
  },
  // 'Cancelar orden' for the first 3 s.
  { event: step(3), action: { kind: 'clock', ms: 3000 } },
  {
    event: step(4),
    action: { kind: 'clock', ms: 3500 },
    expectAfter: (app) => {
      app.expect(orderRequests(app)).toHaveLength(1);
      expectOrderPayload(app);
    },
  },
  {
    event: step(5),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/sendorder$/,
      fixture: 'withPreference',
      answer: ORDER_FIXTURES.withPreference,
    },
    // The key stored, the window pointed at the provider's checkout, verification starting.
    expectAfter: (app) => {
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
      app.expect(browser().windows().at(-1)).toEqual({ url: CHECKOUT_URL_OF_PROVIDER, closed: false });
      app.screen.getByText('Iniciando verificación de pago...');
    },
  },
  {
    event: step(6),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/sendorder$/,
      fixture: 'created',
      answer: ORDER_FIXTURES.created,
    },
    expectAfter: (app) => {
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
      app
        .expect(
          browser()
            .windows()
            .every((w) => w.closed),
        )
        .toBe(true);
    },
  },
  {
    event: step(7),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/sendorder$/,
      fixture: 'pickUpRefused',
      answer: ORDER_FIXTURES.pickUpRefused,
    },
    // The server's message under the heading; the window closed.
    expectAfter: (app) => {
      app.screen.getByText('Debe seleccionar una hora de retiro');
      app
        .expect(
          browser()
            .windows()
            .every((w) => w.closed),
        )
        .toBe(true);
    },
  },
  {
    event: step(8),
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/sendorder$/,
      fixture: 'noConnection',
      answer: ORDER_FIXTURES.noConnection,
    },
    expectAfter: (app) => remember(app, orderRequests(app).length),
  },
  {
    event: step(9),
    action: { kind: 'clock', ms: 1500 },
    // Sent again, the same payload (the same draftOrderId).
    expectAfter: (app) => {
      app.expect(orderRequests(app)).toHaveLength(remembered(app) + 1);
      const [first, last] = [orderRequests(app)[0], orderRequests(app).at(-1)];
      app.expect(last?.body).toEqual(first?.body);
    },
  },
  {
    event: step(10),
    action: { kind: 'clock', ms: 20000 },
    expectAfter: (app) => remember(app, orderRequests(app).length),
  },
  {
    event: step(11),
    action: {
      kind: 'gesture',
      // 'Aprobar' in the sandbox: its page posts {type:'close'} to the app from its origin; verification asks.
      run: async () => {
        setVerificationAnswer('approved');
        await browser().postMessage({ type: 'close' }, CHECKOUT_ORIGIN);
      },
    },
    expectAfter: (app) => {
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    },
  },
  {
    event: step(12),
    action: {
      kind: 'gesture',
      // 'Rechazar' in the sandbox, then the window is closed each time verification asks again (3 attempts).
      run: async (app) => {
        setVerificationAnswer('rejected');
        for (let i = 0; i < 3 && !heading(app, FAILED); i += 1) {
          await browser().postMessage({ type: 'close' }, CHECKOUT_ORIGIN);
        }
      },
    },
    expectAfter: (app) => {
      app.screen.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.');
      app.expect(app.readLocal(PENDING_KEY)).toBeNull();
    },
  },
  {
    event: step(13),
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, verificationRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Verificar nuevamente' }));
      },
    },
    // Asked again at once with the order's own id (the key was removed after the last attempt).
    expectAfter: (app) => {
      app.expect(verificationRequests(app)).toHaveLength(remembered(app) + 1);
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    },
  },
  {
    event: step(14),
    action: {
      kind: 'gesture',
      run: async (app) => app.user.click(app.screen.getByRole('button', { name: 'Ver orden' })),
    },
    // Back to the order: CHECKOUT with the cart kept (its total, $ 13.900 or $ 250, still to pay).
    expectAfter: (app) => {
      app.screen.getByRole('button', { name: 'Enviar orden' });
      app
        .expect(app.screen.getAllByText(`$ ${quotedTotal().toLocaleString('es-AR')}`).length)
        .toBeGreaterThan(0);
    },
  },
  {
    event: step(15),
    action: { kind: 'clock', ms: 3000 },
    // The branch home, the cart emptied.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(HOME);
      app.expect(app.screen.queryByText(PRODUCT_NAME)).toBeNull();
    },
  },
  // The refused order's screen closes after 4 s, the lost one's after 3 s.
  { event: step(16), action: { kind: 'clock', ms: 4000 } },
  { event: step(17), action: { kind: 'clock', ms: 3000 } },
  {
    event: step(18),
    action: {
      kind: 'gesture',
      // The attempts ran out while the diner was still in the provider's window; its 'Cerrar' posts the close.
      run: async (app) => {
        remember(app, verificationRequests(app).length);
        await browser().postMessage({ type: 'close' }, CHECKOUT_ORIGIN);
      },
    },
    // The working face again, and the server asked at once with the order's own id (the key was removed).
    expectAfter: (app) => {
      app.expect(verificationRequests(app)).toHaveLength(remembered(app) + 1);
      app.expect(verificationRequests(app).at(-1)?.body).toEqual({ idPayment: ORDER_ID, idLocal: BRANCH_ID });
    },
  },
  {
    event: step(19),
    action: {
      kind: 'navigation',
      // The diner reloads CHECKOUT while the order's payment is stored (§4 step 5, "on load, when a stored id
      // exists"): the app opens again, checks the key, and CHECKOUT gives way to the processing screen.
      run: async (app) => {
        if (!app.reload) throw new Error('the runner cannot reload the app');
        remember(app, verificationRequests(app).length);
        app.writeLocal(PENDING_KEY, ORDER_ID);
        await app.reload(CHECKOUT);
      },
    },
    // The processing screen with the first line, no 'Cancelar orden' (the order was sent before the reload); the
    // key kept, nothing asked yet (§9: the check on load waits 5000 ms first).
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(CHECKOUT);
      app.screen.getByRole('heading', { name: WORKING });
      app.screen.getByText('Iniciando verificación de pago...');
      app.expect(button(app, 'Cancelar orden')).toBeNull();
      app.expect(app.readLocal(PENDING_KEY)).toBe(ORDER_ID);
      app.expect(verificationRequests(app)).toHaveLength(remembered(app));
    },
  },
];

/**
 * An approval CHECKOUT (idle) hears with no screen showing the run: the active-orders watcher listing the order as
 * settled after 'Ver orden' (paymentVerification's pending `activeOrdersSeen`); a run on load is offered to the
 * screen as CHECKOUT opens (the reload step), so it reaches the working face first.
 */
const NOT_FROM_CHECKOUT =
  "an approval heard on CHECKOUT (idle) comes only from the active-orders watcher (pending in paymentVerification's app-model); tests/machines/send-order covers it";

export const sendOrderAppModel: AppFlowModel = {
  model: sendOrderModel,
  systemId: 'sendOrder',
  // main.tsx's check on load runs, so that a reload with the order's payment stored shows it (step 19).
  start: { ...startOnCheckout(), pendingPaymentCheck: true },
  background: checkoutBackground(true),
  impossible: (events, before) =>
    events.at(-1)?.type === 'sendOrder.paymentVerified' && before.stateIds.includes('idle')
      ? NOT_FROM_CHECKOUT
      : null,
  states: {
    idle: (app) => {
      app.expect(heading(app, WORKING)).toBeNull();
      app.expect(heading(app, FAILED)).toBeNull();
      app.expect(heading(app, SENT)).toBeNull();
      // On CHECKOUT with 'Enviar orden', or at the branch home after an order was sent.
      if (pathOf(app) === CHECKOUT) app.screen.getByRole('button', { name: 'Enviar orden' });
      else app.expect(pathOf(app)).toBe(HOME);
    },
    'waiting.cancellable': (app) => {
      working(app);
      app.expect(sinceTap(app)).toBeLessThan(CANCEL_VISIBLE_MS);
      app.screen.getByRole('button', { name: 'Cancelar orden' });
    },
    'waiting.committed': (app) => {
      working(app);
      app.expect(button(app, 'Cancelar orden')).toBeNull();
    },
    sending: (app) => {
      working(app);
      app.expect(button(app, 'Cancelar orden')).toBeNull();
    },
    retrying: (app) => {
      working(app);
      app.expect(button(app, 'Cancelar orden')).toBeNull();
    },
    awaitingPayment: (app) => {
      working(app);
      app.expect(app.readLocal(PENDING_KEY) ?? ORDER_ID).toBe(ORDER_ID);
      app.screen.getByText(/^(Iniciando verificación|Verificando pago|Reintentando en)/);
    },
    succeeded: (app) => {
      onProcessing(app);
      app.screen.getByRole('heading', { name: SENT });
      app.screen.getByText(SENT_TEXT);
    },
    orderFailed: (app) => {
      onProcessing(app);
      app.screen.getByRole('heading', { name: FAILED });
      app.screen.getByRole('button', { name: 'Ver orden' });
      app.expect(button(app, 'Verificar nuevamente')).toBeNull();
    },
    requestFailed: (app) => {
      onProcessing(app);
      app.screen.getByRole('heading', { name: FAILED });
      app.screen.getByRole('button', { name: 'Ver orden' });
      app.expect(button(app, 'Verificar nuevamente')).toBeNull();
    },
    paymentFailed: (app) => {
      onProcessing(app);
      app.screen.getByRole('heading', { name: FAILED });
      app.screen.getByRole('button', { name: 'Verificar nuevamente' });
      app.screen.getByRole('button', { name: 'Ver orden' });
    },
  },
  steps,
};
