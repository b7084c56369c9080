import type { User } from '@/machines/types';
import { ApiError, type HttpCall } from './http';

/** The session and social-login calls (accounts.md §7.2, §7.7), injected into their machines. */
export function createSessionApi(call: HttpCall) {
  return {
    /** GET /user/{id}?idMarca=: the user as the server holds it (401/403/404 when no longer valid). */
    fetchUser: async (input: { userId: string; brandId: string }): Promise<User> =>
      (
        await call<User>(`/user/${encodeURIComponent(input.userId)}`, {
          query: { idMarca: input.brandId },
        })
      ).data,
    /** GET /auth/login/success[?auth_token=], credentials included: completes a social login. */
    completeSocialLogin: async (input: { authToken: string | null }): Promise<User> => {
      const body = await call<User>('/auth/login/success', {
        query: input.authToken ? { auth_token: input.authToken } : undefined,
      });
      if (!body.data?._id) throw new ApiError('social login returned no user', null);
      return body.data;
    },
    /** POST /utm/marketing/register-visit {urlUTM, brandId}. */
    registerUtmVisit: async (input: { urlUTM: string; brandId: string }): Promise<void> => {
      await call('/utm/marketing/register-visit', { method: 'POST', body: input });
    },
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
