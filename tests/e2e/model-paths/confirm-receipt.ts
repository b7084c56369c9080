import { expect } from '@playwright/test';
import { CONFIRM_RECEIPT_MODEL_NOW } from '@/machines/confirm-receipt/confirm-receipt.model';
import { forceBranchStatus } from './branch-status';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';
import { closeElsewhere, pageCaller, placeOrder } from './real-orders';

/**
 * confirmReceipt in the browser (docs/browser-paths-plan.md W16). The start is a real guest (the model's guest-1) on
 * Brasa Palermo Soho's home. Each delivery order a step puts in the active list is a real one, placed by the lever
 * just before that step: the page's guest orders a Morcilla for delivery (real-orders.ts: the address saved, the
 * total the server asks for, the sandbox's 'Aprobar'), the demo kitchen moves it one step (on its way, 'Tu pedido
 * está en camino') and the dev lever makes its update as old as the model's (20 minutes for #1042, 2 hours for
 * #1041). The map learns the model's order id and number for the real ones (order-old ↔ its id, '#1041' ↔ its
 * '#<number>'), so the checks find the real card by the real number (the page driver reads the DOM's order numbers
 * in the model's while the model's code runs). The step's own gesture then focuses the tab and the watcher asks the
 * real GET /pedido/active. A step whose list is empty after one had orders closes them first, as another device
 * would (PUT /pedido/updateOrder/{id} RECIBIDO with the guest's session).
 */

const MINUTE = 60_000;
interface ModelOrder {
  _id: string;
  idOrder: string;
  update: string;
}

/** The real orders each walk placed (the walk's own id map is the key). */
const placedBy = new WeakMap<IdMap, string[]>();

export const confirmReceiptLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
  },
  browserImpossible: (_before, step) =>
    step.action.kind === 'clock'
      ? "40 minutes of real time: the app's timer runs on the browser's clock, which the walk does not fake (tests/e2e/active-orders-polling.spec.ts installs page.clock before the app starts; this walk's start is produced before it)"
      : null,
  beforeStep: async ({ page, request, ids, step }) => {
    if (step.event.type !== 'confirmReceipt.ordersChanged') return;
    const orders = ((step.event as { orders?: ModelOrder[] }).orders ?? []).filter(
      (o) => ids.realValue(o._id) === o._id,
    );
    const placed = placedBy.get(ids) ?? [];
    placedBy.set(ids, placed);
    if (((step.event as { orders?: ModelOrder[] }).orders ?? []).length === 0) {
      for (const id of placed.splice(0)) await closeElsewhere(page, id);
      return;
    }
    const guestId = ids.realValue('guest-1');
    expect(guestId, 'the walk learned its real guest').not.toBe('guest-1');
    // Open at any hour for the order (the spec's afterEach puts it back on its schedule).
    await forceBranchStatus(request, { palermo: 'open' });
    for (const order of orders) {
      const real = await placeOrder(pageCaller(page), request, guestId, 'delivery');
      placed.push(real._id);
      // The kitchen has it on its way ('Tu pedido está en camino', as the model's RETIRADO delivery).
      const moved = await request.post(`/api/dev/pedido/${real._id}/advance`);
      expect(moved.status(), await moved.text()).toBe(200);
      const minutes = Math.round((CONFIRM_RECEIPT_MODEL_NOW - Date.parse(order.update)) / MINUTE);
      const aged = await request.post(`/api/dev/pedido/${real._id}/age`, { data: { minutes } });
      expect(aged.status(), await aged.text()).toBe(200);
      ids.add(order._id, real._id);
      // The same number by chance needs no translation (a pair to itself is refused).
      if (real.idOrder !== order.idOrder) ids.add(`#${order.idOrder}`, `#${real.idOrder}`);
    }
  },
};
