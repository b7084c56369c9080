import { assign, fromPromise, setup } from 'xstate';
import { showToast } from '../toasts/show-toast';
import type { User } from '../types';

export interface SessionInput {
  brandId: string;
  /** The user restored from the persisted state, if any. */
  user: User | null;
}

export interface SessionContext {
  brandId: string;
  user: User | null;
}

export type SessionEvent =
  | { type: 'session.guestRequested' }
  | { type: 'session.signedIn'; user: User }
  | { type: 'session.userUpdated'; user: Partial<User> }
  | { type: 'session.loggedOut' };

export const GUEST_ENTRY_FAILED = 'No se pudo ingresar como invitado, por favor intentalo de nuevo';

const notProvided = (name: string) =>
  fromPromise<never, unknown>(async () => {
    throw new Error(`session: actor "${name}" was not provided`);
  });

/**
 * Who is using the app: nobody, a guest, or a registered user (accounts.md §4.2, §4.5). The route maps
 * follow from this state. The accounts issue grows this chart (refresh, forced logout, social return).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /user/guest/{idMarca} → the guest user. */
    createGuest: notProvided('createGuest') as unknown as ReturnType<
      typeof fromPromise<User, { brandId: string }>
    >,
  },
  guards: {
    hasNoValidUser: ({ context }) => !context.user?._id || !context.user.idMarca,
    isGuest: ({ context }) => context.user?.typeUser === 'guest',
  },
  actions: {
    storeUser: assign(({ event }) =>
      'user' in event && event.type === 'session.signedIn' ? { user: event.user } : {},
    ),
    storeCreatedGuest: assign((_, user: User) => ({ user })),
    mergeUser: assign(({ context, event }) =>
      event.type === 'session.userUpdated' && context.user
        ? { user: { ...context.user, ...event.user } }
        : {},
    ),
    clearUser: assign({ user: null }),
    notifyGuestEntryFailed: showToast('error', GUEST_ENTRY_FAILED),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ brandId: input.brandId, user: input.user ?? null }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Decides from the held user; a user without idMarca is no valid session.',
      always: [
        { guard: 'hasNoValidUser', target: 'noUser', actions: 'clearUser' },
        { guard: 'isGuest', target: 'active.guest' },
        { target: 'active.registered' },
      ],
    },
    noUser: {
      description: 'Only the auth routes exist; any other path redirects to AUTH keeping the query string.',
      on: {
        'session.guestRequested': 'creatingGuest',
        'session.signedIn': { target: 'routing', actions: 'storeUser' },
      },
    },
    creatingGuest: {
      invoke: {
        id: 'createGuest',
        src: 'createGuest',
        input: ({ context }) => ({ brandId: context.brandId }),
        onDone: {
          target: 'routing',
          actions: { type: 'storeCreatedGuest', params: ({ event }) => event.output },
        },
        onError: { target: 'noUser', actions: 'notifyGuestEntryFailed' },
      },
    },
    active: {
      description: 'A user exists (guest or registered): the app routes exist; any other path goes to BASE.',
      on: {
        'session.loggedOut': { target: 'noUser', actions: 'clearUser' },
        'session.userUpdated': { actions: 'mergeUser' },
        'session.signedIn': { target: 'routing', actions: 'storeUser' },
      },
      // Entry always targets a child explicitly (routing decides); the initial only satisfies XState, which
      // refuses a compound state without one, and is the less privileged of the two.
      initial: 'guest',
      states: {
        guest: {},
        registered: {},
      },
    },
  },
});
