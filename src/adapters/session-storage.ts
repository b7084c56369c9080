import type { AuthCredentials, TableQr, UtmCapture } from '@/machines/rules/entry';
import { LOCAL_KEYS, SESSION_KEYS } from '@/machines/rules/storage-keys';
import type { StoredSession } from '@/machines/session/session.setup';
import type { RedirectContext, SocialEnvironment } from '@/machines/social-login/social-login.machine';
import { authMethod, cookies, APP_KEYS as keys, local, session } from './browser-storage';

const AUTH_COOKIES = ['userId', 'authToken', 'idMarca', 'campaign'] as const;

/**
 * What the session and social-login flows keep in the browser (accounts.md §3 "Other storage keys",
 * "Auth credentials"), injected into their machines as actions and actors (src/app/create-app-actor.ts).
 */
export const sessionFlowStorage = {
  readStoredSession(): StoredSession {
    return {
      authPathname: local.get(keys.authPathname) || null,
      autoLogin: local.get(LOCAL_KEYS.autoLogin) !== null,
      authMethod: authMethod.read(),
    };
  },
  saveUtmCapture(capture: UtmCapture): void {
    session.set(SESSION_KEYS.urlUtmCampaign, capture.urlUtmCampaign);
    session.set(SESSION_KEYS.originalUtmPath, capture.originalUtmPath);
  },
  saveQrData(qr: TableQr): void {
    session.setJson(SESSION_KEYS.qrData, qr);
  },
  storeAutoLogin(): void {
    local.set(LOCAL_KEYS.autoLogin, 'true');
  },
  removeAutoLogin(): void {
    local.remove(LOCAL_KEYS.autoLogin);
  },
  /** Logout and forced logout: local storage, session storage and every readable cookie. */
  clearBrowserStorage(): void {
    local.clear();
    session.clear();
    cookies.expireAll();
  },
  expireAuthCookies(): void {
    for (const name of AUTH_COOKIES) cookies.expire(name);
  },
  storeAuthReturn(params: { pathname: string | null; method: string }): void {
    if (params.pathname) local.set(keys.authPathname, params.pathname);
    authMethod.store(params.method);
  },
  /** The page the post-login redirect opens (a b2b deep link kept while the diner signs in). */
  storeAuthPathname(pathname: string): void {
    local.set(keys.authPathname, pathname);
  },
  forgetAuthReturn(): void {
    local.remove(keys.authPathname);
    authMethod.clear();
  },
  setAuthCookies(credentials: AuthCredentials): void {
    cookies.set('userId', credentials.userId);
    cookies.set('authToken', credentials.authToken);
    if (credentials.idMarca) cookies.set('idMarca', credentials.idMarca);
    if (credentials.campaign) cookies.set('campaign', credentials.campaign);
  },
  readSocialEnvironment(): SocialEnvironment {
    return {
      cookies: {
        userId: cookies.get('userId') ?? undefined,
        authToken: cookies.get('authToken') ?? undefined,
        idMarca: cookies.get('idMarca') ?? undefined,
        campaign: cookies.get('campaign') ?? undefined,
      },
      pendingMethod: authMethod.read(),
      userAgent: navigator.userAgent,
    };
  },
  readRedirectContext(): RedirectContext {
    return {
      currentPath: `${window.location.pathname}${window.location.search}`,
      origin: window.location.origin,
      userAgent: navigator.userAgent,
      urlUtmCampaign: session.get(SESSION_KEYS.urlUtmCampaign),
    };
  },
};

/** Sends the browser to another page (the social provider). */
export const redirectBrowser = (url: string): void => {
  window.location.assign(url);
};
