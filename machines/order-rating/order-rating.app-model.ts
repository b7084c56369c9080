// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import { branchHomeBackground, branchHomeStart, PALERMO_ID } from '../active-orders/branch-home-on-the-app';
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { orderRatingModel } from './order-rating.model';

/**
 * The order rating prompt on the rendered app (ordering.md §2 "Modals used by ordering", §3 "Order rating
 * payload", §4 "Order rating prompt", §5 "Order rating", §7 PUT /pedido/updateOrder/{id}, §8 toasts), written from
 * the spec. A guest on the branch home of Brasa Palermo Soho; the activeOrders watcher (opened by the app once there
 * is a user) fetches GET /pedido/active/guest-1, answered with the list the step puts there, and the diner brings
 * the tab back to the front (window focus) so the watcher fetches it again and tells the prompt. The orders prompted
 * on an earlier visit are this app's own localStorage key (docs/ordering-order-rating.md).
 */

const RECOLETA_ID = '64b7f0a1c2d3e4f510000002';
/** The prompted order ids (`{prefix}_order_rating_prompted`, prefix 'app' in tests). */
const PROMPTED_KEY = 'app_order_rating_prompted';

/** An active order as GET /pedido/active answers it. */
const activeOrder = (
  _id: string,
  idOrder: string,
  type: string,
  estadoDeOrden: string,
  orderStatus: string,
  branch: { id: string; storeId: string; name: string },
) => ({
  _id,
  idOrder,
  idLocal: branch.id,
  storeId: branch.storeId,
  localInfo: { nameLocal: branch.name },
  type,
  estadoDeOrden,
  orderStatus,
  activeOrder: true,
  update: '2026-11-23T12:00:00.000Z',
  created: '2026-11-23T11:40:00.000Z',
  orderPayment: [{ name: 'Morcilla', quantity: 1, price: 4200 }],
});
const PALERMO = { id: PALERMO_ID, storeId: 'brasa-palermo', name: 'Brasa Palermo Soho' };
const RECOLETA = { id: RECOLETA_ID, storeId: 'brasa-recoleta', name: 'Brasa Recoleta' };
const ORDERS = {
  cooking: activeOrder('order-1', '1042', 'takeaway', 'COCINA', 'COCINA', PALERMO),
  pickedUp: activeOrder('order-1', '1042', 'takeaway', 'RETIRADO', 'ENVIADO', PALERMO),
  paidTable: activeOrder('order-2', '1043', 'mesa', 'PREPARADO', 'PAGADO', RECOLETA),
};
type Listed = (typeof ORDERS)[keyof typeof ORDERS];
const BRANCH_OF: Record<string, string> = { 'order-1': PALERMO.name, 'order-2': RECOLETA.name };

/** What GET /pedido/active/guest-1 answers now (one app runs at a time; reset when each starts). */
let listed: Listed[] = [];

export const ORDER_RATING_FIXTURES = {
  saved: { status: 200, body: { status: 'success', data: { _id: 'order-1', activeOrder: false } } },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

const TITLE = /^¿Cómo fue tu experiencia en (.+)\?$/;
const SENT = '¡Gracias por compartir tu experiencia!';
const FAILED = 'No se pudo compartir tu experiencia. Por favor, inténtalo de nuevo.';
const TEXT_LABEL = 'Comparte tu experiencia en el lugar';
const TEXT = 'Todo muy rico';

/** The open rating prompt (a closing one plays its exit, marked data-exiting, and counts as closed). */
const modal = (app: AppDriver) => {
  const dialog = app.screen.queryByRole('dialog', { name: TITLE });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
const isDisabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';
const ratingPuts = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'PUT' && r.path.startsWith('/pedido/updateOrder/'));
/** The toasts on screen, as one text (each toast's item also holds its close control). */
const toasts = (app: AppDriver) => app.toasts().join(' | ');
/** The order ids the app remembers as prompted, oldest first. */
const stored = (app: AppDriver): string[] => JSON.parse(app.readLocal(PROMPTED_KEY) ?? '[]');
/** The order the open prompt is about: the listed order whose branch its title names. */
function promptedId(app: AppDriver): string {
  const title = app.within(modal(app) as HTMLElement).getByRole('heading', { name: TITLE }).textContent ?? '';
  const branch = TITLE.exec(title)?.[1];
  const order = listed.find((o) => BRANCH_OF[o._id] === branch);
  app.expect(order, `a listed order at ${branch}`).toBeDefined();
  return (order as Listed)._id;
}
const send = (dialog: HTMLElement, app: AppDriver) =>
  app.within(dialog).getByRole('button', { name: 'Enviar' });
const textArea = (dialog: HTMLElement, app: AppDriver) =>
  app.within(dialog).getByRole('textbox', { name: TEXT_LABEL }) as HTMLTextAreaElement;
const checkedStars = (dialog: HTMLElement, app: AppDriver) =>
  app
    .within(dialog)
    .getAllByRole('radio')
    .filter((r) => (r as HTMLInputElement).checked)
    .map((r) => r.getAttribute('value'));

/** A refetch of the active orders after the newest PUT (§4: submit and close both refetch). */
function expectRefetchAfterPut(app: AppDriver) {
  const requests = app.requests();
  const put = ratingPuts(app).at(-1) as RecordedRequest;
  const putAt = requests.indexOf(put);
  app
    .expect(
      requests.findIndex((r, i) => i > putAt && r.method === 'GET' && r.path === '/pedido/active/guest-1'),
      'GET /pedido/active/guest-1 after the PUT',
    )
    .toBeGreaterThan(-1);
}

/**
 * The diner brings the tab to the front: the watcher fetches the active orders again (§4). Whenever the prompt is
 * open, it names the branch of a listed order that is not stored as answered yet: the id is stored when the diner
 * answers (a reload meanwhile prompts again), never when the prompt opens.
 */
const showList = (orders: () => Listed[]) => ({
  action: {
    kind: 'gesture' as const,
    run: async (app: AppDriver) => {
      listed = orders();
      await app.focusWindow();
      await app.settle();
    },
  },
  expectAfter: (app: AppDriver) => {
    const dialog = modal(app);
    if (!dialog) return;
    app.expect(stored(app), 'not stored as answered while the prompt is open').not.toContain(promptedId(app));
  },
});

const before = new WeakMap<AppDriver, { puts: number; text: string; orderId: string }>();
const answered = (app: AppDriver) => before.get(app)?.orderId ?? '';

const steps: AppStep[] = [
  {
    event: orderRatingModel.steps[0].event,
    // The stored list is read again as each list arrives: as this tab left it (nothing from an earlier visit).
    action: { kind: 'local', fixture: 'nothing prompted elsewhere', arrange: () => {} },
  },
  {
    event: orderRatingModel.steps[1].event,
    action: {
      kind: 'local',
      fixture: 'order-1 prompted on an earlier visit (or in another tab)',
      arrange: (app) =>
        app.writeLocal(PROMPTED_KEY, JSON.stringify([...new Set(['order-1', ...stored(app)])])),
    },
  },
  { event: orderRatingModel.steps[2].event, ...showList(() => [ORDERS.cooking]) },
  { event: orderRatingModel.steps[3].event, ...showList(() => [ORDERS.pickedUp]) },
  { event: orderRatingModel.steps[4].event, ...showList(() => [ORDERS.pickedUp, ORDERS.paidTable]) },
  {
    event: orderRatingModel.steps[5].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(
          app.within(modal(app) as HTMLElement).getByRole('radio', { name: '4 estrellas' }),
        );
      },
    },
    // §5: with 1–5 stars chosen 'Enviar' is enabled; the fourth star is the chosen one.
    expectAfter: (app) => {
      const dialog = modal(app) as HTMLElement;
      app.expect(checkedStars(dialog, app)).toEqual(['4']);
      app.expect(isDisabled(send(dialog, app))).toBe(false);
    },
  },
  {
    event: orderRatingModel.steps[6].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        const area = textArea(modal(app) as HTMLElement, app);
        await app.user.clear(area);
        await app.user.click(area);
        await app.user.paste(TEXT);
      },
    },
    expectAfter: (app) => app.expect(textArea(modal(app) as HTMLElement, app).value).toBe(TEXT),
  },
  {
    event: orderRatingModel.steps[7].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        const dialog = modal(app) as HTMLElement;
        before.set(app, {
          puts: ratingPuts(app).length,
          text: textArea(dialog, app).value,
          orderId: promptedId(app),
        });
        await app.user.click(send(dialog, app));
      },
    },
    // §3/§7: PUT /pedido/updateOrder/{the prompted order} with exactly {activeOrder:'false', experiencia, valoracion}.
    expectAfter: (app) => {
      const { puts, text } = before.get(app) ?? { puts: 0, text: '' };
      const sent = ratingPuts(app).slice(puts);
      app.expect(sent).toHaveLength(1);
      app.expect(sent[0].path).toBe(`/pedido/updateOrder/${answered(app)}`);
      app.expect(sent[0].body).toEqual({ activeOrder: 'false', experiencia: text, valoracion: 4 });
      app.expect(stored(app), 'not stored until the rating is saved').not.toContain(answered(app));
    },
  },
  {
    event: orderRatingModel.steps[8].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'saved',
      answer: ORDER_RATING_FIXTURES.saved,
    },
    // §8: the thank-you toast; the prompt closes and the active orders are fetched again (§4).
    expectAfter: (app) => {
      app.expect(toasts(app)).toContain(SENT);
      app.expect(toasts(app)).not.toContain(FAILED);
      expectRefetchAfterPut(app);
      app.expect(stored(app).at(-1), 'stored as answered once saved').toBe(answered(app));
    },
  },
  {
    event: orderRatingModel.steps[9].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'noConnection',
      answer: ORDER_RATING_FIXTURES.noConnection,
    },
    // §8 failure toast; the prompt stays with the stars and the text for a retry, nothing refetched.
    expectAfter: (app) => {
      app.expect(toasts(app)).toContain(FAILED);
      const dialog = modal(app) as HTMLElement;
      app.expect(dialog).not.toBeNull();
      app.expect(checkedStars(dialog, app)).toEqual(['4']);
      app.expect(textArea(dialog, app).value).toBe(before.get(app)?.text ?? '');
      app.expect(stored(app), 'not stored after a failed send').not.toContain(answered(app));
      app.expect(isDisabled(send(dialog, app))).toBe(false);
    },
  },
  {
    event: orderRatingModel.steps[10].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, { puts: ratingPuts(app).length, text: '', orderId: promptedId(app) });
        await app.user.click(app.within(modal(app) as HTMLElement).getByRole('button', { name: 'Cerrar' }));
      },
    },
    // §4: closing sends {activeOrder:'false'} only (no stars, no text), for the prompted order.
    expectAfter: (app) => {
      const sent = ratingPuts(app).slice(before.get(app)?.puts ?? 0);
      app.expect(sent).toHaveLength(1);
      app.expect(sent[0].path).toBe(`/pedido/updateOrder/${answered(app)}`);
      app.expect(sent[0].body).toEqual({ activeOrder: 'false' });
      // Closing is the diner's answer: stored at once, so a failed close never prompts again.
      app.expect(stored(app).at(-1), 'stored as answered on closing').toBe(answered(app));
    },
  },
  {
    event: orderRatingModel.steps[11].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        before.set(app, { puts: ratingPuts(app).length, text: '', orderId: promptedId(app) });
        await app.back();
      },
    },
    // Back closes the sheet as a tap outside does: §4's closing, {activeOrder:'false'} only.
    expectAfter: (app) => {
      app.expect(modal(app)).toBeNull();
      const sent = ratingPuts(app).slice(before.get(app)?.puts ?? 0);
      app.expect(sent).toHaveLength(1);
      app.expect(sent[0].path).toBe(`/pedido/updateOrder/${answered(app)}`);
      app.expect(sent[0].body).toEqual({ activeOrder: 'false' });
      // Closing is the diner's answer: stored at once, so a failed close never prompts again.
      app.expect(stored(app).at(-1), 'stored as answered on closing').toBe(answered(app));
    },
  },
  {
    event: orderRatingModel.steps[12].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'saved',
      answer: ORDER_RATING_FIXTURES.saved,
    },
    // Then the active orders are fetched again; no toast.
    expectAfter: (app) => {
      expectRefetchAfterPut(app);
      app.expect(toasts(app)).not.toContain(SENT);
    },
  },
  {
    event: orderRatingModel.steps[13].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/pedido\/updateOrder\//,
      fixture: 'noConnection',
      answer: ORDER_RATING_FIXTURES.noConnection,
    },
    // The spec gives no message for a failed close: refetched anyway, no toast.
    expectAfter: (app) => {
      expectRefetchAfterPut(app);
      app.expect(toasts(app)).not.toContain(FAILED);
    },
  },
];

/** The prompt as §2/§5 describe it: the title with the branch, 5 labelled stars, the text area, 'Enviar'. */
function checkPrompt(app: AppDriver, sending: boolean) {
  const dialog = modal(app) as HTMLElement;
  app.expect(dialog, 'the rating prompt').not.toBeNull();
  app.within(dialog).getByRole('heading', { name: TITLE });
  const group = app.within(dialog).getByRole('radiogroup', { name: 'Tu valoración' });
  app
    .expect(
      app
        .within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label') ?? r.textContent),
    )
    .toHaveLength(5);
  for (const [n, name] of [
    '1 estrella',
    '2 estrellas',
    '3 estrellas',
    '4 estrellas',
    '5 estrellas',
  ].entries())
    app.expect(app.within(group).getByRole('radio', { name }).getAttribute('value')).toBe(String(n + 1));
  textArea(dialog, app);
  const chosen = checkedStars(dialog, app).length > 0;
  app
    .expect(isDisabled(send(dialog, app)), "'Enviar' disabled until a star is chosen, and while sending")
    .toBe(sending || !chosen);
}

export const orderRatingAppModel: AppFlowModel = {
  model: orderRatingModel,
  systemId: 'orderRating',
  start: branchHomeStart(() => {
    listed = [];
  }),
  background: branchHomeBackground(() => listed),
  // The prompted ids are read from localStorage as each list arrives: the app leaves `reading` at once.
  instantStates: ['reading'],
  states: {
    watching: (app) => app.expect(modal(app), 'no rating prompt').toBeNull(),
    reading: (app) => app.expect(modal(app), 'no rating prompt').toBeNull(),
    'prompting.choosing': (app) => checkPrompt(app, false),
    'prompting.submitting': (app) => checkPrompt(app, true),
    closing: (app) => app.expect(modal(app), 'the prompt has gone').toBeNull(),
  },
  steps,
  impossible: (events, before) => {
    const event = events[events.length - 1];
    if (event.type === 'orderRating.modalLost' && before.keyContext.orderId !== event.orderId)
      return "browser back closes the prompt on screen, which is another order's than the step names";
    return null;
  },
};
