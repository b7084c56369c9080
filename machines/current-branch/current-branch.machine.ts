import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { Branch } from '../catalogue/catalogue.types';
import { follow } from '../catalogue/follow-system-actor';
import { selectLanguage } from '../language/language.selectors';
import { readApiFailure } from '../rules/api-failure';
import { DEFAULT_LANGUAGE } from '../rules/languages';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';

export interface CurrentBranchInput {
  brandId: string;
  /** The `branch` slice as restored (anything that is not a branch is ignored). */
  restored?: unknown /**
   * The diner's language when it is already known (the models start after the language flow's first report);
   * otherwise null until `watchLanguage` reports it, at once on the app.
   */;
  language?: string;
}

/** What the cart's guards need of the branch (contracts: `cart.branchChanged`). */
export interface AnnouncedBranch {
  id: string;
  storeId: string;
  status: Branch['status'];
}

export interface CurrentBranchContext {
  brandId: string;
  branch: Branch | null;
  /** The route's branch being loaded, or the one that failed / does not exist. */
  requested: { id: string; storeId: string } | null;
  /** What the cart was last told, so it hears only changes. */
  announced: AnnouncedBranch | null;
  /** The restored branch is refreshed once (its saved status may be stale). */
  isRefreshed: boolean;
  /** The diner's language, followed through the system (null until the language flow reports it). */
  language: string | null;
}

export type CurrentBranchEvent =
  | { type: 'currentBranch.selected'; branch: Branch }
  | { type: 'currentBranch.routeOpened'; id: string; storeId: string }
  | { type: 'currentBranch.retryRequested' }
  /**
   * Someone is about to act on the branch's status (the product overlay or the customisation modal opening,
   * ORDER_SUMMARY): the current branch is loaded again in the background, so a branch that closed while the
   * diner was in it is known before the cart's guards are asked (§4 "Branch status and guards").
   */
  | { type: 'currentBranch.statusCheckRequested' }
  /** The diner's language (the language flow's): the branch's own note is asked for again in it. */
  | { type: 'currentBranch.languageChanged'; language: string };

export interface FetchBranchInput {
  brandId: string;
  storeId: string;
  /** ?lang= (not sent for Spanish): the server answers the branch's own status note in that language. */
  language: string;
}

const requestLanguageOf = (context: CurrentBranchContext): string => context.language ?? DEFAULT_LANGUAGE;

/** ordering.md §8 "Toasts": single branch failure (also shown for a branch that does not exist). */
export const BRANCH_FAILED: MessageKey = 'menu.branchFailed';

/** A restored slice is used only when it looks like a branch. */
export function restoredBranch(value: unknown): Branch | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Partial<Branch>;
  return typeof b.id === 'string' && typeof b.storeId === 'string' && typeof b.name === 'string'
    ? (value as Branch)
    : null;
}

const announce = (branch: Branch | null): AnnouncedBranch | null =>
  branch ? { id: branch.id, storeId: branch.storeId, status: branch.status } : null;

const sameAnnouncement = (a: AnnouncedBranch | null, b: AnnouncedBranch | null) =>
  a === b || (!!a && !!b && a.id === b.id && a.storeId === b.storeId && a.status === b.status);

/** The route names this branch: its id, and its store id (the API also finds a branch by its id). */
const isRouteOf = (branch: Branch | null, route: { id: string; storeId: string }) =>
  !!branch && branch.id === route.id && (branch.storeId === route.storeId || branch.id === route.storeId);

/**
 * The current branch (ordering.md §2 "Branch home", §4 "Branch status and guards", §7 "Branches and menu",
 * §8): restored from the `branch` slice, set when the diner picks one (`currentBranch.selected`), loaded by
 * the HOME/MENU/product screens' route (`currentBranch.routeOpened`) when it differs
 * (GET /local/{brandId}/{storeId}). A failure shows the spec's toast; an unknown branch shows it too and
 * the screen offers a way back. The cart hears `cart.branchChanged` whenever the branch or its status changes.
 */
export const currentBranchMachine = setup({
  types: {
    context: {} as CurrentBranchContext,
    events: {} as CurrentBranchEvent,
    input: {} as CurrentBranchInput,
  },
  actors: {
    watchLanguage: follow(
      'language',
      (s: Parameters<typeof selectLanguage>[0]) => selectLanguage(s) as string,
      (language): CurrentBranchEvent => ({ type: 'currentBranch.languageChanged', language }),
    ),
    /** GET /local/{brandId}/{storeId} → data[0]. */
    fetchBranch: fromPromise<Branch, FetchBranchInput>(async () => {
      throw new Error('currentBranch: actor "fetchBranch" was not provided');
    }),
  },
  guards: {
    isCurrentRoute: ({ context, event }) =>
      event.type === 'currentBranch.routeOpened' && isRouteOf(context.branch, event),
    needsRefresh: ({ context }) => !context.isRefreshed,
    isNotFound: (_, params: { error: unknown }) => {
      const status = readApiFailure(params.error).status;
      return status === 404 || status === 400;
    },
    hasRequest: ({ context }) => context.requested !== null,
    hasBranch: ({ context }) => context.branch !== null,
    /** A new language after the first report, with a branch to ask for again in it. */
    isOtherLanguageForBranch: ({ context, event }) =>
      event.type === 'currentBranch.languageChanged' &&
      context.branch !== null &&
      context.language !== null &&
      event.language !== context.language,
    isAnswerForRoute: ({ context }, params: { branch: Branch }) =>
      !context.requested ||
      params.branch.id === context.requested.id ||
      params.branch.storeId === context.requested.id,
  },
  actions: {
    storeSelected: assign(({ event }) =>
      event.type === 'currentBranch.selected'
        ? { branch: event.branch, requested: null, isRefreshed: true }
        : {},
    ),
    storeRequest: assign(({ event }) =>
      event.type === 'currentBranch.routeOpened'
        ? { requested: { id: event.id, storeId: event.storeId } }
        : {},
    ),
    storeLoaded: assign((_, params: { branch: Branch }) => ({
      branch: params.branch,
      requested: null,
      isRefreshed: true,
    })),
    markRefreshed: assign({ isRefreshed: true }),
    storeLanguage: assign(({ event }) =>
      event.type === 'currentBranch.languageChanged' ? { language: event.language } : {},
    ),
    /** Tells the cart (through the system) when the branch or its status changed. */
    announceBranch: enqueueActions(({ context, system, enqueue }) => {
      const next = announce(context.branch);
      if (sameAnnouncement(next, context.announced)) return;
      enqueue.assign({ announced: next });
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'tell the cart the branch changed');
      if (cart) enqueue.sendTo(cart, { type: 'cart.branchChanged', branch: next });
    }),
    notifyBranchFailed: showToast('error', BRANCH_FAILED),
    logRefreshFailure: (_, params: { error: unknown }) => {
      console.error('currentBranch: the branch could not be refreshed', params.error);
    },
  },
}).createMachine({
  id: 'currentBranch',
  context: ({ input }) => {
    const branch = restoredBranch(input.restored);
    return {
      brandId: input.brandId,
      branch,
      requested: null,
      announced: null,
      isRefreshed: branch === null,
      language: input.language ?? null,
    };
  },
  entry: 'announceBranch',
  initial: 'idle',
  invoke: { id: 'watchLanguage', src: 'watchLanguage' },
  on: {
    // Kept for the next load; the idle state also asks for the branch again in it.
    'currentBranch.languageChanged': { actions: 'storeLanguage' },
    'currentBranch.selected': { target: '.idle', actions: ['storeSelected', 'announceBranch'] },
    'currentBranch.routeOpened': [
      { guard: 'isCurrentRoute', target: '.refreshing', reenter: false },
      { target: '.loading', actions: 'storeRequest', reenter: true },
    ],
  },
  states: {
    idle: {
      description: 'The current branch (or none yet) is known; screens render it.',
      on: {
        'currentBranch.statusCheckRequested': { guard: 'hasBranch', target: 'refreshing.fetching' },
        // The branch's own note is content: loaded again in the background in the diner's new language.
        'currentBranch.languageChanged': {
          guard: 'isOtherLanguageForBranch',
          target: 'refreshing.fetching',
          actions: 'storeLanguage',
        },
      },
    },
    refreshing: {
      description:
        'The route names the current branch: it stays shown; the first time (a restored branch) it is loaded again in the background, since its saved status may be stale. A status check (the product overlay, the customisation modal or ORDER_SUMMARY opening) loads it again too.',
      initial: 'checking',
      on: {
        // A second screen opening on the branch being checked: the check in flight goes on (the root's transition
        // would exit and re-enter `refreshing`, dropping it); a route to another branch falls through to the root.
        'currentBranch.routeOpened': { guard: 'isCurrentRoute' },
      },
      states: {
        checking: {
          always: [{ guard: 'needsRefresh', target: 'fetching' }, { target: '#currentBranch.idle' }],
        },
        fetching: {
          invoke: {
            id: 'refreshBranch',
            src: 'fetchBranch',
            input: ({ context }) => ({
              brandId: context.brandId,
              storeId: context.branch?.storeId ?? '',
              language: requestLanguageOf(context),
            }),
            onDone: {
              target: '#currentBranch.idle',
              actions: [
                { type: 'storeLoaded', params: ({ event }) => ({ branch: event.output }) },
                'announceBranch',
              ],
            },
            onError: {
              target: '#currentBranch.idle',
              actions: [
                'markRefreshed',
                { type: 'logRefreshFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    loading: {
      description: "GET /local/{brandId}/{storeId} for the route's branch; the screen shows its skeletons.",
      invoke: {
        id: 'fetchBranch',
        src: 'fetchBranch',
        input: ({ context }) => ({
          brandId: context.brandId,
          storeId: context.requested?.storeId ?? '',
          language: requestLanguageOf(context),
        }),
        onDone: [
          {
            guard: { type: 'isAnswerForRoute', params: ({ event }) => ({ branch: event.output }) },
            target: 'idle',
            actions: [
              { type: 'storeLoaded', params: ({ event }) => ({ branch: event.output }) },
              'announceBranch',
            ],
          },
          { target: 'notFound', actions: 'notifyBranchFailed' },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: 'notifyBranchFailed',
          },
          { target: 'failed', actions: 'notifyBranchFailed' },
        ],
      },
    },
    failed: {
      description:
        "The branch could not be loaded (no connection, server error): the toast 'No se pudo obtener la información de la sucursal…' and a retry.",
      on: { 'currentBranch.retryRequested': { guard: 'hasRequest', target: 'loading' } },
    },
    notFound: {
      description:
        "The route's branch does not exist: the same toast, and the screen offers the way back to the branch list (never a blank screen).",
    },
  },
});
