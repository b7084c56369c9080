import * as v from 'valibot';
import { accountMessages } from '@/machines/rules/account-validators';
import { requireBrand } from '../http/access';
import { setSessionCookies } from '../http/cookies';
import { ApiError, notFound } from '../http/errors';
import { limitRate } from '../http/rate-limit';
import { defineRoute, ok } from '../http/route';
import {
  birthDateField,
  dniField,
  emailField,
  fullNameField,
  genderField,
  idMarcaField,
  newPasswordField,
  phoneField,
  spanish,
} from '../http/schemas';
import { verificationMail } from '../mail/templates';
import { fourDigitCode, hashPassword, safeEqual, sha256 } from '../security/crypto';
import { brandColor } from '../services/brands';
import { createSession } from '../services/sessions';
import { dniTaken, findUserByEmail, saveUnverifiedUser, toUserDto } from '../services/users';
import {
  codeState,
  countCodeAttempt,
  markVerified,
  storeVerificationCode,
} from '../services/verification-codes';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;

export const registerMessages = {
  emailTaken: 'Este email ya está registrado',
  dniTaken: 'El dni ya está en uso',
  unknownEmail: 'No existe una cuenta con este email',
  alreadyVerified: 'Esta cuenta ya está verificada',
  noCode: 'No hay un código vigente. Pedí un código nuevo.',
  codeExpired: 'El código venció. Pedí un código nuevo.',
  tooManyAttempts: 'Superaste los 5 intentos. Pedí un código nuevo.',
  wrongCode: (left: number) =>
    left > 0 ? `El código es incorrecto. Te quedan ${left} intentos.` : registerMessages.tooManyAttempts,
} as const;

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

const registerBody = v.object({
  name: fullNameField,
  email: emailField,
  password: newPasswordField,
  phoneNumber: v.optional(phoneField),
  gender: v.optional(genderField),
  birthDate: v.optional(birthDateField),
  identificationNumber: v.optional(dniField),
  idMarca: v.optional(idMarcaField),
});

async function registeredOwner(db: Parameters<typeof findUserByEmail>[0], idMarca: string, email: string) {
  const user = await findUserByEmail(db, idMarca, email);
  if (!user || user.type_user === 'guest') throw notFound(registerMessages.unknownEmail);
  return user;
}

const emailBody = v.object({ email: emailField, idMarca: v.optional(idMarcaField) });

export const registerRoutes = [
  defineRoute({
    method: 'POST',
    path: '/register/checkemail',
    summary: 'E-mail availability for sign-up',
    auth: 'none',
    body: emailBody,
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      await limitRate(c, 'register', `${brand.id}:${body.email}`);
      const user = await findUserByEmail(deps.db, brand.id, body.email);
      // An abandoned, unverified sign-up does not hold the address.
      if (user?.verified) throw new ApiError(400, registerMessages.emailTaken);
      return ok(c, { email: body.email, available: true });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register',
    summary: 'Creates (or refreshes) an unverified user',
    auth: 'none',
    body: registerBody,
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      await limitRate(c, 'register', `${brand.id}:${body.email}`);
      const existing = await findUserByEmail(deps.db, brand.id, body.email);
      if (existing && (existing.verified || existing.type_user === 'guest')) {
        throw new ApiError(400, registerMessages.emailTaken);
      }
      const dni = body.identificationNumber;
      if (dni && (await dniTaken(deps.db, brand.id, dni, existing?.id))) {
        throw new ApiError(400, registerMessages.dniTaken);
      }
      const user = await saveUnverifiedUser(
        deps.db,
        existing ? { existingId: existing.id } : { brandId: brand.id, email: body.email },
        {
          name: body.name,
          passwordHash: await hashPassword(body.password),
          phoneNumber: body.phoneNumber ?? null,
          gender: body.gender ?? null,
          birthDate: body.birthDate ?? null,
          identificationNumber: dni ?? null,
        },
      );
      return ok(c, toUserDto(user));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register/sentMail',
    summary: 'Sends a 4-digit verification code (15 min, 5 attempts)',
    auth: 'none',
    body: emailBody,
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      await limitRate(c, 'codeSend', `${brand.id}:${body.email}`);
      const user = await registeredOwner(deps.db, brand.id, body.email);
      if (user.verified) throw new ApiError(400, registerMessages.alreadyVerified);
      const code = fourDigitCode();
      await storeVerificationCode(deps.db, user.id, codeHash(user.id, code), CODE_TTL_MINUTES);
      const mail = verificationMail(
        brand.app_name,
        brandColor(brand, 'primary', '#333'),
        user.name ?? '',
        code,
      );
      await deps.mailer.send({ to: body.email, ...mail, code, idMarca: brand.id });
      return ok(c, { email: body.email, expiresInMinutes: CODE_TTL_MINUTES });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register/mailVerified',
    summary: 'Checks the code; on success verifies the user and opens a session',
    auth: 'none',
    body: v.object({
      email: emailField,
      codigoValidacion: v.pipe(
        v.union([v.string(), v.number()], 'El campo "codigoValidacion" debe ser texto'),
        v.transform((x) => (typeof x === 'number' ? String(x).padStart(4, '0') : x.trim())),
        v.regex(/^\d{4}$/, spanish(accountMessages.codeIncomplete)),
      ),
      idMarca: v.optional(idMarcaField),
    }),
    async handler({ c, deps, body }) {
      const brand = await requireBrand(c, body.idMarca);
      await limitRate(c, 'codeCheck', `${brand.id}:${body.email}`);
      const user = await registeredOwner(deps.db, brand.id, body.email);
      if (user.verified) throw new ApiError(400, registerMessages.alreadyVerified);
      // Count the attempt atomically first, so parallel guesses cannot exceed the limit.
      const attempt = await countCodeAttempt(deps.db, user.id, CODE_MAX_ATTEMPTS);
      if (!attempt) {
        const current = await codeState(deps.db, user.id);
        if (!current) throw new ApiError(400, registerMessages.noCode);
        if (current.expired) throw new ApiError(400, registerMessages.codeExpired);
        throw new ApiError(400, registerMessages.tooManyAttempts);
      }
      if (!safeEqual(attempt.code_hash, codeHash(user.id, body.codigoValidacion))) {
        const left = CODE_MAX_ATTEMPTS - attempt.attempts;
        throw new ApiError(400, registerMessages.wrongCode(left), { remainingAttempts: left });
      }
      const verified = await markVerified(deps.db, user.id);
      setSessionCookies(c, await createSession(deps.db, verified), verified);
      return ok(c, toUserDto(verified));
    },
  }),
];
