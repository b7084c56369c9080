import { type AnyActorRef, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import {
  type AuthCredentials,
  detectRestrictiveBrowser,
  parseUrl,
  readSocialReturn,
  type SocialReturn,
  type StoredCredentials,
  shouldSetAuthCookies,
  socialLoginMethod,
  socialLoginUrl,
  socialProviderName,
  stripAuthParams,
} from '../rules/entry';
import { ROUTES } from '../rules/routes';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams, User } from '../types';

export interface SocialLoginInput {
  /** The brand id; social login requires one. */
  brandId: string | null;
  /** The brand's social login provider (brand.socialLoginProvider), e.g. "Google". */
  providerName?: string | null;
  /** The URL the app was opened with: the provider's return lands here with the credentials. */
  initialUrl?: string;
}

/** What the browser held at start: the auth cookies, the pending method and the user agent. */
export interface SocialEnvironment extends StoredCredentials {
  userAgent: string;
}

/** What the redirect needs from the browser when social login starts. */
export interface RedirectContext {
  /** The current path and query. */
  currentPath: string;
  /** The app's origin (sent as dominio). */
  origin: string;
  userAgent: string;
  /** session storage url_utm_campaign, when any. */
  urlUtmCampaign: string | null;
}

export interface SocialLoginContext {
  brandId: string | null;
  /** Default method: the provider's name in lower case ('google'). */
  method: string;
  providerName: string;
  initialUrl: string;
  socialReturn: SocialReturn;
  /** The temporary token for /auth/login/success, dropped once the login succeeds or fails. */
  temporaryToken: string | null;
  userAgent: string;
  /** The method of the redirect being prepared. */
  pendingMethod: string | null;
}

export type SocialLoginEvent = { type: 'socialLogin.started'; method?: string };

/** accounts.md §8 "Sign-in" (catalogue keys). */
export const SOCIAL_LOGIN_SUCCEEDED: MessageKey = 'socialLogin.succeeded';
export const SOCIAL_LOGIN_FAILED: MessageKey = 'signIn.failed';
export const BRAND_ID_MISSING: MessageKey = 'signIn.missingBrand';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`socialLogin: actor "${name}" was not provided`);
  });

/** The initial URL's path and query, or null when it cannot be read. */
const initialPathOf = (initialUrl: string): string | null => {
  const url = parseUrl(initialUrl);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
};

/** Strips the return's parameters from the URL (replacing history), when the initial URL had any. */
const stripReturnParams = enqueueActions<
  SocialLoginContext,
  SocialLoginEvent,
  undefined,
  SocialLoginEvent,
  never,
  { type: 'navigate'; params: NavigateParams },
  never,
  never,
  never
>(({ context, enqueue }) => {
  const path = initialPathOf(context.initialUrl);
  const cleaned = stripAuthParams(context.initialUrl);
  if (path !== null && cleaned !== path)
    enqueue({ type: 'navigate', params: { to: cleaned, replace: true } });
});

/** Sends `session.signedIn {user}` to the session; does nothing without one (a flow tested alone). */
const handOverUser = enqueueActions<
  SocialLoginContext,
  SocialLoginEvent,
  User,
  SocialLoginEvent,
  never,
  never,
  never,
  never,
  never
>(({ system, enqueue }, user) => {
  const session = system.get('session') as AnyActorRef | undefined;
  if (session) enqueue.sendTo(session, { type: 'session.signedIn', user });
});

/**
 * Social login (accounts.md §4.2, §7.2, §8): the redirect to the provider, and the return. On start the
 * flow reads the return in the spec's order (URL → auth_token → cookies), completes it with
 * GET /auth/login/success and hands the user to the session; tampered parameters end in the failure toast,
 * never a crash. `socialLogin.started` stores where to come back to (unless on AUTH) and the method, then
 * sends the browser to the provider.
 */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
  },
  actors: {
    /** Reads the cookies userId/authToken/idMarca/campaign, the stored auth method and the user agent. */
    readStoredCredentials: notProvided<SocialEnvironment, undefined>('readStoredCredentials'),
    /** Reads the current path, origin, user agent and session storage url_utm_campaign. */
    readRedirectContext: notProvided<RedirectContext, undefined>('readRedirectContext'),
    /** GET /auth/login/success[?auth_token=…], credentials included → the user. */
    completeLogin: notProvided<User, { authToken: string | null }>('completeLogin'),
  },
  guards: {
    hasBrandId: ({ context }) => !!context.brandId,
    isReturnFailed: ({ context }) => context.socialReturn.kind === 'failed',
    hasReturnCredentials: ({ context }) => context.socialReturn.kind === 'credentials',
  },
  actions: {
    /** Provided by the app (src/adapters/navigation.ts). */
    navigate: (_, _params: NavigateParams) => {},
    /** Sends the browser to another page (window.location.assign). */
    redirectBrowser: (_, _params: { url: string }) => {},
    /** `{prefix}_auth_pathname` (when a path is given), `{prefix}_auth_method` and `auth_method`. */
    storeAuthReturn: (_, _params: { pathname: string | null; method: string }) => {},
    /** Removes `{prefix}_auth_pathname`, `{prefix}_auth_method` and `auth_method`. */
    forgetAuthReturn: () => {},
    /** The cookies userId, authToken, idMarca and campaign (1 year). */
    setAuthCookies: (_, _params: AuthCredentials) => {},

    storeEnvironment: assign(({ context }, environment: SocialEnvironment) => {
      const url = parseUrl(context.initialUrl);
      const socialReturn = readSocialReturn(url?.search ?? '', environment);
      return {
        socialReturn,
        userAgent: environment.userAgent,
        temporaryToken: socialReturn.kind === 'credentials' ? socialReturn.temporaryToken : null,
      };
    }),
    stripReturnParams,
    dropTemporaryToken: assign({ temporaryToken: null }),
    handOverUser,
    notifySucceeded: showToast('success', SOCIAL_LOGIN_SUCCEEDED),
    notifyFailed: showToast('error', SOCIAL_LOGIN_FAILED),
    notifyBrandMissing: showToast('error', BRAND_ID_MISSING),
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({
    brandId: input.brandId ?? null,
    method: socialLoginMethod(input.providerName),
    providerName: socialProviderName(input.providerName),
    initialUrl: input.initialUrl ?? '',
    socialReturn: { kind: 'none' },
    temporaryToken: null,
    userAgent: '',
    pendingMethod: null,
  }),
  initial: 'readingReturn',
  states: {
    readingReturn: {
      description: 'Reads what the browser holds for a return from the provider.',
      invoke: {
        id: 'readStoredCredentials',
        src: 'readStoredCredentials',
        onDone: {
          target: 'checkingReturn',
          actions: { type: 'storeEnvironment', params: ({ event }) => event.output },
        },
        onError: { target: 'idle' },
      },
    },
    checkingReturn: {
      description:
        'Credentials from the URL (base64), else auth_token, else cookies while a social login is pending.',
      always: [
        {
          guard: 'isReturnFailed',
          target: 'idle',
          actions: ['forgetAuthReturn', 'stripReturnParams', 'notifyFailed'],
        },
        {
          guard: 'hasReturnCredentials',
          target: 'completing',
          actions: enqueueActions(({ context, enqueue }) => {
            const credentials =
              context.socialReturn.kind === 'credentials' ? context.socialReturn.credentials : null;
            if (
              credentials &&
              context.socialReturn.kind === 'credentials' &&
              context.socialReturn.method === 'url' &&
              shouldSetAuthCookies(detectRestrictiveBrowser(context.userAgent))
            ) {
              enqueue({ type: 'setAuthCookies', params: credentials });
            }
          }),
        },
        { target: 'idle' },
      ],
    },
    completing: {
      description: 'GET /auth/login/success with credentials (and auth_token when held).',
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        input: ({ context }) => ({ authToken: context.temporaryToken }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'handOverUser', params: ({ event }) => event.output },
            'stripReturnParams',
            'dropTemporaryToken',
            'notifySucceeded',
          ],
        },
        onError: {
          target: 'idle',
          actions: ['forgetAuthReturn', 'stripReturnParams', 'dropTemporaryToken', 'notifyFailed'],
        },
      },
    },
    idle: {
      on: {
        'socialLogin.started': [
          {
            guard: 'hasBrandId',
            target: 'preparingRedirect',
            actions: assign(({ context, event }) => ({
              pendingMethod: event.method?.trim().toLowerCase() || context.method,
            })),
          },
          { actions: 'notifyBrandMissing' },
        ],
      },
    },
    preparingRedirect: {
      description: 'Reads the current path and the UTM campaign for the redirect.',
      invoke: {
        id: 'readRedirectContext',
        src: 'readRedirectContext',
        onDone: {
          target: 'redirected',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const method = context.pendingMethod ?? context.method;
            const current = event.output;
            const pathname = parseUrl(current.currentPath)?.pathname ?? null;
            enqueue({
              type: 'storeAuthReturn',
              params: { pathname: pathname === ROUTES.AUTH ? null : current.currentPath, method },
            });
            enqueue({
              type: 'redirectBrowser',
              params: {
                url: socialLoginUrl({
                  method,
                  brandId: context.brandId ?? '',
                  origin: current.origin,
                  urlUtmCampaign: current.urlUtmCampaign,
                  browser: detectRestrictiveBrowser(current.userAgent),
                }),
              },
            });
          }),
        },
        onError: { target: 'idle', actions: 'notifyFailed' },
      },
    },
    redirected: {
      description:
        'The browser is leaving for the provider. A page restored from the back-forward cache can start again.',
      on: {
        'socialLogin.started': {
          target: 'preparingRedirect',
          actions: assign(({ context, event }) => ({
            pendingMethod: event.method?.trim().toLowerCase() || context.method,
          })),
        },
      },
    },
  },
});
