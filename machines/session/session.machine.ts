import { type AnyActorRef, assign, enqueueActions, fromPromise, not, raise, setup } from 'xstate';
import type { LayoutEvent } from '../layout/layout.machine';
import { readApiFailure } from '../rules/api-failure';
import { captureUtm, type EntryPlan, planEntry, type TableQr, type UtmCapture } from '../rules/entry';
import { ROUTES } from '../rules/routes';
import { TIMINGS } from '../rules/timings';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams, User } from '../types';

export interface SessionInput {
  brandId: string;
  /** The user restored from the persisted state, if any. */
  user: User | null;
  /** The URL the app was opened with (window.location.href at start); drives entry handling (§4.6). */
  initialUrl?: string;
  /** The brand serves several menus: a table QR also chooses the 'tableSystem' mode and the branch. */
  multipleMenu?: boolean;
}

/** The consumePreferences slice a table QR sets (ordering.md §3 "Consume preference"). */
export interface ConsumePreferences {
  preferredConsumeType: string;
  lastSelectedLocalId: string;
}

/** What the browser held at start for this flow: `{prefix}_auth_pathname` and the `auto_login` flag. */
export interface StoredSession {
  authPathname: string | null;
  autoLogin: boolean;
}

export interface SessionContext {
  brandId: string;
  user: User | null;
  initialUrl: string;
  multipleMenu: boolean;
  /** The entry handling decided from the initial URL and whether a user was restored. */
  entry: EntryPlan;
  consumePreferences: ConsumePreferences | null;
  /** The path stored before a social login redirect; the post-login redirect goes there. */
  storedAuthPath: string | null;
  /** The local `auto_login` flag: the welcome / auto-login modal is shown while it is set. */
  autoLogin: boolean;
}

export type SessionEvent =
  | { type: 'session.guestRequested' }
  | { type: 'session.signedIn'; user: User }
  | { type: 'session.userUpdated'; user: Partial<User> }
  /** Logs out at once (kept for callers of the first version; same as a confirmed logout). */
  | { type: 'session.loggedOut' }
  | { type: 'session.logoutRequested' }
  | { type: 'session.logoutConfirmed' }
  | { type: 'session.logoutCancelled' }
  /** Refetch the user (the app sends it on window focus and when the browser comes back online). */
  | { type: 'session.refreshRequested' }
  | { type: 'session.welcomeDismissed' }
  /** Internal: guest creation failed (entry handling stops waiting). */
  | { type: 'session.guestFailed' }
  /** Internal: the server no longer accepts this user (§6 "Session validity"). */
  | { type: 'session.sessionRejected' };

export const GUEST_ENTRY_FAILED = 'No se pudo ingresar como invitado, por favor intentalo de nuevo';
export const USER_NOT_IN_BRAND = 'Usuario no encontrado para esta marca';
/** Layout modal ids owned by this flow (the views declare `<ShellModal id={…}>`). */
export const LOGOUT_MODAL_ID = 'logout-confirmation';
export const WELCOME_MODAL_ID = 'welcome-auto-login';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`session: actor "${name}" was not provided`);
  });

const hasValidUser = (user: User | null): user is User => !!user?._id && !!user.idMarca;
const isRegisteredUser = (user: User | null) => hasValidUser(user) && user.typeUser !== 'guest';

const TO_AUTH: NavigateParams = { to: ROUTES.AUTH, replace: true };

/** Where the table QR or deep-link entry goes once a user exists (replacing history). */
const entryTarget = ({ context }: { context: SessionContext }): NavigateParams => ({
  to:
    context.entry.kind === 'tableQr' || context.entry.kind === 'deepLink'
      ? context.entry.redirectTo
      : ROUTES.BASE,
  replace: true,
});

/** Sends to the layout actor through the system; does nothing without one (a flow tested alone). */
const toLayout = (event: LayoutEvent) =>
  enqueueActions<SessionContext, SessionEvent, undefined, SessionEvent, never, never, never, never, never>(
    ({ system, enqueue }) => {
      const layout = system.get('layout') as AnyActorRef | undefined;
      if (layout) enqueue.sendTo(layout, event);
    },
  );

/**
 * Who is using the app — nobody, a guest or a registered user — and everything that keeps that true
 * (accounts.md §4.2, §4.5, §4.6, §6). Six regions run side by side:
 * - `user`: the route maps follow from it; guest creation, logout (500 ms to AUTH), forced logout.
 * - `entry`: first-load handling of the initial URL (UTM, table QR, protected deep link, UTM visit).
 * - `refresh`: GET /user/{id} at start and on `session.refreshRequested`; a rejected user is logged out.
 * - `perUserFetch`: the fetch 5 s after start when the user has a name (its purpose is not shown in the
 *   spec; it is read as one more user refresh).
 * - `returning`: the post-login redirect to the path stored before a social login (200 ms).
 * - `welcome`: the welcome / auto-login modal while the `auto_login` flag is set.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /user/guest/{idMarca} → the guest user. */
    createGuest: notProvided<User, { brandId: string }>('createGuest'),
    /** GET /user/{id} → the user as the server holds it. */
    fetchUser: notProvided<User, { userId: string; brandId: string }>('fetchUser'),
    /** Reads `{prefix}_auth_pathname` and `auto_login` from local storage. */
    readStoredSession: notProvided<StoredSession, undefined>('readStoredSession'),
    /** POST /utm/marketing/register-visit {urlUTM, brandId}; fire and forget. */
    registerUtmVisit: notProvided<void, { urlUTM: string; brandId: string }>('registerUtmVisit'),
  },
  delays: {
    entryRedirect: TIMINGS.entryRedirect,
    postLoginRedirect: TIMINGS.postLoginRedirect,
    logoutRedirect: TIMINGS.logoutRedirect,
    perUserFetch: TIMINGS.perUserFetch,
  },
  guards: {
    hasNoValidUser: ({ context }) => !hasValidUser(context.user),
    hasValidUser: ({ context }) => hasValidUser(context.user),
    isGuest: ({ context }) => context.user?.typeUser === 'guest',
    isRegistered: ({ context }) => isRegisteredUser(context.user),
    hasNamedUser: ({ context }) => hasValidUser(context.user) && !!context.user.name && !!context.brandId,
    isTableQrEntry: ({ context }) => context.entry.kind === 'tableQr',
    isDeepLinkEntry: ({ context }) => context.entry.kind === 'deepLink',
    hasReturnPathForRegisteredUser: ({ context }) =>
      isRegisteredUser(context.user) && !!context.storedAuthPath && context.storedAuthPath !== ROUTES.AUTH,
    shouldPromptWelcome: ({ context }) => context.autoLogin && hasValidUser(context.user),
    /** The fetched user lacks idMarca: no valid session (§6). */
    lacksBrand: (_, user: User | null) => !user?.idMarca,
    /** 401, 403 or "Usuario no encontrado para esta marca" (§8 "User fetch"). */
    isSessionRejection: (_, error: unknown) => {
      const failure = readApiFailure(error);
      return failure.status === 401 || failure.status === 403 || failure.message === USER_NOT_IN_BRAND;
    },
  },
  actions: {
    /** Provided by the app (src/adapters/navigation.ts). */
    navigate: (_, _params: NavigateParams) => {},
    /** session storage url_utm_campaign and original_utm_path. */
    saveUtmCapture: (_, _params: UtmCapture) => {},
    /** session storage qr_data. */
    saveQrData: (_, _params: TableQr) => {},
    /** local storage auto_login. */
    storeAutoLogin: () => {},
    removeAutoLogin: () => {},
    /** Wipes local storage, session storage and every readable cookie. */
    clearBrowserStorage: () => {},
    /** Expires the cookies userId, authToken, idMarca and campaign. */
    expireAuthCookies: () => {},
    /** Removes `{prefix}_auth_pathname`, `{prefix}_auth_method` and `auth_method`. */
    forgetAuthReturn: () => {},

    storeUser: assign(({ event }) => (event.type === 'session.signedIn' ? { user: event.user } : {})),
    storeCreatedGuest: assign((_, user: User) => ({ user })),
    storeFetchedUser: assign(({ context }, user: User) =>
      context.user && user?._id === context.user._id ? { user: { ...context.user, ...user } } : {},
    ),
    mergeUser: assign(({ context, event }) =>
      event.type === 'session.userUpdated' && context.user
        ? { user: { ...context.user, ...event.user } }
        : {},
    ),
    clearUser: assign({ user: null }),
    /** Resets what this flow holds for the session (user, flags, table preferences). */
    resetSessionState: assign({
      user: null,
      autoLogin: false,
      storedAuthPath: null,
      consumePreferences: null,
    }),
    storeStoredSession: assign(({ context }, stored: StoredSession | undefined) => ({
      storedAuthPath: stored?.authPathname ?? null,
      // Entry handling may already have set the flag in this load.
      autoLogin: context.autoLogin || !!stored?.autoLogin,
    })),
    clearStoredAuthPath: assign({ storedAuthPath: null }),
    markAutoLogin: assign({ autoLogin: true }),
    unmarkAutoLogin: assign({ autoLogin: false }),

    requestRefresh: raise({ type: 'session.refreshRequested' }),
    rejectSession: raise({ type: 'session.sessionRejected' }),
    reportGuestFailure: raise({ type: 'session.guestFailed' }),

    openLogoutConfirmation: toLayout({ type: 'layout.modalOpened', modalId: LOGOUT_MODAL_ID }),
    openWelcomeModal: toLayout({ type: 'layout.modalOpened', modalId: WELCOME_MODAL_ID, dismissible: false }),
    closeModal: toLayout({ type: 'layout.modalClosed' }),

    logRefreshFailure: (_, error: unknown) => {
      console.warn('session: the user could not be refreshed', error);
    },
    notifyGuestEntryFailed: showToast('error', GUEST_ENTRY_FAILED),
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => {
    const user = input.user ?? null;
    const initialUrl = input.initialUrl ?? '';
    return {
      brandId: input.brandId,
      user,
      initialUrl,
      multipleMenu: !!input.multipleMenu,
      entry: planEntry(initialUrl, hasValidUser(user)),
      consumePreferences: null,
      storedAuthPath: null,
      autoLogin: false,
    };
  },
  states: {
    user: {
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
          description:
            'Only the auth routes exist; any other path redirects to AUTH keeping the query string.',
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
            onError: { target: 'noUser', actions: ['notifyGuestEntryFailed', 'reportGuestFailure'] },
          },
        },
        active: {
          description:
            'A user exists (guest or registered): the app routes exist; any other path goes to BASE.',
          on: {
            'session.userUpdated': { actions: 'mergeUser' },
            'session.signedIn': { target: 'routing', actions: 'storeUser' },
            'session.logoutRequested': { actions: 'openLogoutConfirmation' },
            'session.logoutCancelled': { actions: 'closeModal' },
            'session.logoutConfirmed': 'loggingOut',
            'session.loggedOut': 'loggingOut',
            'session.sessionRejected': {
              description: 'Forced logout: storage, session storage and cookies wiped, state reset, AUTH.',
              target: 'noUser',
              actions: ['clearBrowserStorage', 'resetSessionState', { type: 'navigate', params: TO_AUTH }],
            },
          },
          // Entry always targets a child explicitly (routing decides); the initial only satisfies XState, which
          // refuses a compound state without one, and is the less privileged of the two.
          initial: 'guest',
          states: {
            guest: {},
            registered: {},
          },
        },
        loggingOut: {
          description: 'Logout confirmed: everything is cleared at once; AUTH opens 500 ms later.',
          entry: ['closeModal', 'clearBrowserStorage', 'expireAuthCookies', 'resetSessionState'],
          after: { logoutRedirect: { target: 'noUser', actions: { type: 'navigate', params: TO_AUTH } } },
        },
      },
    },
    entry: {
      initial: 'starting',
      states: {
        starting: {
          description:
            'Saves the UTM capture; a table QR saves qr_data (and the table mode with multipleMenu); a table QR or a protected deep link without a user asks for a guest; otherwise a UTM visit is registered.',
          entry: enqueueActions(({ context, enqueue }) => {
            const utm = captureUtm(context.initialUrl);
            if (utm) enqueue({ type: 'saveUtmCapture', params: utm });
            const entry = context.entry;
            if (entry.kind === 'tableQr') {
              enqueue({ type: 'saveQrData', params: entry.qr });
              if (context.multipleMenu) {
                enqueue.assign({
                  consumePreferences: {
                    preferredConsumeType: 'tableSystem',
                    lastSelectedLocalId: entry.qr.branch_id,
                  },
                });
              }
            }
            if ((entry.kind === 'tableQr' || entry.kind === 'deepLink') && !hasValidUser(context.user)) {
              enqueue.raise({ type: 'session.guestRequested' });
            }
            if (entry.kind === 'utmVisit') {
              enqueue.spawnChild('registerUtmVisit', {
                id: 'registerUtmVisit',
                input: { urlUTM: entry.urlUTM, brandId: context.brandId },
              });
            }
          }),
          always: [
            { guard: 'isTableQrEntry', target: 'waitingForUser' },
            { guard: 'isDeepLinkEntry', target: 'waitingForUser' },
            { target: 'done' },
          ],
        },
        waitingForUser: {
          description: 'Waits for the guest (or the restored user) before redirecting.',
          always: { guard: 'hasValidUser', target: 'redirecting' },
          on: { 'session.guestFailed': 'done' },
        },
        redirecting: {
          after: {
            entryRedirect: [
              {
                guard: 'isDeepLinkEntry',
                target: 'done',
                actions: [{ type: 'navigate', params: entryTarget }, 'storeAutoLogin', 'markAutoLogin'],
              },
              { target: 'done', actions: { type: 'navigate', params: entryTarget } },
            ],
          },
        },
        done: {},
      },
    },
    refresh: {
      initial: 'starting',
      states: {
        starting: {
          description: 'The user query runs on mount when a user is held.',
          always: [{ guard: 'hasValidUser', target: 'fetching' }, { target: 'idle' }],
        },
        idle: {
          on: { 'session.refreshRequested': { guard: 'hasValidUser', target: 'fetching' } },
        },
        fetching: {
          always: { guard: not('hasValidUser'), target: 'idle' },
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            input: ({ context }) => ({ userId: context.user?._id ?? '', brandId: context.brandId }),
            onDone: [
              {
                guard: { type: 'lacksBrand', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'rejectSession',
              },
              { target: 'idle', actions: { type: 'storeFetchedUser', params: ({ event }) => event.output } },
            ],
            onError: [
              {
                guard: {
                  type: 'isSessionRejection',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'idle',
                actions: 'rejectSession',
              },
              {
                target: 'idle',
                actions: {
                  type: 'logRefreshFailure',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
              },
            ],
          },
        },
      },
    },
    perUserFetch: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            perUserFetch: [
              { guard: 'hasNamedUser', target: 'done', actions: 'requestRefresh' },
              { target: 'done' },
            ],
          },
        },
        done: {},
      },
    },
    returning: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readStoredSession',
            src: 'readStoredSession',
            onDone: {
              target: 'waiting',
              actions: { type: 'storeStoredSession', params: ({ event }) => event.output },
            },
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          always: { guard: 'hasReturnPathForRegisteredUser', target: 'redirecting' },
        },
        redirecting: {
          description:
            'A registered user with a stored path: it opens 200 ms later; guests are not redirected.',
          always: { guard: not('isRegistered'), target: 'waiting' },
          after: {
            postLoginRedirect: {
              target: 'waiting',
              actions: [
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: context.storedAuthPath ?? ROUTES.BASE }),
                },
                'forgetAuthReturn',
                'clearStoredAuthPath',
              ],
            },
          },
        },
      },
    },
    welcome: {
      initial: 'hidden',
      states: {
        hidden: {
          always: { guard: 'shouldPromptWelcome', target: 'prompting' },
        },
        prompting: {
          entry: 'openWelcomeModal',
          always: { guard: not('shouldPromptWelcome'), target: 'hidden' },
          on: {
            'session.welcomeDismissed': {
              target: 'hidden',
              actions: ['removeAutoLogin', 'unmarkAutoLogin', 'closeModal'],
            },
          },
        },
      },
    },
  },
});
