import { type AnyActorRef, assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { MessageKey, UiText } from '../../locales/catalogue';
import type { LayoutEvent } from '../layout/layout.machine';
import { neverRejectingRead, notProvidedRead } from '../never-rejecting-read';
import { isTooManyRequests, readApiFailure, tooManyRequestsText } from '../rules/api-failure';
import type { EntryPlan, TableQr, UtmCapture } from '../rules/entry';
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
  /** b2b brands hide guest browsing (accounts.md §1): nothing creates or offers a guest. b2c by default. */
  businessType?: 'b2c' | 'b2b';
}

/** The consumePreferences slice a table QR sets (ordering.md §3 "Consume preference"). */
export interface ConsumePreferences {
  preferredConsumeType: string;
  lastSelectedLocalId: string;
}

/**
 * What the browser held at start for this flow: `{prefix}_auth_pathname`, the `auto_login` flag and
 * `{prefix}_auth_method` (a social login was started before this load).
 */
export interface StoredSession {
  authPathname: string | null;
  autoLogin: boolean;
  authMethod?: string | null;
}

/** What an empty browser holds: no page stored before a social login, no `auto_login`. */
export const NOTHING_STORED: StoredSession = { authPathname: null, autoLogin: false };

export interface SessionContext {
  brandId: string;
  user: User | null;
  initialUrl: string;
  multipleMenu: boolean;
  /** False for a b2b brand: no guest is created or offered; a deep link waits for the sign-in on AUTH. */
  allowsGuests: boolean;
  /** The entry handling decided from the initial URL and whether a user was restored. */
  entry: EntryPlan;
  consumePreferences: ConsumePreferences | null;
  /** The path stored before a social login redirect; the post-login redirect goes there. */
  storedAuthPath: string | null;
  /** A social login's method was stored before this load: the post-login step clears it (and the path). */
  hasPendingAuthMethod: boolean;
  /** The local `auto_login` flag: the welcome / auto-login modal is shown while it is set. */
  autoLogin: boolean;
}

export type SessionEvent =
  | { type: 'session.guestRequested' }
  | { type: 'session.signedIn'; user: User }
  | { type: 'session.userUpdated'; user: Partial<User> }
  | { type: 'session.logoutRequested' }
  | { type: 'session.logoutConfirmed' }
  | { type: 'session.logoutCancelled' }
  /** Refetch the user (the app sends it on window focus and when the browser comes back online). */
  | { type: 'session.refreshRequested' }
  | { type: 'session.welcomeDismissed' }
  /**
   * The `createGuest` invoke's own failure, written out so entry handling (another region) can listen to it
   * too: the user region goes back to noUser and the entry stops waiting, in the same step.
   */
  | { type: 'xstate.error.actor.createGuest'; error: unknown }
  /** Internal: the server no longer accepts this user (§6 "Session validity"). */
  | { type: 'session.sessionRejected' };

/** accounts.md §8 "Guest entry failure" (a catalogue key). */
export const GUEST_ENTRY_FAILED: MessageKey = 'session.guestEntryFailed';
/** The server's message that forces a logout (§8 "User fetch"). */
// i18n-exempt: wire value, compared with the server's message, never shown
export const USER_NOT_IN_BRAND = 'Usuario no encontrado para esta marca';
/** Layout modal ids owned by this flow (the views declare `<ShellModal id={…}>`). */
export const LOGOUT_MODAL_ID = 'logout-confirmation';
export const WELCOME_MODAL_ID = 'welcome-auto-login';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`session: actor "${name}" was not provided`);
  });

export const hasValidUser = (user: User | null): user is User => !!user?._id && !!user.idMarca;
const isRegisteredUser = (user: User | null) => hasValidUser(user) && user.typeUser !== 'guest';

/** Sends to the layout actor through the system; does nothing without one (a flow tested alone). */
const toLayout = (event: LayoutEvent) =>
  enqueueActions<SessionContext, SessionEvent, undefined, SessionEvent, never, never, never, never, never>(
    ({ system, enqueue }) => {
      const layout = system.get('layout') as AnyActorRef | undefined;
      if (layout) enqueue.sendTo(layout, event);
    },
  );

/**
 * The session flow's named effects, guards, delays and actions (the chart is in session.machine.ts). The
 * actors throw "not provided"; the app supplies them with `sessionMachine.provide(...)`.
 */
export const sessionSetup = setup({
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
    /**
     * Reads `{prefix}_auth_pathname` and `auto_login` from local storage; a failed read is nothing stored
     * (machines/never-rejecting-read.ts), so the chart has no error for it.
     */
    readStoredSession: neverRejectingRead<StoredSession>(
      'session',
      'readStoredSession',
      NOTHING_STORED,
      notProvidedRead('session', 'readStoredSession'),
    ),
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
    allowsGuests: ({ context }) => context.allowsGuests,
    /** A table QR or deep link without a user on a brand without guests: it opens after the sign-in. */
    isEntryAwaitingSignIn: ({ context }) =>
      !context.allowsGuests &&
      !hasValidUser(context.user) &&
      (context.entry.kind === 'tableQr' || context.entry.kind === 'deepLink'),
    hasValidUser: ({ context }) => hasValidUser(context.user),
    isGuest: ({ context }) => context.user?.typeUser === 'guest',
    isGuestWithoutGuestBrowsing: ({ context }) => !context.allowsGuests && context.user?.typeUser === 'guest',
    isRegistered: ({ context }) => isRegisteredUser(context.user),
    hasNamedUser: ({ context }) => hasValidUser(context.user) && !!context.user.name && !!context.brandId,
    isTableQrEntry: ({ context }) => context.entry.kind === 'tableQr',
    isDeepLinkEntry: ({ context }) => context.entry.kind === 'deepLink',
    /** A registered user and a stored return (a path, or the method of a social login started on AUTH). */
    hasAuthReturnForRegisteredUser: ({ context }) =>
      isRegisteredUser(context.user) && (!!context.storedAuthPath || context.hasPendingAuthMethod),
    hasReturnPath: ({ context }) => !!context.storedAuthPath && context.storedAuthPath !== ROUTES.AUTH,
    // Its way out is "Explorar sin beneficios": never on a brand without guests.
    shouldPromptWelcome: ({ context }) =>
      context.allowsGuests && context.autoLogin && hasValidUser(context.user),
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
    /** `{prefix}_auth_pathname`: the page the post-login redirect opens (a b2b deep link). */
    storeAuthReturnPath: (_, _params: { pathname: string }) => {},

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
      hasPendingAuthMethod: false,
      consumePreferences: null,
    }),
    storeStoredSession: assign(({ context }, stored: StoredSession | undefined) => ({
      // Entry handling may already have kept a deep link in this load.
      storedAuthPath: context.storedAuthPath ?? stored?.authPathname ?? null,
      hasPendingAuthMethod: !!stored?.authMethod,
      // Entry handling may already have set the flag in this load.
      autoLogin: context.autoLogin || !!stored?.autoLogin,
    })),
    clearStoredAuthPath: assign({ storedAuthPath: null, hasPendingAuthMethod: false }),
    markAutoLogin: assign({ autoLogin: true }),
    unmarkAutoLogin: assign({ autoLogin: false }),

    requestRefresh: raise({ type: 'session.refreshRequested' }),
    rejectSession: raise({ type: 'session.sessionRejected' }),

    openLogoutConfirmation: toLayout({ type: 'layout.modalOpened', modalId: LOGOUT_MODAL_ID }),
    openWelcomeModal: toLayout({ type: 'layout.modalOpened', modalId: WELCOME_MODAL_ID, dismissible: false }),
    closeModal: toLayout({ type: 'layout.modalClosed' }),

    logRefreshFailure: (_, error: unknown) => {
      console.warn('session: the user could not be refreshed', error);
    },
    /** §8 "Guest entry failure"; a 429 shows the server's "Hiciste demasiados intentos…" instead. */
    notifyGuestEntryFailed: showToast<SessionContext, SessionEvent>('error', ({ event }): UiText => {
      const error = 'error' in event ? event.error : null;
      return isTooManyRequests(error) ? tooManyRequestsText(error) : GUEST_ENTRY_FAILED;
    }),
  },
});
