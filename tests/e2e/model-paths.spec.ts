import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { build } from 'esbuild';
import type { AppFlowModel } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import { passwordRecoveryAppModel } from '@/machines/password-recovery/password-recovery.app-model';
import { signInAppModel } from '@/machines/sign-in/sign-in.app-model';
import { createSignUpAppModel } from '@/machines/sign-up/sign-up.app-model';
import { supportAppModel } from '@/machines/support/support.app-model';
import { type FlowPath, generatePaths } from '@/tools/flow-graph/paths';
import { waitForSplashToEnd } from './support';

/**
 * The executable models' paths in a real Chromium against the real server (issue 9): for every state of a
 * flow, the shortest generated path that reaches it (a prefix of one of the paths tests/model-app walks and
 * docs/test-paths prints), at 390 × 844. The steps and the checks are the app-model's own: the module
 * machines/<flow>/<flow>.app-model.ts is bundled into the page (model-paths/page-driver.ts), so nothing is
 * copied by hand. Nothing is scripted either: a request a `server` step answers is held at the network
 * (page.route) until that step, then sent to the real server, and its real status must be the fixture's;
 * the server is put in the state that produces the fixture (the account exists, is verified, has that
 * password) through its API and the dev outbox, as a person would. A fixture the real server cannot produce
 * ends the walk there, with the reason in the test's title.
 *
 * Not checked here (tests/model-app does): that the live actor is in the path's state (the production build
 * exposes no actor), and a timer's 1 ms before (real time is not exact).
 */

// One test at a time, in the order below (the server's accounts are shared by the paths); a failure does not
// stop the next walk.
test.describe.configure({ mode: 'default' });

const EMAIL = 'lucia@example.com';
const PASSWORD = 'Secreta123';
const OTHER_PASSWORD = 'Otra12345';
const DEMO = { email: 'demo@demo.com', password: 'Demo1234' };

/** lucia@example.com on the real server: absent, registered but not verified, verified with a password. */
type Account = 'absent' | 'unverified' | 'verified';
/** What a fixture needs from the real server, how a missing connection is produced, or why it cannot be. */
type RealFixture =
  | { account: 'absent' | 'exists' | 'unverified' }
  | { account: 'verified'; password: string }
  | { connection: 'none' }
  | { cannot: string };

const NEVER_5XX = 'the real server never answers 5xx (a refused request is a 4xx with a message)';
const MODEL_LINK =
  "the model's recovery link (user-1/token-1) is not one the server sent; a real link's id and token differ";

/** Per flow: the fixtures of its `server` steps that need something of the real server (unlisted: none). */
const REAL_FIXTURES: Record<string, Record<string, RealFixture>> = {
  signIn: {
    passwordAccepted: { account: 'verified', password: PASSWORD },
    wrongPassword: { account: 'verified', password: OTHER_PASSWORD },
    noSuchAccount: { account: 'absent' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { cannot: NEVER_5XX },
  },
  signUp: {
    emailAvailable: { account: 'absent' },
    emailTaken: { account: 'exists' },
    registered: {
      cannot:
        "the model types the DNI 34567890, which the seeded demo@demo.com holds: the real server answers 'El dni ya está en uso'",
    },
    dniTaken: { account: 'absent' },
    codeSent: { account: 'unverified' },
    wrongCode: { account: 'unverified' },
    serverFails: { cannot: NEVER_5XX },
    codeAccepted: {
      cannot:
        "the model pastes '4821'; the real code is the outbox's (random), so the server refuses the model's",
    },
    profileSaved: {
      cannot:
        "the social sign-up's pending user is the model's user-9; a real one comes from the sandbox consent",
    },
  },
  passwordRecovery: {
    linkValid: { cannot: MODEL_LINK },
    linkRefused: {
      cannot:
        "the model's link names user-1, an account the real server does not know: it answers 404, not the fixture's 400 (a made-up token of a real account gets the 400)",
    },
    newLinkSent: { cannot: MODEL_LINK },
    passwordChanged: { cannot: MODEL_LINK },
    signedIn: { cannot: MODEL_LINK },
    noConnection: { connection: 'none' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { cannot: NEVER_5XX },
  },
  support: {
    noConnection: { connection: 'none' },
  },
};

/** The flows replayed, with how their start is produced for real (the saved diner is really signed in). */
const FLOWS: Array<{ appModel: AppFlowModel; signedInAs?: typeof DEMO }> = [
  { appModel: signInAppModel },
  {
    // The session area is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createSignUpAppModel({ read: () => null, write: () => {}, remove: () => {} }),
  },
  { appModel: passwordRecoveryAppModel },
  { appModel: supportAppModel, signedInAs: DEMO },
];

interface Walk {
  flow: AppFlowModel;
  signedInAs?: typeof DEMO;
  path: FlowPath;
  /** The states this walk is the shortest generated path to. */
  targets: string[];
  /** Steps walked; the next one (when shorter than the path) cannot be produced for real. */
  walkable: number;
  reason?: string;
}

const stepIndexOf = (flow: AppFlowModel, event: unknown) =>
  flow.steps.findIndex((s) => isSameEvent(s.event, event as never));

/** For each state, the shortest prefix of a generated path that reaches it; prefixes of others dropped. */
function shortestWalks(flow: AppFlowModel, signedInAs?: typeof DEMO): Walk[] {
  const best = new Map<string, { path: FlowPath; length: number }>();
  for (const path of generatePaths(flow.model)) {
    const states = [path.initial, ...path.steps];
    states.forEach((state, length) => {
      for (const id of state.stateIds) {
        const known = best.get(id);
        if (!known || length < known.length) best.set(id, { path, length });
      }
    });
  }
  const byWalk = new Map<string, Walk>();
  for (const [id, { path, length }] of best) {
    const prefix: FlowPath = { ...path, steps: path.steps.slice(0, length) };
    const key = JSON.stringify(prefix.steps.map((s) => s.event));
    const walk = byWalk.get(key) ?? { flow, signedInAs, path: prefix, targets: [], walkable: length };
    walk.targets.push(id);
    byWalk.set(key, walk);
  }
  const sequences = [...byWalk.values()].map((walk) => walk.path.steps.map((s) => JSON.stringify(s.event)));
  const isPrefixOfAnother = (mine: string[]) =>
    sequences.some((other) => other.length > mine.length && mine.every((event, i) => other[i] === event));
  return [...byWalk.values()].filter((_, i) => !isPrefixOfAnother(sequences[i]));
}

const fixtureOf = (flow: AppFlowModel, event: unknown) => {
  const step = flow.steps[stepIndexOf(flow, event)];
  return step?.action.kind === 'server' ? step.action.fixture : null;
};
const realFixture = (flow: AppFlowModel, fixture: string): RealFixture | undefined =>
  REAL_FIXTURES[flow.model.id]?.[fixture];

/**
 * Orders the walks so the account can follow (it is never deleted: a walk that needs it absent runs before
 * any that creates it), and cuts each walk at its first step the real server cannot produce.
 */
function plan(walks: Walk[]): Walk[] {
  const needsAbsent = (walk: Walk) =>
    walk.path.steps.some((s) => {
      const fixture = fixtureOf(walk.flow, s.event);
      const real = fixture ? realFixture(walk.flow, fixture) : undefined;
      return real !== undefined && 'account' in real && real.account === 'absent';
    });
  const ordered = [...walks.filter(needsAbsent), ...walks.filter((w) => !needsAbsent(w))];
  let account: Account = 'absent';
  for (const walk of ordered) {
    walk.walkable = walk.path.steps.length;
    for (const [i, s] of walk.path.steps.entries()) {
      const fixture = fixtureOf(walk.flow, s.event);
      if (!fixture) continue;
      const real = realFixture(walk.flow, fixture);
      if (real && 'cannot' in real) {
        walk.walkable = i;
        walk.reason = `"${s.step}" cannot be produced for real: ${real.cannot}`;
        break;
      }
      if (real && 'account' in real) {
        if (real.account === 'absent' && account !== 'absent') {
          walk.walkable = i;
          walk.reason = `"${s.step}" needs ${EMAIL} absent, and an earlier path created it (the server deletes no account)`;
          break;
        }
        if (real.account === 'verified') account = 'verified';
        else if (real.account !== 'absent' && account === 'absent') account = 'unverified';
        // A registration sent by the path itself creates the account.
        if (fixture === 'registered' || fixture === 'emailAvailable') account = 'unverified';
      }
    }
  }
  return ordered;
}

// ——— the real server, through its API (as the person the fixture names would) ———

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

async function ensureAccount(request: APIRequestContext, real: RealFixture) {
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

/** Stores a really signed-in diner as the saved state (idb-keyval's database, as the app persists it). */
async function restoreSignedIn(page: Page, credentials: typeof DEMO) {
  const user = await page.evaluate(async (credentials) => {
    const answer = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(credentials),
    });
    return ((await answer.json()) as { data: unknown }).data;
  }, credentials);
  await page.evaluate(
    (user) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ user, language: { currentLanguage: 'es' } }, 'persist:root');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    user,
  );
}

// ——— the walk ———

let pageDriver: Promise<string> | null = null;
const bundlePageDriver = () => {
  pageDriver ??= build({
    entryPoints: [fileURLToPath(new URL('./model-paths/page-driver.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    banner: { js: 'var process = globalThis.process || { env: {} };' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0].text);
  return pageDriver;
};

type Mbt = Record<string, (...args: never[]) => unknown>;
/** Calls the page driver; it answers an error text (thrown here, with where) or null. */
async function call(page: Page, where: string, method: string, ...args: unknown[]) {
  const error = await page.evaluate(
    ({ method, args }) =>
      (window as unknown as { __mbt: Mbt }).__mbt[method](...(args as never[])) as Promise<string | null>,
    { method, args },
  );
  if (error) throw new Error(`${where}: ${error}`);
}

const BUDGET_MS = 5000;

async function walkOnRealServer(page: Page, request: APIRequestContext, walk: Walk) {
  const { flow, path } = walk;
  const id = flow.model.id;
  const heldPatterns = flow.steps.flatMap(({ action }) => (action.kind === 'server' ? [action] : []));
  const held: Array<{ route: Route; method: string; path: string; released: boolean }> = [];
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const apiPath = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = route.request().method();
    if (heldPatterns.some((p) => p.method === method && p.path.test(apiPath)))
      held.push({ route, method, path: apiPath, released: false });
    else await route.continue();
  });
  await page.addInitScript({ content: await bundlePageDriver() });

  const indices = path.steps.map((s) => stepIndexOf(flow, s.event));
  // The app's origin (a JSON page: the app does not run) for the start's stored keys and saved state.
  await page.goto('/api/marca/localhost');
  await call(page, 'arranging the start', 'arrange', id);
  if (walk.signedInAs) await restoreSignedIn(page, walk.signedInAs);
  if (walk.walkable > 0 && flow.steps[indices[0]].action.kind === 'local')
    await call(page, 'arranging the first read', 'arrangeLocal', id, indices[0]);
  await page.goto(flow.start.url);
  await waitForSplashToEnd(page);
  await page.waitForTimeout(flow.start.waitMs > 0 ? 1000 : 0);
  await call(page, 'at the start', 'checkStates', id, path.initial.stateIds, BUDGET_MS);

  for (let i = 0; i < walk.walkable; i += 1) {
    const pathStep = path.steps[i];
    const where = `step ${i + 1} "${pathStep.step}"`;
    const step = flow.steps[indices[i]];
    const nextIndex = i + 1 < walk.walkable ? indices[i + 1] : -1;
    const next = nextIndex >= 0 ? flow.steps[nextIndex] : undefined;
    await call(page, where, 'remember');
    if (next?.action.kind === 'local') await call(page, where, 'arrangeLocal', id, nextIndex);
    const { action } = step;
    if (action.kind === 'clock') {
      await page.waitForTimeout(action.ms);
    } else if (action.kind === 'server') {
      // The app may still be loading the screen's code (real time): wait for its request.
      const waiting = () =>
        held.findLast((h) => !h.released && h.method === action.method && action.path.test(h.path));
      await expect
        .poll(() => waiting() !== undefined, {
          message: `${where}: the app sent no ${action.method} ${action.path} to answer (held: ${held.map((h) => `${h.method} ${h.path}`).join(', ') || 'none'})`,
          timeout: BUDGET_MS,
        })
        .toBe(true);
      const request_ = waiting() as (typeof held)[number];
      request_.released = true;
      const real = realFixture(flow, action.fixture);
      if (real && 'connection' in real) {
        await request_.route.abort('internetdisconnected');
      } else {
        if (real) await ensureAccount(request, real);
        await request_.route.continue();
      }
      await call(page, where, 'perform', id, indices[i], BUDGET_MS);
    } else {
      await call(page, where, 'perform', id, indices[i], BUDGET_MS);
    }
    const instant = pathStep.stateIds.some((s) => flow.instantStates?.includes(s));
    if (next?.action.kind !== 'local' && !instant)
      await call(page, where, 'checkStates', id, pathStep.stateIds, BUDGET_MS);
    await call(page, `${where} (after)`, 'checkAfter', id, indices[i], BUDGET_MS);
  }
}

test.use({ viewport: { width: 390, height: 844 } });

// Planned across the flows: they share the server's accounts.
for (const walk of plan(FLOWS.flatMap(({ appModel, signedInAs }) => shortestWalks(appModel, signedInAs)))) {
  const steps = walk.path.steps.map((s) => s.step).join(' → ') || 'the start';
  const cut =
    walk.walkable < walk.path.steps.length
      ? ` — walked to step ${walk.walkable + 1} of ${walk.path.steps.length + 1}; the rest skipped: ${walk.reason}`
      : '';
  test(`${walk.flow.model.id}, to ${walk.targets.join(', ')}: ${steps}${cut}`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the models are a phone's (390 × 844); run once");
    await walkOnRealServer(page, request, walk);
  });
}
