import { type APIRequestContext, expect } from '@playwright/test';

/**
 * lucia@example.com on the real server, through its API and the dev outbox (as the person a fixture names
 * would): tests/e2e/model-paths.spec.ts puts the account in the state a fixture needs (absent, registered but
 * not verified, verified with a password) and learns its real id for the id map (start.ts).
 */

export const EMAIL = 'lucia@example.com';
export const PASSWORD = 'Secreta123';
export const OTHER_PASSWORD = 'Otra12345';

/** lucia@example.com on the real server: absent, registered but not verified, verified with a password. */
export type Account = 'absent' | 'unverified' | 'verified';
/**
 * What a fixture needs from the real server, how a missing connection is produced, a 5xx produced by the dev fault
 * injector (model-paths/faults.ts), or why it cannot be.
 */
export type RealFixture =
  | { account: 'absent' | 'exists' | 'unverified' }
  | { account: 'verified'; password: string }
  | { connection: 'none' }
  | { fault: number }
  | { link: 'spent' }
  | { cannot: string };

async function latestMail(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok(), 'the dev outbox answers').toBe(true);
  const { data } = (await answer.json()) as { data: { code: string | null; link: string | null }[] };
  return data[0];
}

async function accountOf(request: APIRequestContext): Promise<Account> {
  const check = await request.post('/api/register/checkemail', { data: { email: EMAIL } });
  if (check.ok()) return 'absent';
  const login = await request.post('/api/login', { data: { email: EMAIL, password: PASSWORD } });
  if (login.ok()) return 'verified';
  const sent = await request.post('/api/register/sentMail', { data: { email: EMAIL } });
  return sent.ok() ? 'unverified' : 'verified';
}

export async function ensureAccount(request: APIRequestContext, real: RealFixture) {
  if (!('account' in real)) return;
  const now = await accountOf(request);
  if (real.account === 'absent') {
    expect(now, `${EMAIL} must not exist yet`).toBe('absent');
    return;
  }
  if (now === 'absent') {
    const register = await request.post('/api/register', {
      data: { name: 'Lucía Fernández', email: EMAIL, password: PASSWORD },
    });
    expect(register.ok(), 'POST /register').toBe(true);
  }
  if (real.account === 'unverified') {
    expect(await accountOf(request), `${EMAIL} is not verified`).not.toBe('verified');
    return;
  }
  if (real.account !== 'verified') return;
  if ((await accountOf(request)) === 'unverified') {
    expect((await request.post('/api/register/sentMail', { data: { email: EMAIL } })).ok()).toBe(true);
    const { code } = await latestMail(request, EMAIL);
    const verified = await request.post('/api/register/mailVerified', {
      data: { email: EMAIL, codigoValidacion: code },
    });
    expect(verified.ok(), 'POST /register/mailVerified with the outbox code').toBe(true);
  }
  // The password the fixture needs, set with a recovery link from the outbox.
  const login = await request.post('/api/login', { data: { email: EMAIL, password: real.password } });
  if (login.ok()) return;
  expect((await request.post('/api/forgotpassword', { data: { email: EMAIL } })).ok()).toBe(true);
  const { link } = await latestMail(request, EMAIL);
  const [, id, token] = /\/forgotpassword\/resetpassword\/([^/]+)\/([^/?#]+)/.exec(link ?? '') ?? [];
  const reset = await request.post(`/api/forgotpassword/resetpassword/${id}/${token}`, {
    data: { password: real.password, password2: real.password },
  });
  expect(reset.ok(), 'the password reset with the outbox link').toBe(true);
}

/**
 * A recovery link of Lucía's straight from the dev outbox (POST /forgotpassword, then the e-mail's link): the real
 * id and token that stand for the model's user-1/token-1 (docs/browser-paths-plan.md W5).
 */
export async function freshRecoveryLink(request: APIRequestContext): Promise<{ id: string; token: string }> {
  await ensureAccount(request, { account: 'exists' });
  expect(
    (await request.post('/api/forgotpassword', { data: { email: EMAIL } })).ok(),
    'POST /forgotpassword',
  ).toBe(true);
  const { link } = await latestMail(request, EMAIL);
  const [, id, token] = /\/forgotpassword\/resetpassword\/([^/]+)\/([^/?#]+)/.exec(link ?? '') ?? [];
  expect(id && token, `the outbox's recovery link for ${EMAIL}: ${link}`).toBeTruthy();
  return { id, token };
}

/**
 * Spends a recovery link (its path ends in /{id}/{token}) the way its holder would: the password set with it, to
 * PASSWORD. A link already spent stays spent (400, ignored). The server then refuses it: a used link.
 */
export async function spendRecoveryLink(request: APIRequestContext, linkPath: string) {
  const [token, id] = linkPath.split('/').reverse();
  const spent = await request.post(`/api/forgotpassword/resetpassword/${id}/${token}`, {
    data: { password: PASSWORD, password2: PASSWORD },
  });
  expect([200, 400], `spending the link ${linkPath}: ${spent.status()}`).toContain(spent.status());
}

/** Lucía verified with `password`, signed in through the API (not the page's session): her real id. */
export async function verifiedAccountId(request: APIRequestContext, password: string): Promise<string> {
  await ensureAccount(request, { account: 'verified', password });
  const login = await request.post('/api/login', { data: { email: EMAIL, password } });
  expect(login.ok(), `POST /login as ${EMAIL}`).toBe(true);
  return ((await login.json()) as { data: { _id: string } }).data._id;
}
