import type { FlowLevers } from './flow-levers';
import { decideInSandboxWindow, installProvider } from './payment-window';

/**
 * sendOrder in the browser (docs/browser-paths-plan.md W19). The start is a real guest (the model's guest-1) on
 * CHECKOUT at Brasa Palermo Soho with one Brasa burger (HAM-003 at the seed's $13.900, the model's fixture aligned
 * to the seed); the quote, the order and its verification are the real server's, and the provider's window is the
 * real payment sandbox's (model-paths/payment-window.ts): 'Aprobar' / 'Rechazar' are pressed in it just before the
 * step that names them.
 */

export const sendOrderLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
    pickUpRefused: {
      cannot:
        "the app always sends the pick-up time the model typed (an hour ahead, within Palermo's schedule): the real server's 'Debe seleccionar una hora de retiro' answers an order without one",
    },
  },
  browserImpossible: (before, step) => {
    const { event, action } = step;
    // A step, not a fixture: so the shortest walk to 'succeeded' is the approved payment's.
    if (action.kind === 'server' && action.fixture === 'created')
      return "a card order of $13.900 is always answered with a preference by the real server (the sandbox provider); 'nothing to pay online' follows an order paid at the branch, which no walk here sends (below)";
    if (
      event.type === 'sendOrder.requested' &&
      (event as { request?: { payment?: string } }).request?.payment === 'cash'
    )
      return "the real quote prices the cart at HAM-003's $13.900 (server/db/seed/data/menu-b2c.ts); 'paid at the branch' needs a total under the $300 minimum online payment, which the vitest runner scripts ($250)";
    if (event.type === 'sendOrder.paymentResumed' && (event as { homePath?: string }).homePath)
      return "the page driver cannot reload the app (its records and the model's steps live in the page, and a reload starts them again); the vitest runner remounts the app";
    if (event.type === 'sendOrder.paymentVerified' && before.stateIds.includes('paymentFailed'))
      return "the sandbox's window closed itself on 'Rechazar' (server/payment-sandbox/page.ts), and the payment stays rejected: 'Aprobar' can no longer be pressed";
    if (event.type === 'sendOrder.paymentResumed' && before.stateIds.includes('paymentFailed'))
      return "the sandbox's window closed itself on 'Rechazar' (server/payment-sandbox/page.ts posts {type:'close'} and calls window.close()): no 'Cerrar' is left to press after the attempts ran out";
    return null;
  },
  beforeStep: async ({ page, ids, step }) => {
    await installProvider(page, ids);
    if (step.event.type === 'sendOrder.paymentVerified') await decideInSandboxWindow(page, 'Aprobar');
    if (step.event.type === 'sendOrder.paymentFailed') await decideInSandboxWindow(page, 'Rechazar');
  },
};
