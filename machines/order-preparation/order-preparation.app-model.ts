// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import { b2bDiner, current, isB2bPath } from './order-preparation.app-model-b2b';
import { orderPreparationModel } from './order-preparation.model';
import { guest, PRODUCT_FIXTURES, tabStorage } from './order-preparation-fixtures.app-model';
import { ORDER_PREPARATION_STATES } from './order-preparation-screen.app-model';
import { orderPreparationSteps } from './order-preparation-steps.app-model';

/**
 * The product overlay on the rendered app (ordering.md §2 "Product overlay", §4, §5, §8), written from the
 * spec: its Spanish texts, the product path `{basePath}/product/{sku}`, the 300 ms scroll delay. The overlay
 * opens over MENU (`/menu/product/PAR-001`, the MENU route's `product/:sku` child) as a guest.
 *
 * Split by concern: the data and server answers (order-preparation-fixtures.app-model.ts), the screen's helpers
 * and each state's expectations (order-preparation-screen.app-model.ts), the steps
 * (order-preparation-steps.app-model.ts) and the b2b diner's (order-preparation.app-model-b2b.ts).
 */

/** The tab's storage and the named server answers, still importable from here. */
export { PRODUCT_FIXTURES, tabStorage };

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
        "sent by branchSelection when BASE opens (no saved auth return path). On the rendered app BASE is another route than the product, so leaving the product to reach it ('Volver', the browser back, the bar's 'Inicio') unmounts the product screen first, whose cleanup sends orderPreparation.dismissed: the reset only ever reaches a closed flow, a closed-to-closed step with nothing on screen or in the flow to tell it from the dismissal (the record it forgets, branchSelection forgets too, running flow or not). The chart's reset from an open state is tests/machines/order-preparation-reload.test.ts; the app wiring, with and without a running flow, tests/machines/order-preparation-reset.app.test.ts",
    },
  ],
  states: ORDER_PREPARATION_STATES,
  steps: orderPreparationSteps,
};
