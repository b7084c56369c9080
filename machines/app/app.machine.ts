import {
  type AnyActorLogic,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
} from 'xstate';
import type { LanguageStart } from '../language/language.context';
import type { Brand } from '../types';
import {
  APP_FLOWS,
  type AppFlowId,
  FLOW_INPUTS,
  FLOWS_OPENED_AT_START,
  type FlowSpawnContext,
  flowMailboxId,
  MAILBOX_FLOWS,
  type RouteFlowId,
  type RouteFlows,
  type StartFlowId,
} from './app-flows';
import { EMPTY_PERSISTED_STATE, normalizePersistedState, type PersistedState } from './persisted-state';

export interface AppInput {
  /** The visiting domain (hostname), which resolves the brand. */
  domain: string;
  /** Branding preloaded by the page (window.brandData), used when its domain matches. */
  preloadedBrand: Brand | null;
  viewportWidth: number;
  /** The URL the app was opened with (window.location.href): entry handling and the social login return. */
  initialUrl?: string;
  /** The language flow's start values (src/main.tsx reads them); none: Spanish, online, no key. */
  languageStart?: LanguageStart;
  /** How long the server's splash (in the HTML) had been on screen when the app started; none: 0. */
  splashShownMs?: number;
}

export interface AppContext {
  domain: string;
  preloadedBrand: Brand | null;
  viewportWidth: number;
  initialUrl: string;
  languageStart: LanguageStart;
  splashShownMs: number;
  brand: Brand | null;
  restored: PersistedState;
  /**
   * The route flows (`RouteFlows`) whose code is being loaded, each with the opening events that wait for it;
   * a flow not listed here and not among the children has not been opened yet.
   */
  loadingFlows: { [K in RouteFlowId]?: AnyEventObject[] };
}

/** A route flow's code has arrived: its machine logic, with the app's effects provided. */
export type RouteFlowLoaded = {
  [K in RouteFlowId]: { type: 'app.flowLoaded'; flow: K; logic: RouteFlows[K] };
}[RouteFlowId];

export type AppEvent =
  | { type: 'app.retryRequested' }
  /**
   * A flow's screen opened (sent by the screen's route before the screen itself renders). A route flow not
   * spawned yet is loaded and then spawned; `event`, when given, is forwarded to the flow once it runs.
   */
  | { type: 'app.flowOpened'; flow: AppFlowId; event?: AnyEventObject }
  | RouteFlowLoaded
  | { type: 'app.flowLoadFailed'; flow: RouteFlowId; error: unknown };

/** The child id of the actor that loads a route flow's code. */
export const routeFlowLoaderId = (flow: RouteFlowId) => `loadRouteFlow.${flow}`;

const isRouteFlow = (flow: AppFlowId): flow is RouteFlowId => !(flow in APP_FLOWS);

const spawnContextOf = (context: AppContext & { brand: Brand }): FlowSpawnContext => ({
  brand: context.brand,
  restored: context.restored,
  viewportWidth: context.viewportWidth,
  initialUrl: context.initialUrl,
  languageStart: context.languageStart,
  splashShownMs: context.splashShownMs,
});

// The union of ids defeats spawnChild's per-source typing; each id is its own source (a name in `actors`, or
// a route flow's loaded logic) and input.
type SpawnAny = (src: StartFlowId | AnyActorLogic | 'loadRouteFlow' | 'flowMailbox', options: object) => void;
/** A flow's own events are not the root's; an opening is forwarded to its child as it came. */
type SendToFlow = (to: AppFlowId, event: AnyEventObject) => void;

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`app: actor "${name}" was not provided`);
  });

/**
 * The root actor (system id `app`): restores the saved state, resolves the brand by domain
 * (accounts.md §4.1), then spawns the long-lived flows of `APP_FLOWS` (toasts, layout, session, …) with system
 * ids of the same names, and each route flow (`RouteFlows`: the form flows) when its screen first opens. Views read them through selectors; flows reach each other through the system.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as { [K in StartFlowId]: K },
  },
  actors: {
    /** Reads the persisted slices (IndexedDB in the app). */
    loadPersistedState: notProvided<unknown, undefined>('loadPersistedState'),
    /** GET /marca/{domain}. */
    fetchBrand: notProvided<Brand, { domain: string }>('fetchBrand'),
    /**
     * Loads a route flow's code (a dynamic import of its route group in the app) and sends back
     * `app.flowLoaded` with the machine logic, or `app.flowLoadFailed`.
     */
    // Not provided (the root tested alone): nothing is loaded, and the route flows, the cart and profile
    // completion included, stay unopened.
    loadRouteFlow: fromCallback<AnyEventObject, { flow: RouteFlowId }>(() => {}),
    /**
     * Holds a mailbox flow's system id until the flow runs (`MAILBOX_FLOWS`): what it receives opens the flow
     * with that event, which the root hands over once the flow is spawned.
     */
    flowMailbox: fromCallback<AnyEventObject, { flow: RouteFlowId }>(({ input, receive, sendBack }) => {
      receive((event) => sendBack({ type: 'app.flowOpened', flow: input.flow, event }));
    }),
    ...APP_FLOWS,
  },
  guards: {
    hasMatchingPreloadedBrand: ({ context }) =>
      !!context.preloadedBrand?._id && context.preloadedBrand.domain === context.domain,
  },
  actions: {
    storeRestoredState: assign((_, params: { saved: unknown }) => ({
      restored: normalizePersistedState(params.saved),
    })),
    logRestoreFailure: (_, params: { error: unknown }) => {
      console.error('app: the saved state could not be read; starting fresh', params.error);
    },
    usePreloadedBrand: assign(({ context }) => ({ brand: context.preloadedBrand })),
    storeFetchedBrand: assign(({ context }, brand: Brand) => ({
      // Preloaded branding is applied over the fetched brand when it is the same brand.
      brand: context.preloadedBrand?._id === brand._id ? { ...brand, ...context.preloadedBrand } : brand,
    })),
    spawnLongLivedActors: enqueueActions(({ context, enqueue }) => {
      if (!context.brand) return;
      const spawnContext = spawnContextOf({ ...context, brand: context.brand });
      const spawn = enqueue.spawnChild as unknown as SpawnAny;
      for (const id of Object.keys(APP_FLOWS) as StartFlowId[]) {
        spawn(id, { id, systemId: id, input: FLOW_INPUTS[id](spawnContext) });
      }
      for (const flow of MAILBOX_FLOWS) {
        spawn('flowMailbox', { id: flowMailboxId(flow), systemId: flow, input: { flow } });
      }
      for (const [flow, opensAtStart] of Object.entries(FLOWS_OPENED_AT_START)) {
        if (opensAtStart?.(spawnContext))
          enqueue.raise({ type: 'app.flowOpened', flow: flow as RouteFlowId });
      }
    }),
    /**
     * A screen opened: a running flow gets the opening event at once; a route flow opened for the first time
     * is loaded (its opening event waits in `loadingFlows`); one already loading queues the event.
     */
    openFlow: enqueueActions(({ context, event, self, enqueue }) => {
      if (event.type !== 'app.flowOpened') return;
      const { flow, event: opening } = event;
      if (!isRouteFlow(flow) || self.getSnapshot().children[flow as never]) {
        if (opening) (enqueue.sendTo as unknown as SendToFlow)(flow, opening);
        return;
      }
      const waiting = context.loadingFlows[flow];
      enqueue.assign({
        loadingFlows: {
          ...context.loadingFlows,
          [flow]: [...(waiting ?? []), ...(opening ? [opening] : [])],
        },
      });
      if (waiting) return;
      const spawn = enqueue.spawnChild as unknown as SpawnAny;
      spawn('loadRouteFlow', { id: routeFlowLoaderId(flow), input: { flow } });
    }),
    /** Spawns a loaded route flow under its system id and child id, then hands it the waiting openings. */
    spawnRouteFlow: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'app.flowLoaded' || !context.brand) return;
      const { flow, logic } = event;
      const waiting = context.loadingFlows[flow];
      if (!waiting) return;
      enqueue.stopChild(routeFlowLoaderId(flow));
      // The mailbox gives the system id back (stopping unregisters it at once) before the flow takes it.
      if (MAILBOX_FLOWS.includes(flow)) enqueue.stopChild(flowMailboxId(flow));
      const input = FLOW_INPUTS[flow](spawnContextOf({ ...context, brand: context.brand }));
      (enqueue.spawnChild as unknown as SpawnAny)(logic, { id: flow, systemId: flow, input });
      for (const opening of waiting) (enqueue.sendTo as unknown as SendToFlow)(flow, opening);
      const { [flow]: _, ...stillLoading } = context.loadingFlows;
      enqueue.assign({ loadingFlows: stillLoading });
    }),
    /**
     * Logged by an action of its own, run only when the actor executes it: an `enqueueActions` body also runs in
     * XState's pure `transition()` (the path generator's traversal), where a log would be noise.
     */
    logRouteFlowLoadFailure: (_, params: { flow: RouteFlowId; error: unknown }) => {
      console.error(`app: the "${params.flow}" flow could not be loaded`, params.error);
    },
    /** The code could not be loaded (offline): the next opening of its screen tries again. */
    forgetRouteFlowLoad: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'app.flowLoadFailed') return;
      enqueue.stopChild(routeFlowLoaderId(event.flow));
      const { [event.flow]: _, ...stillLoading } = context.loadingFlows;
      enqueue.assign({ loadingFlows: stillLoading });
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    domain: input.domain,
    preloadedBrand: input.preloadedBrand,
    viewportWidth: input.viewportWidth,
    initialUrl: input.initialUrl ?? '',
    languageStart: input.languageStart ?? {},
    splashShownMs: input.splashShownMs ?? 0,
    brand: null,
    restored: EMPTY_PERSISTED_STATE,
    loadingFlows: {},
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the saved slices; a read failure is logged and the app starts fresh.',
      invoke: {
        id: 'loadPersistedState',
        src: 'loadPersistedState',
        onDone: {
          target: 'resolvingBrand',
          actions: { type: 'storeRestoredState', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: {
          target: 'resolvingBrand',
          actions: { type: 'logRestoreFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resolvingBrand: {
      description: 'Preloaded branding is used when its domain matches; otherwise the brand is fetched.',
      initial: 'checkingPreloaded',
      states: {
        checkingPreloaded: {
          always: [
            { guard: 'hasMatchingPreloadedBrand', target: '#app.ready', actions: 'usePreloadedBrand' },
            { target: 'fetching' },
          ],
        },
        fetching: {
          invoke: {
            id: 'fetchBrand',
            src: 'fetchBrand',
            input: ({ context }) => ({ domain: context.domain }),
            onDone: {
              target: '#app.ready',
              actions: { type: 'storeFetchedBrand', params: ({ event }) => event.output },
            },
            onError: { target: '#app.brandUnavailable' },
          },
        },
      },
    },
    brandUnavailable: {
      description: 'No brand for this domain, or no connection: the shell cannot be themed.',
      on: { 'app.retryRequested': 'resolvingBrand' },
    },
    ready: {
      description:
        'The brand is known; layout, toasts and session run for the rest of the visit, and each route flow from its first opening on.',
      entry: 'spawnLongLivedActors',
      on: {
        'app.flowOpened': { actions: 'openFlow' },
        'app.flowLoaded': { actions: 'spawnRouteFlow' },
        'app.flowLoadFailed': {
          actions: [
            {
              type: 'logRouteFlowLoadFailure',
              params: ({ event }) => ({ flow: event.flow, error: event.error }),
            },
            'forgetRouteFlowLoad',
          ],
        },
      },
    },
  },
});
