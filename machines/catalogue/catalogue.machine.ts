import { assign, fromPromise, not, setup } from 'xstate';
import { selectBranch } from '../current-branch/current-branch.selectors';
import { selectLanguage } from '../language/language.selectors';
import { DEFAULT_LANGUAGE } from '../rules/languages';
import { selectIsGuest, selectUser } from '../session/session.selectors';
import type { Catalogue } from './catalogue.types';
import { follow } from './follow-system-actor';
import { isCatalogue } from './normalise-catalogue';

export interface CatalogueInput {
  brandId: string;
  /** The branch the app starts with (the restored slice), if any. */
  branch?: { id: string; storeId: string } | null;
  language?: string;
  userId?: string | null;
}

/** What one catalogue is for: the brand, the branch's store, the language and the viewer. */
export interface CatalogueKey {
  brandId: string;
  storeId: string;
  language: string;
  /** The user id in the menu URL, or 'guest' (ordering.md §6). */
  userId: string;
}

export interface CatalogueContext {
  brandId: string;
  storeId: string | null;
  language: string;
  userId: string;
  /** The key of the catalogue shown (or being loaded). */
  loadedKey: string | null;
  catalogue: Catalogue | null;
  /** Where the shown catalogue came from: the IndexedDB cache (stale until the network answers) or the API. */
  source: 'cache' | 'network' | null;
}

export type CatalogueEvent =
  | { type: 'catalogue.branchChanged'; storeId: string | null }
  | { type: 'catalogue.languageChanged'; language: string }
  | { type: 'catalogue.userChanged'; userId: string }
  | { type: 'catalogue.retryRequested' };

/** The IndexedDB key of a catalogue: one per brand, branch and language. */
export const catalogueCacheKey = (key: Pick<CatalogueKey, 'brandId' | 'storeId' | 'language'>): string =>
  `catalogue:${key.brandId}:${key.storeId}:${key.language}`;

const keyOf = (c: Pick<CatalogueContext, 'brandId' | 'storeId' | 'language' | 'userId'>) =>
  c.storeId ? `${c.brandId}|${c.storeId}|${c.language}|${c.userId}` : null;

const changeOf = (event: CatalogueEvent): Partial<CatalogueContext> => {
  switch (event.type) {
    case 'catalogue.branchChanged':
      return { storeId: event.storeId };
    case 'catalogue.languageChanged':
      return { language: event.language };
    case 'catalogue.userChanged':
      return { userId: event.userId };
    default:
      return {};
  }
};

const requestOf = (c: CatalogueContext): CatalogueKey => ({
  brandId: c.brandId,
  storeId: c.storeId ?? '',
  language: c.language,
  userId: c.userId,
});

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`catalogue: actor "${name}" was not provided`);
  });

/**
 * The branch's catalogue (ordering.md §3 "Menu", §7 `GET /menu/{brandId}/{storeId}/{userId or guest}`):
 * fetched once per branch, language and viewer, normalised, and kept in IndexedDB under its own key per
 * brand, branch and language, so a revisit paints the cached menu before the network answers
 * (stale-while-revalidate). It follows the current branch, the language and the session's user through
 * the system; a change of any of them loads again.
 */
export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
  },
  actors: {
    watchBranch: follow(
      'currentBranch',
      (s: Parameters<typeof selectBranch>[0]) => selectBranch(s)?.storeId ?? null,
      (storeId): CatalogueEvent => ({ type: 'catalogue.branchChanged', storeId }),
    ),
    watchLanguage: follow(
      'language',
      (s: Parameters<typeof selectLanguage>[0]) => selectLanguage(s) as string,
      (language): CatalogueEvent => ({ type: 'catalogue.languageChanged', language }),
    ),
    watchUser: follow(
      'session',
      // §6: a guest's catalogue calls use 'guest' as the user id (not the guest's own id): one menu for every guest.
      (s: Parameters<typeof selectUser>[0]) => (selectIsGuest(s) ? 'guest' : (selectUser(s)?._id ?? 'guest')),
      (userId): CatalogueEvent => ({ type: 'catalogue.userChanged', userId }),
    ),
    /** The cached catalogue of this brand, branch and language (null when there is none). */
    readCachedCatalogue: notProvided<Catalogue | null, CatalogueKey>('readCachedCatalogue'),
    /** GET /menu/{brandId}/{storeId}/{userId} (?lang when not Spanish), normalised. */
    fetchCatalogue: notProvided<Catalogue, CatalogueKey>('fetchCatalogue'),
  },
  guards: {
    /** The event names another branch, language or viewer than the catalogue shown or being loaded. */
    changesKey: ({ context, event }) => keyOf({ ...context, ...changeOf(event) }) !== context.loadedKey,
    hasBranch: ({ context }) => context.storeId !== null,
    isNewKey: ({ context }) => keyOf(context) !== context.loadedKey,
    isCachedCatalogue: (_, params: { value: unknown }) => isCatalogue(params.value),
    hasCatalogue: ({ context }) => context.catalogue !== null,
  },
  actions: {
    storeBranch: assign(({ event }) =>
      event.type === 'catalogue.branchChanged' ? { storeId: event.storeId } : {},
    ),
    storeLanguage: assign(({ event }) =>
      event.type === 'catalogue.languageChanged' ? { language: event.language } : {},
    ),
    storeUser: assign(({ event }) =>
      event.type === 'catalogue.userChanged' ? { userId: event.userId } : {},
    ),
    /** A new branch shows nothing of the previous one; a new language keeps it until its own answer. */
    startLoading: assign(({ context }) => {
      const sameBranch = context.loadedKey?.split('|')[1] === context.storeId;
      return {
        loadedKey: keyOf(context),
        catalogue: sameBranch ? context.catalogue : null,
        source: sameBranch ? context.source : null,
      };
    }),
    showCached: assign((_, params: { catalogue: Catalogue }) => ({
      catalogue: params.catalogue,
      source: 'cache' as const,
    })),
    showFetched: assign((_, params: { catalogue: Catalogue }) => ({
      catalogue: params.catalogue,
      source: 'network' as const,
    })),
    clearCatalogue: assign({ catalogue: null, source: null, loadedKey: null }),
    /** Keeps the answer for the next visit (IndexedDB); provided by the app. */
    writeCachedCatalogue: (_, _params: { key: CatalogueKey; catalogue: Catalogue }) => {},
    logFailure: (_, params: { error: unknown }) => {
      console.error('catalogue: the menu could not be loaded', params.error);
    },
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    brandId: input.brandId,
    storeId: input.branch?.storeId ?? null,
    language: input.language ?? DEFAULT_LANGUAGE,
    userId: input.userId || 'guest',
    loadedKey: null,
    catalogue: null,
    source: null,
  }),
  invoke: [
    { id: 'watchBranch', src: 'watchBranch' },
    { id: 'watchLanguage', src: 'watchLanguage' },
    { id: 'watchUser', src: 'watchUser' },
  ],
  initial: 'deciding',
  on: {
    'catalogue.branchChanged': [
      { guard: 'changesKey', target: '.deciding', actions: 'storeBranch' },
      { actions: 'storeBranch' },
    ],
    'catalogue.languageChanged': [
      { guard: 'changesKey', target: '.deciding', actions: 'storeLanguage' },
      { actions: 'storeLanguage' },
    ],
    'catalogue.userChanged': [
      { guard: 'changesKey', target: '.deciding', actions: 'storeUser' },
      { actions: 'storeUser' },
    ],
  },
  states: {
    deciding: {
      description: 'Loads only when the branch, language or viewer differ from the catalogue already shown.',
      always: [
        { guard: not('hasBranch'), target: 'idle', actions: 'clearCatalogue' },
        { guard: 'isNewKey', target: 'loading' },
        { target: 'ready' },
      ],
    },
    idle: {
      description: 'No branch chosen yet: no catalogue.',
    },
    loading: {
      description: 'The cache is read first; a cached menu is painted while the network answer is awaited.',
      entry: 'startLoading',
      initial: 'readingCache',
      states: {
        readingCache: {
          invoke: {
            id: 'readCachedCatalogue',
            src: 'readCachedCatalogue',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: { type: 'isCachedCatalogue', params: ({ event }) => ({ value: event.output }) },
                target: 'revalidating',
                actions: {
                  type: 'showCached',
                  params: ({ event }) => ({ catalogue: event.output as Catalogue }),
                },
              },
              { target: 'fetching' },
            ],
            onError: { target: 'fetching' },
          },
        },
        fetching: {
          description: 'Nothing cached: the menu shows its skeletons (3 sections of 4 rows, 8 categories).',
          invoke: {
            id: 'fetchCatalogue',
            src: 'fetchCatalogue',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: '#catalogue.ready',
              actions: [
                { type: 'showFetched', params: ({ event }) => ({ catalogue: event.output }) },
                {
                  type: 'writeCachedCatalogue',
                  params: ({ context, event }) => ({ key: requestOf(context), catalogue: event.output }),
                },
              ],
            },
            onError: [
              {
                guard: 'hasCatalogue',
                target: '#catalogue.ready',
                actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#catalogue.failed',
                actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        revalidating: {
          description: 'The cached menu is shown; the network answer replaces it (a failure keeps it).',
          invoke: {
            id: 'fetchCatalogue',
            src: 'fetchCatalogue',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: '#catalogue.ready',
              actions: [
                { type: 'showFetched', params: ({ event }) => ({ catalogue: event.output }) },
                {
                  type: 'writeCachedCatalogue',
                  params: ({ context, event }) => ({ key: requestOf(context), catalogue: event.output }),
                },
              ],
            },
            onError: {
              target: '#catalogue.ready',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    ready: {
      description: 'The catalogue is shown (from the network, or from the cache when the network failed).',
    },
    failed: {
      description:
        "Nothing cached and the network failed: 'No se pudo cargar el menú.' with 'Intentar nuevamente'.",
      on: {
        'catalogue.retryRequested': { target: 'loading', actions: assign({ loadedKey: null }) },
      },
    },
  },
});
