import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { AppStep } from '@/machines/app-model';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import type { PathState } from '@/tools/flow-graph/paths';
import { EMAIL, PASSWORD, verifiedAccountId } from './accounts';
import type { IdMap } from './id-map';
import type { StepLever } from './step-lever';

/**
 * session in the browser (docs/browser-paths-plan.md W8). The model's diner (user-1) is Lucía: lucia@example.com
 * verified with PASSWORD (accounts.ts), her real id learned. Her profile is complete, as the model's /login answer
 * says (so no completion prompt covers the session's screens), except on a walk that completes it ('Complete the
 * profile'), where she signs in without the phone, which the real prompt then asks for. The guest is the one the
 * real server creates (the model's guest-1 is named by no request the checks read). The 401 is real: the
 * session is closed elsewhere (POST /api/logout with the page's own cookies, page.context().request) before the
 * held refresh reaches the server.
 */

const COMPLETES_PROFILE = 'session.userUpdated';

/** Before each walk: Lucía's account, her profile as the walk needs it, and user-1 ↔ her real id. */
export async function learnSession(
  request: APIRequestContext,
  ids: IdMap,
  steps: Array<{ event: unknown }>,
): Promise<void> {
  const id = await verifiedAccountId(request, PASSWORD);
  ids.add('user-1', id);
  // verifiedAccountId signed `request` in as Lucía: her profile saved as the completion prompt saves it.
  const saved = await request.put(`/api/user/${BRAND_B2C_ID}/${id}`, {
    data: { phoneNumber: '+5491122334455', gender: 'Female', birthDate: { year: 1990, month: 5, day: 14 } },
  });
  expect(saved.ok(), `${EMAIL}'s complete profile: ${await saved.text()}`).toBe(true);
  if (steps.some((s) => (s.event as { type?: string }).type === COMPLETES_PROFILE)) {
    const withoutPhone = await request.post(`/api/dev/user/${id}/incomplete`, {
      data: { fields: ['phoneNumber'] },
    });
    expect(withoutPhone.ok(), `${EMAIL} without the phone: ${await withoutPhone.text()}`).toBe(true);
  }
  await request.post('/api/logout');
}

/** §7.2's user query, GET /api/user/{id}?idMarca={brand}: the refresh on focus and the per-user fetch. */
const USER_QUERY = /\/api\/user\/[^/?]+\?idMarca=[^&]+$/;
/** Per page: whether the next user query is the one the walk's next server step answers (held until then). */
const holdNextUserQuery = new WeakMap<Page, boolean>();

/**
 * The per-user fetch runs 5 s after the app opened in real time, but the walk starts only once the splash has gone
 * (about 4 s in, against the model's 2 s): that query reaches the real server at once (as the model's 'Wait until
 * 5 s' sends it, unheld), and only the query a 'Switch to another tab and back' sends is held for the walk's
 * server step (the spec holds every request a server step names; this route, added later, is asked first).
 */
async function holdOnlyTheStepsUserQuery(page: Page) {
  if (holdNextUserQuery.has(page)) return;
  holdNextUserQuery.set(page, false);
  await page.route(USER_QUERY, async (route) => {
    if (route.request().method() !== 'GET' || holdNextUserQuery.get(page)) {
      holdNextUserQuery.set(page, false);
      await route.fallback();
    } else await route.continue();
  });
}

/**
 * Before each step: the user query the focus sends is held for the next step; the refresh's 401 is the page's
 * session closed elsewhere (POST /api/logout with its own cookies, page.context().request) before the answer.
 */
export const sessionLever: StepLever = async ({ page }, step) => {
  await holdOnlyTheStepsUserQuery(page);
  if (step.event.type === 'session.refreshRequested') holdNextUserQuery.set(page, true);
  if (step.action.kind !== 'server' || step.action.fixture !== 'unauthorized') return;
  const closed = await page.context().request.post('/api/logout');
  expect(closed.ok(), 'POST /api/logout with the page’s cookies').toBe(true);
};

/** State checks a real browser cannot hold to, with the reason. */
export const SESSION_UNCHECKABLE = {
  'perUserFetch.waiting':
    "real time: the walk starts once the splash has gone (about 4 s after opening, the model counts 2 s) and every step takes real time, so the app's 5 s run out within the first steps while the model's clock has not reached them; 'perUserFetch.done' is checked",
};

/** Its server steps' fixtures that need a lever, or why they cannot be produced (unlisted: the server's own). */
export const SESSION_REAL = {
  noConnection: { connection: 'none' },
  userWithoutBrand: {
    cannot:
      'the real server always sends idMarca with the user (toUserDto in server/services/users.ts); only tests/model-app can answer a user without it',
  },
  notInBrand: {
    cannot:
      "the real server answers it for a stored user id it does not know while the session cookie is valid (server/http/access.ts requireOwnUser); the app refreshes the user it holds, whose id the server knows, and deleting that user ends the session too (a 401); the saved state's id cannot be changed under the running app",
  },
} as const;

/** Steps a real browser cannot take although the vitest runner can, with the reason (null: it can). */
export function sessionBrowserImpossible(_before: PathState, step: AppStep): string | null {
  if (step.event.type === 'session.sessionRejected')
    return "its gesture answers the held refresh inside the step (the driver's answerHeld, which only the vitest runner has); the same 401 is walked as 'Switch to another tab and back' then 'The server answers 401'";
  if (step.event.type === 'xstate.after.perUserFetch.session.perUserFetch.waiting')
    return "the app's 5 s have run out in real time before the walk gets there (it starts once the splash has gone, about 4 s after opening, and each step takes real time): the per-user fetch was sent and answered before the step, so the model's 'refresh.fetching' after it cannot be seen";
  return null;
}
