import type { FlowLevers } from './flow-levers';
import { decideInSandbox, installProvider } from './payment-window';

/**
 * paymentVerification in the browser (docs/browser-paths-plan.md W19). The start is sendOrder's (a real guest on
 * CHECKOUT with one Brasa burger); 'Enviar orden' creates a real order whose preference opens the real payment
 * sandbox in the app's window (model-paths/payment-window.ts). Each verification answer the model names is produced
 * by the sandbox's own decision on that order, taken just before the held request is released: 'approved' after
 * its approve, 'rejected' after its reject (422). A forged close message is posted for real by a frame of another
 * origin; "another tab" is a second page of the app's origin.
 */

const RELOAD =
  "the page driver cannot reload the app (its records and the model's steps live in the page, and a reload starts them again); the vitest runner remounts the app with the key stored";

export const paymentVerificationLevers: FlowLevers = {
  browserImpossible: (before, step) => {
    const { event, action } = step;
    if (event.type === 'paymentVerification.pageShown')
      return "headless Chromium keeps the app's page visible while the sandbox's window is open (tests/e2e/payment-popup.spec.ts records no visibilitychange), so it cannot become visible again; the vitest runner dispatches the event";
    if (event.type === 'paymentVerification.started' && action.kind === 'navigation') return RELOAD;
    if (event.type === 'paymentVerification.providerClosed' && !before.stateIds.includes('awaitingProvider'))
      return "the sandbox's window closed itself on the first 'Cerrar' (server/payment-sandbox/page.ts posts {type:'close'} and calls window.close()): there is no window left to press 'Cerrar' in again; the vitest runner posts the message again";
    return null;
  },
  beforeStep: async ({ page, request, ids, step }) => {
    await installProvider(page, ids);
    if (step.action.kind !== 'server') return;
    if (step.action.fixture === 'approved') await decideInSandbox(page, request, 'approve');
    if (step.action.fixture === 'rejected') await decideInSandbox(page, request, 'reject');
  },
};
