/**
 * First-load entry handling (accounts.md §4.6), the `entry` region's effects: what `entry.starting` does
 * with the initial URL, and where the redirect goes once a user exists.
 */
import { captureUtm } from '../rules/entry';
import { ROUTES } from '../rules/routes';
import type { NavigateParams } from '../types';
import { hasValidUser, type SessionContext, sessionSetup } from './session.setup';

/** Where the table QR or deep-link entry goes once a user exists (replacing history). */
export const entryTarget = ({ context }: { context: SessionContext }): NavigateParams => ({
  to:
    context.entry.kind === 'tableQr' || context.entry.kind === 'deepLink'
      ? context.entry.redirectTo
      : ROUTES.BASE,
  replace: true,
});

/** `entry.starting`'s entry action (the state's description says what it does). */
export const startEntryHandling = sessionSetup.enqueueActions(({ context, enqueue }) => {
  const utm = captureUtm(context.initialUrl);
  if (utm) enqueue({ type: 'saveUtmCapture', params: utm });
  const entry = context.entry;
  if (entry.kind === 'tableQr') {
    enqueue({ type: 'saveQrData', params: entry.qr });
    if (context.multipleMenu) {
      enqueue.assign({
        consumePreferences: {
          preferredConsumeType: 'tableSystem',
          lastSelectedLocalId: entry.qr.branch_id,
        },
      });
    }
  }
  if ((entry.kind === 'tableQr' || entry.kind === 'deepLink') && !hasValidUser(context.user)) {
    if (context.allowsGuests) {
      enqueue.raise({ type: 'session.guestRequested' });
    } else {
      // A b2b brand hides guest browsing (§1 over §4.6 step 3): the route rules show AUTH, and the
      // post-login redirect opens the link once the diner has signed in.
      enqueue({ type: 'storeAuthReturnPath', params: { pathname: entry.redirectTo } });
      enqueue.assign({ storedAuthPath: entry.redirectTo });
    }
  }
  if (entry.kind === 'utmVisit') {
    enqueue.spawnChild('registerUtmVisit', {
      id: 'registerUtmVisit',
      input: { urlUTM: entry.urlUTM, brandId: context.brandId },
    });
  }
});
