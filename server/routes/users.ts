import * as v from 'valibot';
import {
  normalizeCuit,
  validateB2bName,
  validateBusinessName,
  validateCompanyName,
  validateCuit,
  validateProfilePhone,
} from '@/machines/rules/account-validators';
import { requireOwnUser } from '../http/access';
import { ApiError } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import {
  birthDateField,
  dniField,
  fullNameField,
  genderField,
  optionalText,
  phoneField,
  spanish,
  specRule,
} from '../http/schemas';
import { idParam } from '../http/validate';
import { findBrandById } from '../services/brands';
import { dniTaken, toUserDto, type UserPatch, updateUser } from '../services/users';
import { registerMessages } from './register';

const userIdParams = v.object({ id: idParam });
const atLeastOne = 'Enviá al menos un dato para actualizar';

const socialSignUpBody = v.pipe(
  v.object({
    name: v.optional(fullNameField),
    phoneNumber: v.optional(phoneField),
    gender: v.optional(genderField),
    birthDate: v.optional(birthDateField),
    identificationNumber: v.optional(dniField),
  }),
  v.check((b) => Object.values(b).some((x) => x !== undefined), atLeastOne),
);

const profileCompletionBody = v.object({
  birthDate: birthDateField,
  phoneNumber: v.pipe(v.string(), specRule(validateProfilePhone)),
  gender: genderField,
  // b2b company data; required for b2b brands (checked against the brand below).
  name: v.optional(v.pipe(v.string(), v.maxLength(80), specRule(validateB2bName))),
  // Dashes and spaces dropped as the app drops them (the helper text says "sin guiones ni espacios").
  cuit: v.optional(v.pipe(v.string(), v.transform(normalizeCuit), specRule(validateCuit))),
  businessName: v.optional(v.pipe(v.string(), v.maxLength(120), specRule(validateBusinessName))),
  companyName: v.optional(v.pipe(v.string(), v.maxLength(120), specRule(validateCompanyName))),
});

const settingBody = v.pipe(
  v.object({
    name: v.optional(fullNameField),
    phoneNumber: v.optional(phoneField),
    gender: v.optional(genderField),
    birthDate: v.optional(birthDateField),
    identificationNumber: v.optional(dniField),
    idLocal: optionalText(100),
    preferredLanguage: v.optional(
      v.picklist(['es', 'en', 'pt', 'fr', 'de', 'it', 'zh'], 'Idioma no soportado'),
    ),
    notifications: v.optional(v.boolean()),
  }),
  v.check((b) => Object.values(b).some((x) => x !== undefined), atLeastOne),
);

async function assertDniFree(
  db: Parameters<typeof dniTaken>[0],
  idMarca: string,
  dni: string | undefined,
  userId: string,
) {
  if (dni && (await dniTaken(db, idMarca, dni, userId))) throw new ApiError(400, registerMessages.dniTaken);
}

export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/:id',
    summary: "The session's own user (brand checked with ?idMarca= or the idMarca cookie)",
    auth: 'session',
    params: userIdParams,
    async handler({ c, deps, params, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.id);
      return ok(c, toUserDto(user));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/:id',
    summary: 'Social-method sign-up data',
    auth: 'session',
    params: userIdParams,
    body: socialSignUpBody,
    async handler({ c, deps, params, body, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.id);
      await assertDniFree(deps.db, user.id_marca, body.identificationNumber, user.id);
      const updated = await updateUser(deps.db, user.id, body);
      return ok(c, toUserDto(updated));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/user/:brandId/:userId',
    summary: 'Profile completion (b2b adds name, cuit, businessName, companyName)',
    auth: 'session',
    params: v.object({ brandId: idParam, userId: idParam }),
    body: profileCompletionBody,
    async handler({ c, deps, params, body, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.userId, params.brandId);
      const brand = await findBrandById(deps.db, user.id_marca);
      if (brand?.business_type === 'b2b') {
        const missing =
          validateB2bName(body.name) ??
          validateCuit(body.cuit) ??
          validateBusinessName(body.businessName) ??
          validateCompanyName(body.companyName);
        if (missing) throw new ApiError(400, spanish(missing));
      }
      const patch: UserPatch = {
        birthDate: body.birthDate,
        phoneNumber: body.phoneNumber.trim(),
        gender: body.gender,
      };
      if (body.name) patch.name = body.name.trim();
      if (body.cuit) patch.cuit = body.cuit.trim();
      if (body.businessName) patch.businessName = body.businessName.trim();
      if (body.companyName) patch.companyName = body.companyName.trim();
      const updated = await updateUser(deps.db, user.id, patch);
      return ok(c, toUserDto(updated));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/setting/:userId',
    summary: 'Partial user update (profile fields, idLocal, preferences)',
    auth: 'session',
    params: v.object({ userId: idParam }),
    body: settingBody,
    async handler({ c, deps, params, body, me }) {
      const user = await requireOwnUser(c, deps.db, me(), params.userId);
      const { preferredLanguage, notifications, ...fields } = body;
      await assertDniFree(deps.db, user.id_marca, fields.identificationNumber, user.id);
      const settings: Record<string, unknown> = {};
      if (preferredLanguage !== undefined) settings.preferredLanguage = preferredLanguage;
      if (notifications !== undefined) settings.notifications = notifications;
      const patch: UserPatch = { ...fields };
      if (Object.keys(settings).length > 0) patch.settings = settings;
      const updated = await updateUser(deps.db, user.id, patch);
      return ok(c, toUserDto(updated));
    },
  }),
];
