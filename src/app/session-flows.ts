import { fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { sessionMachine } from '@/machines/session/session.machine';
import { NOTHING_STORED } from '@/machines/session/session.setup';
import { socialLoginMachine } from '@/machines/social-login/social-login.machine';
import type { User } from '@/machines/types';
import type { Api } from '../adapters/http';
import { navigateAction } from '../adapters/navigation';
import { redirectBrowser, sessionFlowStorage } from '../adapters/session-storage';

type SessionFlowsApi = Pick<Api, 'createGuest' | 'fetchUser' | 'completeSocialLogin' | 'registerUtmVisit'>;

/**
 * The session and social-login flows with the app's real calls, storage, cookies and navigation (added to
 * the root actor's actors in create-app-actor.ts).
 */
export function provideSessionFlows(api: SessionFlowsApi) {
  return {
    session: sessionMachine.provide({
      actors: {
        createGuest: fromPromise<User, { brandId: string }>(({ input }) => api.createGuest(input.brandId)),
        fetchUser: fromPromise<User, { userId: string; brandId: string }>(({ input }) =>
          api.fetchUser(input),
        ),
        readStoredSession: neverRejectingRead('session', 'readStoredSession', NOTHING_STORED, () =>
          sessionFlowStorage.readStoredSession(),
        ),
        // Fire and forget: a failed visit registration must never disturb the visitor.
        registerUtmVisit: fromPromise<void, { urlUTM: string; brandId: string }>(({ input }) =>
          api
            .registerUtmVisit(input)
            .catch((error) => console.warn('utm: the visit was not registered', error)),
        ),
      },
      actions: {
        navigate: navigateAction,
        saveUtmCapture: (_, capture) => sessionFlowStorage.saveUtmCapture(capture),
        saveQrData: (_, qr) => sessionFlowStorage.saveQrData(qr),
        storeAutoLogin: () => sessionFlowStorage.storeAutoLogin(),
        removeAutoLogin: () => sessionFlowStorage.removeAutoLogin(),
        clearBrowserStorage: () => sessionFlowStorage.clearBrowserStorage(),
        expireAuthCookies: () => sessionFlowStorage.expireAuthCookies(),
        forgetAuthReturn: () => sessionFlowStorage.forgetAuthReturn(),
        storeAuthReturnPath: (_, params) => sessionFlowStorage.storeAuthPathname(params.pathname),
      },
    }),
    socialLogin: socialLoginMachine.provide({
      actors: {
        readStoredCredentials: fromPromise(async () => sessionFlowStorage.readSocialEnvironment()),
        readRedirectContext: fromPromise(async () => sessionFlowStorage.readRedirectContext()),
        completeLogin: fromPromise<User, { authToken: string | null }>(({ input }) =>
          api.completeSocialLogin(input),
        ),
      },
      actions: {
        navigate: navigateAction,
        redirectBrowser: (_, params) => redirectBrowser(params.url),
        storeAuthReturn: (_, params) => sessionFlowStorage.storeAuthReturn(params),
        forgetAuthReturn: () => sessionFlowStorage.forgetAuthReturn(),
        setAuthCookies: (_, credentials) => sessionFlowStorage.setAuthCookies(credentials),
      },
    }),
  };
}
