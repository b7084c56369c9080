import { type APIRequestContext, expect } from '@playwright/test';
import type { AppFlowModel, AppStep } from '@/machines/app-model';
import { createCheckoutAppModel } from '@/machines/checkout/checkout.app-model';
import { checkoutModel } from '@/machines/checkout/checkout.model';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import type { PathState } from '@/tools/flow-graph/paths';
import { forceBranchStatus, undoAfterWalk } from './branch-status';
import { arrangeStartInPage } from './checkout-preferences';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';
import type { ProducedFixture } from './produced';

/**
 * checkout in the browser (docs/browser-paths-plan.md W20). The model's guest (guest-1) is a real guest the start
 * producer creates, on ORDER_SUMMARY of Brasa Palermo Soho (local-1, forced open for the walk) with one Bife de
 * chorizo to take away. The model prices it at $ 10.000 and the seed by consume type (17.900 to take away): the
 * walk sets PAR-001 to a flat $ 10.000 with the dev catalogue tool (PUT /api/dev/marca/:brand/producto/:sku/precio)
 * and puts the seed's prices back after it. The changed quote is the same tool at $ 12.000 around the held
 * request, the withdrawn Bife `…/activo false` around it (both undone once the real answer has come). The start of
 * the path (the model's `arrangeFor`) is chosen in Node before the saved state is read and in the page before the
 * opening step (checkout-preferences.ts' arrangeStartInPage).
 */

/** In Node: only the steps, the states and the saved state are read (the page's clock is real). */
export const checkoutAppModel: AppFlowModel = createCheckoutAppModel(
  { read: () => null, write: () => {}, remove: () => {} },
  () => {},
);

const BIFE = 'PAR-001';
const MODEL_PRICE = 10000;
const productPath = (sku: string, what: 'precio' | 'activo') =>
  `/api/dev/marca/${BRAND_B2C_ID}/producto/${sku}/${what}`;

async function setPrice(request: APIRequestContext, price: unknown): Promise<unknown> {
  const answer = await request.put(productPath(BIFE, 'precio'), { data: { price } });
  expect(answer.status(), `PUT ${productPath(BIFE, 'precio')}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()).data as { previousPrice: unknown }).previousPrice;
}
async function setActive(request: APIRequestContext, active: boolean) {
  const answer = await request.put(productPath(BIFE, 'activo'), { data: { active } });
  expect(answer.status(), `PUT ${productPath(BIFE, 'activo')}: ${await answer.text()}`).toBe(200);
}

/** Before each walk: the start chosen, Palermo open, the Bife at the model's $ 10.000 until the walk ends. */
export async function learnCheckout(
  request: APIRequestContext,
  ids: IdMap,
  steps: Array<{ event: unknown }>,
): Promise<void> {
  const events = steps.map((s) => s.event) as Parameters<NonNullable<AppFlowModel['start']['arrangeFor']>>[0];
  checkoutAppModel.start.arrangeFor?.(events, undefined as never);
  await forceBranchStatus(request, { palermo: 'open' });
  const seeded = await setPrice(request, MODEL_PRICE);
  undoAfterWalk.add(async (request) => {
    await setPrice(request, seeded);
  });
}

const around =
  (
    produced: string,
    before: (r: APIRequestContext) => Promise<void>,
    after: (r: APIRequestContext) => Promise<void>,
  ) =>
  (): ProducedFixture => ({
    produced,
    around: async ({ request, send }) => {
      await before(request);
      try {
        await send();
      } finally {
        await after(request);
      }
    },
  });

const stepNamed = (words: string) => {
  const found = checkoutModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout.model.ts has no step "${words}…"`);
  return found.event;
};
const is = (step: AppStep, words: string) => JSON.stringify(step.event) === JSON.stringify(stepNamed(words));

/** Steps a person cannot take in this browser replay, with the reason (the walk ends before them). */
function checkoutImpossible(_before: PathState, step: AppStep): string | null {
  if (is(step, "Tap 'Confirmar orden' as Lucía"))
    return "Lucía's start needs her 2.000 points and the Provoleta at $ 2.200 as PAR-002: the e2e run's lucia@example.com has no points (no lever gives any) and the seed's PAR-002 is the Ojo de bife ($ 18.900–20.900), the Provoleta PAR-014 at $ 6.200";
  if (is(step, 'Open CHECKOUT as Lucía'))
    return "the step signs in as lucia@example.com typing the seed's Demo1234 (machines/session/diners-on-the-app.ts); the e2e run's Lucía has the password Secreta123 (model-paths/accounts.ts)";
  if (is(step, "Choose 'Delivery'"))
    return "the delivery openings need the guest's saved address 'Casa' (GET /pedido/direccion) and the Moto estimate at $ 1.800 (or none): a fresh real guest has no address, and the page driver cannot answer the open table order the opening holds (no answerHeld)";
  if (step.event.type === 'checkout.pickUpTimeChanged')
    return "the model's pick-up values are judged from Wednesday 18/11/2026 12:00 (its faked clock); the page's clock is real, so 'today 12:10' is another day and another message";
  if (is(step, 'Wait 1 s'))
    return "the promo alone 1 s after opening cannot hold in real time: the opening's checks and the held answers take longer, and the modal comes at 2 s (the vitest runner fakes the clock)";
  return null;
}

export const checkoutLevers: FlowLevers = {
  realFixtures: {
    priceChanged: around(
      'the Bife de chorizo at $ 12.000 (the dev catalogue tool) while the held quote is answered, then $ 10.000 again',
      (r) => setPrice(r, 12000).then(() => {}),
      (r) => setPrice(r, MODEL_PRICE).then(() => {}),
    )(),
    withdrawn: around(
      'the Bife de chorizo withdrawn (…/activo false) while the held quote is answered, then offered again',
      (r) => setActive(r, false),
      (r) => setActive(r, true),
    )(),
    refused: {
      cannot:
        "with ?unavailable=mark the real server lists a withdrawn product instead of refusing it; its 409s name an option or a closed branch, not 'El producto Bife de chorizo no está disponible en este local', and the fault injector plants only 5xx",
    },
    openTableOrder: {
      cannot:
        "the model's open table order (order-9, table 4, mesaId 40) for the walk's fresh guest: no lever seats a guest at a table of Palermo (real-orders.ts places takeaway orders), and 'Mesa 4' is the model's number",
    },
  },
  browserImpossible: checkoutImpossible,
  beforeStep: ({ page, step }) =>
    step.event.type === 'checkout.opened' ? arrangeStartInPage(page, 'checkout', step) : Promise.resolve(),
};
