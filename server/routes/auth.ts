import * as v from 'valibot';
import { requireBrand } from '../http/access';
import { clearSessionCookies, setSessionCookies } from '../http/cookies';
import { ApiError, forbidden, messages, notFound } from '../http/errors';
import { clearAccountLimit, limitRate } from '../http/rate-limit';
import { defineRoute, ok } from '../http/route';
import { emailField, idMarcaField } from '../http/schemas';
import { idParam } from '../http/validate';
import { verifyPassword } from '../security/crypto';
import { findBrandById } from '../services/brands';
import { createSession, deleteSession } from '../services/sessions';
import { createGuest, findUserByEmail, toUserDto } from '../services/users';

export const authMessages = {
  unknownEmail: 'No existe una cuenta con este email',
  wrongPassword: 'La contraseña es incorrecta',
  noPassword: 'Esta cuenta no tiene contraseña: ingresá con tu red social o recuperá tu contraseña',
  notVerified: 'Tu cuenta todavía no está verificada. Revisá tu email para activarla.',
  /** b2b brands hide guest browsing (accounts.md §1): no path creates a guest for one. */
  b2bGuestRefused: 'Esta marca no permite explorar sin registrarte. Ingresá con tu cuenta.',
} as const;

const guestHandler = async (ctx: { c: Parameters<typeof setSessionCookies>[0]; idMarca: string }) => {
  const { c, idMarca } = ctx;
  const db = c.get('deps').db;
  await limitRate(c, 'guest');
  const brand = await findBrandById(db, idMarca);
  if (!brand) throw notFound(messages.brandNotFound);
  if (brand.business_type === 'b2b') throw new ApiError(403, authMessages.b2bGuestRefused);
  const user = await createGuest(db, brand.id);
  setSessionCookies(c, await createSession(db, user), user);
  return ok(c, toUserDto(user));
};

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/login',
    summary: 'Sign in with e-mail and password; opens a session',
    auth: 'none',
    body: v.object({
      email: emailField,
      password: v.pipe(
        v.string(),
        v.minLength(1, 'Por favor ingresa una contraseña'),
        v.maxLength(200, authMessages.wrongPassword),
      ),
      idMarca: v.optional(idMarcaField),
    }),
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      const account = `${brand.id}:${body.email}`;
      await limitRate(c, 'login', account);
      const user = await findUserByEmail(deps.db, brand.id, body.email);
      if (!user || user.type_user === 'guest') throw notFound(authMessages.unknownEmail);
      if (!user.password_hash) throw new ApiError(400, authMessages.noPassword);
      if (!(await verifyPassword(body.password, user.password_hash))) {
        throw new ApiError(400, authMessages.wrongPassword);
      }
      if (!user.verified) throw new ApiError(403, authMessages.notVerified);
      // The right password ends a run of wrong ones: a diner who mistyped a few times starts afresh.
      await clearAccountLimit(c, 'login', account);
      setSessionCookies(c, await createSession(deps.db, user), user);
      return ok(c, toUserDto(user));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Ends the session and expires the auth cookies',
    auth: 'optional',
    async handler({ c, deps, session }) {
      if (session) await deleteSession(deps.db, session.tokenHash);
      clearSessionCookies(c);
      return ok(c, null);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/session/:idMarca',
    summary: 'The session user for a brand (auth-method check)',
    auth: 'session',
    params: v.object({ idMarca: idParam }),
    async handler({ c, params, me }) {
      const { user } = me();
      if (user.id_marca !== params.idMarca) throw forbidden();
      return ok(c, toUserDto(user));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/guest/:idMarca',
    summary: 'Creates a guest for the brand and opens a session',
    auth: 'none',
    params: v.object({ idMarca: idParam }),
    // The spec sends no body; a body, when present, may repeat the brand id.
    body: v.optional(v.object({ idMarca: v.optional(idMarcaField) })),
    async handler({ c, params, body }) {
      if (body?.idMarca && body.idMarca !== params.idMarca) {
        throw new ApiError(400, 'El campo "idMarca" no coincide con la marca de la ruta');
      }
      return guestHandler({ c, idMarca: params.idMarca });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/user/guest',
    summary: 'Creates a guest for the brand in the body {idMarca}',
    auth: 'none',
    body: v.object({ idMarca: idMarcaField }),
    async handler({ c, body }) {
      return guestHandler({ c, idMarca: body.idMarca });
    },
  }),
];
