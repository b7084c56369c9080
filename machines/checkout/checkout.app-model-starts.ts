// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppCheck, AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { isSameEvent } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { type ConsumeType, pointsUse } from '../rules/points-use';
import { ok } from '../send-order/checkout-on-the-app';
import { LUCIA } from '../session/diners-on-the-app';
import { checkoutModel } from './checkout.model';
import { cartTotals } from './checkout-checks-on-the-app';
import { BRAND_CONDITIONS, CHECKOUT, palermo, QUOTE_PATH, SAVED_STATE } from './checkout-fixtures-on-the-app';
import {
  confirmOrder,
  normalise,
  onCheckout,
  PROVIDER,
  pathOf,
  pesos,
  quoteRequests,
  radio,
  totalRow,
} from './checkout-screen-on-the-app';

/**
 * The other starts of CHECKOUT's executable model (machines/checkout/checkout.app-model.ts), each from the spec:
 * - `luciaPoints`: Lucía (registered, 2.000 points) restored with a Provoleta ($ 2.200) to take away (§9 "Payments
 *   and points use", Takeaway: "a remainder under 300: pay exactly 300 and reduce the points used"): Descuento por
 *   puntos -$ 1.900, Total a pagar $ 300, 'Método de pago' the provider's name.
 * A path starts where its first opening says (the saved state, the brand and the branch the server answers); an
 * opening of another start later in the path is not a step a person can take there.
 */

export type Start = 'palermo' | 'luciaPoints';

/** The human model's step whose words start with `words`. */
function model(words: string): FlowEvent {
  const found = checkoutModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout.model.ts has no step "${words}…"`);
  return found.event;
}

const OPENINGS: Record<Exclude<Start, 'palermo'>, string> = {
  luciaPoints: "Tap 'Confirmar orden' as Lucía (registered, 2.000 points) with a Provoleta",
};
const LUCIA_QUOTE = "The server quotes Lucía's Provoleta";

/** Which start an opening belongs to (null: not an opening). */
function startOf(event: FlowEvent): Start | null {
  if (event.type !== 'checkout.opened') return null;
  for (const [start, words] of Object.entries(OPENINGS))
    if (isSameEvent(model(words), event)) return start as Start;
  return 'palermo';
}
const firstStart = (events: FlowEvent[]): Start =>
  events.map(startOf).find((s): s is Start => s !== null) ?? 'palermo';

/** The start of the path being walked (one path at a time), set before the app starts. */
const current: { start: Start } = { start: 'palermo' };
export const startNow = () => current.start;

const PROVOLETA = {
  _id: 'p-2',
  name: 'Provoleta',
  price: 2200,
  quantity: 1,
  sku: 'PAR-002',
  storeId: palermo.storeId,
  orderProductId: 'line-2',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
};
const SAVED: Record<Start, unknown> = {
  palermo: SAVED_STATE,
  luciaPoints: {
    ...SAVED_STATE,
    user: LUCIA,
    order: {
      draftOrderId: 'draft-0002',
      products: [PROVOLETA],
      total: 2200,
      quantity: 1,
      consumeType: 'takeaway',
    },
  },
};
/** The start's fields of AppFlowModel.start, read when the path's app starts (after `arrangeFor`). */
export const startFields = {
  get savedState() {
    return SAVED[current.start];
  },
  brand: BRAND_CONDITIONS,
  arrangeFor: (events: FlowEvent[]) => {
    current.start = firstStart(events);
  },
};

/**
 * POST /pedido/quote?unavailable=mark for Lucía's Provoleta, priced as the reference server prices it
 * (server/services/order-quote.ts: the §9 rule it shares with sendorder, machines/rules/points-use.ts, over her
 * 2.000 points): a fault in that rule changes what the screen shows, and the expectations below, written from §9,
 * catch it.
 */
function luciaQuote(request: RecordedRequest): ServerAnswer {
  const body = request.body as { type?: string; idCliente?: string } | null;
  const consumeType = (body?.type === 'mesa' ? 'local' : (body?.type ?? 'local')) as ConsumeType;
  const use = pointsUse({
    consumeType,
    subtotal: 2200,
    shipping: 0,
    availablePoints: body?.idCliente === LUCIA._id ? 2000 : 0,
  });
  return ok({
    subtotal: 2200,
    shipping: 0,
    total: 2200,
    costoEnvio: 0,
    descuentoEnvio: 0,
    pointsToUse: use.pointsToUse,
    totalToPay: use.totalToPay,
    lines: [
      { orderProductId: 'line-2', upsellingId: null, sku: 'PAR-002', quantity: 1, price: 2200, total: 2200 },
    ],
    unavailable: [],
  });
}
const LUCIA_REQUEST = { method: 'POST', path: '/pedido/quote?unavailable=mark', body: null };

/**
 * §9 Takeaway with 2.000 points on $ 2.200: 2.200 − 2.000 = 200 is under the 300 minimum, so exactly $ 300 is paid
 * and 1.900 points are used; the method is the provider's (takeaway, a total that is not 0).
 */
function luciaFigures(app: AppDriver) {
  app.expect(totalRow(app, 'Subtotal')).toBe(pesos(2200));
  app.expect(totalRow(app, 'Costo de envío')).toBeNull();
  app.expect(totalRow(app, 'Descuento de envío')).toBeNull();
  app.expect(totalRow(app, 'Descuento por puntos')).toBe(pesos(-1900));
  app.expect(totalRow(app, 'Total a pagar')).toBe(pesos(300));
  const block = app.screen.getByRole('region', { name: 'Método de pago' });
  app.expect(normalise(app.within(block).getByTestId('payment-method').textContent)).toBe(PROVIDER);
}

/** The states' checks that differ on the other starts (the rest are the same on every start). */
const STATE_CHECKS: Partial<Record<Start, Record<string, AppCheck>>> = {
  luciaPoints: {
    'open.quote.quoted.current': (app) => {
      if (onCheckout(app)) luciaFigures(app);
    },
  },
};
/** The base checks, with those of the path's start where it has its own. */
export const statesFor = (base: AppFlowModel['states']): AppFlowModel['states'] =>
  Object.fromEntries(
    Object.entries(base).map(([id, check]) => [
      id,
      (app: AppDriver) => (STATE_CHECKS[current.start]?.[id] ?? check)(app),
    ]),
  );

/** The base steps and the other starts' steps (the base steps' own checks hold on every start). */
export const stepsFor = (base: AppStep[]): AppStep[] => [...base, ...startSteps];

const opening = (start: Exclude<Start, 'palermo'>, expectAfter: AppStep['expectAfter']): AppStep => ({
  event: model(OPENINGS[start]),
  action: {
    kind: 'gesture',
    run: async (app) => {
      cartTotals.set(app, start === 'luciaPoints' ? 2200 : 10000);
      await confirmOrder(app);
    },
  },
  expectAfter: (app, before) => {
    app.expect(pathOf(app)).toBe(CHECKOUT);
    return expectAfter?.(app, before);
  },
});

const startSteps: AppStep[] = [
  opening('luciaPoints', (app) => {
    app.expect(radio(app, 'Para llevar').checked).toBe(true);
    const body = quoteRequests(app).at(-1)?.body as Record<string, unknown> | undefined;
    app.expect(body).toMatchObject({ idCliente: LUCIA._id, type: 'takeaway' });
  }),
  {
    event: model(LUCIA_QUOTE),
    action: {
      kind: 'server',
      method: 'POST',
      path: QUOTE_PATH,
      fixture: "Lucía's Provoleta priced with her 2.000 points (the reference server's §9 rule)",
      answer: luciaQuote(LUCIA_REQUEST),
      answerFor: luciaQuote,
    },
    expectAfter: luciaFigures,
  },
];

/**
 * Steps that cannot be taken on a path's start: an opening of another start (the saved state is the one the path
 * started with), Lucía's quote elsewhere than on her takeaway, another cart's quote on hers, and on the branch with
 * every system off what needs a type (choosing one, 'Enviar orden', an open table order at a branch without tables).
 */
export function impossibleOnStart(
  events: FlowEvent[],
  before: { keyContext: Record<string, unknown> },
): string | null {
  const event = events.at(-1) as FlowEvent;
  const start = firstStart(events);
  const opened = startOf(event);
  if (opened !== null && opened !== start)
    return `this path started as '${start}' (its saved state and branch): opening CHECKOUT as '${opened}' means another start`;
  const lucias = isSameEvent(event, model(LUCIA_QUOTE));
  if (lucias && (start !== 'luciaPoints' || before.keyContext.consumeType !== 'takeaway'))
    return "the server prices Lucía's Provoleta to take away only on her start (§9 Takeaway); another cart or type is another quote";
  if (start === 'luciaPoints' && event.type === 'xstate.done.actor.quoteOrder' && !lucias)
    return "the server prices Lucía's Provoleta, not the guest's Bife de chorizo";
  return null;
}
