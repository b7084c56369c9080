import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { build } from 'esbuild';
import type { AppFlowModel, AppStep } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { cartAppModel } from '@/machines/cart/cart.app-model';
import { createCatalogueAppModel } from '@/machines/catalogue/catalogue.app-model';
import { createConfirmReceiptAppModel } from '@/machines/confirm-receipt/confirm-receipt.app-model';
import { currentBranchAppModel } from '@/machines/current-branch/current-branch.app-model';
import { layoutAppModel } from '@/machines/layout/layout.app-model';
import { menuBrowsingAppModel } from '@/machines/menu-browsing/menu-browsing.app-model';
import { orderHistoryAppModel } from '@/machines/order-history/order-history.app-model';
import { orderPreparationAppModel } from '@/machines/order-preparation/order-preparation.app-model';
import { orderRatingAppModel } from '@/machines/order-rating/order-rating.app-model';
import { passwordRecoveryAppModel } from '@/machines/password-recovery/password-recovery.app-model';
import { pointsAppModel } from '@/machines/points/points.app-model';
import { profileCompletionAppModel } from '@/machines/profile-completion/profile-completion.app-model';
import { sessionAppModel } from '@/machines/session/session.app-model';
import { signInAppModel } from '@/machines/sign-in/sign-in.app-model';
import { createSignUpAppModel } from '@/machines/sign-up/sign-up.app-model';
import { supportAppModel } from '@/machines/support/support.app-model';
import { toastsAppModel } from '@/machines/toasts/toasts.app-model';
import { type FlowPath, generatePaths, type PathState } from '@/tools/flow-graph/paths';
import {
  type Account,
  EMAIL,
  ensureAccount,
  freshRecoveryLink,
  OTHER_PASSWORD,
  PASSWORD,
  type RealFixture,
  spendRecoveryLink,
  verifiedAccountId,
} from './model-paths/accounts';
import {
  type BranchStatusFixture,
  forceBranchStatus,
  restoreBranchStatuses,
} from './model-paths/branch-status';
import { catalogueFixtures, catalogueImpossible } from './model-paths/catalogue';
import { browserSavedMenus } from './model-paths/catalogue-cache';
import { confirmReceiptLevers } from './model-paths/confirm-receipt';
import { clearFaults, plantBackgroundFaults, plantFault } from './model-paths/faults';
import type { FlowLevers } from './model-paths/flow-levers';
import type { IdMap } from './model-paths/id-map';
import { menuBrowsingFixtures, menuBrowsingImpossible } from './model-paths/menu-browsing';
import { learnOrderHistory, orderHistoryLevers } from './model-paths/order-history';
import { orderPreparationFixtures, orderPreparationImpossible } from './model-paths/order-preparation';
import { orderRatingLevers } from './model-paths/order-rating';
import type { ProducedFixture } from './model-paths/produced';
import {
  learnProfileCompletion,
  PROFILE_COMPLETION_REAL,
  profileCompletionLever,
} from './model-paths/profile-completion';
import { seededPassword, staticIds } from './model-paths/real-ids';
import {
  learnSession,
  SESSION_REAL,
  SESSION_UNCHECKABLE,
  sessionBrowserImpossible,
  sessionLever,
} from './model-paths/session';
import { produceStart } from './model-paths/start';
import type { StepLever } from './model-paths/step-lever';
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
 * ends the walk there, with the reason in the test's title. The model's ids are translated to the seed's and
 * to the ones the server mints (model-paths/id-map.ts, real-ids.ts), and its saved state is produced for real
 * (model-paths/start.ts).
 *
 * Not checked here (tests/model-app does): that the live actor is in the path's state (the production build
 * exposes no actor), and a timer's 1 ms before (real time is not exact).
 */

// One test at a time, in the order below (the server's accounts are shared by the paths); a failure does not
// stop the next walk.
test.describe.configure({ mode: 'default' });

/** Per flow: the fixtures of its `server` steps that need something of the real server (unlisted: none). */
type Fixture = RealFixture | BranchStatusFixture | ProducedFixture;
const REAL_FIXTURES: Record<string, Record<string, Fixture>> = {
  signIn: {
    passwordAccepted: { account: 'verified', password: PASSWORD },
    wrongPassword: { account: 'verified', password: OTHER_PASSWORD },
    noSuchAccount: { account: 'absent' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { fault: 500 },
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
    serverFails: { fault: 500 },
    codeAccepted: {
      cannot:
        "the model pastes '4821'; the real code is the outbox's (random), so the server refuses the model's",
    },
    profileSaved: {
      cannot:
        "the social sign-up's pending user is the model's user-9; a real one comes from the sandbox consent",
    },
  },
  // The link user-1/token-1 is a real one from the outbox (learnRecoveryLink); refused = spent before the answer.
  passwordRecovery: {
    linkRefused: { link: 'spent' },
    noConnection: { connection: 'none' },
    recoveryEmailSent: { account: 'exists' },
    serverFails: { fault: 500 },
  },
  support: {
    noConnection: { connection: 'none' },
  },
  points: {
    noConnection: { connection: 'none' },
  },
  currentBranch: {
    palermoClosed: { branchStatus: { palermo: 'close' } },
    palermo: { branchStatus: { palermo: 'open' } },
    offline: { connection: 'none' },
    notFound: {
      cannot:
        "the model opens /menu/b-2/brasa-belgrano, a branch the real server knows (it answers 200); its 404 is for a storeId it does not know, and the map cannot fold Belgrano's into one",
    },
  },
  branchSelection: {
    serverFails: { fault: 500 },
  },
  // Background answers (the gesture's request, with no step of its own): planted before the walk.
  toasts: {
    guestNotCreated: { fault: 500 },
    signInFails: { fault: 500 },
  },
  profileCompletion: PROFILE_COMPLETION_REAL,
  session: SESSION_REAL,
  menuBrowsing: menuBrowsingFixtures,
  orderPreparation: orderPreparationFixtures,
  catalogue: catalogueFixtures,
};

/**
 * Per flow: state checks that read data the real server does not hold (the vitest runner's brand, not the seed's),
 * with the reason. The walk goes through the state; only that check is left out, and the test's title says so.
 */
const UNCHECKABLE_STATES: Record<string, Record<string, string>> = {
  menuBrowsing: {
    'browsing.filters':
      "with no filter the model's MENU is its four categories and one tag exactly; the seeded menu has 14 sections (Ensaladas, Pastas, Bebidas, the other tags …)",
  },
  layout: {
    'splash.showing':
      "the model's splash is 'Cargando Demo' (the vitest runner's brand); the seeded brand at localhost is 'Brasa Palermo' (server/db/seed/brands.ts), so its splash reads 'Cargando Brasa Palermo'",
  },
  session: SESSION_UNCHECKABLE,
};
/**
 * Per flow: steps a person cannot take in a real browser at that point of a path although the vitest runner can
 * (jsdom applies no CSS), with the reason; like the app-model's `impossible`, a path is walked up to such a step.
 */
const BROWSER_IMPOSSIBLE: Record<string, (before: PathState, step: AppStep) => string | null> = {
  layout: (before, step) => {
    if (before.stateIds.includes('splash.showing') && step.action.kind === 'gesture')
      return 'while the splash shows, the shell under it is visibility: hidden (src/styles/shell.css, .shell[data-behind-splash]): nothing in it can be scrolled or tapped; jsdom applies no CSS, so the vitest runner can';
    if (step.event.type === 'layout.viewportResized')
      return 'the page driver runs inside the page, which cannot resize its own window (window.resizeTo only works on a window it opened); the vitest runner resizes happy-dom';
    if (step.event.type === 'layout.scrolled')
      return "the guest's support form does not scroll at 390 × 844 in Chromium (the content area's scrollHeight is its clientHeight, 715 px, measured on 24 Nov 2026): scrollTop stays 0; jsdom sets any scrollTop";
    return null;
  },
  branchSelection: (_before, step) => {
    if (step.action.kind === 'local' && step.action.fixture.includes('has no the Geolocation API'))
      return "Chromium has the Geolocation API (the vitest runner's happy-dom has none)";
    if (step.action.kind === 'server' && step.action.fixture === 'branchesByDistance')
      return "the real server sorts by distance only for a request with the diner's position, and this prefix sends none (the permission is 'prompt'; the granted-position steps are the app-model's pending)";
    if (step.event.type === 'branchSelection.languageChanged')
      return "the real app translates its whole UI into English (main.tsx's language sync; the vitest runner starts none for this flow), and the model's checks read the spec's Spanish texts";
    if (step.event.type === 'branchSelection.activeOrderBranchChanged')
      return "the walk's fresh guest has no active order on the real server (GET /pedido/active answers an empty list): an order at Brasa Recoleta would have to be placed and paid first";
    return null;
  },
  toasts: (_before, step) =>
    isSameEvent(step.event, toastsAppModel.steps[1].event)
      ? "the model's 'about 1 s later' cannot hold in a browser: the sign-in form's code, the typing and the real POST /login take longer, and in the CI run of 25 Nov the first toast's 5 s had run out before the second showed (0 toasts at the check); the vitest runner walks it whole with the clock faked"
      : null,
  cart: (_before, step) =>
    step.event.type === 'cart.cleared'
      ? "the step taps Brasa Palermo Soho's card on BASE and expects HOME, but the seeded b2c brand is multipleMenu (server/db/seed/brands.ts): in a browser the tap flips the card to the consume modes and HOME opens only once a mode is chosen (branchSelection's model walks that; the cart's step does not); the vitest runner's default brand has no multipleMenu"
      : null,
  session: sessionBrowserImpossible,
  menuBrowsing: menuBrowsingImpossible,
  orderPreparation: orderPreparationImpossible,
  catalogue: catalogueImpossible,
};
const checkable = (flow: AppFlowModel, stateIds: string[]) =>
  stateIds.filter((s) => !UNCHECKABLE_STATES[flow.model.id]?.[s]);

/** Records ids the server minted before a walk, given the steps the walk takes. */
type Learn = (request: APIRequestContext, ids: IdMap, steps: FlowPath['steps']) => Promise<void>;

/** The model's refusal of a new link for user-1/token-1 as a link never sent to that account (a made-up token). */
const NEVER_SENT = 'xstate.error.actor.requestNewRecoveryLink';
/**
 * passwordRecovery's link (W5): user-1/token-1 ↔ a fresh link of Lucía's from the outbox. A walk where the server
 * refuses a new link for it (only a link never sent to the account is refused) gets a made-up token instead.
 */
const learnRecoveryLink: Learn = async (request, ids, steps) => {
  const { id, token } = await freshRecoveryLink(request);
  ids.add('user-1', id);
  const neverSent = steps.some((s) => (s.event as { type?: string }).type === NEVER_SENT);
  ids.add('token-1', neverSent ? 'a-link-never-sent-to-this-account' : token);
};

/**
 * The flows replayed. Each start is produced for real from the model's saved state (model-paths/start.ts);
 * `learn` records ids the server minted before the walk that the model names (Lucía's real id for user-2).
 */
/** A lever written as (at, step) (model-paths/step-lever.ts) in the shape of FlowLevers' beforeStep. */
const stepLever =
  (lever: StepLever): NonNullable<FlowLevers['beforeStep']> =>
  ({ step, ...at }) =>
    lever(at, step);

const FLOWS: Array<{
  appModel: AppFlowModel;
  learn?: Learn;
  /** Walk every generated path, not only the shortest to each state, and why (one state, many toasts). */
  everyPath?: string;
  /** The flow's own tables and levers (model-paths/<flow>.ts), merged into the spec's below. */
  levers?: FlowLevers;
  /** Server fixtures walked even where no shortest walk takes them: the shortest prefix ending in that answer. */
  alsoWalk?: string[];
}> = [
  { appModel: signInAppModel },
  {
    // The session area is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createSignUpAppModel({ read: () => null, write: () => {}, remove: () => {} }),
  },
  { appModel: passwordRecoveryAppModel, learn: learnRecoveryLink },
  { appModel: supportAppModel },
  { appModel: layoutAppModel },
  {
    appModel: pointsAppModel,
    // The model signs Lucía in with PASSWORD and checks GET /points/user-2.
    learn: async (request, ids) => ids.add('user-2', await verifiedAccountId(request, PASSWORD)),
  },
  { appModel: cartAppModel },
  {
    appModel: currentBranchAppModel,
    // BASE lists Brasa Belgrano open (the model's pick taps its card): forced open, so the walk runs at any hour.
    learn: (request) => forceBranchStatus(request, { belgrano: 'open' }),
  },
  { appModel: branchSelectionAppModel },
  {
    appModel: toastsAppModel,
    everyPath:
      "the flow has one state ('listening'); what its paths check is the list of toasts, which only the whole paths reach",
  },
  { appModel: orderHistoryAppModel, learn: learnOrderHistory, levers: orderHistoryLevers },
  { appModel: orderRatingAppModel, levers: orderRatingLevers },
  {
    // The tab's focus is the page's (page-driver.ts); here only the steps and states are read.
    appModel: createConfirmReceiptAppModel({ bringToFront: () => {} }),
    levers: confirmReceiptLevers,
  },
  // perfil@demo.com made incomplete before each walk; "completed on another device" is a real PUT (W7).
  {
    appModel: profileCompletionAppModel,
    learn: learnProfileCompletion,
    levers: { beforeStep: stepLever(profileCompletionLever) },
  },
  // user-1 is Lucía (complete profile, or without the phone); the 401 is a real logout elsewhere (W8).
  { appModel: sessionAppModel, learn: learnSession, levers: { beforeStep: stepLever(sessionLever) } },
  // W11: the guest's history is a real order placed by that guest (model-paths/menu-browsing.ts).
  { appModel: menuBrowsingAppModel, alsoWalk: ['historyWithBife'] },
  // W18: the b2c paths; notFound is PAR-001 withdrawn for the answer (model-paths/order-preparation.ts).
  { appModel: orderPreparationAppModel },
  // W18: the app's real IndexedDB, watched (model-paths/catalogue-cache.ts).
  { appModel: createCatalogueAppModel(browserSavedMenus) },
];
const BEFORE_STEP: Record<string, NonNullable<FlowLevers['beforeStep']>> = {};
for (const { appModel, levers } of FLOWS) {
  const id = appModel.model.id;
  if (levers?.realFixtures) REAL_FIXTURES[id] = { ...REAL_FIXTURES[id], ...levers.realFixtures };
  if (levers?.uncheckable) UNCHECKABLE_STATES[id] = { ...UNCHECKABLE_STATES[id], ...levers.uncheckable };
  if (levers?.browserImpossible) BROWSER_IMPOSSIBLE[id] = levers.browserImpossible;
  if (levers?.beforeStep) BEFORE_STEP[id] = levers.beforeStep;
}

interface Walk {
  flow: AppFlowModel;
  learn?: Learn;
  path: FlowPath;
  /** The states this walk is the shortest generated path to. */
  targets: string[];
  /** Steps walked; the next one (when shorter than the path) cannot be produced for real. */
  walkable: number;
  reason?: string;
}

const stepIndexOf = (flow: AppFlowModel, event: unknown) =>
  flow.steps.findIndex((s) => isSameEvent(s.event, event as never));

/**
 * How far the app-model lets a path be walked at all (tests/model-app's walkLimit): up to its first step listed as
 * pending or declared impossible at that point, with the reason.
 */
function modelLimit(flow: AppFlowModel, path: FlowPath): { length: number; reason?: string } {
  const events = path.steps.map((s) => s.event);
  for (const [i, s] of path.steps.entries()) {
    const pending = flow.pending?.find((p) => isSameEvent(p.event, s.event));
    if (pending) return { length: i, reason: `"${s.step}" is pending: ${pending.reason}` };
    const before = i === 0 ? path.initial : path.steps[i - 1];
    const impossible = flow.impossible?.(events.slice(0, i + 1), before);
    if (impossible) return { length: i, reason: `"${s.step}" cannot be done there: ${impossible}` };
    const step = flow.steps[stepIndexOf(flow, s.event)];
    const inBrowser = step && BROWSER_IMPOSSIBLE[flow.model.id]?.(before, step);
    if (inBrowser)
      return { length: i, reason: `"${s.step}" cannot be done in a browser there: ${inBrowser}` };
  }
  return { length: path.steps.length };
}

/**
 * For each state, the shortest prefix of a generated path that reaches it within the part the app-model can
 * walk; prefixes of others dropped. The states no walkable prefix reaches come back with the reasons.
 */
function shortestWalks(
  flow: AppFlowModel,
  learn?: Walk['learn'],
  everyPath?: string,
): { walks: Walk[]; unreached: Map<string, Set<string>> } {
  if (everyPath) return everyWalk(flow, learn);
  const best = new Map<string, { path: FlowPath; length: number }>();
  const unreached = new Map<string, Set<string>>();
  for (const path of generatePaths(flow.model)) {
    const limit = modelLimit(flow, path);
    const states = [path.initial, ...path.steps];
    states.forEach((state, length) => {
      for (const id of state.stateIds) {
        if (length > limit.length) {
          unreached.set(id, (unreached.get(id) ?? new Set()).add(limit.reason ?? ''));
          continue;
        }
        const known = best.get(id);
        if (!known || length < known.length) best.set(id, { path, length });
      }
    });
  }
  for (const id of best.keys()) unreached.delete(id);
  const byWalk = new Map<string, Walk>();
  for (const [id, { path, length }] of best) {
    const prefix: FlowPath = { ...path, steps: path.steps.slice(0, length) };
    const key = JSON.stringify(prefix.steps.map((s) => s.event));
    const walk = byWalk.get(key) ?? { flow, learn, path: prefix, targets: [], walkable: length };
    walk.targets.push(id);
    byWalk.set(key, walk);
  }
  const sequences = [...byWalk.values()].map((walk) => walk.path.steps.map((s) => JSON.stringify(s.event)));
  const isPrefixOfAnother = (mine: string[]) =>
    sequences.some((other) => other.length > mine.length && mine.every((event, i) => other[i] === event));
  return { walks: [...byWalk.values()].filter((_, i) => !isPrefixOfAnother(sequences[i])), unreached };
}

/** Every generated path, each walked up to where the app-model lets it (FLOWS' `everyPath`). */
function everyWalk(
  flow: AppFlowModel,
  learn?: Walk['learn'],
): { walks: Walk[]; unreached: Map<string, Set<string>> } {
  const walks = generatePaths(flow.model).map((path) => {
    const limit = modelLimit(flow, path);
    // Cut where the app-model stops it, as shortestWalks' prefixes are (plan() walks a path to its end).
    const prefix: FlowPath = { ...path, steps: path.steps.slice(0, limit.length) };
    const targets = [path.initial, ...prefix.steps].flatMap((s) => s.stateIds);
    return { flow, learn, path: prefix, targets: [...new Set(targets)], walkable: limit.length };
  });
  return { walks, unreached: new Map() };
}

const fixtureOf = (flow: AppFlowModel, event: unknown) => {
  const step = flow.steps[stepIndexOf(flow, event)];
  return step?.action.kind === 'server' ? step.action.fixture : null;
};
const realFixture = (flow: AppFlowModel, fixture: string): Fixture | undefined =>
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

test.use({ viewport: { width: 390, height: 844 } });
// A branch status a walk forced follows its schedule again (the server is shared by the e2e run).
test.afterEach(({ request }) => restoreBranchStatuses(request));

/** The shortest prefix of a generated path that ends in the given server answer (FLOWS' `alsoWalk`). */
function walkEndingIn(flow: AppFlowModel, fixture: string, learn?: Learn): Walk | null {
  let best: FlowPath | null = null;
  for (const path of generatePaths(flow.model)) {
    const limit = modelLimit(flow, path).length;
    const at = path.steps.findIndex((s, i) => i < limit && fixtureOf(flow, s.event) === fixture);
    if (at >= 0 && (!best || at + 1 < best.steps.length))
      best = { ...path, steps: path.steps.slice(0, at + 1) };
  }
  const targets = best?.steps.at(-1)?.stateIds.map((id) => `${id} (${fixture})`) ?? [];
  return best && { flow, learn, path: best, targets, walkable: best.steps.length };
}

const perFlow = FLOWS.map(({ appModel, learn, everyPath, alsoWalk }) => {
  const { walks, unreached } = shortestWalks(appModel, learn, everyPath);
  const more = (alsoWalk ?? []).flatMap((fixture) => walkEndingIn(appModel, fixture, learn) ?? []);
  return { appModel, walks: [...walks, ...more], unreached };
});
// Planned across the flows: they share the server's accounts.
for (const walk of plan(perFlow.flatMap(({ walks }) => walks))) {
  const steps = walk.path.steps.map((s) => s.step).join(' → ') || 'the start';
  const cut =
    walk.walkable < walk.path.steps.length
      ? ` — walked to step ${walk.walkable + 1} of ${walk.path.steps.length + 1}; the rest skipped: ${walk.reason}`
      : '';
  const walked = [walk.path.initial, ...walk.path.steps.slice(0, walk.walkable)].flatMap((s) => s.stateIds);
  const unchecked = Object.entries(UNCHECKABLE_STATES[walk.flow.model.id] ?? {}).filter(([s]) =>
    walked.includes(s),
  );
  const notChecked = unchecked.map(([s, reason]) => ` — "${s}" not checked: ${reason}`).join('');
  test(`${walk.flow.model.id}, to ${walk.targets.join(', ')}: ${steps}${cut}${notChecked}`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', "the models are a phone's (390 × 844); run once");
    try {
      await walkOnRealServer(page, request, walk);
    } finally {
      await clearFaults(request);
    }
  });
}

// The states no walkable prefix reaches (the app-model's pending or impossible steps), named with the reason.
for (const { appModel, unreached } of perFlow) {
  if (unreached.size === 0) continue;
  const reasons = [...new Set([...unreached.values()].flatMap((r) => [...r]))].join('; ');
  test.skip(`${appModel.model.id}, not reached in the browser: ${[...unreached.keys()].join(', ')} — ${reasons}`, () => {});
}
