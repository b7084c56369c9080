import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyActorRef, getInitialSnapshot, type StateValue } from 'xstate';
import { APP_FLOWS, flowMailboxId, type RouteFlowId } from '@/machines/app/app-flows';
import type {
  AppAction,
  AppDriver,
  AppFlowModel,
  AppStep,
  RecordedRequest,
  ServerAnswer,
} from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import type { FlowEvent } from '@/machines/flow-model';
import type { Brand } from '@/machines/types';
import { startActiveOrdersWatcher } from '@/src/adapters/active-orders-start';
import { startConnectivityEvents } from '@/src/adapters/connectivity-events';
import { createApi } from '@/src/adapters/http';
import { startPendingPaymentCheck } from '@/src/adapters/pending-payment';
import { startSessionEvents } from '@/src/adapters/session-events';
import { App } from '@/src/app/app';
import { AppActorProvider } from '@/src/app/app-context';
import { createAppActor } from '@/src/app/create-app-actor';
import { applyUiLanguage } from '@/src/i18n/i18n';
import { startLanguageSync } from '@/src/i18n/language-sync';
import type { FlowPath, PathState } from '@/tools/flow-graph/paths';
import { runEffectsOnRealTasks } from './effects-on-real-tasks';
import { timerStartIndex } from './timer-start';

/**
 * Walks generated paths on the whole app: the real root actor from createAppActor (real machines, real
 * adapters for storage and navigation), the real React `App`, rendered in happy-dom. Only HTTP is scripted
 * (globalThis.fetch is replaced by `ScriptedServer`) and the clock is faked (vi.useFakeTimers); the saved
 * state (IndexedDB) is a memory stand-in that starts empty.
 *
 * After the start and after every step: the live actor of the flow (`actor.system.get(systemId)`) must be
 * in the path's state, the expectation of every active state must hold on the DOM, and so must the step's
 * own `expectAfter`. A step followed by a `local` step (the browser answers at once) is transient: only its `expectAfter`
 * is checked.
 */

/** The demo brand the app runs with (preloaded, as the server injects it). */
export const TEST_BRAND: Brand = {
  _id: 'brand-1',
  domain: 'localhost',
  appName: 'Demo',
  businessType: 'b2c',
  multipleMenu: false,
  colors: [],
};

type Background = NonNullable<AppFlowModel['background']>;

/** What the scripted server answers to calls no step of the flow scripts (the rest of the app's traffic). */
function backgroundAnswer(request: RecordedRequest, background: Background = []): ServerAnswer {
  const { method, path } = request;
  const scripted = background.find((b) => b.method === method && b.path.test(path));
  if (scripted) return typeof scripted.answer === 'function' ? scripted.answer(request) : scripted.answer;
  const guest = {
    status: 200,
    body: { status: 'success', data: { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' } },
  };
  if (method === 'POST' && path.startsWith('/user/guest/')) return guest;
  // The session refreshes a restored guest.
  if (method === 'GET' && path.startsWith('/user/guest-1')) return guest;
  return { status: 404, body: { status: 'error', message: 'not scripted' } };
}

interface HeldRequest extends RecordedRequest {
  resolve: (answer: ServerAnswer) => void;
  answered: boolean;
}

/** A fetch stand-in: records every request; holds the ones a flow step answers, answers the rest at once. */
export class ScriptedServer {
  readonly log: HeldRequest[] = [];
  constructor(
    private readonly held: Array<{ method: string; path: RegExp }>,
    private readonly background: Background = [],
  ) {}

  fetch = async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const answer: ServerAnswer = await new Promise<ServerAnswer>((resolve) => {
      const request: HeldRequest = { method, path, body, resolve, answered: false };
      this.log.push(request);
      if (!this.held.some((h) => h.method === method && h.path.test(path))) {
        request.answered = true;
        resolve(backgroundAnswer({ method, path, body }, this.background));
      }
    });
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
      json: async () => answer.body,
    } as unknown as Response;
  };

  /**
   * Answers the newest unanswered matching request (the one the screen waits for; a request of a screen the
   * diner left stays unanswered); fails when the app sent none.
   */
  answer(
    method: string,
    path: RegExp,
    answer: ServerAnswer | ((request: RecordedRequest) => ServerAnswer),
    fixture: string,
  ): void {
    const request = this.log.findLast((r) => !r.answered && r.method === method && path.test(r.path));
    if (!request) {
      const sent = this.log.map((r) => `${r.method} ${r.path}${r.answered ? '' : ' (waiting)'}`);
      throw new Error(
        `"${fixture}": the app sent no ${method} ${path} to answer; requests: ${sent.join(', ') || 'none'}`,
      );
    }
    request.answered = true;
    request.resolve(typeof answer === 'function' ? answer(request) : answer);
  }
}

const realSetTimeout = globalThis.setTimeout;
const debug = (...args: unknown[]) => {
  if (process.env.APP_RUNNER_DEBUG) console.log(...args);
};
const realTick = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));
/** Real time (fake timers replace performance.now and Date). */
const realNow = performance.now.bind(performance);

/**
 * Moves the faked clock as a browser lives through the time: each render and effect happens when its cause fires
 * (Preact renders on a microtask and runs effects on the next, faked, frame: effects-on-real-tasks.ts), not all at
 * the end, as inside one `act`, whose preact/test-utils version holds every render until its callback returns: a
 * timer an effect starts (the splash's exit fade, `usePresence`) then started only after the whole wait, and never
 * fired. `settle` (an `act`) follows every use.
 */
async function passTime(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

/** Lets promises, renders and zero-delay timers run, and lazy chunks load; the fake clock does not move. */
async function settle(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await realTick();
  }
}

/** Retries a check while the app settles (lazy screens load in real time), without moving the clock. */
async function eventually(check: () => void | Promise<void>, where: string, budgetMs = 5000): Promise<void> {
  const started = realNow();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (realNow() - started > budgetMs) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${where}: ${message}`);
      }
      await settle(1);
    }
  }
}

/**
 * Waits until the routed screen shows (the content area is empty only while its lazy screen loads). A screen's first
 * render on Preact's runtime suspends once even when its chunk is loaded (preact/compat's `lazy` throws its promise
 * until it has settled), and the resumed screen opens its route flows a frame later: how many real ticks that
 * takes varies with the machine's load, and a fixed number of `settle` rounds sometimes ended before it (after
 * `navigate(PROFILE)`, social-login paths 3 to 5 found an empty `main`).
 */
async function screenShown(): Promise<void> {
  await eventually(() => {
    if (!document.getElementById('contenido')?.firstElementChild)
      throw new Error('the routed screen is still loading');
  }, 'the routed screen after navigating');
}

function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export interface RunningApp {
  driver: AppDriver;
  server: ScriptedServer;
  flow(): AnyActorRef;
  /** The flow's live actor, or null while a route flow's screen has not opened yet (it is not spawned). */
  spawnedFlow(): AnyActorRef | null;
  stop(): void;
}

/** An IndexedDB whose every open fails at once (asynchronously, like a blocked one). */
const blockedIndexedDb = {
  open: () => {
    const request: { error: Error; onerror?: () => void; onsuccess?: () => void } = {
      error: new Error('IndexedDB is blocked in the app runner'),
    };
    queueMicrotask(() => request.onerror?.());
    return request;
  },
};

/**
 * navigator.geolocation as a step wants it (AppDriver.geolocation): none (happy-dom's own), or one whose every
 * getCurrentPosition is answered, a moment later as after a prompt, with PERMISSION_DENIED.
 */
function setGeolocation(answer: 'absent' | 'denies'): void {
  if (answer === 'absent') {
    delete (navigator as { geolocation?: unknown }).geolocation;
    return;
  }
  const deny = (_: PositionCallback, onError?: PositionErrorCallback | null) => {
    queueMicrotask(() =>
      onError?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
      } as GeolocationPositionError),
    );
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: deny, watchPosition: () => 0, clearWatch: () => {} },
  });
}

let preloaded: Promise<unknown> | null = null;
/**
 * Loads the lazy route groups (once per file). `describeAppModel` calls it in `beforeAll`, outside any test: under
 * Stryker's per-test coverage, code first run inside a test counts as covered by that test alone, so a mutant of a
 * lazily loaded module's top level (a screen's selector replaced by `() => undefined`) was run against the first
 * path only, although it lasts for every path of the file.
 */
export const preloadScreens = () => {
  preloaded ??= Promise.all([
    import('@/src/app/route-groups/auth-screens'),
    import('@/src/app/route-groups/account-screens'),
    import('@/src/app/route-groups/profile-screens'),
    import('@/src/app/route-groups/points-screens'),
    import('@/src/app/route-groups/menu-screens'),
    // The cart and profile completion load after the first screen (src/app/route-flows.ts).
    import('@/src/app/cart-flows'),
    import('@/src/app/profile-completion-flow'),
  ]);
  return preloaded;
};

const heldRequests = (appModel: AppFlowModel) =>
  appModel.steps.flatMap(({ action }) =>
    action.kind === 'server' ? [{ method: action.method, path: action.path }] : [],
  );

/** Starts the whole app at the flow's start URL, with fetch scripted and the clock faked. */
export async function startApp(appModel: AppFlowModel, events: FlowEvent[] = []): Promise<RunningApp> {
  // The lazy route groups are loaded before the clock is faked (module loading needs real timers); React.lazy
  // then finds them in the module cache.
  await preloadScreens();
  // Preact's effects wait for a frame, which the faked clock would never give (effects-on-real-tasks.ts).
  const restoreFrames = runEffectsOnRealTasks();
  vi.useFakeTimers({ shouldAdvanceTime: false });
  // framer-motion's Web Animations in happy-dom reject when cancelled at unmount; without `animate` it runs
  // its animations in JS on the (faked) frame clock.
  const animate = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
  if (animate) delete (Element.prototype as { animate?: unknown }).animate;
  // Testing Library's async wrapper drains with setTimeout(0) and advances fake timers only when it sees
  // Jest's; this tells it to use vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  localStorage.clear();
  // happy-dom has no IndexedDB. The catalogue cache (idb-keyval) gets one that refuses to open, as a browser
  // that blocks storage does: every read misses and the menu is fetched (fake-indexeddb would hang on the
  // faked clock). The saved state has its own memory stand-in below.
  vi.stubGlobal('indexedDB', blockedIndexedDb);
  // A phone (the model's 390 × 844): the layout decides mobile from window.innerWidth.
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  sessionStorage.clear();
  setGeolocation('absent');
  window.history.replaceState(null, '', appModel.start.url);
  const server = new ScriptedServer(heldRequests(appModel), appModel.background);
  vi.stubGlobal('fetch', server.fetch);
  let booted: { actor: ReturnType<typeof createAppActor>; stopListeners: () => void };
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const driver: AppDriver = {
    screen,
    within: (element) => within(element),
    user,
    expect,
    url: () => `${window.location.pathname}${window.location.search}`,
    descriptionOf,
    readLocal: (key) => localStorage.getItem(key),
    writeLocal: (key, value) => localStorage.setItem(key, value),
    removeLocal: (key) => localStorage.removeItem(key),
    requests: () => server.log.map(({ method, path, body, answered }) => ({ method, path, body, answered })),
    toasts: () =>
      screen
        .queryAllByRole('listitem')
        .filter((item) => item.closest('.toasts'))
        .map((item) => item.textContent?.trim() ?? ''),
    navigate: async (path) => {
      await act(async () => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await settle();
      await screenShown();
    },
    focusWindow: async () => {
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
      });
    },
    back: async () => {
      await act(async () => {
        window.history.back();
      });
      await settle();
    },
    settle: () => settle(),
    scroll: async (element, scrollY, { touching }) => {
      await act(async () => {
        if (touching) fireEvent.touchStart(element);
        element.scrollTop = scrollY;
        fireEvent.scroll(element);
        if (touching) fireEvent.touchEnd(element);
      });
      await settle();
    },
    answerHeld: async (method, path, answer, fixture) => {
      await act(async () => server.answer(method, path, answer, fixture));
      await settle();
    },
    wait: async (ms) => {
      await passTime(ms);
      await settle();
    },
    geolocation: (answer) => setGeolocation(answer),
    resize: async (width, height) => {
      await act(async () => {
        (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
          width,
          height,
        });
        window.dispatchEvent(new Event('resize'));
      });
      await settle();
    },
    reload: async (url) => {
      await act(async () => {
        booted.stopListeners();
        cleanup();
        booted.actor.stop();
      });
      window.history.replaceState(null, '', url);
      booted = boot();
      await settle();
    },
  };
  appModel.start.arrange?.(driver);
  appModel.start.arrangeFor?.(events, driver);
  /** The app as main.tsx boots it (the parts the flow's start asks for), rendered; a reload boots it again. */
  const boot = () => {
    const next = createAppActor({
      api: createApi('/api'),
      storage: {
        load: appModel.start.readSavedState ?? (async () => appModel.start.savedState ?? null),
        save: async () => {},
      },
      domain: TEST_BRAND.domain,
      preloadedBrand: appModel.start.noPreloadedBrand ? null : { ...TEST_BRAND, ...appModel.start.brand },
      viewportWidth: 390,
      initialUrl: window.location.href,
      languageStart: appModel.start.languageStart,
      fetchRouteCode: appModel.start.fetchRouteCode,
    });
    if (appModel.start.activeOrdersWatcher) startActiveOrdersWatcher(next);
    if (appModel.start.pendingPaymentCheck) startPendingPaymentCheck(next);
    next.start();
    const stops = [
      appModel.start.sessionEvents ? startSessionEvents(next) : () => {},
      appModel.start.connectivityEvents ? startConnectivityEvents(next) : () => {},
      appModel.start.languageSync ? startLanguageSync(next) : () => {},
    ];
    render(
      <AppActorProvider actor={next}>
        <App />
      </AppActorProvider>,
    );
    return {
      actor: next,
      stopListeners: () => {
        for (const stop of stops) stop();
      },
    };
  };
  booted = boot();
  const actor = () => booted.actor;
  await settle();
  // A mailbox flow's mailbox (MAILBOX_FLOWS: the cart, BASE's branchSelection) holds its system id until the flow
  // runs: that is no flow yet.
  const spawnedFlow = () => {
    const ref = (actor().system.get(appModel.systemId) as AnyActorRef | undefined) ?? null;
    return ref?.id === flowMailboxId(appModel.systemId as RouteFlowId) ? null : ref;
  };
  const flow = () => {
    const ref = spawnedFlow();
    if (!ref) throw new Error(`no actor with system id "${appModel.systemId}" in the app`);
    return ref;
  };
  return {
    driver,
    server,
    flow,
    spawnedFlow,
    stop: () => {
      booted.stopListeners();
      // The next path starts from the unit project's Spanish UI.
      if (appModel.start.languageSync) void applyUiLanguage('es');
      cleanup();
      booted.actor.stop();
      vi.unstubAllGlobals();
      setGeolocation('absent');
      vi.useRealTimers();
      restoreFrames();
      if (animate) Object.defineProperty(Element.prototype, 'animate', animate);
    },
  };
}

/** The executable step for a model event; throws when the executable model has none. */
export function appStepFor(appModel: AppFlowModel, event: FlowEvent): AppStep {
  const step = appModel.steps.find((s) => isSameEvent(s.event, event));
  if (!step) throw new Error(`${appModel.model.id}: no executable step for ${JSON.stringify(event)}`);
  return step;
}

async function checkState(running: RunningApp, appModel: AppFlowModel, state: PathState, where: string) {
  await eventually(async () => {
    const live = running.spawnedFlow();
    if (live || !isRouteFlow(appModel.systemId)) {
      const snapshot = running.flow().getSnapshot();
      expect(snapshot.status, 'the flow actor stopped or failed').toBe('active');
      expect(
        withoutRegions(snapshot.value, appModel.followedRegions),
        `the live ${appModel.systemId} actor's state`,
      ).toEqual(withoutRegions(liveValueOf(appModel, state.stateValue), appModel.followedRegions));
    } else {
      // A route flow is spawned when its screen first opens (its code loads with the route group); until
      // then it is where it starts, and a path may only be there.
      expect(state.stateValue, `${appModel.systemId} is not spawned (its screen has not opened)`).toEqual(
        initialValueOf(appModel),
      );
    }
    for (const id of state.stateIds) {
      const check = appModel.states[id];
      if (!check) throw new Error(`no executable expectation for state "${id}"`);
      await check(running.driver);
    }
  }, where);
}

/** The value without the `followedRegions` (dotted paths of parallel regions): the states' own checks judge them. */
function withoutRegions(value: StateValue, regions: string[] | undefined, prefix = ''): StateValue {
  if (!regions?.length || typeof value === 'string') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !regions.includes(prefix ? `${prefix}.${key}` : key))
      .map(([key, child]) => [
        key,
        withoutRegions(child as StateValue, regions, prefix ? `${prefix}.${key}` : key),
      ]),
  );
}

/** The path's state as the live actor holds it: the `settledStates` the app has already left by itself. */
function liveValueOf(appModel: AppFlowModel, value: StateValue, prefix = ''): StateValue {
  const settled = appModel.settledStates;
  if (!settled) return value;
  if (typeof value === 'string') {
    const id = prefix ? `${prefix}.${value}` : value;
    return settled[id]?.split('.').at(-1) ?? value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      liveValueOf(appModel, child as StateValue, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

const isRouteFlow = (systemId: string) => !(systemId in APP_FLOWS);
/** The state a flow starts in (without running it). */
const initialValueOf = (appModel: AppFlowModel) =>
  getInitialSnapshot(appModel.model.machine, appModel.model.input as never).value;

async function perform(running: RunningApp, action: AppAction, where: string): Promise<void> {
  if (action.kind === 'gesture' || action.kind === 'navigation' || action.kind === 'storage') {
    await action.run(running.driver);
  } else if (action.kind === 'server') {
    await act(async () =>
      running.server.answer(action.method, action.path, action.answerFor ?? action.answer, action.fixture),
    );
  } else if (action.kind === 'local') {
    // Arranged before the previous step; the browser answered at once.
  } else {
    throw new Error(`${where}: clock steps are performed by the runner`);
  }
  await settle();
}

/**
 * How far a path is walked on the app: up to its first step the executable model lists as pending or declares
 * impossible at that point of the path (with the reason), else the whole path.
 */
export function walkLimit(appModel: AppFlowModel, path: FlowPath): { length: number; reason?: string } {
  const events = path.steps.map((s) => s.event);
  for (const [i, s] of path.steps.entries()) {
    const pending = appModel.pending?.find((p) => isSameEvent(p.event, s.event));
    if (pending) return { length: i, reason: `"${s.step}" is pending: ${pending.reason}` };
    const before = i === 0 ? path.initial : path.steps[i - 1];
    const impossible = appModel.impossible?.(events.slice(0, i + 1), before);
    if (impossible) return { length: i, reason: `"${s.step}" cannot be done there: ${impossible}` };
  }
  return { length: path.steps.length };
}

/** The index of the path's first step that cannot be walked on the app (or the path's length). */
export function walkableLength(appModel: AppFlowModel, path: FlowPath): number {
  return walkLimit(appModel, path).length;
}

/**
 * Walks one generated path on the app, up to its first pending step. Throws on the first disagreement,
 * naming the path and step.
 */
export async function runAppPath(appModel: AppFlowModel, path: FlowPath): Promise<void> {
  const walkable = walkableLength(appModel, path);
  debug('start');
  const running = await startApp(
    appModel,
    path.steps.slice(0, walkable).map((s) => s.event),
  );
  debug('started');
  try {
    const steps = path.steps.slice(0, walkable).map((s) => appStepFor(appModel, s.event));
    // Fake time at the start and after each step (clock steps need it to know how long a timer has left).
    const times: number[] = [];
    if (steps[0]?.action.kind === 'local') steps[0].action.arrange(running.driver);
    if (appModel.start.waitMs > 0) {
      await passTime(appModel.start.waitMs);
      await settle();
    }
    times.push(Date.now());
    debug('initial check');
    await checkState(running, appModel, path.initial, `path ${path.index}, at the start`);
    for (const [i, step] of path.steps.slice(0, walkable).entries()) {
      const where = `path ${path.index}, step ${i + 1} "${step.step}"`;
      debug(where);
      const { action, expectAfter } = steps[i];
      const next = steps[i + 1];
      const before = { url: running.driver.url(), text: document.body.textContent ?? '' };
      if (next?.action.kind === 'local') next.action.arrange(running.driver);
      if (action.kind === 'clock') {
        // From when the timer was (re)started, which a re-entry does without leaving the state.
        const left = action.ms - (Date.now() - times[timerStartIndex(appModel.model, path, i)]);
        const previous = i === 0 ? path.initial : path.steps[i - 1];
        if (left > 1) {
          await passTime(left - 1);
          await settle();
          await checkState(running, appModel, previous, `${where}, 1 ms before the ${action.ms} ms are up`);
        }
        await passTime(Math.max(0, Math.min(left, 1)));
        await settle();
      } else {
        await perform(running, action, where);
      }
      times.push(Date.now());
      const instant = step.stateIds.some((id) => appModel.instantStates?.includes(id));
      if (next?.action.kind === 'local' || instant) {
        if (expectAfter) await eventually(() => expectAfter(running.driver, before), `${where} (after)`);
        continue;
      }
      await checkState(running, appModel, step, where);
      if (expectAfter) await eventually(() => expectAfter(running.driver, before), `${where} (after)`);
    }
  } finally {
    running.stop();
  }
}

/**
 * What is not executable and not declared so (the completeness test expects every list empty): states with no
 * expectation, model steps with no executable step that are not pending, pending steps that are executable
 * after all, event types the machine accepts with no model step that are not declared `modelGaps`, and
 * declared gaps that have a step now.
 */
export function missingExecutables(appModel: AppFlowModel): {
  states: string[];
  steps: string[];
  pendingButExecutable: string[];
  acceptedWithoutStep: string[];
  gapsWithStep: string[];
} {
  const { model } = appModel;
  const isPending = (event: FlowEvent) => appModel.pending?.some((p) => isSameEvent(p.event, event)) ?? false;
  const isExecutable = (event: FlowEvent) => appModel.steps.some((a) => isSameEvent(a.event, event));
  const stepTypes = new Set(model.steps.map((s) => s.event.type));
  const gaps = new Set((appModel.modelGaps ?? []).map((g) => g.type));
  const accepted = model.machine.events as string[];
  return {
    states: Object.keys(model.expectations).filter((id) => !appModel.states[id]),
    steps: model.steps.filter((s) => !isExecutable(s.event) && !isPending(s.event)).map((s) => s.step),
    pendingButExecutable: model.steps
      .filter((s) => isExecutable(s.event) && isPending(s.event))
      .map((s) => s.step),
    acceptedWithoutStep: accepted.filter((type) => !stepTypes.has(type) && !gaps.has(type)),
    gapsWithStep: [...gaps].filter((type) => stepTypes.has(type)),
  };
}
