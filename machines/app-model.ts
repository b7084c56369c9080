import type { BoundFunctions, queries } from '@testing-library/dom';
import type { UserEvent } from '@testing-library/user-event';
import type { ExpectStatic } from 'vitest';
import type { AnyActorLogic } from 'xstate';
import type { FlowEvent, FlowModel } from './flow-model';
import type { LanguageStart } from './language/language.context';
import type { Brand } from './types';

/**
 * The executable side of a flow's model (issue 9): what the human model says in words, as checks on the
 * rendered app and as actions a person or the outside world performs on it. The runner
 * (tests/model-app/app-runner.tsx) walks every generated path of the flow on the real app (root actor,
 * machines, React screens; only HTTP scripted and the clock faked) and, after every step, asserts the
 * expectation of each state the path is in, the step's own expectation and that the live actor is where the
 * path says.
 *
 * The oracle must not come from the chart: expectations are written from the spec (its Spanish texts, its
 * timings in milliseconds written out here, the URLs of its routes), never from the machine's constants.
 * A step's `expectAfter` says what that step changed ("after the 400 answer, 'La contraseña es incorrecta' shows
 * under Contraseña and the URL stays"), so a chart that sends the step somewhere else fails even though its
 * own paths follow it.
 *
 * Type-only imports: machines/ stays free of the DOM (tests/unit/machine-purity.test.ts); the runner hands
 * the driver in.
 */

/** A scripted HTTP answer: the status and the JSON body the fake server sends. */
export interface ServerAnswer {
  status: number;
  body?: unknown;
  /** No answer at all: the request fails as a dropped connection does (fetch rejects). */
  networkError?: boolean;
}

/** A request the app sent to the scripted server, with its JSON body. */
export interface RecordedRequest {
  method: string;
  /** The path under /api, with the query string ("/login"). */
  path: string;
  body: unknown;
  /** Whether the scripted server has answered it yet (a held request waits for its step). */
  answered?: boolean;
}

/** What the executable model may touch: the rendered app, through Testing Library and user-event. */
export interface AppDriver {
  /** Testing Library queries on the whole document (role, label, text). */
  screen: BoundFunctions<typeof queries>;
  within(element: HTMLElement): BoundFunctions<typeof queries>;
  user: UserEvent;
  expect: ExpectStatic;
  /** pathname + search of the browser's location. */
  url(): string;
  /** The accessible description of an element (the message under a field: react-aria's aria-describedby). */
  descriptionOf(element: HTMLElement): string;
  /** localStorage. */
  readLocal(key: string): string | null;
  writeLocal(key: string, value: string): void;
  removeLocal(key: string): void;
  /** Every request the app sent since the path started, oldest first. */
  requests(): RecordedRequest[];
  /** The texts of the toasts on screen now. */
  toasts(): string[];
  /** Opens a path as a link would (pushState + popstate), then lets the app settle. */
  navigate(path: string): Promise<void>;
  /** The browser's back button. */
  back(): Promise<void>;
  /** The diner brings the tab back to the front: the window gets focus (the active-orders watcher fetches). */
  focusWindow(): Promise<void>;
  /**
   * Scrolls an element to `scrollY` (with a finger on the screen when `touching`: touchstart, scroll,
   * touchend), then lets the app settle.
   */
  scroll(element: HTMLElement, scrollY: number, options: { touching: boolean }): Promise<void>;
  /** Lets pending promises, renders and zero-delay timers run (never moves the fake clock). */
  settle(): Promise<void>;
  /**
   * Lets fake time pass inside a composite gesture that crosses another flow's timers (signing out waits for
   * the session's redirect). Never for the flow's own timers: those are `clock` steps.
   */
  wait(ms: number): Promise<void>;
  /**
   * Answers the newest held request matching `method` and `path` inside a composite gesture that passes through a
   * screen waiting for it (the chooser usable once the open table order is known). Never for the step's own answer:
   * that is a `server` step. Fails when the app sent none. Only the vitest runner holds requests (optional).
   */
  answerHeld?(method: string, path: RegExp, answer: ServerAnswer, fixture: string): Promise<void>;
  /**
   * The diner opens the app again at `url` (a reload): a new root actor and a new render, booted as the flow's
   * start says; local storage, the fake clock and the scripted server's log carry on. Only the vitest runner.
   */
  reload?(url: string): Promise<void>;
  /**
   * The browser's geolocation from now on: `absent` (no navigator.geolocation, as happy-dom has none) or
   * `denies` (the API exists and the diner denies the permission prompt: getCurrentPosition calls back with
   * PERMISSION_DENIED, code 1). Only the vitest runner (optional); every path starts with it absent.
   */
  geolocation?(answer: 'absent' | 'denies'): void;
  /** The window is resized to `width` × `height` (the app hears 'resize'), then the app settles. Only the vitest runner. */
  resize?(width: number, height: number): Promise<void>;
}

/** A check on the rendered app; throws (through `app.expect`) when the app disagrees. */
export type AppCheck = (app: AppDriver) => void | Promise<void>;

/** What the app showed just before a step: a step's `expectAfter` may compare with it. */
export interface BeforeStep {
  url: string;
  /** The text content of the document. */
  text: string;
}

export type AppAction =
  /** A person's gesture: type into a labelled field, click a named button, paste, press back. */
  | { kind: 'gesture'; run: (app: AppDriver) => Promise<void> }
  /** Opening a URL or a screen. */
  | { kind: 'navigation'; run: (app: AppDriver) => Promise<void> }
  /**
   * The server answers the oldest unanswered request matching `method` and `path` with the named fixture.
   * Requests matching a server step of the flow are held until a step answers them; the app must have sent
   * one (else the step fails: the app never asked).
   */
  | {
      kind: 'server';
      method: string;
      path: RegExp;
      fixture: string;
      answer: ServerAnswer;
      /** When given, the answer chosen from the request (the server prices what was sent); `answer` is the usual one. */
      answerFor?: (request: RecordedRequest) => ServerAnswer;
    }
  /**
   * Time passes: `ms` is the spec's timing, written here (not read from the machine). The runner waits
   * `ms - 1` (nothing may change yet: the previous states' expectations must still hold), then 1 more.
   */
  | { kind: 'clock'; ms: number }
  /**
   * The browser answers at once (a local read such as localStorage): `arrange` puts the fixture in place
   * before the step that triggers the read, and the state in between is too short-lived to observe.
   */
  | { kind: 'local'; fixture: string; arrange: (app: AppDriver) => void }
  /**
   * The browser's storage answers a read it was holding (the catalogue's IndexedDB, held by a stand-in the
   * test file installs): `run` gives the named fixture as the answer; the app must have asked, else it fails.
   */
  | { kind: 'storage'; fixture: string; run: (app: AppDriver) => Promise<void> };

export interface AppStep {
  /** The model step this executes (same event, same payload). */
  event: FlowEvent;
  action: AppAction;
  /** What this step changed, from the spec: checked after it, besides the states' expectations. */
  expectAfter?: (app: AppDriver, before: BeforeStep) => void | Promise<void>;
}

export interface AppFlowModel {
  /** The human model whose generated paths are walked. */
  model: FlowModel;
  /** The flow's system id in the root actor's system (`actor.system.get(systemId)`). */
  systemId: string;
  start: {
    /** The URL the app opens at. */
    url: string;
    /** Fake time to let pass before the path starts (the splash), in ms. */
    waitMs: number;
    /** Fixtures in place before the app starts (stored keys). */
    arrange?: (app: AppDriver) => void;
    /** What the saved state (IndexedDB `persist:root`) holds when the app starts; nothing by default. */
    savedState?: unknown;
    /** The brand's settings this flow needs besides the runner's demo brand (delivery conditions). */
    brand?: Partial<Brand>;
    /**
     * The page preloads no branding (no window.brandData): the app fetches the brand by its domain
     * (GET /marca/localhost), which the flow's steps answer. By default the runner's demo brand is preloaded.
     */
    noPreloadedBrand?: boolean;
    /**
     * The read of the saved state, when the flow's `storage` steps answer it (held until then); by default the
     * read answers `savedState` at once.
     */
    readSavedState?: () => Promise<unknown>;
    /**
     * How a route flow's code is fetched, when the flow's steps answer it (`load` is the import itself, from the
     * module cache); by default it loads at once.
     */
    fetchRouteCode?: (flow: string, load: () => Promise<AnyActorLogic>) => Promise<AnyActorLogic>;
    /**
     * Fixtures in place before the app starts that depend on the path walked (its walkable events): a key
     * the app reads once when it opens, which the model takes later as a `local` step.
     */
    arrangeFor?: (events: FlowEvent[], app: AppDriver) => void;
    /** The app's focus and reconnect listeners run (main.tsx's startSessionEvents): focus refreshes the user. */
    sessionEvents?: boolean;
    /** The app opens the activeOrders watcher once the session has a user (main.tsx's startActiveOrdersWatcher). */
    activeOrdersWatcher?: boolean;
    /** The app checks a stored 'idOrder' + provider key once it is ready (main.tsx's startPendingPaymentCheck). */
    pendingPaymentCheck?: boolean;
    /** The language flow's start values (main.tsx's readLanguageStart: API key, preferredLanguage, consent, online, preload strings). */
    languageStart?: LanguageStart;
    /** The browser's online/offline events reach the language flow (main.tsx's startConnectivityEvents). */
    connectivityEvents?: boolean;
    /** i18next and `<html lang>` follow the language flow (main.tsx's startLanguageSync). */
    languageSync?: boolean;
  };
  /**
   * States the app leaves at once by itself through a `local` step (a storage read): a person cannot act
   * in them. When a path acts in one, the runner checks only that step's `expectAfter`, not the state.
   */
  instantStates?: string[];
  /**
   * States the app leaves at once by itself with no step, where the model stays until a later `local` step
   * (a storage read when the app opens): the live actor is expected in the mapped sibling state instead
   * ('returning.reading' → 'returning.waiting'); the path's state's own check still runs.
   */
  settledStates?: Record<string, string>;
  /**
   * Parallel regions (dotted paths, e.g. 'browsing.history') that follow another flow's data the model does not
   * step (the cart's products): the live comparison leaves them out; their states' own checks still run.
   */
  followedRegions?: string[];
  /** One check per state, keyed like `model.expectations` (the active leaves; passed-through states too). */
  states: Record<string, AppCheck>;
  /** One executable step per model step. */
  steps: AppStep[];
  /**
   * Model steps not executable on the app yet, each with the reason. A path is walked on the app up to its
   * first pending step; the completeness test fails on any step neither executable nor listed here.
   */
  pending?: Array<{ event: FlowEvent; reason: string }>;
  /**
   * Steps a person cannot take at that point of a path although the chart allows it (a leave request while
   * the screen that sends it is not open, an event sent while an overlay covers the control): given the
   * path's events up to and including the step and where the path is just before it (its active states and
   * key context), the reason, or null when the step can be taken. A path is walked up to its first such step,
   * and its test title gives the reason.
   */
  impossible?: (
    events: FlowEvent[],
    before: { stateIds: string[]; keyContext: Record<string, unknown> },
  ) => string | null;
  /**
   * Answers to the app's other calls that this flow's screens need (the branch, the menu), matched by method
   * and path before the runner's defaults (a guest, 404). Named like server fixtures; never held.
   */
  background?: Array<{
    method: string;
    path: RegExp;
    fixture: string;
    /** The answer, or one chosen from the request (the e-mail a diner signs in with). */
    answer: ServerAnswer | ((request: RecordedRequest) => ServerAnswer);
  }>;
  /**
   * Event types the machine accepts for which the human model has no step yet (so no path takes them and
   * nothing can execute them), each with the reason. The completeness test fails on any other accepted event
   * without a step, and on a listed one that gained a step. Adding the step belongs to the human model (and
   * regenerates docs/test-paths); until then the gap is named here.
   */
  modelGaps?: Array<{ type: string; reason: string }>;
}

/** Errors (Error objects with a status) compare by status and message; everything else by JSON. */
const comparable = (value: unknown): unknown =>
  JSON.stringify(value, (_key, v) =>
    v instanceof Error ? { error: v.message, status: (v as Error & { status?: unknown }).status } : v,
  );

/** True when two model events are the same step (type and payload). */
export const isSameEvent = (a: FlowEvent, b: FlowEvent): boolean => comparable(a) === comparable(b);
