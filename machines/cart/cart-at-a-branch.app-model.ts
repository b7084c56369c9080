// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import { SAVED as CASA } from '../address-search/address-search-on-the-app';
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { cartModel } from './cart.model';

/**
 * The cart's steps at a branch (issue 9, h4, 25 Nov), apart from cart.app-model.ts: Brasa Palermo Soho reached by
 * its link (§1 HOME/{id}/{storeId}: the order is kept, unlike a choice at BASE), ORDER_SUMMARY's quote (POST
 * /pedido/quote?unavailable=mark) and suggestions (POST /menu/complementaryprodorder) held until their `server`
 * steps answer, and CHECKOUT's choices, which the cart keeps (§4 "Setters"): each gesture opens CHECKOUT, makes
 * the choice, leaves to the branch home and opens CHECKOUT again, where the choice must still show (CHECKOUT reads
 * it from the cart when it opens). Every figure is written out from ordering.md, never read from the app's rules.
 */

const CHECKOUT = '/checkout';
const ADDRESS_LIST = '/checkout/datos-de-entrega';
export const BRANCH_HOME = '/sucursal/local-1/brasa-palermo';
const QUOTE_PATH = /^\/pedido\/quote\?unavailable=mark$/;
const SUGGESTIONS_PATH = /^\/menu\/complementaryprodorder$/;
const ACTIVE_PATH = /^\/pedido\/active\//;

const ok = (data: unknown): ServerAnswer => ({ status: 200, body: { status: 'success', data } });
const weekday = { open: '00:00', close: '23:59' };

/** Brasa Palermo Soho as GET /local/{id} answers it: open, every way of ordering, open every day. */
const palermo = {
  id: 'local-1',
  _id: 'local-1',
  storeId: 'brasa-palermo',
  idMarca: 'brand-1',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850',
  status: 'open',
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
  schedule: Object.fromEntries(
    ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [d, weekday]),
  ),
};

/** The diner's open table order at Brasa Palermo Soho (GET /pedido/active), when the path's gesture has one. */
const tableOrder = {
  _id: 'order-9',
  idLocal: 'local-1',
  type: 'mesa',
  orderStatus: 'ACEPTADO',
  mesa: 4,
  mesaId: 40,
};
const activeOrders: { now: unknown[] } = { now: [] };
/** What POST /pedido/delivery/estimate offers to 'Casa' (§3 "Delivery estimate"). */
const MOTO = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };

type PayloadLine = { orderProductId?: string; sku?: string; price?: number; quantity?: number };
/** docs/api.md POST /pedido/quote: the lines priced as sent (the server agrees with the cart), or `withdrawn`. */
const quoteOf =
  (withdrawn: boolean) =>
  (request: RecordedRequest): ServerAnswer => {
    const lines = ((request.body as { orderPayment?: PayloadLine[] } | null)?.orderPayment ?? []).map(
      (l) => ({
        orderProductId: l.orderProductId,
        upsellingId: null,
        sku: l.sku,
        quantity: l.quantity ?? 1,
        price: l.price ?? 0,
        total: (l.price ?? 0) * (l.quantity ?? 1),
      }),
    );
    const subtotal = withdrawn ? 0 : lines.reduce((sum, l) => sum + l.total, 0);
    return ok({
      subtotal,
      total: subtotal,
      shipping: 0,
      lines: withdrawn ? [] : lines,
      unavailable: withdrawn
        ? lines.map((l) => ({
            orderProductId: l.orderProductId,
            upsellingId: null,
            sku: l.sku,
            name: 'Hamburguesa clásica',
          }))
        : [],
    });
  };
const asTaken = (answer: (request: RecordedRequest) => ServerAnswer) =>
  answer({ method: 'POST', path: '/pedido/quote?unavailable=mark', body: null });

/** The branch, the open table order (or none), the saved address 'Casa' and its estimate: never held. */
export const BRANCH_BACKGROUND: NonNullable<AppFlowModel['background']> = [
  { method: 'GET', path: /^\/local\//, fixture: 'Brasa Palermo Soho', answer: ok([palermo]) },
  {
    method: 'GET',
    path: ACTIVE_PATH,
    fixture: 'no open order, or the table order the gesture says',
    answer: () => ok(activeOrders.now),
  },
  { method: 'GET', path: /^\/pedido\/direccion\//, fixture: "the saved address 'Casa'", answer: ok([CASA]) },
  {
    method: 'POST',
    path: /^\/pedido\/delivery\/estimate$/,
    fixture: 'Moto $ 1.800',
    answer: ok({ estimaciones: [MOTO] }),
  },
];

const stepOf = (type: string) => {
  const step = cartModel.steps.find((s) => s.event.type === type);
  if (!step) throw new Error(`cart.model.ts has no ${type} step`);
  return step.event;
};

/** The branch home shows Brasa Palermo Soho and the checkout bar still offers the order ('Ver orden'). */
const atBranchHome = (app: AppDriver) => {
  app.expect(app.url()).toBe(BRANCH_HOME);
  app.expect(app.screen.getAllByText('Brasa Palermo Soho').length).toBeGreaterThan(0);
  app.screen.getByRole('button', { name: 'Ver orden' });
};

const until = async (app: AppDriver, ready: () => boolean) => {
  for (let i = 0; i < 300 && !ready(); i += 1) await app.settle();
};
const radio = (app: AppDriver, name: string) =>
  app.screen.queryByRole('radio', { name }) as HTMLInputElement | null;
const TYPES = ['Consumir aquí', 'Para llevar', 'Delivery'];
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const row = (app: AppDriver, label: string): string | null => {
  const term = app.screen.queryAllByRole('term').find((t) => normalise(t.textContent) === label);
  return term ? normalise(term.nextElementSibling?.textContent) : null;
};

/** What CHECKOUT showed when opened again after the choice, per running app. */
interface Reopened {
  checked: string | null;
  table: boolean;
  address: string | null;
  option: string | null;
  pickUp: string | null;
}
const reopened = new WeakMap<AppDriver, Reopened>();

/** Opens CHECKOUT (from the branch home) and waits for its consume-type chooser. */
const openCheckout = async (app: AppDriver) => {
  if (app.url() !== BRANCH_HOME) await app.navigate(BRANCH_HOME);
  await app.navigate(CHECKOUT);
  await until(app, () => radio(app, 'Para llevar') !== null && !radio(app, 'Para llevar')?.disabled);
};

/**
 * The choice made by `choose` on CHECKOUT; then the branch home, and CHECKOUT opened again (no open table order
 * any more): what it shows then is recorded; the path goes on from the branch home.
 */
const onCheckout = (choose: (app: AppDriver) => Promise<void>) => async (app: AppDriver) => {
  await openCheckout(app);
  await choose(app);
  await app.settle();
  activeOrders.now = [];
  await app.navigate(BRANCH_HOME);
  await openCheckout(app);
  reopened.set(app, {
    checked: TYPES.find((name) => radio(app, name)?.checked) ?? null,
    table: app.screen.queryByText('Mesa 4') !== null,
    address: row(app, 'Dirección de entrega'),
    option: row(app, 'Opción de entrega'),
    pickUp: (app.screen.queryByLabelText('Horario de retiro') as HTMLInputElement | null)?.value ?? null,
  });
  await app.navigate(BRANCH_HOME);
};

const chooseType = (name: string) => async (app: AppDriver) => {
  const input = radio(app, name);
  if (!input) throw new Error(`CHECKOUT shows no '${name}'`);
  if (!input.checked) await app.user.click(input);
};

/** 'Delivery', then the saved address 'Casa' on 'Datos de entrega' (its estimate offers Moto). */
const chooseCasa = async (app: AppDriver) => {
  await chooseType('Delivery')(app);
  await app.settle();
  if (app.url() !== ADDRESS_LIST) await app.navigate(ADDRESS_LIST);
  await app.user.click(await app.screen.findByRole('button', { name: /Casa/ }));
  await app.settle();
};

/** Tomorrow at 12:00 at the branch (Buenos Aires, UTC−3) as the date-time field gives it: inside its hours. */
const tomorrowNoon = () => `${new Date(Date.now() + 21 * 3_600_000).toISOString().slice(0, 10)}T12:00`;

/** 'Para llevar', then 'Horario de retiro' set to tomorrow at 12:00 (the whole value, as the picker gives it). */
const choosePickUp = async (app: AppDriver) => {
  await chooseType('Para llevar')(app);
  await app.settle();
  const input = app.screen.getByLabelText('Horario de retiro') as HTMLInputElement;
  await app.user.clear(input);
  await app.user.click(input);
  await app.user.paste(tomorrowNoon());
  await app.settle();
};

/** Opening CHECKOUT while the diner has an open table order (Mesa 4) there: 'Consumir aquí' is locked to it. */
const withTableOrder = async (app: AppDriver) => {
  activeOrders.now = [tableOrder];
  await app.navigate(BRANCH_HOME);
  await app.navigate(CHECKOUT);
  await until(app, () => app.screen.queryByText('Mesa 4') !== null);
};

const expectReopened = (expected: Partial<Reopened>) => (app: AppDriver) => {
  app.expect(app.url()).toBe(BRANCH_HOME);
  app.expect(reopened.get(app)).toMatchObject(expected);
};

/** The checkout bar's count ('{n} productos seleccionados'), or null when it does not show. */
const barCount = (app: AppDriver): number | null => {
  const text = app.screen.queryByText(/^\d+ productos seleccionados$/)?.textContent;
  return text ? Number.parseInt(text, 10) : null;
};
const added = new WeakMap<
  AppDriver,
  { before: number | null; after: number | null; url: string; from: string }
>();
const productDialog = (app: AppDriver) => app.screen.queryByRole('dialog', { name: 'Hamburguesa clásica' });

/**
 * §4 "Saving the prepared product": the burger's product overlay over the page the diner is on
 * ('{page}/product/HAM-003'), its one bread chosen, then 'Agregar al pedido': the overlay closes over that page.
 */
const addBurger = async (app: AppDriver) => {
  const from = app.url();
  const before = barCount(app);
  await app.navigate(`${from === '/' ? '' : from}/product/HAM-003`);
  await until(app, () => productDialog(app)?.querySelector('.stepper') != null);
  const dialog = productDialog(app);
  if (!dialog) throw new Error('the product overlay did not open');
  const inDialog = app.within(dialog);
  const bread = (inDialog.queryByRole('radio', { name: /Pan brioche/ }) ??
    inDialog.getByRole('checkbox', { name: /Pan brioche/ })) as HTMLInputElement;
  if (!bread.checked) await app.user.click(bread);
  await app.user.click(app.within(dialog).getByRole('button', { name: 'Agregar al pedido' }));
  await until(app, () => productDialog(app) === null);
  added.set(app, { before, after: barCount(app), url: app.url(), from });
};

export const branchSteps: AppStep[] = [
  {
    event: stepOf('cart.lineAdded'),
    action: { kind: 'gesture', run: addBurger },
    // The overlay closed over the page it opened on; one more product in the order.
    expectAfter: (app) => {
      const seen = added.get(app);
      app.expect(seen?.url).toBe(seen?.from);
      if (seen?.from === '/resumen-de-orden')
        app.expect(app.screen.getAllByTestId('summary-line')).toHaveLength(2);
      else app.expect(seen?.after).toBe((seen?.before ?? 0) + 1);
    },
  },
  {
    event: cartModel.steps[0]?.event ?? { type: 'cart.branchChanged' },
    action: { kind: 'navigation', run: (app) => app.navigate(BRANCH_HOME) },
    // §1: the branch's link opens its home and keeps the order (the bar's 'Ver orden').
    expectAfter: atBranchHome,
  },
  {
    event: stepOf('xstate.done.actor.quoteCart'),
    action: {
      kind: 'server',
      method: 'POST',
      path: QUOTE_PATH,
      fixture: 'quoted as sent',
      answer: asTaken(quoteOf(false)),
      answerFor: quoteOf(false),
    },
    // §2 "Order summary": 'Total verificado' shows the server's total, the same as 'Total'.
    expectAfter: (app) =>
      app
        .expect(app.screen.getByTestId('server-total').textContent)
        .toBe(app.screen.getByTestId('cart-total').textContent),
  },
  {
    event: cartModel.steps.find((s) => s.step.includes('was withdrawn'))?.event ?? { type: 'none' },
    action: {
      kind: 'server',
      method: 'POST',
      path: QUOTE_PATH,
      fixture: 'the burger withdrawn',
      answer: asTaken(quoteOf(true)),
      answerFor: quoteOf(true),
    },
    // Issue 12: the alert names the withdrawn burger, with its 'Quitar'.
    expectAfter: (app) => {
      app.screen.getByRole('button', { name: 'Quitar Hamburguesa clásica de la orden' });
      app.expect(app.screen.getByTestId('server-total').textContent).toMatch(/^\$\s0,00$/);
    },
  },
  {
    event: stepOf('cart.withdrawnLineRemoved'),
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(
          app.screen.getByRole('button', { name: 'Quitar Hamburguesa clásica de la orden' }),
        );
        await app.settle();
      },
    },
    // The withdrawn line is gone: ORDER_SUMMARY has no line left.
    expectAfter: (app) => {
      app.expect(app.screen.queryAllByTestId('summary-line')).toHaveLength(0);
      app.screen.getByText('No hay productos en la orden');
    },
  },
  {
    event: stepOf('xstate.error.actor.quoteCart'),
    action: {
      kind: 'server',
      method: 'POST',
      path: QUOTE_PATH,
      fixture: 'no connection',
      answer: { status: 0, networkError: true },
    },
    // 'Total verificado' shows '—' (an emptied summary shows no totals at all).
    expectAfter: (app) => {
      const server = app.screen.queryByTestId('server-total');
      // A change made while the failed quote was out is quoted again at once ('Verificando precios…').
      const again = app.requests().some((r) => QUOTE_PATH.test(r.path) && r.answered === false);
      if (app.screen.queryAllByTestId('summary-line').length === 0) app.expect(server).toBeNull();
      else app.expect(server?.textContent).toBe(again ? 'Verificando precios…' : '—');
    },
  },
  {
    event: stepOf('xstate.error.actor.fetchSuggestions'),
    action: {
      kind: 'server',
      method: 'POST',
      path: SUGGESTIONS_PATH,
      fixture: 'no connection',
      answer: { status: 0, networkError: true },
    },
    expectAfter: (app) => app.expect(app.screen.queryByText('¿Querés sumar algo más?')).toBeNull(),
  },
  {
    event: stepOf('cart.consumeTypeSet'),
    action: { kind: 'gesture', run: onCheckout(chooseType('Para llevar')) },
    // §4 "Setters": CHECKOUT opened again still has 'Para llevar' chosen.
    expectAfter: expectReopened({ checked: 'Para llevar' }),
  },
  {
    event: stepOf('cart.addressSet'),
    action: { kind: 'gesture', run: onCheckout(chooseCasa) },
    expectAfter: expectReopened({
      checked: 'Delivery',
      address: 'Casa Honduras 4850, C1414 CABA, Argentina',
    }),
  },
  {
    event: stepOf('cart.deliveryOptionSet'),
    action: { kind: 'gesture', run: onCheckout(chooseCasa) },
    expectAfter: expectReopened({ checked: 'Delivery', option: 'Moto: $ 1.800' }),
  },
  {
    event: stepOf('cart.pickUpTimeSet'),
    action: { kind: 'gesture', run: onCheckout(choosePickUp) },
    // §5 "Pick-up time": CHECKOUT opened again shows the time kept in the order.
    expectAfter: (app) => expectReopened({ checked: 'Para llevar', pickUp: tomorrowNoon() })(app),
  },
  {
    event: stepOf('cart.tableSet'),
    action: { kind: 'gesture', run: onCheckout(withTableOrder) },
    // §4 "Open table order": the table stays in the order when CHECKOUT opens again without the open order.
    expectAfter: expectReopened({ checked: 'Consumir aquí', table: true }),
  },
];

/** Ready, not walked: the generator reaches the suggestions' answer only past a pending step (cart.app-model.ts). */
export const SUGGESTED: AppStep = {
  event: stepOf('xstate.done.actor.fetchSuggestions'),
  action: {
    kind: 'server',
    method: 'POST',
    path: SUGGESTIONS_PATH,
    fixture: 'Limonada',
    answer: ok([{ _id: 'p-9', sku: 'BEB-001', name: 'Limonada', price: 1200 }]),
  },
  expectAfter: (app) => {
    app.screen.getByText('¿Querés sumar algo más?');
    app.screen.getByText('Limonada');
  },
};
