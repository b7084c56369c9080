import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';
import { build } from 'esbuild';
import { waitForSplashToEnd } from '../support';
import { EMAIL, ensureAccount, PASSWORD, spendRecoveryLink } from './accounts';
import { forceBranchStatus } from './branch-status';
import { plantBackgroundFaults, plantFault } from './faults';
import { BEFORE_STEP, checkable, FAKE_CLOCK } from './flows';
import { seededPassword, staticIds } from './real-ids';
import { produceStart } from './start';
import { realFixture, stepIndexOf, type Walk } from './walks';

/**
 * One walk of tests/e2e/model-paths.spec.ts on the real server: the page driver (page-driver.ts, bundled into the
 * page) takes the app-model's steps and checks its states; a request a `server` step answers is held at the network
 * until that step, then released to the real server in the state that produces the step's fixture.
 */

let pageDriver: Promise<string> | null = null;
const bundlePageDriver = () => {
  pageDriver ??= build({
    entryPoints: [fileURLToPath(new URL('./page-driver.ts', import.meta.url))],
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

export async function walkOnRealServer(page: Page, request: APIRequestContext, walk: Walk) {
  const { flow, path } = walk;
  const id = flow.model.id;
  const heldPatterns = flow.steps.flatMap(({ action }) => (action.kind === 'server' ? [action] : []));
  const held: Array<{ route: Route; method: string; path: string; released: boolean }> = [];
  await page.addInitScript({ content: await bundlePageDriver() });

  const indices = path.steps.map((s) => stepIndexOf(flow, s.event));
  // The walk's id map: the flow's static entries, then what the server mints (learned).
  const ids = staticIds(id);
  await walk.learn?.(request, ids, path.steps.slice(0, walk.walkable));
  // The app's origin (a JSON page: the app does not run) for the start's stored keys and saved state.
  await page.goto('/api/marca/localhost');
  await call(page, 'arranging the start', 'arrange', id);
  await produceStart(page, flow.start.savedState, ids, (email) =>
    email === EMAIL ? PASSWORD : seededPassword(email),
  );
  if (walk.walkable > 0 && flow.steps[indices[0]].action.kind === 'local')
    await call(page, 'arranging the first read', 'arrangeLocal', id, indices[0]);
  // The page translates with the same map (its requests, URL and navigations); read when first used.
  await page.addInitScript((pairs) => {
    (window as unknown as { __mbtIds: unknown }).__mbtIds = pairs;
  }, ids.pairs());
  // A request is held by what the model names it: the real ids turned into the model's first.
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const apiPath = ids.modelPath(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
    const method = route.request().method();
    if (heldPatterns.some((p) => p.method === method && p.path.test(apiPath)))
      held.push({ route, method, path: apiPath, released: false });
    else await route.continue();
  });
  // Background answers that are a 5xx: the next such request fails (cleared after the walk if unused).
  await plantBackgroundFaults(request, flow, ids, (fixture) => {
    const real = realFixture(flow, fixture);
    return real && 'fault' in real ? real.fault : undefined;
  });
  // A flow on Playwright's clock (its levers' `fakeClock`): the page's `app.wait` asks the spec to run the time.
  const fakeClock = FAKE_CLOCK.has(id);
  if (fakeClock) {
    await page.clock.install();
    await page.exposeFunction('__mbtPassTime', (ms: number) => page.clock.runFor(ms));
  }
  await page.goto(ids.realPath(flow.start.url));
  // A start with no wait checks the splash itself (layout); the others start once it has gone.
  if (flow.start.waitMs > 0) {
    await waitForSplashToEnd(page);
    await page.waitForTimeout(1000);
  }
  await call(page, 'at the start', 'checkStates', id, checkable(flow, path.initial.stateIds), BUDGET_MS);

  for (let i = 0; i < walk.walkable; i += 1) {
    const pathStep = path.steps[i];
    const where = `step ${i + 1} "${pathStep.step}"`;
    const step = flow.steps[indices[i]];
    const nextIndex = i + 1 < walk.walkable ? indices[i + 1] : -1;
    const next = nextIndex >= 0 ? flow.steps[nextIndex] : undefined;
    const lever = BEFORE_STEP[id];
    if (lever) {
      const known = ids.pairs().length;
      await lever({ page, request, ids, step });
      // An id the lever learned (a real order) reaches the page's map too.
      if (ids.pairs().length !== known)
        await page.evaluate((pairs) => {
          (window as unknown as { __mbtIds: unknown }).__mbtIds = pairs;
        }, ids.pairs());
    }
    await call(page, where, 'remember');
    if (next?.action.kind === 'local') await call(page, where, 'arrangeLocal', id, nextIndex);
    const { action } = step;
    if (action.kind === 'clock') {
      await (fakeClock ? page.clock.runFor(action.ms) : page.waitForTimeout(action.ms));
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
      } else if (real && 'link' in real) {
        await spendRecoveryLink(request, new URL(request_.route.request().url()).pathname);
        await request_.route.continue();
      } else if (real && 'fault' in real) {
        const { pathname } = new URL(request_.route.request().url());
        await plantFault(request, request_.method, pathname, real.fault, action.answer);
        await request_.route.continue();
      } else if (real && 'around' in real) {
        // The real answer fetched and handed to the app inside the lever (it undoes what it changed after).
        const send = async () => request_.route.fulfill({ response: await request_.route.fetch() });
        await real.around({ request, page, send });
      } else {
        if (real && 'branchStatus' in real) await forceBranchStatus(request, real.branchStatus);
        else if (real) await ensureAccount(request, real);
        await request_.route.continue();
      }
      await call(page, where, 'perform', id, indices[i], BUDGET_MS);
    } else {
      await call(page, where, 'perform', id, indices[i], BUDGET_MS);
    }
    const instant = pathStep.stateIds.some((s) => flow.instantStates?.includes(s));
    if (next?.action.kind !== 'local' && !instant)
      await call(page, where, 'checkStates', id, checkable(flow, pathStep.stateIds), BUDGET_MS);
    await call(page, `${where} (after)`, 'checkAfter', id, indices[i], BUDGET_MS);
  }
}
