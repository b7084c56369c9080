import type { ProfileCompletionBody } from '@/machines/rules/profile-completion';
import type { SupportMessage } from '@/machines/support/support.machine';
import type { User } from '@/machines/types';
import type { HttpCall } from './http';

/** Profile completion and support calls (accounts.md §7.2, §7.3). */
export function createProfileApi(call: HttpCall) {
  return {
    /** PUT /user/{brandId}/{userId} with {birthDate:{year, month, day}, phoneNumber, gender} (+ b2b data). */
    completeProfile: async (brandId: string, userId: string, body: ProfileCompletionBody): Promise<User> =>
      (
        await call<User>(`/user/${encodeURIComponent(brandId)}/${encodeURIComponent(userId)}`, {
          method: 'PUT',
          body,
        })
      ).data,
    /** POST /support/add {email, subject, description}. */
    sendSupportMessage: async (message: SupportMessage): Promise<unknown> =>
      (await call<unknown>('/support/add', { method: 'POST', body: message })).data,
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
