import { type APIRequestContext, expect } from '@playwright/test';
import { isSameEvent } from '@/machines/app-model';
import type { FlowEvent } from '@/machines/flow-model';
import { profileCompletionModel } from '@/machines/profile-completion/profile-completion.model';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import { DEMO_PASSWORD, userSeeds } from '@/server/db/seed/users';
import type { IdMap } from './id-map';
import type { StepLever } from './step-lever';

/**
 * profileCompletion in the browser (docs/browser-paths-plan.md W7). Its diner is the seeded perfil@demo.com
 * (real-ids.ts maps the model's user-1 to it), whose profile a walk completes for real: 'Confirmar' saves it with
 * PUT /user/{brand}/{id}, and "completed on another device" is the same PUT sent through the API. So before every
 * walk (an earlier one may have saved it) the profile is made incomplete again with the dev
 * lever POST /api/dev/user/:id/incomplete (server/routes/dev-users.ts; 404 in production, tests/api/dev-users.test.ts).
 */

const PERFIL = userSeeds.find((u) => u.email === 'perfil@demo.com');

/** perfil@demo.com without phone, gender and birth date, as seeded. */
export async function resetPerfil(request: APIRequestContext): Promise<void> {
  if (!PERFIL) throw new Error('perfil@demo.com is not seeded');
  const reset = await request.post(`/api/dev/user/${PERFIL.id}/incomplete`, { data: {} });
  expect(reset.ok(), `POST /api/dev/user/<perfil>/incomplete: ${await reset.text()}`).toBe(true);
}

/** Before each walk: the seeded, incomplete perfil@demo.com (an earlier walk may have saved the profile). */
export const learnProfileCompletion = async (request: APIRequestContext, _ids: IdMap) => {
  await resetPerfil(request);
};

/** The model's "The user is refreshed with phone, gender and birth date (e.g. completed on another device)". */
const COMPLETED_ELSEWHERE: FlowEvent | undefined = profileCompletionModel.steps.find(
  (s) =>
    s.event.type === 'profileCompletion.userChanged' &&
    !!(s.event as { user?: { phoneNumber?: string } }).user?.phoneNumber,
)?.event;

/**
 * Before "completed on another device": the diner's other device saves the profile, i.e. perfil@demo.com signs in
 * through the API (its own session, not the page's) and sends the PUT the prompt sends; the page's refresh on
 * focus then gets the completed record from the real server.
 */
export const profileCompletionLever: StepLever = async ({ request }, step) => {
  if (!COMPLETED_ELSEWHERE || !isSameEvent(step.event, COMPLETED_ELSEWHERE) || !PERFIL) return;
  const login = await request.post('/api/login', { data: { email: PERFIL.email, password: DEMO_PASSWORD } });
  expect(login.ok(), 'POST /login as perfil@demo.com (the other device)').toBe(true);
  const saved = await request.put(`/api/user/${BRAND_B2C_ID}/${PERFIL.id}`, {
    data: { phoneNumber: '+5491155550101', gender: 'Female', birthDate: { year: 1992, month: 4, day: 17 } },
  });
  expect(saved.ok(), `the other device's PUT /user/<brand>/<perfil>: ${await saved.text()}`).toBe(true);
  await request.post('/api/logout');
};

/** Fixtures of its server steps produced by a lever (unlisted: the real server's own answer). */
export const PROFILE_COMPLETION_REAL = {
  noConnection: { connection: 'none' },
} as const;
