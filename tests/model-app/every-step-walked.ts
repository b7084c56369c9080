import { expect, it } from 'vitest';
import type { AppFlowModel } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import type { FlowPath } from '@/tools/flow-graph/paths';
import { walkableLength } from './app-runner';

/**
 * Steps of a flow's human model that no generated path walks on the app although they are executable: the
 * generator takes them only after a pending step or where the app-model declares them impossible, so their
 * checks never run. Each is a hole in the test plan, named with why; the list may only shrink (a listed step
 * that a path now walks, or that the model no longer has, fails until it is removed). Measured on 24 Nov 2026.
 */
const NOT_WALKED: Record<string, Record<string, string>> = {
  activeOrders: {
    'Sign in again as demo@demo.com':
      'only path 17 takes it, right after the diner signed in, where a person must sign out first (impossible)',
  },
  branchSelection: {
    "Tap 'Cancelar' in 'Activar ubicación'":
      "only after 'The diner denies the location permission' (pending: happy-dom has no Geolocation)",
  },
  layout: {
    'Scroll back to the top': 'only after a pending modal step (path 7)',
    'Tap outside the text field': 'only after a pending modal step (path 7)',
    'Wait 300 ms':
      "only after 'Open a modal that cannot be dismissed' (pending: no screen has that modal here)",
  },
  paymentVerification: {
    'Wait for the initial delay':
      'only after a reload with a pending payment (pending: the runner does not run startPendingPaymentCheck)',
    "The server answers the payment is approved ('Aprobar' was pressed)":
      'only after a reload with a pending payment (pending: the runner does not run startPendingPaymentCheck)',
    'Wait for the backoff':
      'only after a reload with a pending payment (pending: the runner does not run startPendingPaymentCheck)',
    "Press 'Verificar nuevamente'":
      'only after a reload with a pending payment (pending: the runner does not run startPendingPaymentCheck)',
  },
  profileCompletion: {
    "Enter as a guest ('Explorar sin beneficios')":
      'only after the refresh with a completed profile (pending: the session refresh on focus is not run)',
    'Sign in again as perfil@demo.com':
      "only where the completion prompt's modal covers AUTH and 'Cerrar sesión' (impossible)",
  },
  qrScanner: {
    'The torch lights':
      'only where the flash button was not tapped since the torch last answered (impossible)',
  },
  sendOrder: {
    "Press 'Cerrar' in the provider's window after the attempts ran out (verification runs again on this screen)":
      'only from CHECKOUT idle, reached there by a payment checked on load alone (impossible on the runner)',
    "Tap 'Verificar nuevamente'": "only after the impossible 'Cerrar' above",
    'Wait 3 s (the cart is emptied, the branch home opens)': "only after the impossible 'Cerrar' above",
  },
};

/**
 * Flows whose every-step check is not run: their models are being changed by another session. Each is to be
 * checked (and its holes listed above) once that change lands.
 */
const UNDER_CHANGE: Record<string, string> = {
  checkout: 'under change in this session, to be checked (its paths did not generate in the shared tree)',
  menuBrowsing: 'under change in this session, to be checked (5 steps walked by no path on 24 Nov)',
  orderPreparation: 'under change in this session, to be checked (3 steps walked by no path on 24 Nov)',
  session: 'under change in this session, to be checked (3 steps walked by no path on 24 Nov)',
};

/**
 * The steps of the human model that no generated path walks on the app (the walked part of a path ends at its
 * first pending or impossible step). Pending steps are left out: the app-model gives their reason, and its
 * completeness test fails when one becomes executable.
 */
export function stepsNotWalked(appModel: AppFlowModel, paths: FlowPath[]): string[] {
  const walked = paths.flatMap((path) =>
    path.steps.slice(0, walkableLength(appModel, path)).map((s) => s.event),
  );
  return appModel.model.steps
    .filter((s) => !appModel.pending?.some((p) => isSameEvent(p.event, s.event)))
    .filter((s) => !walked.some((event) => isSameEvent(event, s.event)))
    .map((s) => s.step);
}

/**
 * Every executable step of the flow's human model is walked on the app by some generated path. A chart that
 * stops taking a step (a tap that no longer closes a toast changes nothing, so the generator drops the path that
 * taps, or only reaches the step past a pending one) loses that step's checks without failing a walk; this fails
 * instead, naming the step. Needs only the generated paths, so it costs nothing beside the walks.
 */
export function itWalksEveryStep(appModel: AppFlowModel, paths: FlowPath[]): void {
  const id = appModel.model.id;
  if (id in UNDER_CHANGE) {
    it.todo(`walks every step of the human model on the app: not checked, ${UNDER_CHANGE[id]}`);
    return;
  }
  const listed = NOT_WALKED[id] ?? {};
  it('walks every step of the human model on the app (a step the chart no longer takes fails here)', () => {
    const notWalked = stepsNotWalked(appModel, paths);
    expect(
      notWalked.filter((step) => !(step in listed)),
      'steps no generated path walks (a chart fault, or a hole to list in NOT_WALKED with why)',
    ).toEqual([]);
    expect(
      Object.keys(listed).filter((step) => !notWalked.includes(step)),
      'listed in NOT_WALKED but walked now, or no longer a step: remove them from the list',
    ).toEqual([]);
  });
}
