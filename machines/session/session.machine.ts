import { not } from 'xstate';
import { planEntry } from '../rules/entry';
import { ROUTES } from '../rules/routes';
import type { NavigateParams } from '../types';
import { entryTarget, startEntryHandling } from './session.entry';
import { hasValidUser, sessionSetup } from './session.setup';

const TO_AUTH: NavigateParams = { to: ROUTES.AUTH, replace: true };
/**
 * The route map already shows AUTH the moment the user is gone; 500 ms later this only makes sure of it, and must
 * not pull back a diner who has meanwhile opened SIGN_IN or SIGN_UP from AUTH.
 */
const TO_AUTH_AFTER_LOGOUT: NavigateParams = { ...TO_AUTH, keepNoUserScreen: true };

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
export const sessionMachine = sessionSetup.createMachine({
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
      allowsGuests: input.businessType !== 'b2b',
      entry: planEntry(initialUrl, hasValidUser(user)),
      consumePreferences: null,
      storedAuthPath: null,
      hasPendingAuthMethod: false,
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
            // A guest saved before its brand hid guest browsing (b2b) is no session there either.
            { guard: 'isGuestWithoutGuestBrowsing', target: 'noUser', actions: 'clearUser' },
            { guard: 'isGuest', target: 'active.guest' },
            { target: 'active.registered' },
          ],
        },
        noUser: {
          description:
            'Only the auth routes exist; any other path redirects to AUTH keeping the query string.',
          on: {
            'session.guestRequested': { guard: 'allowsGuests', target: 'creatingGuest' },
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
          description:
            'A user exists (guest or registered): the app routes exist; any other path goes to BASE.',
          on: {
            'session.userUpdated': { actions: 'mergeUser' },
            'session.signedIn': { target: 'routing', actions: 'storeUser' },
            'session.logoutRequested': { actions: 'openLogoutConfirmation' },
            'session.logoutCancelled': { actions: 'closeModal' },
            'session.logoutConfirmed': 'loggingOut',
            'session.sessionRejected': {
              description:
                'Forced logout: storage, session storage and cookies wiped, state reset, AUTH; an open modal (the welcome prompt, the logout confirmation) closes with it.',
              target: 'noUser',
              actions: [
                'closeModal',
                'clearBrowserStorage',
                'resetSessionState',
                { type: 'navigate', params: TO_AUTH },
              ],
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
          after: {
            logoutRedirect: { target: 'noUser', actions: { type: 'navigate', params: TO_AUTH_AFTER_LOGOUT } },
          },
        },
      },
    },
    entry: {
      initial: 'starting',
      states: {
        starting: {
          description:
            'Saves the UTM capture; a table QR saves qr_data (and the table mode with multipleMenu); a table QR or a protected deep link without a user asks for a guest, or on a b2b brand (no guests) is kept as the page to open after the sign-in on AUTH; otherwise a UTM visit is registered.',
          entry: startEntryHandling,
          always: [
            { guard: 'isEntryAwaitingSignIn', target: 'done' },
            { guard: 'isTableQrEntry', target: 'waitingForUser' },
            { guard: 'isDeepLinkEntry', target: 'waitingForUser' },
            { target: 'done' },
          ],
        },
        waitingForUser: {
          description: 'Waits for the guest (or the restored user) before redirecting.',
          always: { guard: 'hasValidUser', target: 'redirecting' },
          // The guest could not be created (the user region's `creatingGuest` fails in the same step): give up.
          on: { 'xstate.error.actor.createGuest': 'done' },
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
          },
        },
        waiting: {
          always: { guard: 'hasAuthReturnForRegisteredUser', target: 'redirecting' },
        },
        redirecting: {
          description:
            'A registered user after a social login: the stored page (unless AUTH) opens 200 ms later, and the stored path and method are cleared either way, so a reload is no new sign-in; guests are not redirected.',
          always: { guard: not('isRegistered'), target: 'waiting' },
          after: {
            postLoginRedirect: [
              {
                guard: 'hasReturnPath',
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
              { target: 'waiting', actions: ['forgetAuthReturn', 'clearStoredAuthPath'] },
            ],
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
