// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import { bottomBarQuantity, typedNotApplied } from './order-preparation.app-model-b2b';
import { PRODUCT_FAILED } from './order-preparation-fixtures.app-model';

/**
 * ORDER_PREPARATION's executable model (order-preparation.app-model.ts) on the screen: the overlay, its total,
 * its groups and options, the gestures' helpers, and what each state of the flow shows.
 */

/** The product overlay: the one dialog on screen (the shell's modals stay closed on these paths). */
export const overlay = (app: AppDriver) => app.screen.queryByRole('dialog');
export const dialog = (app: AppDriver) => app.screen.getByRole('dialog', { name: 'Bife de chorizo' });
export const inDialog = (app: AppDriver) => app.within(dialog(app));
/** The bottom bar's total ('Total' is read out before the amount). */
export const total = (app: AppDriver) =>
  inDialog(app).getByText(
    (_, element) => element?.tagName === 'P' && /^Total /.test(element.textContent ?? ''),
  ).textContent ?? '';
export const digits = (text: string) => text.replace(/\D/g, '');

/**
 * 'Elige una opción' under each incomplete required group (§5), after a refused 'Agregar al pedido': the one
 * required group, 'Punto de cocción', while its counter reads '0/1'; none once an option fills it.
 */
export const groupErrorsShown = (app: AppDriver) => {
  const cooking = inDialog(app).getByRole('button', { name: /Punto de cocción/ });
  const errors = inDialog(app).queryAllByText('Elige una opción').length;
  if ((cooking.textContent ?? '').includes('0/1')) app.expect(errors).toBeGreaterThan(0);
  else app.expect(errors).toBe(0);
};

/** Opens the group whose header names it when it is closed (a person taps the header first). */
export async function openGroup(app: AppDriver, name: RegExp) {
  const header = inDialog(app).getByRole('button', { name });
  if (header.getAttribute('aria-expanded') !== 'true') {
    await app.user.click(header);
    await app.settle();
  }
}

/** An option's name as its box reads it: the name, then '× n' once chosen more than once. */
export const optionName = (option: string) => new RegExp(`^${option}( × \\d+)?$`);

/** How many times an option is chosen: its box ticked, with '× n' in its name above one. */
export const timesChosen = (app: AppDriver, option: string) => {
  const box = inDialog(app).queryByRole('checkbox', { name: optionName(option) }) as HTMLInputElement | null;
  if (!box?.checked) return 0;
  const name = inDialog(app).getByRole('checkbox', { name: optionName(option) });
  const times = /× (\d+)/.exec(name.closest('label')?.textContent ?? '');
  return times ? Number(times[1]) : 1;
};
/** Ticks an option, or taps '+' beside it when it is already chosen. */
export const choose = (group: RegExp, option: string) => async (app: AppDriver) => {
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

/** What each state of the flow shows on the app. */
export const ORDER_PREPARATION_STATES: AppFlowModel['states'] = {
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
};
