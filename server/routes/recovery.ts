import * as v from 'valibot';
import { accountMessages } from '@/machines/rules/account-validators';
import { appOrigin, requireBrand } from '../http/access';
import { ApiError, messages, notFound } from '../http/errors';
import { limitRate } from '../http/rate-limit';
import { defineRoute, ok } from '../http/route';
import { emailField, idMarcaField, newPasswordField, spanish } from '../http/schemas';
import { idParam } from '../http/validate';
import { recoveryMail } from '../mail/templates';
import { hashPassword, randomToken, sha256 } from '../security/crypto';
import { brandColor, findBrandById } from '../services/brands';
import { createPasswordReset, resetPasswordWithToken } from '../services/password-resets';
import { findUserByEmail, findUserById } from '../services/users';

export const RESET_TTL_MINUTES = 60;

export const recoveryMessages = {
  unknownEmail: 'No existe una cuenta con este email',
  sent: 'Te enviamos un email para reestablecer tu cuenta',
  invalidLink: 'El enlace para reestablecer la contraseña no es válido o ya venció',
} as const;

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
      const token = randomToken();
      await createPasswordReset(deps.db, user.id, sha256(token), RESET_TTL_MINUTES);
      const link = `${appOrigin(c, brand)}/forgotpassword/resetpassword/${user.id}/${token}`;
      const mail = recoveryMail(brand.app_name, brandColor(brand, 'primary', '#333'), user.name ?? '', link);
      await deps.mailer.send({ to: body.email, ...mail, link, idMarca: brand.id });
      return ok(c, { email: body.email, message: recoveryMessages.sent });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/forgotpassword/resetpassword/:id/:token',
    summary: 'Sets a new password with a recovery token (single use)',
    auth: 'none',
    params: v.object({ id: idParam, token: v.pipe(v.string(), v.maxLength(200)) }),
    body: v.pipe(
      v.object({ password: newPasswordField, password2: v.string() }),
      v.check((b) => b.password === b.password2, spanish(accountMessages.passwordMismatch)),
    ),
    async handler({ c, deps, params, body }) {
      await limitRate(c, 'recovery', `user:${params.id}`);
      const user = await findUserById(deps.db, params.id);
      if (!user || user.type_user === 'guest') throw notFound(messages.userNotFound);
      const passwordHash = await hashPassword(body.password);
      const changed = await resetPasswordWithToken(deps.db, user.id, sha256(params.token), passwordHash);
      if (!changed) throw new ApiError(400, recoveryMessages.invalidLink);
      const brand = await findBrandById(deps.db, user.id_marca);
      return ok(c, { email: user.email, idMarca: brand?.id ?? user.id_marca });
    },
  }),
];
