import { FetchError, ofetch } from 'ofetch';
import type { Brand, User } from '@/machines/types';

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

/**
 * The HTTP adapter: every call under `{host}/api` with the session cookie. Machines never import this;
 * the app injects these functions as actors with `machine.provide`.
 */
export function createApi(baseURL = '/api') {
  const client = ofetch.create({ baseURL, credentials: 'include', retry: 0 });
  const call = async <T>(path: string, options?: Parameters<typeof client>[1]): Promise<ApiEnvelope<T>> => {
    try {
      return (await client<ApiEnvelope<T>>(path, options as never)) as ApiEnvelope<T>;
    } catch (error) {
      throw toApiError(error);
    }
  };
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

export type Api = ReturnType<typeof createApi>;
