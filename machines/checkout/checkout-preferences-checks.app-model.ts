// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import { checkoutStates } from './checkout-checks-on-the-app';
import { current, PROVOLETA, type Start } from './checkout-preferences-starts.app-model';
import {
  button,
  CHOOSE_ADDRESS,
  checkedType,
  normalise,
  onCheckout,
  PROVIDER,
  pesos,
  pickUpInput,
  QUOTING,
  radio,
  TYPES,
  totalRow,
  validityShown,
} from './checkout-screen-on-the-app';

/**
 * The checks of CHECKOUT's second executable model (checkout-preferences.app-model.ts, whose comment says what it
 * walks) in the states its starts reach: the chooser and the send area for the start, the quote, the payment method.
 */
const UNAVAILABLE = {
  chooser: 'No hay opciones de consumo disponibles para este local.',
  send: 'Lo sentimos, en este momento no puedes realizar órdenes.',
  button: 'No disponible',
};
const CHOSEN: Record<Exclude<Start, 'unavailable'>, (typeof TYPES)[number]> = {
  table: 'Consumir aquí',
  delivery: 'Delivery',
};

/**
 * The chooser and the send area for the start: at Belgrano §2 "Unavailable" (no chooser, its two texts, a disabled
 * 'No disponible' and no 'Enviar orden'); otherwise the three types with the preferred one chosen (§4 "Offer"), and
 * not what it still needs: no table for 'Consumir aquí', no address for 'Delivery'; 'Cambiar' (three systems).
 */
function chooser(app: AppDriver) {
  if (!onCheckout(app)) return;
  const start = current.start;
  if (start === 'unavailable') {
    // The chooser's text in place of the types, the send area's beside the disabled button.
    const section = app.screen.getByRole('region', { name: 'Tipo de consumición' });
    app.expect(app.within(section).queryByRole('radiogroup')).toBeNull();
    app.within(section).getByText(UNAVAILABLE.chooser);
    app.expect(app.within(section).queryByText(UNAVAILABLE.send)).toBeNull();
    app
      .expect(app.screen.getAllByRole('status').map((s) => normalise(s.textContent)))
      .toContain(UNAVAILABLE.send);
    app.expect(button(app, UNAVAILABLE.button)?.hasAttribute('disabled')).toBe(true);
    app.expect(button(app, 'Enviar orden')).toBeNull();
    app.expect(button(app, 'Cambiar')).toBeNull();
    return;
  }
  const group = app.screen.getByRole('radiogroup', { name: 'Tipo de consumición' });
  app
    .expect(
      app
        .within(group)
        .getAllByRole('radio')
        .map((r) => normalise(r.closest('label')?.textContent)),
    )
    .toEqual([...TYPES]);
  app.expect(checkedType(app)).toBe(CHOSEN[start]);
  for (const type of TYPES) app.expect(radio(app, type).disabled).toBe(false);
  app.screen.getByRole('button', { name: 'Cambiar' });
  app.expect(app.screen.queryByText(/^Mesa \S+$/)).toBeNull();
  // 'Delivery' without an address: 'Dirección de entrega' offers to choose one (§2 "Per-type content").
  if (start === 'delivery') {
    app.expect(totalRow(app, 'Dirección de entrega')).toBe(CHOOSE_ADDRESS);
    app.screen.getByRole('button', { name: CHOOSE_ADDRESS });
  } else app.expect(totalRow(app, 'Dirección de entrega')).toBeNull();
  app.expect(pickUpInput(app)).toBeNull();
  app.expect(button(app, UNAVAILABLE.button)).toBeNull();
  app.expect(app.screen.queryByText(UNAVAILABLE.chooser)).toBeNull();
  app.expect(app.screen.queryByText(UNAVAILABLE.send)).toBeNull();
  validityShown(app);
}

/** §9 "Method labels": 'Pago en local' for a table, the provider's name for a delivery (a total that is not 0). */
function paymentBlock(app: AppDriver) {
  if (!onCheckout(app) || current.start === 'unavailable') return;
  const block = app.screen.getByRole('region', { name: 'Método de pago' });
  const total = totalRow(app, 'Total a pagar');
  const expected = total === pesos(0) ? 'Puntos' : current.start === 'delivery' ? PROVIDER : 'Pago en local';
  app.expect(normalise(app.within(block).getByTestId('payment-method').textContent)).toBe(expected);
}

export const checkoutPreferencesStates: AppFlowModel['states'] = {
  // The main model's checks for the states these starts never reach (the chart's other states).
  ...checkoutStates,
  'open.preparing.readingStorage': chooser,
  'open.preparing.fetchingTableOrder': chooser,
  'open.preparing.ready': chooser,
  'open.quote.quoting': (app) => {
    if (!onCheckout(app)) return;
    app.screen.getByText(QUOTING);
    app.expect(totalRow(app, 'Total a pagar')).toBeNull();
  },
  'open.quote.quoted.current': (app) => {
    if (!onCheckout(app)) return;
    app.expect(app.screen.queryByText(QUOTING)).toBeNull();
    app.expect(totalRow(app, 'Subtotal')).toBe(pesos(PROVOLETA.price));
    app.expect(totalRow(app, 'Costo de envío')).toBeNull();
    app.expect(totalRow(app, 'Total a pagar')).not.toBeNull();
  },
  // No address: nothing to estimate, no option shown.
  'open.deliveryEstimate.idle': (app) => {
    if (!onCheckout(app)) return;
    app.expect(totalRow(app, 'Opción de entrega')).toBeNull();
  },
  'open.paymentConfig.fetching': paymentBlock,
  'open.paymentConfig.known': paymentBlock,
};
