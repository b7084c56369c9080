/**
 * Pure rules for what the app reads from its first URL and from the browser (accounts.md §3, §4.2, §4.6;
 * ordering.md §4 "Table QR entry"). Nothing here throws on what a visitor can type into an address bar:
 * malformed URLs, tampered or truncated base64 and missing parameters all have an answer.
 */
import { isUserRoute, ROUTES } from './routes';

/** Parses an absolute or root-relative URL; null when it is not one. */
export function parseUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://app.invalid');
  } catch {
    return null;
  }
}

const queryOf = (search: string): URLSearchParams => {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
};

/** The table QR query (ordering.md §2): all four parameters, none empty. Saved as qr_data. */
export interface TableQr {
  table: string;
  table_id: string;
  branch_id: string;
  store_id: string;
}

export function parseTableQr(search: string): TableQr | null {
  const query = queryOf(search);
  const read = (name: keyof TableQr) => query.get(name)?.trim() ?? '';
  const qr: TableQr = {
    table: read('table'),
    table_id: read('table_id'),
    branch_id: read('branch_id'),
    store_id: read('store_id'),
  };
  return Object.values(qr).every((value) => value !== '') ? qr : null;
}

/** MENU/{branch_id}/{store_id}: where a table QR lands. */
export const tableQrMenuPath = (qr: TableQr): string =>
  `${ROUTES.MENU}/${encodeURIComponent(qr.branch_id)}/${encodeURIComponent(qr.store_id)}`;

/** What step 1 of entry handling saves to session storage (url_utm_campaign, original_utm_path). */
export interface UtmCapture {
  /** The full initial URL. */
  urlUtmCampaign: string;
  /** Its path, without the query. */
  originalUtmPath: string;
}

export function captureUtm(initialUrl: string): UtmCapture | null {
  const url = parseUrl(initialUrl);
  if (!url?.searchParams.get('utm_campaign')) return null;
  return { urlUtmCampaign: initialUrl, originalUtmPath: url.pathname };
}

/** How the first load is handled (§4.6 steps 2–4), in the spec's order. */
export type EntryPlan =
  | { kind: 'tableQr'; qr: TableQr; redirectTo: string }
  | { kind: 'deepLink'; redirectTo: string }
  | { kind: 'utmVisit'; urlUTM: string }
  | { kind: 'none' };

/**
 * Decides the entry handling for the initial URL. A deep link is a protected app route other than BASE
 * opened without a user; it is reopened (path and query) once a guest exists.
 */
export function planEntry(initialUrl: string, hasUser: boolean): EntryPlan {
  const url = parseUrl(initialUrl);
  if (!url) return { kind: 'none' };
  const qr = parseTableQr(url.search);
  if (qr) return { kind: 'tableQr', qr, redirectTo: tableQrMenuPath(qr) };
  if (!hasUser && url.pathname !== ROUTES.BASE && isUserRoute(url.pathname)) {
    return { kind: 'deepLink', redirectTo: `${url.pathname}${url.search}` };
  }
  if (url.searchParams.get('utm_campaign')) return { kind: 'utmVisit', urlUTM: initialUrl };
  return { kind: 'none' };
}

/**
 * Decodes standard or URL-safe base64 to UTF-8 text. Answers null, never throws, for anything that is not
 * well-formed: characters outside the alphabet, an impossible length (a truncated value), misplaced
 * padding, bytes that are not UTF-8, or control characters in the result.
 */
export function decodeBase64(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  // URLSearchParams turns a raw '+' into a space; URL-safe base64 uses - and _.
  const normalized = value.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized)) return null;
  const unpadded = normalized.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  if (normalized.includes('=') && normalized.length % 4 !== 0) return null;
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
    if (/[\u0000-\u001f\u007f]/.test(text)) return null;
    return text;
  } catch {
    return null;
  }
}

/** Full credentials (accounts.md §3 "Auth credentials"); campaign may be empty. */
export interface AuthCredentials {
  userId: string;
  authToken: string;
  idMarca: string;
  campaign: string;
}

/** What the browser held when the app started, for the social return (cookies and the pending method). */
export interface StoredCredentials {
  cookies: Partial<AuthCredentials>;
  /** `{prefix}_auth_method` (or `auth_method`): a social login was started before this load. */
  pendingMethod: string | null;
}

export type AuthMethod = 'none' | 'url' | 'auth_token' | 'cookies';

/** What the first URL and the browser say about a return from the social provider. */
export type SocialReturn =
  | { kind: 'none' }
  /** A tampered or truncated parameter, or the provider's error (e.g. error=access_denied). */
  | { kind: 'failed'; reason: 'invalid' | 'providerError' }
  | {
      kind: 'credentials';
      method: Exclude<AuthMethod, 'none'>;
      /** Full credentials, when known (URL or cookies). */
      credentials: AuthCredentials | null;
      /** The token sent as auth_token to /auth/login/success, when one is held. */
      temporaryToken: string | null;
    };

/** Query parameters the social return adds; stripped from the URL once handled. */
export const AUTH_PARAMS = ['uid', 'token', 'idMarca', 'campaign', 'auth_token', 'error'] as const;

/**
 * Reads credentials in the spec's order (§4.2): the URL's base64 uid/token/idMarca/campaign, else the
 * auth_token query, else the cookies. Cookies alone count only while a social login is pending (the
 * method stored before the redirect), so an ordinary reload of a signed-in user is not a new sign-in.
 *
 * Reading chosen: the URL's token is the server's hand-off token, so it is also held as the temporary
 * token for the success call; an older session cookie (a guest's) can then not answer in its place.
 */
export function readSocialReturn(search: string, stored: StoredCredentials): SocialReturn {
  const query = queryOf(search);
  if (query.has('error')) return { kind: 'failed', reason: 'providerError' };
  const authToken = query.get('auth_token')?.trim() || null;
  if (query.has('uid') || query.has('token')) {
    const userId = decodeBase64(query.get('uid'));
    const token = decodeBase64(query.get('token'));
    const idMarca = query.has('idMarca') ? decodeBase64(query.get('idMarca')) : '';
    const campaign = query.has('campaign') ? decodeBase64(query.get('campaign')) : '';
    if (!userId || !token || idMarca === null || campaign === null) {
      return { kind: 'failed', reason: 'invalid' };
    }
    return {
      kind: 'credentials',
      method: 'url',
      credentials: { userId, authToken: token, idMarca, campaign },
      temporaryToken: authToken ?? token,
    };
  }
  if (authToken)
    return { kind: 'credentials', method: 'auth_token', credentials: null, temporaryToken: authToken };
  const { userId, authToken: cookieToken, idMarca, campaign } = stored.cookies;
  if (stored.pendingMethod && userId && cookieToken) {
    return {
      kind: 'credentials',
      method: 'cookies',
      credentials: { userId, authToken: cookieToken, idMarca: idMarca ?? '', campaign: campaign ?? '' },
      temporaryToken: null,
    };
  }
  return { kind: 'none' };
}

/** The URL without the social return's parameters (path, remaining query and hash). */
export function stripAuthParams(url: string): string {
  const parsed = parseUrl(url);
  if (!parsed) return ROUTES.AUTH;
  for (const name of AUTH_PARAMS) parsed.searchParams.delete(name);
  const search = parsed.searchParams.toString();
  return `${parsed.pathname}${search ? `?${search}` : ''}${parsed.hash}`;
}

/** Safari and the firefox family are the restrictive browsers (accounts.md §4.2). */
export type RestrictiveBrowser = 'safari' | 'firefox';

export function detectRestrictiveBrowser(userAgent: string | null | undefined): RestrictiveBrowser | null {
  const ua = userAgent ?? '';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  const isSafari =
    /Safari\//.test(ua) &&
    /Version\//.test(ua) &&
    !/Chrome\/|Chromium\/|CriOS\/|EdgiOS\/|Edg\/|OPR\/|SamsungBrowser\/|Android/.test(ua);
  return isSafari ? 'safari' : null;
}

/** Cookies are set on non-restrictive browsers and on the firefox family: all but Safari. */
export const shouldSetAuthCookies = (browser: RestrictiveBrowser | null): boolean => browser !== 'safari';

export interface SocialLoginUrlParams {
  method: string;
  brandId: string;
  /** The app's origin (dominio). */
  origin: string;
  /** url_utm_campaign from session storage, when any. */
  urlUtmCampaign: string | null;
  browser: RestrictiveBrowser | null;
  /** Where the API is served; the app's `/api`. */
  apiBase?: string;
}

/** {api}/auth/{method}?idMarca=…&dominio=…[&urlUTM=…][&browser=safari|firefox] (accounts.md §7.2). */
export function socialLoginUrl({
  method,
  brandId,
  origin,
  urlUtmCampaign,
  browser,
  apiBase = '/api',
}: SocialLoginUrlParams): string {
  const query = new URLSearchParams({ idMarca: brandId, dominio: origin });
  if (urlUtmCampaign) query.set('urlUTM', urlUtmCampaign);
  if (browser) query.set('browser', browser);
  return `${apiBase}/auth/${encodeURIComponent(method)}?${query.toString()}`;
}

/** The social login method: the brand's provider name in lower case, 'google' by default. */
export const socialLoginMethod = (providerName: string | null | undefined): string =>
  providerName?.trim().toLowerCase() || 'google';

/** The provider's display name for "Ingresá con {provider}". */
export const socialProviderName = (providerName: string | null | undefined): string =>
  // i18n-exempt: a brand name, the default social provider
  providerName?.trim() || 'Google';
