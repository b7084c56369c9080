// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppStep } from '../app-model';
import { isSameEvent } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { orderPreparationModel } from './order-preparation.model';

/**
 * The b2b start of the product overlay on the rendered app (ordering.md §2 "Product overlay": a b2b diner types
 * the quantity in 'Cantidad:' instead of the stepper; §5 "Quantity": the typed value is applied 300 ms after the
 * last keystroke, and blur or submit turns an empty, invalid or < 1 value into 1). A path that opens as the b2b
 * diner starts on a b2b brand with a registered mayorista diner whose b2b profile is complete (a b2b brand takes no
 * guests, and an incomplete b2b profile gets the completion modal, which cannot be dismissed); every other path
 * starts as the guest of the b2c demo brand.
 */

/** The human model's b2b opening ('As a b2b diner (mayorista), open the product'). */
export const B2B_OPENING = orderPreparationModel.steps[2].event;
/** Which brand the path walked now starts on (set by `arrangeFor` before the app boots). */
export const current = { b2b: false };
export const isB2bPath = (events: FlowEvent[]) => events.length > 0 && isSameEvent(events[0], B2B_OPENING);

/** A registered mayorista diner with every b2b field of accounts.md §2.5 filled (no completion modal). */
export const b2bDiner = {
  _id: 'user-b2b',
  typeUser: 'registered',
  idMarca: 'brand-1',
  name: 'Martín Sosa',
  email: 'compras@almacen.com',
  birthDate: { year: 1985, month: 3, day: 2 },
  gender: 'Male',
  phoneNumber: '+5491155550000',
  cuit: '30-71234567-9',
  businessName: 'Almacén Sosa SRL',
  companyName: 'Almacén Sosa',
  priceCategory: 'mayorista',
};

const dialog = (app: AppDriver) => app.screen.getByRole('dialog', { name: 'Bife de chorizo' });
const inDialog = (app: AppDriver) => app.within(dialog(app));
const digits = (text: string) => text.replace(/\D/g, '');
const totalOf = (app: AppDriver) =>
  Number(
    digits(
      inDialog(app).getByText(
        (_, element) => element?.tagName === 'P' && /^Total /.test(element.textContent ?? ''),
      ).textContent ?? '',
    ),
  );
const quantityField = (app: AppDriver) =>
  inDialog(app).getByRole('spinbutton', { name: 'Cantidad:' }) as HTMLInputElement;

/** §5: a typed quantity counts when it is a whole number of at least 1. */
const validQuantity = (text: string): number | null =>
  /^\d+$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null;

/**
 * What the b2b steps saw: the quantity the total is priced at (1 when the product opens), the price of one, and
 * the total when the last keystroke was typed (the total must not move before the 300 ms).
 */
const quantity = { applied: 1, unit: 0, totalWhenTyped: 0, typed: '' };

/** §2: the bottom bar shows 'Cantidad:' for the b2b diner and the stepper for everyone else, never both. */
export function bottomBarQuantity(app: AppDriver): void {
  const field = inDialog(app).queryByRole('spinbutton', { name: 'Cantidad:' });
  const stepper = inDialog(app).queryByRole('button', { name: 'Sumar uno' });
  if (current.b2b) {
    app.expect(field, "a b2b diner types the quantity in 'Cantidad:'").not.toBeNull();
    app.expect(stepper, 'a b2b diner has no stepper').toBeNull();
  } else {
    app.expect(stepper, "the stepper ('Sumar uno')").not.toBeNull();
    app.expect(field, "only a b2b diner gets 'Cantidad:'").toBeNull();
  }
}

/** 'ready.quantity.debouncing': 'Cantidad:' as typed; the total has not changed yet (300 ms after the last key). */
export function typedNotApplied(app: AppDriver): void {
  app.expect(quantityField(app).value).toBe(quantity.typed);
  app.expect(totalOf(app)).toBe(quantity.totalWhenTyped);
}

/** Replaces what 'Cantidad:' holds with `text` (select all, then type; an empty text clears it). */
const typeQuantity = (text: string) => async (app: AppDriver) => {
  const field = quantityField(app);
  quantity.totalWhenTyped = totalOf(app);
  quantity.unit = quantity.totalWhenTyped / quantity.applied;
  quantity.typed = text;
  if (text === '') await app.user.clear(field);
  else
    await app.user.type(field, text, {
      initialSelectionStart: 0,
      initialSelectionEnd: field.value.length,
    });
  await app.settle();
};

export const b2bSteps: AppStep[] = [
  {
    event: B2B_OPENING,
    action: {
      kind: 'navigation',
      run: async (app) => {
        quantity.applied = 1;
        await app.navigate('/menu/product/PAR-001');
      },
    },
    // §7: the product is fetched for the b2b diner too; the overlay opens.
    expectAfter: (app) => {
      app
        .expect(
          app
            .requests()
            .some((r) => r.method === 'GET' && /^\/menu\/product\/brand-1\/.*\/PAR-001/.test(r.path)),
        )
        .toBe(true);
      app.expect(app.screen.queryByRole('dialog')).not.toBeNull();
    },
  },
  {
    event: { type: 'orderPreparation.quantityTyped', text: '3' },
    action: { kind: 'gesture', run: typeQuantity('3') },
    expectAfter: (app) => app.expect(quantityField(app).value).toBe('3'),
  },
  {
    event: { type: 'orderPreparation.quantityTyped', text: '' },
    action: { kind: 'gesture', run: typeQuantity('') },
    expectAfter: (app) => app.expect(quantityField(app).value).toBe(''),
  },
  {
    event: { type: 'orderPreparation.quantityBlurred' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        quantity.unit = totalOf(app) / quantity.applied;
        quantity.typed = quantityField(app).value;
        await app.user.click(inDialog(app).getByRole('textbox', { name: 'Observaciones' }));
        await app.settle();
      },
    },
    // §5: leaving the field keeps a valid quantity and turns an empty or invalid one into 1; the total follows.
    expectAfter: (app) => {
      const corrected = validQuantity(quantity.typed) ?? 1;
      app.expect(quantityField(app).value).toBe(String(corrected));
      app.expect(totalOf(app)).toBe(quantity.unit * corrected);
      quantity.applied = corrected;
    },
  },
  {
    event: { type: 'xstate.after.quantityDebounce.orderPreparation.ready.quantity.debouncing' },
    action: { kind: 'clock', ms: 300 },
    // §5: 300 ms after the last keystroke a valid typed quantity prices the product; an invalid one changes nothing.
    expectAfter: (app) => {
      const typed = validQuantity(quantity.typed);
      app.expect(quantityField(app).value).toBe(quantity.typed);
      app.expect(totalOf(app)).toBe(typed === null ? quantity.totalWhenTyped : quantity.unit * typed);
      if (typed !== null) quantity.applied = typed;
    },
  },
];

/**
 * Before 'Agregar al pedido': submitting corrects the typed quantity as blur does (§5), so the b2b diner's total is
 * priced at it from then on (the field keeps showing it).
 */
export function beforeSubmit(app: AppDriver): void {
  if (!current.b2b) return;
  const field = quantityField(app);
  quantity.unit = totalOf(app) / quantity.applied;
  quantity.applied = validQuantity(field.value) ?? 1;
  quantity.typed = String(quantity.applied);
  quantity.totalWhenTyped = quantity.unit * quantity.applied;
}
