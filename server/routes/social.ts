import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { accountMessages, isValidEmail } from '@/machines/rules/account-validators';
import { buildGoogleAuthUrl, fetchGoogleIdentity, type SocialIdentity } from '../auth/google';
import {
  b64,
  consentPage,
  findOrCreateSocialUser,
  SOCIAL_METHODS,
  SOCIAL_TOKEN_TTL_MINUTES,
  type SocialMethod,
  sandboxAccounts,
} from '../auth/social';
import type { AppEnv } from '../http/context';
import { setSessionCookies } from '../http/cookies';
import { ApiError, badRequest, messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idMarcaField, spanish } from '../http/schemas';
import { type BrandRow, findBrandById, originBelongsToBrand } from '../services/brands';
import { createAuthToken, createSession, deleteAuthToken, readAuthToken } from '../services/sessions';
import { findUserById, toUserDto, type UserRow } from '../services/users';

const ONE_YEAR = 365 * 24 * 60 * 60;
const invalidToken = 'El ingreso no es válido o venció. Por favor, intentá nuevamente.';

const startQuery = v.object({
  idMarca: idMarcaField,
  dominio: v.pipe(v.string(), v.maxLength(300, 'El campo "dominio" no es válido')),
  urlUTM: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  browser: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
type StartQuery = v.InferOutput<typeof startQuery>;

async function checkStart(c: Context<AppEnv>, q: StartQuery): Promise<{ brand: BrandRow; origin: string }> {
  const brand = await findBrandById(c.get('deps').db, q.idMarca);
  if (!brand) throw notFound(messages.brandNotFound);
  // Only the brand's own domains: the sandbox must not become an open redirect.
  if (!originBelongsToBrand(brand, q.dominio)) throw badRequest('El dominio no pertenece a esta marca');
  return { brand, origin: new URL(q.dominio).origin };
}

/** Issues the hand-off token, sets the spec's readable cookies and redirects back to the app. */
async function finish(c: Context<AppEnv>, brand: BrandRow, origin: string, user: UserRow, q: StartQuery) {
  const db = c.get('deps').db;
  const campaign = q.urlUTM ?? '';
  const token = await createAuthToken(db, 'social_login', user.id, { campaign }, SOCIAL_TOKEN_TTL_MINUTES);
  const cookie = {
    path: '/',
    sameSite: 'Lax' as const,
    maxAge: ONE_YEAR,
    secure: c.get('deps').config.cookieSecure,
  };
  setCookie(c, 'userId', user.id, cookie);
  setCookie(c, 'authToken', token, cookie);
  setCookie(c, 'idMarca', brand.id, cookie);
  if (campaign) setCookie(c, 'campaign', campaign, cookie);
  const target = new URL('/auth', origin);
  target.searchParams.set('uid', b64(user.id));
  target.searchParams.set('token', b64(token));
  target.searchParams.set('idMarca', b64(brand.id));
  target.searchParams.set('campaign', b64(campaign));
  // Restrictive browsers may drop the cookies: they also get the temporary auth_token.
  if (q.browser === 'safari' || q.browser === 'firefox') target.searchParams.set('auth_token', token);
  return c.redirect(target.toString(), 302);
}

const googleRedirectUri = (c: Context<AppEnv>) =>
  c.get('deps').config.google?.redirectUri ?? `${new URL(c.req.url).origin}/api/auth/google/callback`;

async function openSessionFor(c: Context<AppEnv>, user: UserRow) {
  setSessionCookies(c, await createSession(c.get('deps').db, user), user);
  return ok(c, toUserDto(user));
}

export const socialRoutes = [
  defineRoute({
    method: 'GET',
    path: '/auth/:method',
    summary: 'Starts social login: Google when configured, else the sandbox consent page',
    auth: 'none',
    params: v.object({ method: v.pipe(v.string(), v.maxLength(30)) }),
    query: startQuery,
    async handler({ c, deps, params, query }) {
      if (!(SOCIAL_METHODS as readonly string[]).includes(params.method)) {
        throw notFound('Método de ingreso no soportado');
      }
      const method = params.method as SocialMethod;
      const { brand } = await checkStart(c, query);
      if (method === 'google' && deps.config.google) {
        const state = await createAuthToken(deps.db, 'oauth_state', null, { ...query }, 15);
        const url = buildGoogleAuthUrl(
          { clientId: deps.config.google.clientId, redirectUri: googleRedirectUri(c) },
          state,
        );
        return c.redirect(url, 302);
      }
      const hidden: Record<string, string> = { method, idMarca: query.idMarca, dominio: query.dominio };
      if (query.urlUTM) hidden.urlUTM = query.urlUTM;
      if (query.browser) hidden.browser = query.browser;
      return c.html(consentPage(brand, method, hidden));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/auth/sandbox/consent',
    summary: 'Sandbox consent form: accept (existing or new demo account) or cancel',
    auth: 'none',
    bodyType: 'form',
    body: v.object({
      method: v.picklist(SOCIAL_METHODS, 'Método de ingreso no soportado'),
      idMarca: idMarcaField,
      dominio: v.pipe(v.string(), v.maxLength(300)),
      urlUTM: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      browser: v.optional(v.pipe(v.string(), v.maxLength(50))),
      decision: v.picklist(['accept', 'cancel'], 'El campo "decision" debe ser accept o cancel'),
      account: v.optional(v.pipe(v.string(), v.maxLength(30))),
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
      email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
    }),
    async handler({ c, deps, body }) {
      const { brand, origin } = await checkStart(c, body);
      if (body.decision === 'cancel') return c.redirect(`${origin}/auth?error=access_denied`, 302);
      let identity: SocialIdentity;
      if (body.account === 'new') {
        if (!body.name || body.name.length < 3) throw badRequest('Ingresá tu nombre para crear la cuenta');
        if (!body.email || !isValidEmail(body.email)) throw badRequest(spanish(accountMessages.emailInvalid));
        identity = {
          provider: body.method,
          subject: `sandbox-${body.email}`,
          name: body.name,
          email: body.email,
        };
      } else {
        const account = sandboxAccounts.find((a) => a.key === body.account);
        if (!account) throw notFound('Cuenta de prueba no encontrada');
        identity = {
          provider: body.method,
          subject: `sandbox-${account.key}`,
          name: account.name,
          email: account.email,
        };
      }
      const user = await findOrCreateSocialUser(deps.db, brand, identity, body.urlUTM ?? null);
      return finish(c, brand, origin, user, body);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Google OAuth redirect target (only with GOOGLE_CLIENT_ID/SECRET)',
    auth: 'none',
    query: v.object({
      state: v.pipe(v.string(), v.maxLength(200)),
      code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
      error: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
    async handler({ c, deps, query }) {
      const google = deps.config.google;
      if (!google) throw notFound('El ingreso con Google no está configurado');
      const state = await readAuthToken(deps.db, 'oauth_state', query.state);
      if (!state) throw badRequest(invalidToken);
      await deleteAuthToken(deps.db, query.state);
      const start = v.parse(startQuery, state.payload);
      const { brand, origin } = await checkStart(c, start);
      if (query.error || !query.code) return c.redirect(`${origin}/auth?error=access_denied`, 302);
      let identity: SocialIdentity;
      try {
        identity = await fetchGoogleIdentity({ ...google, redirectUri: googleRedirectUri(c) }, query.code);
      } catch (err) {
        deps.log('warn', '[auth] Google sign-in failed', (err as Error).message);
        return c.redirect(`${origin}/auth?error=provider_error`, 302);
      }
      const user = await findOrCreateSocialUser(deps.db, brand, identity, start.urlUTM ?? null);
      return finish(c, brand, origin, user, start);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/auth/login/success',
    summary: 'Completes social login (auth_token, session cookie or userId+authToken cookies)',
    auth: 'optional',
    query: v.object({ auth_token: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
    async handler({ c, deps, query, session }) {
      if (query.auth_token) {
        const t = await readAuthToken(deps.db, 'social_login', query.auth_token);
        const user = t?.userId ? await findUserById(deps.db, t.userId) : null;
        if (!user) throw new ApiError(401, invalidToken);
        return openSessionFor(c, user);
      }
      // Fresh social-login cookies win over an older session (e.g. the guest who just signed in).
      const userId = getCookie(c, 'userId');
      const authToken = getCookie(c, 'authToken');
      if (userId && authToken) {
        const t = await readAuthToken(deps.db, 'social_login', authToken);
        const user = t?.userId === userId ? await findUserById(deps.db, userId) : null;
        if (user) return openSessionFor(c, user);
      }
      if (session) return ok(c, toUserDto(session.user));
      throw new ApiError(401, invalidToken);
    },
  }),
];
