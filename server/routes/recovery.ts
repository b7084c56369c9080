import type { Context } from 'hono';
import * as v from 'valibot';
import { accountMessages } from '@/machines/rules/account-validators';
import { appOrigin, requireBrand } from '../http/access';
import type { AppEnv } from '../http/context';
import { ApiError, messages, notFound } from '../http/errors';
import { limitRate } from '../http/rate-limit';
import { defineRoute, ok } from '../http/route';
import { emailField, idMarcaField, newPasswordField, spanish } from '../http/schemas';
import { idParam } from '../http/validate';
import { recoveryMail } from '../mail/templates';
import { hashPassword, randomToken, sha256 } from '../security/crypto';
import { type BrandRow, brandColor, findBrandById } from '../services/brands';
import { createPasswordReset, findPasswordReset, resetPasswordWithToken } from '../services/password-resets';
import { findUserByEmail, findUserById, type UserRow } from '../services/users';

export const RESET_TTL_MINUTES = 60;

export const recoveryMessages = {
  unknownEmail: 'No existe una cuenta con este email',
  sent: 'Te enviamos un email para reestablecer tu cuenta',
  invalidLink: 'El enlace para reestablecer la contraseña no es válido o ya venció',
} as const;

const linkParams = v.object({ id: idParam, token: v.pipe(v.string(), v.maxLength(200)) });

/** Issues a new single-use token for the user and e-mails its link (the brand's own origin). */
async function sendRecoveryLink(c: Context<AppEnv>, brand: BrandRow, user: UserRow, email: string) {
  const { db, mailer } = c.get('deps');
  const token = randomToken();
  await createPasswordReset(db, user.id, sha256(token), RESET_TTL_MINUTES);
  const link = `${appOrigin(c, brand)}/forgotpassword/resetpassword/${user.id}/${token}`;
  const mail = recoveryMail(brand.app_name, brandColor(brand, 'primary', '#333'), user.name ?? '', link);
  await mailer.send({ to: email, ...mail, link, idMarca: brand.id });
}

/** The registered user a link names, or 404. */
async function linkUser(c: Context<AppEnv>, id: string): Promise<UserRow> {
  const user = await findUserById(c.get('deps').db, id);
  if (!user || user.type_user === 'guest') throw notFound(messages.userNotFound);
  return user;
}

export const recoveryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/forgotpassword',
    summary: 'E-mails a single-use recovery link (1 h)',
    auth: 'none',
    body: v.object({
      email: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, spanish(accountMessages.forgotEmailRequired)),
        emailField,
      ),
      idMarca: v.optional(idMarcaField),
    }),
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      await limitRate(c, 'recovery', `${brand.id}:${body.email}`);
      const user = await findUserByEmail(deps.db, brand.id, body.email);
      if (!user || user.type_user === 'guest') throw notFound(recoveryMessages.unknownEmail);
      await sendRecoveryLink(c, brand, user, body.email);
      return ok(c, { email: body.email, message: recoveryMessages.sent });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/forgotpassword/resetpassword/:id/:token',
    summary: 'Checks a recovery link when it opens (does not spend it)',
    auth: 'none',
    params: linkParams,
    async handler({ c, deps, params }) {
      await limitRate(c, 'recovery');
      const user = await linkUser(c, params.id);
      const state = await findPasswordReset(deps.db, user.id, sha256(params.token));
      if (state !== 'live') throw new ApiError(400, recoveryMessages.invalidLink);
      return ok(c, { valid: true });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/forgotpassword/sentMail/:id/:token',
    summary: "E-mails a new recovery link for a used or expired one (to the account's address)",
    auth: 'none',
    params: linkParams,
    async handler({ c, deps, params }) {
      await limitRate(c, 'recovery', `user:${params.id}`);
      const user = await linkUser(c, params.id);
      // Only for a link once sent to this account: a made-up token sends nothing.
      if (!(await findPasswordReset(deps.db, user.id, sha256(params.token)))) {
        throw new ApiError(400, recoveryMessages.invalidLink);
      }
      const brand = await findBrandById(deps.db, user.id_marca);
      if (!brand || !user.email) throw notFound(messages.userNotFound);
      await sendRecoveryLink(c, brand, user, user.email);
      // The address is not answered: whoever holds an old link need not learn it.
      return ok(c, { message: recoveryMessages.sent });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/forgotpassword/resetpassword/:id/:token',
    summary: 'Sets a new password with a recovery token (single use)',
    auth: 'none',
    params: linkParams,
    body: v.pipe(
      v.object({ password: newPasswordField, password2: v.string() }),
      v.check((b) => b.password === b.password2, spanish(accountMessages.passwordMismatch)),
    ),
    async handler({ c, deps, params, body }) {
      await limitRate(c, 'recovery', `user:${params.id}`);
      const user = await linkUser(c, params.id);
      const passwordHash = await hashPassword(body.password);
      const changed = await resetPasswordWithToken(deps.db, user.id, sha256(params.token), passwordHash);
      if (!changed) throw new ApiError(400, recoveryMessages.invalidLink);
      const brand = await findBrandById(deps.db, user.id_marca);
      return ok(c, { email: user.email, idMarca: brand?.id ?? user.id_marca });
    },
  }),
];
