// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { RecordedRequest, ServerAnswer } from '../app-model';
import { isSameEvent } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { type ConsumeType, pointsUse } from '../rules/points-use';
import { ok } from '../send-order/checkout-on-the-app';
import { LUCIA } from '../session/diners-on-the-app';
import { palermo } from './checkout-fixtures-on-the-app';
import { belgrano, checkoutPreferencesModel } from './checkout-preferences.model';

/**
 * The starts of CHECKOUT's second executable model (checkout-preferences.app-model.ts, whose comment says what it
 * walks): which opening a path takes, the branch and the saved state for it, and the Provoleta's quote.
 */
export type Start = 'table' | 'delivery' | 'unavailable';

/** The seed's Provoleta (menu-b2c.ts), as the real server quotes it in the browser replay (tests/e2e/model-paths). */
export const PROVOLETA = { sku: 'PAR-014', price: 6200 };

/** The human model's step whose words start with `words`. */
export function model(words: string): FlowEvent {
  const found = checkoutPreferencesModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout-preferences.model.ts has no step "${words}…"`);
  return found.event;
}

export const OPENINGS: Record<Start, string> = {
  table: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Consumir aquí'",
  delivery: "Tap 'Confirmar orden' at Brasa Palermo Soho, where she chose 'Delivery'",
  unavailable: "Tap 'Confirmar orden' at Brasa Belgrano",
};
export const startOf = (events: FlowEvent[]): Start => {
  const first = events[0];
  const found = (Object.keys(OPENINGS) as Start[]).find(
    (s) => first && isSameEvent(model(OPENINGS[s]), first),
  );
  return found ?? 'table';
};
export const current: { start: Start } = { start: 'table' };

/** The branch of the start, as GET /local/ and the saved state hold it (Belgrano: every system disabled). */
const BELGRANO = { ...palermo, ...belgrano, _id: belgrano.id, idMarca: 'brand-1' };
export const branchOf = (start: Start) => (start === 'unavailable' ? BELGRANO : palermo);
const PREFERENCE: Record<Start, string | null> = {
  table: 'tableSystem',
  delivery: 'deliverySystem',
  unavailable: null,
};
export const savedState = (start: Start) => {
  const branch = branchOf(start);
  return {
    user: LUCIA,
    branch,
    order: {
      draftOrderId: 'draft-0003',
      products: [
        {
          _id: 'p-2',
          name: 'Provoleta',
          price: PROVOLETA.price,
          quantity: 1,
          sku: PROVOLETA.sku,
          storeId: branch.storeId,
          orderProductId: 'line-2',
          customization: { ingredients: {}, aditionals: {} },
          upselling: [],
        },
      ],
      total: PROVOLETA.price,
      quantity: 1,
      consumeType: null,
    },
    // §3 "Consume preference": the mode chosen on the branch card of a multipleMenu brand.
    consumePreferences: { preferredConsumeType: PREFERENCE[start], lastSelectedLocalId: branch.id },
    language: { currentLanguage: 'es' },
  };
};

/** POST /pedido/quote?unavailable=mark for the Provoleta: $ 6.200, her 2.000 points used as §9 says for the type. */
export function provoletaQuote(request: RecordedRequest): ServerAnswer {
  const body = request.body as { type?: string } | null;
  const consumeType = (body?.type === 'mesa' ? 'local' : (body?.type ?? 'local')) as ConsumeType;
  const { price, sku } = PROVOLETA;
  const use = pointsUse({ consumeType, subtotal: price, shipping: 0, availablePoints: 2000 });
  return ok({
    subtotal: price,
    shipping: 0,
    total: price,
    costoEnvio: 0,
    descuentoEnvio: 0,
    pointsToUse: use.pointsToUse,
    totalToPay: use.totalToPay,
    lines: [{ orderProductId: 'line-2', upsellingId: null, sku, quantity: 1, price, total: price }],
    unavailable: [],
  });
}
