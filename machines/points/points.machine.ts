import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { watchSessionUser } from '../session/watch-session-user';
import { isGuestUser, type User } from '../types';

export interface PointsInput {
  /** The user the session starts with (the restored one); later changes arrive as `points.userChanged`. */
  user: User | null;
}

export interface PointsContext {
  user: User | null;
  /** The last availablePoints of GET /points/{id} for this user; null when there is none to show. */
  availablePoints: number | null;
}

export type PointsEvent =
  | { type: 'points.userChanged'; user: User | null }
  /** Load again (later: the window regains focus, an active table order changes). */
  | { type: 'points.refreshRequested' };

export interface FetchPointsInput {
  userId: string;
}

/** What the flow needs of GET /points/{id} (accounts.md §3 "Points", §7.4). */
export interface PointsSummaryOutput {
  availablePoints: number;
}

const isRegistered = (user: User | null | undefined): user is User => !!user && !isGuestUser(user);

/** The user of a `points.userChanged`, the only event the user guards and `storeUser` are reached by. */
const eventUser = (event: PointsEvent): User | null => {
  assertEvent(event, 'points.userChanged');
  return event.user;
};

/**
 * The diner's points for the header badge (accounts.md §2.3 "Points badge", §3, §7.4, §8): a registered
 * user's availablePoints are fetched with GET /points/{id}; guests and no user have none. A failure is
 * logged only. It follows the session's user through the system (`watchSession`), like the
 * profile-completion flow.
 */
export const pointsMachine = setup({
  types: {
    context: {} as PointsContext,
    events: {} as PointsEvent,
    input: {} as PointsInput,
  },
  actors: {
    /** Follows the session flow's user and reports each change as `points.userChanged`. */
    watchSession: watchSessionUser<PointsEvent>((user) => ({ type: 'points.userChanged', user })),
    /** GET /points/{id} → its availablePoints. */
    fetchPoints: fromPromise<PointsSummaryOutput, FetchPointsInput>(async () => {
      throw new Error('points: actor "fetchPoints" was not provided');
    }),
  },
  guards: {
    isRegistered: ({ context }) => isRegistered(context.user),
    /** The same registered person (a refreshed or updated user): the points need no new fetch. */
    isSameRegisteredUser: ({ context, event }) => {
      const user = eventUser(event);
      return isRegistered(user) && isRegistered(context.user) && user._id === context.user._id;
    },
    isRegisteredUser: ({ event }) => isRegistered(eventUser(event)),
  },
  actions: {
    storeUser: assign(({ event }) => ({ user: eventUser(event) })),
    storePoints: assign((_, output: PointsSummaryOutput) => ({
      availablePoints: Number.isFinite(output?.availablePoints) ? output.availablePoints : null,
    })),
    clearPoints: assign({ availablePoints: null }),
    /** accounts.md §8 "Points": a fetch failure is logged only (no toast). */
    logFetchFailure: (_, params: { error: unknown }) => {
      console.error('points: the points could not be loaded', params.error);
    },
  },
}).createMachine({
  id: 'points',
  context: ({ input }) => ({ user: input.user ?? null, availablePoints: null }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'evaluating',
  on: {
    'points.userChanged': [
      { guard: 'isSameRegisteredUser', actions: 'storeUser' },
      { guard: 'isRegisteredUser', target: '.loading', actions: ['storeUser', 'clearPoints'] },
      { target: '.signedOut', actions: 'storeUser' },
    ],
  },
  states: {
    evaluating: {
      description: 'Decides from the held user: only registered users have points.',
      always: [{ guard: 'isRegistered', target: 'loading' }, { target: 'signedOut' }],
    },
    signedOut: {
      description: 'No user, or a guest: no points badge.',
      entry: 'clearPoints',
    },
    loading: {
      description:
        'GET /points/{id} for the registered user; a refresh keeps the last number shown meanwhile.',
      invoke: {
        id: 'fetchPoints',
        src: 'fetchPoints',
        input: ({ context }) => ({ userId: context.user?._id ?? '' }),
        onDone: { target: 'loaded', actions: { type: 'storePoints', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            'clearPoints',
            { type: 'logFetchFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: { 'points.refreshRequested': { target: 'loading', reenter: true } },
    },
    loaded: {
      description: 'The badge shows availablePoints with the language unit.',
      on: { 'points.refreshRequested': 'loading' },
    },
    failed: {
      description: 'The fetch failed: logged only, no toast and no badge.',
      on: { 'points.refreshRequested': 'loading' },
    },
  },
});
