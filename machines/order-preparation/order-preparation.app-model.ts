// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import {
  b2bDiner,
  b2bSteps,
  beforeSubmit,
  bottomBarQuantity,
  current,
  isB2bPath,
  typedNotApplied,
} from './order-preparation.app-model-b2b';
import { MODEL_PRODUCT, orderPreparationModel } from './order-preparation.model';

/**
 * The product overlay on the rendered app (ordering.md §2 "Product overlay", §4, §5, §8), written from the
 * spec: its Spanish texts, the product path `{basePath}/product/{sku}`, the 300 ms scroll delay. The overlay
 * opens over MENU (`/menu/product/PAR-001`, the MENU route's `product/:sku` child) as a guest.
 */
const PRODUCT_URL = '/menu/product/PAR-001';

/**
 * The tab's session storage, where the preparation is kept across a reload: handed in by the test file
 * (machines/ names no browser global).
 */
export const tabStorage: { clear: () => void } = {
  clear: () => {
    throw new Error('orderPreparationAppModel: no tab storage handed in (tabStorage.clear)');
  },
};
const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1', name: 'Invitado' };
const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

export const PRODUCT_FIXTURES = {
  product: {
    status: 200,
    body: {
      status: 'success',
      data: [
        { ...MODEL_PRODUCT.product, categoriasComplementarias: MODEL_PRODUCT.categoriasComplementarias },
      ],
      categoriasComplementarias: MODEL_PRODUCT.categoriasComplementarias,
    },
  },
  notFound: { status: 404, body: { status: 'error', message: 'Producto no encontrado' } },
} satisfies Record<string, ServerAnswer>;

const PRODUCT_FAILED = 'No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.';
/** The product overlay: the one dialog on screen (the shell's modals stay closed on these paths). */
const overlay = (app: AppDriver) => app.screen.queryByRole('dialog');
const dialog = (app: AppDriver) => app.screen.getByRole('dialog', { name: 'Bife de chorizo' });
const inDialog = (app: AppDriver) => app.within(dialog(app));
/** The bottom bar's total ('Total' is read out before the amount). */
const total = (app: AppDriver) =>
  inDialog(app).getByText(
    (_, element) => element?.tagName === 'P' && /^Total /.test(element.textContent ?? ''),
  ).textContent ?? '';
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * 'Elige una opción' under each incomplete required group (§5), after a refused 'Agregar al pedido': the one
 * required group, 'Punto de cocción', while its counter reads '0/1'; none once an option fills it.
 */
const groupErrorsShown = (app: AppDriver) => {
  const cooking = inDialog(app).getByRole('button', { name: /Punto de cocción/ });
  const errors = inDialog(app).queryAllByText('Elige una opción').length;
  if ((cooking.textContent ?? '').includes('0/1')) app.expect(errors).toBeGreaterThan(0);
  else app.expect(errors).toBe(0);
};

/** Opens the group whose header names it when it is closed (a person taps the header first). */
async function openGroup(app: AppDriver, name: RegExp) {
  const header = inDialog(app).getByRole('button', { name });
  if (header.getAttribute('aria-expanded') !== 'true') {
    await app.user.click(header);
    await app.settle();
  }
}

/** An option's name as its box reads it: the name, then '× n' once chosen more than once. */
const optionName = (option: string) => new RegExp(`^${option}( × \\d+)?$`);

/** How many times an option is chosen: its box ticked, with '× n' in its name above one. */
const timesChosen = (app: AppDriver, option: string) => {
  const box = inDialog(app).queryByRole('checkbox', { name: optionName(option) }) as HTMLInputElement | null;
  if (!box?.checked) return 0;
  const name = inDialog(app).getByRole('checkbox', { name: optionName(option) });
  const times = /× (\d+)/.exec(name.closest('label')?.textContent ?? '');
  return times ? Number(times[1]) : 1;
};
/** 'Salsas' takes at most 2 (the model product's group). */
const SAUCES_MAX = 2;
const saucesChosen = (app: AppDriver) =>
  ['Chimichurri', 'Salsa criolla', 'Provenzal'].reduce((n, sauce) => n + timesChosen(app, sauce), 0);
/** Whether 'Salsas' was open before its header was tapped. */
let saucesOpen = false;
/** What the sauce steps saw before their tap (their `expectAfter` compares). */
let sauces = { chimichurri: 0, criolla: 0, all: 0 };
const saucesNow = (app: AppDriver) => ({
  chimichurri: timesChosen(app, 'Chimichurri'),
  criolla: timesChosen(app, 'Salsa criolla'),
  all: saucesChosen(app),
});

/** Ticks an option, or taps '+' beside it when it is already chosen. */
const choose = (group: RegExp, option: string) => async (app: AppDriver) => {
  await openGroup(app, group);
  const checkbox = inDialog(app).queryByRole('checkbox', { name: optionName(option) });
  const radio = inDialog(app).queryByRole('radio', { name: option });
  if (checkbox && (checkbox as HTMLInputElement).checked) {
    const more = inDialog(app).getByRole('button', { name: `Sumar ${option}` });
    await app.user.click(more);
  } else {
    await app.user.click((checkbox ?? radio) as HTMLElement);
  }
  await app.settle();
};

const steps: AppStep[] = [
  {
    event: orderPreparationModel.steps[0].event,
    action: { kind: 'navigation', run: (app) => app.navigate(PRODUCT_URL) },
    // §7: the product is (re)fetched on every opening.
    expectAfter: (app) => {
      app
        .expect(
          app
            .requests()
            .some((r) => r.method === 'GET' && /^\/menu\/product\/brand-1\/.*\/PAR-001/.test(r.path)),
        )
        .toBe(true);
      app.expect(overlay(app)).not.toBeNull();
    },
  },
  {
    event: { type: 'xstate.done.actor.fetchProduct', output: MODEL_PRODUCT },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/menu\/product\//,
      fixture: 'product',
      answer: PRODUCT_FIXTURES.product,
    },
    // tableSystem's 18.900 (the first key of price resolution without a preference); the first group open.
    expectAfter: (app) => {
      app.expect(digits(total(app))).toBe('18900');
      app
        .expect(
          inDialog(app)
            .getByRole('button', { name: /Punto de cocción/ })
            .getAttribute('aria-expanded'),
        )
        .toBe('true');
    },
  },
  {
    event: { type: 'xstate.done.actor.readSavedPreparation', output: null },
    action: {
      kind: 'local',
      fixture: 'the tab kept no preparation (session storage empty)',
      arrange: () => tabStorage.clear(),
    },
    // A fresh preparation: nothing chosen, Observaciones empty, quantity 1.
    expectAfter: (app) => {
      app.expect(digits(total(app))).toBe('18900');
      app
        .expect((inDialog(app).getByRole('textbox', { name: 'Observaciones' }) as HTMLTextAreaElement).value)
        .toBe('');
    },
  },
  {
    event: { type: 'xstate.error.actor.fetchProduct', error: failure(404, 'Producto no encontrado') },
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/menu\/product\//,
      fixture: 'notFound',
      answer: PRODUCT_FIXTURES.notFound,
    },
    expectAfter: (app) => app.expect(app.toasts().some((text) => text.includes(PRODUCT_FAILED))).toBe(true),
  },
  {
    event: { type: 'orderPreparation.closeRequested', hasPreviousEntry: true },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const back = app.within(overlay(app) as HTMLElement).getAllByRole('button', { name: /Volver/ })[0];
        await app.user.click(back);
        await app.settle();
      },
    },
    expectAfter: (app) => app.expect(app.url()).not.toContain('/product/'),
  },
  {
    event: { type: 'orderPreparation.dismissed' },
    action: { kind: 'gesture', run: (app) => app.back() },
    expectAfter: (app) => app.expect(overlay(app)).toBeNull(),
  },
  {
    event: { type: 'orderPreparation.groupToggled', groupId: 'c3' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const header = inDialog(app).getByRole('button', { name: /Salsas/ });
        saucesOpen = header.getAttribute('aria-expanded') === 'true';
        await app.user.click(header);
        await app.settle();
      },
    },
    // §2: a group's header opens it when closed and closes it when open; its sauces show only while open.
    expectAfter: (app) => {
      const header = inDialog(app).getByRole('button', { name: /Salsas/ });
      app.expect(header.getAttribute('aria-expanded')).toBe(saucesOpen ? 'false' : 'true');
      const shown = inDialog(app).queryByRole('checkbox', { name: optionName('Provenzal') });
      if (saucesOpen) app.expect(shown).toBeNull();
      else app.expect(shown).not.toBeNull();
    },
  },
  {
    event: { type: 'orderPreparation.ingredientChosen', optionKey: 'COC-JUG-c1' },
    action: { kind: 'gesture', run: choose(/Punto de cocción/, 'Jugoso') },
    // '0/1' becomes '1/1'.
    expectAfter: (app) =>
      app
        .expect(inDialog(app).getByRole('button', { name: /Punto de cocción/ }).textContent)
        .toContain('1/1'),
  },
  {
    event: { type: 'orderPreparation.ingredientChosen', optionKey: 'SAL-CHI-c3' },
    action: { kind: 'gesture', run: choose(/Salsas/, 'Chimichurri') },
  },
  {
    event: { type: 'orderPreparation.ingredientChosen', optionKey: 'SAL-CRI-c3' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await openGroup(app, /Salsas/);
        sauces = saucesNow(app);
        await choose(/Salsas/, 'Salsa criolla')(app);
      },
    },
    // §5: one more Salsa criolla while 'Salsas' (at most 2) has room; none when it is full.
    expectAfter: (app) =>
      app.expect(timesChosen(app, 'Salsa criolla')).toBe(sauces.criolla + (sauces.all < SAUCES_MAX ? 1 : 0)),
  },
  {
    event: { type: 'orderPreparation.ingredientRemoved', optionKey: 'SAL-CHI-c3' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await openGroup(app, /Salsas/);
        sauces = saucesNow(app);
        const box = inDialog(app).getByRole('checkbox', {
          name: optionName('Chimichurri'),
        }) as HTMLInputElement;
        if (box.checked) await app.user.click(box);
        await app.settle();
      },
    },
    // §4 (the overlay's reading, minLimit 1): one Chimichurri less; the box unticks at none.
    expectAfter: (app) => {
      app.expect(sauces.chimichurri, "'Chimichurri' was ticked before").toBeGreaterThan(0);
      app.expect(timesChosen(app, 'Chimichurri')).toBe(sauces.chimichurri - 1);
    },
  },
  {
    event: { type: 'orderPreparation.aditionalAdded', optionKey: 'ADC-HUE' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(inDialog(app).getByRole('button', { name: 'Sumar Huevo frito' }));
        await app.settle();
      },
    },
  },
  {
    event: { type: 'orderPreparation.upsellAdded', productId: 'u-fries' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const add = inDialog(app).getByRole('button', { name: 'Agregar Porción de papas fritas' });
        await app.user.click(add);
        await app.settle();
      },
    },
  },
  {
    event: { type: 'orderPreparation.observationsChanged', text: 'Sin sal' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const field = inDialog(app).getByRole('textbox', { name: 'Observaciones' });
        await app.user.clear(field);
        await app.user.type(field, 'Sin sal');
      },
    },
    expectAfter: (app) =>
      app
        .expect((inDialog(app).getByRole('textbox', { name: 'Observaciones' }) as HTMLTextAreaElement).value)
        .toBe('Sin sal'),
  },
  {
    event: { type: 'orderPreparation.quantityIncreased' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(inDialog(app).getByRole('button', { name: 'Sumar uno' }));
        await app.settle();
      },
    },
    // §2: minus is enabled above 1.
    expectAfter: (app) =>
      app
        .expect((inDialog(app).getByRole('button', { name: 'Quitar uno' }) as HTMLButtonElement).disabled)
        .toBe(false),
  },
  {
    event: { type: 'orderPreparation.quantityDecreased' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(inDialog(app).getByRole('button', { name: 'Quitar uno' }));
        await app.settle();
      },
    },
  },
  {
    event: { type: 'orderPreparation.submitted' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        beforeSubmit(app);
        await app.user.click(inDialog(app).getByRole('button', { name: 'Agregar al pedido' }));
        await app.settle();
      },
    },
  },
  ...b2bSteps,
  {
    event: { type: 'xstate.after.scrollToError.orderPreparation.ready.validation.scrollScheduled' },
    action: { kind: 'clock', ms: 300 },
  },
  {
    event: { type: 'orderPreparation.scrolled' },
    action: {
      kind: 'local',
      fixture: 'the overlay scrolls the first failing group into view',
      arrange: () => {},
    },
    // The first failing group's header has the focus.
    expectAfter: (app) => {
      const header = inDialog(app).getByRole('button', { name: /Punto de cocción/ });
      app.expect(header.ownerDocument.activeElement).toBe(header);
    },
  },
  {
    event: { type: 'cart.saved' },
    action: {
      kind: 'local',
      fixture: 'the cart takes the line (no branch closed, no active order)',
      arrange: () => {},
    },
    // Back to MENU, keeping the query; the overlay is gone.
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/menu');
      app.expect(overlay(app)).toBeNull();
    },
  },
];

const modalReason =
  'no product strip opens the customisation modal on the app yet (ORDER_SUMMARY’s suggestions are the natural caller); covered by tests/machines';

export const orderPreparationAppModel: AppFlowModel = {
  model: orderPreparationModel,
  systemId: 'orderPreparation',
  start: {
    url: '/',
    waitMs: 3000,
    // A path opened by the b2b diner starts on a b2b brand, signed in as them (order-preparation.app-model-b2b.ts).
    get savedState() {
      return { user: current.b2b ? b2bDiner : guest };
    },
    get brand() {
      return current.b2b ? { businessType: 'b2b' as const } : undefined;
    },
    arrangeFor: (events) => {
      current.b2b = isB2bPath(events);
    },
  },
  // The overlay scrolls to the failing group as soon as it is asked ('scrolled' follows at once, a `local` step).
  instantStates: ['saving', 'restoring', 'ready.validation.scrollRequested'],
  pending: [
    { event: orderPreparationModel.steps[1].event, reason: modalReason },
    {
      event: { type: 'orderPreparation.closeRequested', hasPreviousEntry: false },
      reason:
        'the runner opens the product by a link, so there is always a previous entry; opening it in a fresh tab is the e2e’s',
    },
    {
      event: { type: 'cart.refused', reason: 'branchClosed' },
      reason:
        'needs a closed current branch (the catalogue helper’s currentBranch); the refusal is in tests/machines',
    },
    { event: { type: 'xstate.after.modalReset.orderPreparation.closingModal' }, reason: modalReason },
  ],
  modelGaps: [
    {
      type: 'orderPreparation.reset',
      reason:
        'sent by branchSelection when BASE opens (no saved auth return path), not by a product screen: tests/machines/order-preparation-reload.test.ts and order-preparation-reset.app.test.ts (the app wiring, with and without a running flow)',
    },
    {
      type: 'xstate.error.actor.readSavedPreparation',
      reason:
        "the app's session-storage read never throws (a refused storage answers null); the flow starts afresh, in tests/machines",
    },
    {
      type: 'orderPreparation.aditionalRemoved',
      reason: "'−' beside an additional: no model step yet (tests/machines and the rules table)",
    },
    {
      type: 'orderPreparation.upsellRemoved',
      reason: "'−' on an upsell at 1: no model step yet (tests/machines)",
    },
    {
      type: 'orderPreparation.upsellQuantityChanged',
      reason: "an upsell's stepper: no model step yet (tests/machines)",
    },
  ],
  states: {
    closed: (app) => app.expect(overlay(app)).toBeNull(),
    loading: (app) => {
      // The dialog is named 'Cargando…' until the product arrives (the skeletons are aria-hidden).
      app.expect(app.screen.getByRole('dialog', { name: 'Cargando…' })).toBeTruthy();
    },
    restoring: (app) => {
      dialog(app);
    },
    unavailable: (app) => {
      app.expect(app.toasts().some((text) => text.includes(PRODUCT_FAILED))).toBe(true);
      app
        .expect(app.within(overlay(app) as HTMLElement).getAllByRole('button', { name: /Volver/ }).length)
        .toBeGreaterThan(0);
    },
    'ready.quantity.settled': (app) => {
      dialog(app);
      inDialog(app).getByRole('button', { name: 'Agregar al pedido' });
      inDialog(app).getByRole('heading', { name: 'Complementa tu pedido' });
      app.expect(inDialog(app).getAllByText('Requerido').length).toBe(1);
      bottomBarQuantity(app);
    },
    'ready.quantity.debouncing': (app) => typedNotApplied(app),
    'ready.validation.idle': (app) => {
      dialog(app);
    },
    'ready.validation.scrollScheduled': (app) => groupErrorsShown(app),
    'ready.validation.scrollRequested': (app) => groupErrorsShown(app),
    saving: (app) => {
      app.expect(overlay(app)).not.toBeNull();
    },
    closingModal: () => {},
  },
  steps,
};
