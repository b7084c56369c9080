import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LanguageStart } from '../language/language.context';
import type { Brand } from '../types';
import { APP_FLOWS, type AppFlowId, FLOW_INPUTS } from './app-flows';
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
}

export interface AppContext {
  domain: string;
  preloadedBrand: Brand | null;
  viewportWidth: number;
  initialUrl: string;
  languageStart: LanguageStart;
  brand: Brand | null;
  restored: PersistedState;
}

export type AppEvent = { type: 'app.retryRequested' };

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`app: actor "${name}" was not provided`);
  });

/**
 * The root actor (system id `app`): restores the saved state, resolves the brand by domain
 * (accounts.md §4.1), then spawns the long-lived flows of `APP_FLOWS` (toasts, layout, session, …) with system
 * ids of the same names. Views read them through selectors; flows reach each other through the system.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as { [K in AppFlowId]: K },
  },
  actors: {
    /** Reads the persisted slices (IndexedDB in the app). */
    loadPersistedState: notProvided<unknown, undefined>('loadPersistedState'),
    /** GET /marca/{domain}. */
    fetchBrand: notProvided<Brand, { domain: string }>('fetchBrand'),
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
      const spawnContext = {
        brand: context.brand,
        restored: context.restored,
        viewportWidth: context.viewportWidth,
        initialUrl: context.initialUrl,
        languageStart: context.languageStart,
      };
      for (const id of Object.keys(APP_FLOWS) as AppFlowId[]) {
        // The union of ids defeats spawnChild's per-source typing; each id is its own source and input.
        const spawn = enqueue.spawnChild as unknown as (src: AppFlowId, options: object) => void;
        spawn(id, { id, systemId: id, input: FLOW_INPUTS[id](spawnContext) });
      }
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
    brand: null,
    restored: EMPTY_PERSISTED_STATE,
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
      description: 'The brand is known; layout, toasts and session run for the rest of the visit.',
      entry: 'spawnLongLivedActors',
    },
  },
});
