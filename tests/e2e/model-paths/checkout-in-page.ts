import type { AppDriver, AppFlowModel } from '@/machines/app-model';
import { createCheckoutAppModel } from '@/machines/checkout/checkout.app-model';
import { GUEST_MODAL_SHOWN_KEY } from '@/machines/checkout/checkout-fixtures-on-the-app';
import { createCheckoutPreferencesAppModel } from '@/machines/checkout/checkout-preferences.app-model';

/**
 * CHECKOUT's executable models as the page driver (page-driver.ts) runs them in a real Chromium: the page's clock is
 * real (no faked clock to set) and no payment window is opened in these walks, so the start's `arrange` (which sets
 * the vitest runner's clock and resets its payment-browser stand-in) is replaced by what the page itself keeps.
 */
const inPage = (model: AppFlowModel, arrange?: () => void): AppFlowModel => ({
  ...model,
  start: { ...model.start, arrange },
});

export const checkoutPreferencesInPage = inPage(createCheckoutPreferencesAppModel(() => {}));

/**
 * The guest modal's drafts are kept in the browser's local storage (§6), read and written through the page driver's
 * own (`readLocal` / `writeLocal`: the model's draft-0001 is the saved cart's real draft id).
 */
export const createCheckoutInPage = (local: Pick<AppDriver, 'readLocal' | 'writeLocal' | 'removeLocal'>) =>
  inPage(
    createCheckoutAppModel(
      { read: local.readLocal, write: local.writeLocal, remove: local.removeLocal },
      () => {},
    ),
    () => local.removeLocal(GUEST_MODAL_SHOWN_KEY),
  );
