// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { browser } from '../send-order/checkout-on-the-app';
import type { SessionArea } from '../sign-up/sign-up.app-model';
import { checkoutModel } from './checkout.model';
import { promo } from './checkout-checks-on-the-app';
import { DRAFT, GUEST_MODAL_SHOWN_KEY } from './checkout-fixtures-on-the-app';
import { guestModal, inModal } from './checkout-screen-on-the-app';

/**
 * CHECKOUT's executable model (machines/checkout/checkout.app-model.ts), the guest's steps: the session storage the
 * opening reads (§6: the drafts the guest modal was shown for), the promo after 1000 ms and the modal 2000 ms after
 * opening (§9 "Timings"), and the modal's two buttons.
 */

/** The human model's step whose words start with `words`. */
function model(words: string): FlowEvent {
  const found = checkoutModel.steps.find((s) => s.step.startsWith(words));
  if (!found) throw new Error(`checkout.model.ts has no step "${words}…"`);
  return found.event;
}

/**
 * The browser's local storage, where the drafts the guest modal was shown for live (§6 "once per draftOrderId": the
 * draft outlives the tab, so does the record), handed in by the test file (machines/ names no browser global).
 */
export const area: { current: SessionArea | null } = { current: null };
export const session = (): SessionArea => {
  if (!area.current) throw new Error('createCheckoutAppModel: no local storage handed in');
  return area.current;
};
const stored = (shownFor: string[]) => () => {
  if (shownFor.length > 0) session().write(GUEST_MODAL_SHOWN_KEY, JSON.stringify(shownFor));
  else session().remove(GUEST_MODAL_SHOWN_KEY);
};

export const storageSteps: AppStep[] = [
  {
    event: model('The browser holds no table QR'),
    action: { kind: 'local', fixture: 'nothing stored', arrange: stored([]) },
  },
  {
    event: model('The browser remembers the guest modal'),
    action: { kind: 'local', fixture: 'guest modal shown for draft-0001', arrange: stored([DRAFT]) },
  },
];

export const guestSteps: AppStep[] = [
  // §6 / §9 "Timings": the promo after 1000 ms, the modal 2000 ms after opening.
  {
    event: model('Wait 1 s'),
    action: { kind: 'clock', ms: 1000 },
    // The promo only: the modal comes 2000 ms after opening.
    expectAfter: (app) => {
      app.expect(promo(app)).not.toBeNull();
      app.expect(guestModal(app)).toBeNull();
    },
  },
  {
    event: model('Wait 2 s'),
    action: { kind: 'clock', ms: 2000 },
    // Remembered for this draft (once per draftOrderId), and the promo still shows.
    expectAfter: (app) => {
      if (guestModal(app)) {
        app.expect(JSON.parse(session().read(GUEST_MODAL_SHOWN_KEY) ?? '[]')).toContain(DRAFT);
      }
    },
  },
  {
    event: model("Tap 'Registrarme con Google'"),
    action: {
      kind: 'gesture',
      run: async (app) => {
        await inModal('Registrarme con Google')(app);
      },
    },
    // The social login starts from here: the browser is sent to the provider, coming back to CHECKOUT.
    expectAfter: (app) => {
      app.expect(guestModal(app)).toBeNull();
      app.expect(browser().pageRedirects().at(-1)).toMatch(/^\/api\/auth\/google\?idMarca=brand-1&/);
    },
  },
  {
    event: model("Tap 'Continuar sin registrarme'"),
    action: { kind: 'gesture', run: inModal('Continuar sin registrarme') },
    expectAfter: (app) => {
      app.expect(guestModal(app)).toBeNull();
      app.expect(browser().pageRedirects()).toEqual([]);
    },
  },
];
