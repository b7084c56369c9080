import * as v from 'valibot';
import { messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { findUserById, toUserDto, updateUser } from '../services/users';

/**
 * Demo/test tool (issue 9, W7): a registered user's profile made incomplete again (no phone, gender or birth
 * date, the fields the profile-completion prompt asks a b2c diner for; only those in `fields` when given), so the prompt opens for them on the next
 * load. The browser replay of profileCompletion (tests/e2e/model-paths) saves perfil@demo.com's profile for real
 * and puts it back with this. Served only where the e-mail sandbox is and never under NODE_ENV=production, like
 * the fault injector; 404 "Usuario no encontrado" for an unknown id.
 */
const PROFILE_FIELDS = ['phoneNumber', 'gender', 'birthDate'] as const;
export const devUserMessages = {
  fields: 'El campo "fields" debe ser una lista de phoneNumber, gender o birthDate',
} as const;

export const devUserRoutes = [
  defineRoute({
    method: 'POST',
    path: '/dev/user/:id/incomplete',
    summary: "Demo/test only: clears a user's phone, gender and birth date (the profile-completion fields)",
    auth: 'none',
    params: v.object({ id: idParam }),
    // Only these fields when given (a diner missing the phone alone); all three by default.
    body: v.object({
      fields: v.optional(
        v.pipe(
          v.array(v.picklist(PROFILE_FIELDS, devUserMessages.fields), devUserMessages.fields),
          v.minLength(1, devUserMessages.fields),
        ),
      ),
    }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox || deps.config.nodeEnv === 'production')
        throw notFound(messages.routeNotFound);
      const user = await findUserById(deps.db, params.id);
      if (!user) throw notFound(messages.userNotFound);
      const fields = body.fields ?? PROFILE_FIELDS;
      const updated = await updateUser(deps.db, user.id, Object.fromEntries(fields.map((f) => [f, null])));
      return ok(c, toUserDto(updated));
    },
  }),
];
