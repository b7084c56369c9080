import { isSameEvent } from '@/machines/app-model';
import { orderRatingModel } from '@/machines/order-rating/order-rating.model';
import { forceBranchStatus } from './branch-status';
import type { FlowLevers } from './flow-levers';
import { advanceTo, pageCaller, placeOrder } from './real-orders';

/**
 * orderRating in the browser (docs/browser-paths-plan.md W16). The start is a real guest (the model's guest-1) on
 * Brasa Palermo Soho's home. The model's active list is produced for real just before the step that names it: the
 * guest's takeaway order (the model's order-1) placed with the page's session and paid in the sandbox the first
 * time, then moved by the demo kitchen to the step's estadoDeOrden (COCINA, RETIRADO); the step's own focus makes the
 * watcher fetch it from the real server.
 */

const [, , cooking, pickedUp, pickedUpAndTable] = orderRatingModel.steps.map((s) => s.event);
const ESTADO = new Map([
  [cooking, 'COCINA'],
  [pickedUp, 'RETIRADO'],
]);

export const orderRatingLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
  },
  browserImpossible: (_before, step) =>
    isSameEvent(step.event, pickedUpAndTable)
      ? "the model's table order (order-2, #1043) is at 'Brasa Recoleta' with the id 64b7…0002, which the seed gives Brasa Belgrano (server/db/seed/branches.ts); the prompt names the real branch of the order it picks, and the real server lists the newer order first, so the table order (not 1042) would be prompted: the model's check (promptedId by branch name) cannot hold"
      : null,
  beforeStep: async ({ page, request, ids, step }) => {
    const estado = [...ESTADO].find(([event]) => isSameEvent(step.event, event))?.[1];
    if (!estado) return;
    let orderId = ids.realValue('order-1');
    if (orderId === 'order-1') {
      await forceBranchStatus(request, { palermo: 'open' });
      const guest = ids.realValue('guest-1');
      orderId = (await placeOrder(pageCaller(page), request, guest, 'takeaway'))._id;
      ids.add('order-1', orderId);
    }
    await advanceTo(request, orderId, estado);
  },
};
