// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import type { FlowEvent } from '../flow-model';
import {
  DEMO,
  type Diner,
  dinersBackground,
  LUCIA,
  signInWithEmail,
  signOut as signOutOnProfile,
} from '../session/diners-on-the-app';
import { activeOrdersModel } from './active-orders.model';
import {
  ACTIVE_ORDERS_FIXTURES,
  allFetches,
  carousel,
  expectCard,
  facts,
  fetchesOf,
  inFlight,
  resetFacts,
} from './active-orders-on-the-app';
import { HOME_URL, palermo, palermoBackground } from './branch-home-on-the-app';

export { ACTIVE_ORDERS_FIXTURES };

/**
 * The active-orders watcher on the rendered app (ordering.md §2 "Active order card", §4 "Active orders", §7
 * GET /pedido/active/{userId}; the 20 s interval is this app's reading, docs/ordering-active-orders.md, since the
 * spec names none; issue 13: "no request while no order is active or the tab is hidden"), written from the spec.
 * demo@demo.com (user-1) is restored from the saved state on the branch home of Brasa Palermo Soho; the app opens
 * the watcher once the session has a user (the runner's `activeOrdersWatcher`, as main.tsx does). Every
 * GET /pedido/active/{userId} is held until a step answers it. Focus is the window's `focus`; the tab's visibility
 * is `document.visibilityState` with its `visibilitychange`, which the test hands in (machines/ names no browser
 * global). Changing the session's user is done as a person does it: 'Cerrar sesión' on PROFILE and its
 * confirmation, then 'Ingresar' with e-mail and password, and back to the branch home.
 *
 * The card's oracle (§4 "Carousel"): shown on the branch home only when the last answer for this diner holds an
 * order and its first order's idLocal is this branch; hidden on a first load, after a failure and with no order.
 * "Hidden while loading" is read as the first load: a refetch keeps the card as it was (no flicker every 20 s).
 */

/** The tab's visibility, handed in by the test (document.visibilityState + visibilitychange). */
export interface BrowserTab {
  setVisible(visible: boolean): void;
}
let tab: BrowserTab = {
  setVisible: () => {
    throw new Error('activeOrders app-model: create it with createActiveOrdersAppModel(tab)');
  },
};

const MINUTE = 60_000;
/** §4 / issue 13: a hidden tab or no active order costs nothing, however long the diner stays away. */
const AWAY_MS = 5 * MINUTE;

/** How many active-orders fetches the app had sent when the previous step was checked. */
const fetchesSeen = new WeakMap<AppDriver, number>();
const noNewFetch = (app: AppDriver) => {
  const seen = fetchesSeen.get(app);
  if (seen !== undefined)
    app.expect(allFetches(app).length, 'no GET /pedido/active since the previous step').toBe(seen);
};

/** 'Cerrar sesión' on PROFILE: nobody is signed in, and nothing is shown. */
async function signOut(app: AppDriver) {
  await signOutOnProfile(app);
  facts.userId = null;
  facts.shown = null;
}

/** Signs out if someone is signed in, signs in with e-mail and password, and opens the branch home again. */
const signInAs = (account: Diner) => async (app: AppDriver) => {
  if (facts.userId !== null) await signOut(app);
  facts.userId = account._id;
  facts.shown = null;
  facts.fetchMark = fetchesOf(app, account._id).length;
  facts.answered = 0;
  await signInWithEmail(app, account.email);
  await app.navigate(HOME_URL);
};

/** The fetch count and whether one was under way just before the step, per running app. */
const before = new WeakMap<AppDriver, { fetches: number; inFlight: boolean; hidden: boolean }>();
const remember = (app: AppDriver) =>
  before.set(app, { fetches: allFetches(app).length, inFlight: inFlight(app), hidden: !facts.visible });
const newFetches = (app: AppDriver) => allFetches(app).slice(before.get(app)?.fetches ?? 0);

const answerStep = (index: number, fixture: keyof typeof ACTIVE_ORDERS_FIXTURES): AppStep => ({
  event: activeOrdersModel.steps[index].event,
  action: {
    kind: 'server',
    method: 'GET',
    path: /^\/pedido\/active\/[^/]+$/,
    fixture,
    answer: ACTIVE_ORDERS_FIXTURES[fixture],
  },
});

/** With nothing to follow (no active order, or a failure), 5 minutes pass without a single request. */
const quietForFiveMinutes = async (app: AppDriver) => {
  const count = allFetches(app).length;
  await app.wait(AWAY_MS);
  app.expect(allFetches(app).length, 'GET /pedido/active in the 5 minutes after').toBe(count);
};

const steps: AppStep[] = [
  answerStep(0, 'oneAtPalermo'),
  answerStep(1, 'oneAtRecoleta'),
  {
    ...answerStep(2, 'none'),
    // No active order: no polling (issue 13, "Polling costs nothing when idle").
    expectAfter: async (app) => {
      if (app.url() === HOME_URL) await quietForFiveMinutes(app);
    },
  },
  {
    ...answerStep(3, 'noConnection'),
    // §4: a failed fetch hides the carousel, with no message; nothing more is asked until focus or visibility.
    expectAfter: async (app) => {
      app.expect(app.toasts()).toEqual([]);
      if (app.url() === HOME_URL) await quietForFiveMinutes(app);
    },
  },
  {
    event: activeOrdersModel.steps[4].event,
    // The interval (20 000 ms, written here): 1 ms before, nothing was asked (the polling state's check).
    action: { kind: 'clock', ms: 20_000 },
    expectAfter: (app) => {
      const sent = allFetches(app).slice(fetchesSeen.get(app) ?? 0);
      app.expect(sent.map((r) => r.path)).toEqual([`/pedido/active/${facts.userId}`]);
    },
  },
  {
    event: activeOrdersModel.steps[5].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await app.focusWindow();
        await app.settle();
      },
    },
    // §4: the list is fetched when the window regains focus (one at a time: none while one is under way).
    expectAfter: (app) => {
      const was = before.get(app);
      const expected = facts.userId !== null && !was?.inFlight ? [`/pedido/active/${facts.userId}`] : [];
      app.expect(newFetches(app).map((r) => r.path)).toEqual(expected);
    },
  },
  {
    event: activeOrdersModel.steps[6].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        facts.visible = false;
        tab.setVisible(false);
        await app.settle();
        // The diner stays on the other tab for 5 minutes.
        await app.wait(AWAY_MS);
      },
    },
    // A hidden tab asks nothing, however long (issue 13).
    expectAfter: (app) => app.expect(newFetches(app)).toEqual([]),
  },
  {
    event: activeOrdersModel.steps[7].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        facts.visible = true;
        tab.setVisible(true);
        await app.settle();
      },
    },
    // Coming back to the tab asks once at once (unless one is under way, or it was not hidden).
    expectAfter: (app) => {
      const was = before.get(app);
      const asks = facts.userId !== null && !!was?.hidden && !was.inFlight;
      app.expect(newFetches(app).map((r) => r.path)).toEqual(asks ? [`/pedido/active/${facts.userId}`] : []);
    },
  },
  {
    event: activeOrdersModel.steps[10].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await signInAs(LUCIA)(app);
      },
    },
    // Lucía's orders are asked for; demo's card is not shown to her.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(HOME_URL);
      app.expect(newFetches(app).map((r) => r.path)).toContain('/pedido/active/user-2');
    },
  },
  {
    event: activeOrdersModel.steps[11].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await signOut(app);
      },
    },
    // No user: nothing is asked (and AUTH shows no card).
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/auth');
      app.expect(newFetches(app)).toEqual([]);
    },
  },
  {
    event: activeOrdersModel.steps[12].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await signInAs(DEMO)(app);
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(HOME_URL);
      app.expect(newFetches(app).map((r) => r.path)).toContain('/pedido/active/user-1');
    },
  },
];

/** Records the fetch count after each step is checked (the next step's "nothing new" baseline). */
const countingFetches = (step: AppStep): AppStep => ({
  ...step,
  expectAfter: async (app, was) => {
    await step.expectAfter?.(app, was);
    fetchesSeen.set(app, allFetches(app).length);
  },
});

type UserEvent = FlowEvent & { user?: { _id?: string } | null };

/** The executable model, with the browser tab whose visibility the steps change. */
export const createActiveOrdersAppModel = (browserTab: BrowserTab): AppFlowModel => {
  tab = browserTab;
  return activeOrdersAppModel;
};

const activeOrdersAppModel: AppFlowModel = {
  model: activeOrdersModel,
  systemId: 'activeOrders',
  start: {
    url: HOME_URL,
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    arrange: () => {
      resetFacts();
      tab.setVisible(true);
    },
    savedState: { user: DEMO, branch: palermo, language: { currentLanguage: 'es' } },
    activeOrdersWatcher: true,
  },
  background: [
    ...dinersBackground,
    ...palermoBackground('user-[12]'),
    {
      method: 'GET',
      path: /^\/points\//,
      fixture: 'points',
      answer: { status: 200, body: { status: 'success', data: { availablePoints: 0 } } },
    },
  ],
  states: {
    evaluating: () => {},
    // No user: no card (the diner is on AUTH).
    signedOut: (app) => app.expect(carousel(app)).toBeNull(),
    // A first load hides the carousel; a refetch keeps it as it was.
    loading: expectCard,
    'watching.deciding': () => {},
    // No active order: no card, and nothing asked since.
    'watching.idle': (app) => {
      expectCard(app);
      noNewFetch(app);
    },
    // An active order (the card when it is at this branch); nothing asked before the 20 s are up.
    'watching.polling': (app) => {
      expectCard(app);
      noNewFetch(app);
    },
    // The tab is hidden: the card as it was, nothing asked.
    'watching.hidden': (app) => {
      expectCard(app);
      noNewFetch(app);
    },
    // §4: a failed fetch hides the carousel, with no message.
    failed: (app) => {
      app.expect(carousel(app)).toBeNull();
      app.expect(app.toasts()).toEqual([]);
      noNewFetch(app);
    },
  },
  steps: steps.map(countingFetches),
  pending: [
    {
      event: activeOrdersModel.steps[8].event,
      reason:
        'sent by sendOrder, checkout, orderRating and confirmReceipt after their own steps: their app-models assert the refetch (orderRating, confirmReceipt: GET /pedido/active after the PUT)',
    },
    {
      event: activeOrdersModel.steps[9].event,
      reason:
        "the session refreshes the same diner on focus or reconnect (main.tsx's startSessionEvents), which also sends the window's focus to the watcher: one gesture, two chart events",
    },
  ],
  impossible: (events, was) => {
    const event = events[events.length - 1] as UserEvent;
    if (event.type !== 'activeOrders.userChanged') return null;
    if (was.keyContext.visible === false) return 'a person signs in or out on a visible tab';
    const userId = event.user?._id ?? null;
    if (userId === null && was.keyContext.userId === null) return 'nobody is signed in to log out';
    if (userId !== null && userId === was.keyContext.userId)
      return 'signing the same diner in again means signing out first, which the chart takes as two changes';
    return null;
  },
};
