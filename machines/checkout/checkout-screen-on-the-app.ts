// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver } from '../app-model';
import { signInWithEmail, signOut } from '../session/diners-on-the-app';
import { PICK_UP } from './checkout.model';
import {
  ACTIVE_PATH,
  ADDRESS_LIST,
  CHECKOUT,
  CHECKOUT_FIXTURES,
  estimate,
  MOTO,
  SUMMARY,
} from './checkout-fixtures-on-the-app';

/**
 * CHECKOUT as a person reads and uses it, for its executable model (machines/checkout/checkout.app-model.ts): the
 * spec's Spanish texts (ordering.md §2, §5, §6, §8, §9), read by role, label and text, and the gestures.
 */

export const WORKING = 'Estamos procesando tu pago/órden';
export const TYPES = ['Consumir aquí', 'Para llevar', 'Delivery'] as const;
export const QUOTING = 'Verificando precios…';
export const PRICES_CHANGED =
  'Algunos precios cambiaron desde que armaste tu orden. El total a pagar ya tiene los precios nuevos.';
export const WITHDRAWN =
  'Algunos productos ya no están disponibles. Quitalos de tu orden para poder enviarla.';
export const REFUSED = 'El producto Bife de chorizo no está disponible en este local';
export const MODAL_TITLE = '¡Mejorá tu experiencia!';
/** §5 "Checkout validity": the six messages, in the spec's order. */
export const VALIDITY = {
  consumeType: 'Debe seleccionar un tipo de consumo',
  table: 'Debe ingresar su mesa',
  pickUpTime: 'Debe seleccionar una hora de retiro',
  address: 'Debe seleccionar una dirección de entrega',
  deliveryOption: 'Debe seleccionar una opción de entrega',
  minimum: 'No cumple con el mínimo de compra para delivery',
} as const;
const VALIDITY_TEXTS: string[] = Object.values(VALIDITY);
/**
 * §5 "Pick-up time" for the values the human model types, the app's clock at Wednesday 18/11/2026 12:00 and the
 * branch open Monday to Saturday 10:00–23:00: the message under 'Horario de retiro' (null: none).
 */
export const PICK_UP_MESSAGES: Record<string, string | null> = {
  [PICK_UP.tooSoon]: 'El horario debe ser al menos 15 minutos después del momento actual',
  [PICK_UP.afterClosing]: 'El horario seleccionado está fuera del horario de atención (10:00 - 23:00)',
  [PICK_UP.sunday]: 'Horario no disponible',
  [PICK_UP.valid]: null,
};
/** 'Dirección de entrega' before an address is chosen: a button that opens 'Datos de entrega'. */
export const CHOOSE_ADDRESS = 'Elegir una dirección de entrega';
export const PICK_UP_NOTE =
  'Ten en cuenta que podrían producirse demoras en momentos de alta demanda en el local.';
/** §2 "Delivery banner": 'Faltan ${n} para alcanzar el mínimo para envíos' below the brand's $ 12.000 minimum. */
const MINIMUM = 12000;
const minimumBanner = (app: AppDriver) =>
  app.screen.queryByText(/^Faltan \$ .* para alcanzar el mínimo para envíos$/);
/** §9 "Method labels". */
export const PROVIDER = 'Mercado Pago';

export const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** §9 "Number format": thousands '.', decimals ',', 2 decimals only for non-integers, zero '0,00'. */
function num(n: number): string {
  if (n === 0) return '0,00';
  const [whole, decimals] = Math.abs(n)
    .toFixed(Number.isInteger(n) ? 0 : 2)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals ? `${grouped},${decimals}` : grouped;
}
/** An amount as every screen shows money: '$ 10.000', a discount '-$ 180' ('$', a space, §9's number format). */
export const pesos = (n: number) => `${n < 0 ? '-' : ''}$ ${num(n)}`;
export const pathOf = (app: AppDriver) => app.url().split('?')[0];
export const button = (app: AppDriver, name: string | RegExp) => app.screen.queryByRole('button', { name });
export const isProcessing = (app: AppDriver) => app.screen.queryByRole('heading', { name: WORKING }) !== null;
export const guestModal = (app: AppDriver) => app.screen.queryByRole('dialog', { name: MODAL_TITLE });
export const radio = (app: AppDriver, name: string) =>
  app.screen.getByRole('radio', { name }) as HTMLInputElement;
export const checkedType = (app: AppDriver): string | null =>
  TYPES.find((name) => radio(app, name).checked) ?? null;
export const pickUpInput = (app: AppDriver) =>
  app.screen.queryByLabelText('Horario de retiro') as HTMLInputElement | null;
/** The row of a definition list labelled `label` (the totals, the delivery details), as shown, or null. */
export function totalRow(app: AppDriver, label: string): string | null {
  const term = app.screen.queryAllByRole('term').find((t) => normalise(t.textContent) === label);
  return term ? normalise(term.nextElementSibling?.textContent) : null;
}
export const quoteRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/quote?unavailable=mark');
export const orderRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/pedido/sendorder');

/** On CHECKOUT showing 'Mi orden' (not the processing screen that replaces it while an order is sent). */
export function onCheckout(app: AppDriver): boolean {
  app.expect(pathOf(app)).toBe(CHECKOUT);
  return !isProcessing(app);
}

/** §5: the message 'Enviar orden' shows for what is on screen (the first that holds, in the spec's order). */
export function expectedValidity(app: AppDriver): string | null {
  const type = checkedType(app);
  if (type === null) return VALIDITY.consumeType;
  if (type === 'Consumir aquí') return app.screen.queryByText(/^Mesa \S+$/) ? null : VALIDITY.table;
  if (type === 'Para llevar') {
    const value = pickUpInput(app)?.value ?? '';
    return value ? (PICK_UP_MESSAGES[value] ?? null) : VALIDITY.pickUpTime;
  }
  const address = totalRow(app, 'Dirección de entrega');
  if (address === null || address === CHOOSE_ADDRESS) return VALIDITY.address;
  if (totalRow(app, 'Opción de entrega') === null) return VALIDITY.deliveryOption;
  return minimumBanner(app) ? VALIDITY.minimum : null;
}

/** A validity message on screen is one of §5's six, and the one that applies. */
export function validityShown(app: AppDriver) {
  const shown = app.screen
    .queryAllByRole('alert')
    .map((a) => normalise(a.textContent))
    .filter((t) => VALIDITY_TEXTS.includes(t));
  if (shown.length > 0) app.expect(shown).toEqual([expectedValidity(app)]);
}

/**
 * §2 "Per-type content" and §5 "Pick-up time": takeaway shows 'Horario de retiro' with its note and the message for
 * the typed value; delivery shows 'Casa' and the estimate's option ('Moto: $ 1.800') when it offered one, and the
 * §2 banner of the $ 12.000 minimum against the quoted subtotal; the other types show neither.
 */
export function typeContent(app: AppDriver) {
  const type = checkedType(app);
  const input = pickUpInput(app);
  app.expect(input !== null).toBe(type === 'Para llevar');
  if (input) {
    app.expect(app.descriptionOf(input)).toContain(PICK_UP_NOTE);
    const expected = PICK_UP_MESSAGES[input.value];
    if (expected !== undefined) {
      app.expect(normalise(app.descriptionOf(input).replace(PICK_UP_NOTE, ''))).toBe(expected ?? '');
      app.expect(input.getAttribute('aria-invalid')).toBe(expected ? 'true' : null);
    }
  }
  const delivery = type === 'Delivery';
  const subtotal = totalRow(app, 'Subtotal');
  if (!delivery) app.expect(minimumBanner(app)).toBeNull();
  else if (subtotal !== null) {
    // The quoted subtotal against the $ 12.000 minimum (§2 "Delivery banner").
    const missing = MINIMUM - Number(subtotal.replace(/\D/g, ''));
    app
      .expect(normalise(minimumBanner(app)?.textContent))
      .toBe(missing > 0 ? `Faltan ${pesos(missing)} para alcanzar el mínimo para envíos` : '');
  }
  if (!delivery) return;
  app.expect(totalRow(app, 'Dirección de entrega')).toBe('Casa Honduras 4850, C1414 CABA, Argentina');
  const option = totalRow(app, 'Opción de entrega');
  if (option !== null) app.expect(option).toBe(`${MOTO.tipo}: ${pesos(MOTO.costoEnvio)}`);
}

// ---- Gestures ----

/** 'Cancelar orden' when an order is waiting to be sent (the first 3 s): the diner leaves nothing sent behind. */
export async function cancelPendingOrder(app: AppDriver) {
  const cancel = button(app, 'Cancelar orden');
  if (cancel) await app.user.click(cancel);
  await app.settle();
}

/** ORDER_SUMMARY's 'Confirmar orden' (from CHECKOUT: back to ORDER_SUMMARY first, as 'Volver' does). */
export async function confirmOrder(app: AppDriver) {
  await cancelPendingOrder(app);
  if (pathOf(app) !== SUMMARY) await app.navigate(SUMMARY);
  await app.user.click(app.screen.getByRole('button', { name: 'Confirmar orden' }));
}

/** Signs the guest out (the cart is emptied, accounts.md §4.2), signs Lucía in, and opens CHECKOUT. */
export async function openAsLucia(app: AppDriver) {
  await cancelPendingOrder(app);
  await app.navigate('/auth');
  if (!app.url().startsWith('/auth')) await signOut(app);
  await signInWithEmail(app, 'lucia@example.com');
  await app.navigate(CHECKOUT);
}

/**
 * 'Delivery' on CHECKOUT (opened from ORDER_SUMMARY when it is not on screen), then the saved address 'Casa' on
 * 'Datos de entrega', the estimate offering `options`: the address screen sends the diner back to CHECKOUT. With
 * an address already in the cart the choice does not ask for one again: the diner opens 'Datos de entrega' itself.
 */
export const openDelivery = (options: (typeof MOTO)[]) => async (app: AppDriver) => {
  await cancelPendingOrder(app);
  if (pathOf(app) !== CHECKOUT) {
    await confirmOrder(app);
    await app.settle();
  }
  estimate.options = options;
  // CHECKOUT's screen loads with its route group (real time on a cold start): settled until the chooser shows.
  for (let i = 0; i < 200 && !app.screen.queryByRole('radio', { name: 'Delivery' }); i += 1)
    await app.settle();
  const delivery = radio(app, 'Delivery');
  // The chooser is usable once the open table order is known: the GET /pedido/active this opening sent is answered
  // (none) when no step of the path has answered it yet.
  const active = app.requests().filter((r) => r.method === 'GET' && ACTIVE_PATH.test(r.path));
  if (active.at(-1)?.answered === false) {
    if (!app.answerHeld) throw new Error('openDelivery: this driver cannot answer a held request');
    await app.answerHeld('GET', ACTIVE_PATH, CHECKOUT_FIXTURES.noActiveOrders, 'noActiveOrders');
  }
  if (!delivery.checked) await app.user.click(delivery);
  await app.settle();
  if (pathOf(app) !== ADDRESS_LIST) await app.navigate(ADDRESS_LIST);
  await app.user.click(await app.screen.findByRole('button', { name: /Casa/ }));
  await app.settle();
};

/** Types a pick-up time into 'Horario de retiro' (the whole value, as a datetime picker gives it). */
export const typePickUp = (value: string) => async (app: AppDriver) => {
  await cancelPendingOrder(app);
  const input = pickUpInput(app) as HTMLInputElement;
  await app.user.clear(input);
  await app.user.click(input);
  await app.user.paste(value);
};

export const click = (name: string | RegExp) => async (app: AppDriver) => {
  await app.user.click(app.screen.getByRole('button', { name }));
};
/** A button of the guest modal, then its closing transition (§9: 300 ms, the layout's timer). */
export const inModal = (name: string) => async (app: AppDriver) => {
  await app.user.click(app.within(guestModal(app) as HTMLElement).getByRole('button', { name }));
  await app.wait(300);
};
export const choose = (name: string) => async (app: AppDriver) => {
  await cancelPendingOrder(app);
  await app.user.click(app.screen.getByRole('radio', { name }));
};
