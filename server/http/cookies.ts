import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UserRow } from '../services/users';
import type { AppEnv } from './context';

/** httpOnly session cookie: the only credential the API trusts for user-scoped calls. */
export const SESSION_COOKIE = 'sid';
/** Readable cookies named by the spec (§3 Auth credentials) for the social-return flow. */
export const SPEC_COOKIES = ['userId', 'authToken', 'idMarca', 'campaign'] as const;
const ONE_YEAR = 365 * 24 * 60 * 60;

function base(c: Context<AppEnv>) {
  return { path: '/', sameSite: 'Lax' as const, secure: c.get('deps').config.cookieSecure };
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookies(
  c: Context<AppEnv>,
  token: string,
  user: UserRow,
  extra: { authToken?: string; campaign?: string | null } = {},
): void {
  const opts = base(c);
  setCookie(c, SESSION_COOKIE, token, { ...opts, httpOnly: true, maxAge: ONE_YEAR });
  setCookie(c, 'userId', user.id, { ...opts, maxAge: ONE_YEAR });
  setCookie(c, 'idMarca', user.id_marca, { ...opts, maxAge: ONE_YEAR });
  if (extra.authToken) setCookie(c, 'authToken', extra.authToken, { ...opts, maxAge: ONE_YEAR });
  if (extra.campaign) setCookie(c, 'campaign', extra.campaign, { ...opts, maxAge: ONE_YEAR });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  for (const name of [SESSION_COOKIE, ...SPEC_COOKIES]) deleteCookie(c, name, { path: '/' });
}
