import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { AppFlowModel, AppStep } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import { createCheckoutPreferencesAppModel } from '@/machines/checkout/checkout-preferences.app-model';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import { EMAIL, PASSWORD, verifiedAccountId } from './accounts';
import { type BranchKey, forceBranchStatus, undoAfterWalk } from './branch-status';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';

/**
 * checkoutPreferences in the browser (docs/browser-paths-plan.md W20). The model's Lucía (user-2) is
 * lucia@example.com, verified with PASSWORD and her profile complete (no completion prompt over CHECKOUT); the
 * start producer signs her in and maps user-2, local-1 (Brasa Palermo Soho) and local-2 (Brasa Belgrano) to the
 * real ids. The model's start depends on the path's first step (its `arrangeFor`): run here in Node before the
 * saved state is read, and in the page before that step (page-driver's `arrangeFor`). Brasa Belgrano with every
 * system off is produced for real with PUT /api/dev/local/:id/systems (server/routes/dev-branches.ts), and put back
 * after the walk (branch-status.ts' restorers, the spec's afterEach). The branch of the start is forced open for
 * the walk (Belgrano closes at night).
 */

/** In Node: only the steps and states are read (the clock is the page's real one). */
export const checkoutPreferencesAppModel: AppFlowModel = createCheckoutPreferencesAppModel(() => {});

const OFF = { tableSystem: false, takeawaySystem: false, deliverySystem: false };
const UNAVAILABLE_AT_BELGRANO = "Tap 'Confirmar orden' at Brasa Belgrano";

/** Turns a branch's systems off until the walk ends (then its previous systems are put back). */
async function systemsOff(request: APIRequestContext, key: BranchKey) {
  const path = `/api/dev/local/${BRANCH_IDS[key]}/systems`;
  const answer = await request.put(path, { data: OFF });
  expect(answer.status(), `PUT ${path}: ${await answer.text()}`).toBe(200);
  const { previous } = (await answer.json()).data as { previous: typeof OFF };
  undoAfterWalk.add(async (request) => {
    const back = await request.put(path, { data: previous });
    expect(back.status(), `PUT ${path} (put back)`).toBe(200);
  });
}

/** Before each walk: Lucía's account and complete profile, the start chosen, its branch produced. */
export async function learnCheckoutPreferences(
  request: APIRequestContext,
  ids: IdMap,
  steps: Array<{ event: unknown }>,
): Promise<void> {
  const events = steps.map((s) => s.event) as Parameters<NonNullable<AppFlowModel['start']['arrangeFor']>>[0];
  checkoutPreferencesAppModel.start.arrangeFor?.(events, undefined as never);
  const id = await verifiedAccountId(request, PASSWORD);
  const saved = await request.put(`/api/user/${BRAND_B2C_ID}/${id}`, {
    data: { phoneNumber: '+5491122334455', gender: 'Female', birthDate: { year: 1990, month: 5, day: 14 } },
  });
  expect(saved.ok(), `${EMAIL}'s complete profile: ${await saved.text()}`).toBe(true);
  await request.post('/api/logout');
  const atBelgrano = events.length > 0 && isSameEvent(events[0], openingAtBelgrano());
  if (atBelgrano) await systemsOff(request, 'belgrano');
  await forceBranchStatus(request, atBelgrano ? { belgrano: 'open' } : { palermo: 'open' });
}

const openingAtBelgrano = () => {
  const step = checkoutPreferencesAppModel.model.steps.find((s) =>
    s.step.startsWith(UNAVAILABLE_AT_BELGRANO),
  );
  if (!step) throw new Error(`checkoutPreferences has no step "${UNAVAILABLE_AT_BELGRANO}…"`);
  return step.event;
};

/** The page's model learns the path's start (its `arrangeFor`) from the opening step, just before it. */
export async function arrangeStartInPage(page: Page, flow: string, step: AppStep): Promise<void> {
  const error = await page.evaluate(
    ({ flow, event }) =>
      (
        window as unknown as { __mbt: { arrangeFor: (flow: string, events: unknown[]) => string | null } }
      ).__mbt.arrangeFor(flow, [event]),
    { flow, event: step.event as unknown },
  );
  if (error) throw new Error(`arranging the start of ${flow}: ${error}`);
}

export const checkoutPreferencesLevers: FlowLevers = {
  // The opening (a path's first step) picks the start: the page's model learns it before the step.
  beforeStep: ({ page, step }) =>
    step.event.type === 'checkout.opened'
      ? arrangeStartInPage(page, 'checkoutPreferences', step)
      : Promise.resolve(),
};
