// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppStep } from '../app-model';
import { b2bSteps, beforeSubmit } from './order-preparation.app-model-b2b';
import { MODEL_PRODUCT, orderPreparationModel } from './order-preparation.model';
import {
  failure,
  PRODUCT_FAILED,
  PRODUCT_FIXTURES,
  PRODUCT_URL,
  tabStorage,
} from './order-preparation-fixtures.app-model';
import {
  choose,
  digits,
  inDialog,
  openGroup,
  optionName,
  overlay,
  timesChosen,
  total,
} from './order-preparation-screen.app-model';

/**
 * ORDER_PREPARATION's executable model (order-preparation.app-model.ts): the diner's steps on the overlay and
 * the scripted server's answers to the product request, each with what follows.
 */

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

const FRIES = 'Porción de papas fritas';
/** The model product's upsell (a portion) and additional (a unit), in pesos as the total shows them. */
const FRIES_PRICE = 4200;
const HUEVO_PRICE = 700;
/** What a stepper step saw before its tap (its `expectAfter` compares). */
let before = { total: 0, count: 0 };
/** A stepper's value (the group named after the option or upsell), or 0 when no stepper shows. */
const stepperCount = (app: AppDriver, name: string) => {
  const group = inDialog(app).queryByRole('group', { name });
  return group ? Number(group.querySelector('output')?.textContent ?? '0') : 0;
};
/** The product's quantity in the bottom bar's stepper (1 when a b2b diner's field shows instead). */
const productQuantity = (app: AppDriver) => {
  const output = inDialog(app)
    .queryByRole('button', { name: 'Quitar uno' })
    ?.parentElement?.querySelector('output');
  return output ? Number(output.textContent) : 1;
};

export const orderPreparationSteps: AppStep[] = [
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
        before = { total: Number(digits(total(app))), count: stepperCount(app, FRIES) };
        const add = inDialog(app).getByRole('button', { name: `Agregar ${FRIES}` });
        await app.user.click(add);
        await app.settle();
      },
    },
    // §2 'Complementa tu pedido': the '+' becomes a stepper at one portion; its 4.200 joins the total.
    expectAfter: (app) => {
      app.expect(before.count, 'the fries were not in before').toBe(0);
      app.expect(stepperCount(app, FRIES)).toBe(1);
      app.expect(Number(digits(total(app)))).toBe(before.total + FRIES_PRICE);
    },
  },
  {
    event: { type: 'orderPreparation.aditionalRemoved', optionKey: 'ADC-HUE' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        before = { total: Number(digits(total(app))), count: stepperCount(app, 'Huevo frito') };
        await app.user.click(inDialog(app).getByRole('button', { name: 'Quitar Huevo frito' }));
        await app.settle();
      },
    },
    // §4 'Aditionals': one less (its 700 per unit off the total); its '−' is disabled at none.
    expectAfter: (app) => {
      app.expect(before.count, "a 'Huevo frito' was in before").toBeGreaterThan(0);
      app.expect(stepperCount(app, 'Huevo frito')).toBe(before.count - 1);
      app.expect(Number(digits(total(app)))).toBe(before.total - HUEVO_PRICE * productQuantity(app));
      app
        .expect(
          (inDialog(app).getByRole('button', { name: 'Quitar Huevo frito' }) as HTMLButtonElement).disabled,
        )
        .toBe(before.count === 1);
    },
  },
  ...[2, 1].map(
    (quantity): AppStep => ({
      event: { type: 'orderPreparation.upsellQuantityChanged', productId: 'u-fries', quantity },
      action: {
        kind: 'gesture',
        run: async (app) => {
          before = { total: Number(digits(total(app))), count: stepperCount(app, FRIES) };
          const label = quantity === 2 ? `Agregar ${FRIES}` : `Quitar ${FRIES}`;
          await app.user.click(inDialog(app).getByRole('button', { name: label }));
          await app.settle();
        },
      },
      // §4: the upsell's cost follows its quantity (4.200 a portion).
      expectAfter: (app) => {
        app.expect(stepperCount(app, FRIES)).toBe(quantity);
        app.expect(Number(digits(total(app)))).toBe(before.total + (quantity - before.count) * FRIES_PRICE);
      },
    }),
  ),
  {
    event: { type: 'orderPreparation.upsellRemoved', productId: 'u-fries' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        before = { total: Number(digits(total(app))), count: stepperCount(app, FRIES) };
        await app.user.click(inDialog(app).getByRole('button', { name: `Quitar ${FRIES}` }));
        await app.settle();
      },
    },
    // §4: below one portion the upsell leaves; the stepper gives way to '+' again.
    expectAfter: (app) => {
      app.expect(before.count, 'one portion before').toBe(1);
      app.expect(stepperCount(app, FRIES)).toBe(0);
      app.expect(inDialog(app).getByRole('button', { name: `Agregar ${FRIES}` })).toBeTruthy();
      app.expect(Number(digits(total(app)))).toBe(before.total - FRIES_PRICE);
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
