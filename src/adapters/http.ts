import { FetchError, ofetch } from 'ofetch';
import type { Brand, User } from '@/machines/types';
import { createAccountsApi } from './accounts-api';
import { createPointsApi } from './points-api';
import { createProfileApi } from './profile-api';
import { createSessionApi } from './session-api';

/** The API's success envelope: `{ status: 'success', data, ...extras }`. */
export interface ApiEnvelope<T> {
  status?: string;
  data: T;
  message?: string;
}

/** An API failure as the machines see it: the HTTP status and the server's Spanish message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const body = error.data as { message?: unknown; data?: { message?: unknown } } | undefined;
    const message = body?.message ?? body?.data?.message;
    return new ApiError(typeof message === 'string' ? message : error.message, error.status ?? null);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null);
};

type CallOptions = Parameters<typeof ofetch>[1];

/**
 * The HTTP client every area API builds on: calls under `{host}/api` with the session cookie; failures
 * become `ApiError` with the server's message. Machines never import this: the app injects area APIs
 * as actors with `machine.provide` (src/app/create-app-actor.ts).
 */
export function createHttpClient(baseURL = '/api') {
  const client = ofetch.create({ baseURL, credentials: 'include', retry: 0 });
  return async function call<T>(path: string, options?: CallOptions): Promise<ApiEnvelope<T>> {
    try {
      return (await client<ApiEnvelope<T>>(path, options as never)) as ApiEnvelope<T>;
    } catch (error) {
      throw toApiError(error);
    }
  };
}

export type HttpCall = ReturnType<typeof createHttpClient>;

/** Brand and guest calls used by the shell. Other areas live in their own `*-api.ts` beside this file. */
export function createShellApi(call: HttpCall) {
  return {
    /** GET /marca/{domain}: the brand for the visiting domain. */
    fetchBrand: async (domain: string): Promise<Brand> =>
      (await call<Brand>(`/marca/${encodeURIComponent(domain)}`)).data,
    /** POST /user/guest/{idMarca}, no body: a guest of this brand. */
    createGuest: async (brandId: string): Promise<User> => {
      const body = await call<User & { error?: unknown }>(`/user/guest/${encodeURIComponent(brandId)}`, {
        method: 'POST',
      });
      if (!body.data?._id || body.data.error) throw new ApiError('guest creation failed', null);
      return body.data;
    },
  };
}

/** Every area API of the app, from one HTTP client. */
export function createApi(baseURL = '/api') {
  const call = createHttpClient(baseURL);
  return {
    ...createShellApi(call),
    ...createProfileApi(call),
    ...createAccountsApi(call),
    ...createSessionApi(call),
    ...createPointsApi(call),
  };
}

export type Api = ReturnType<typeof createApi>;
