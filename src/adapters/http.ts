import type { Brand, User } from '@/machines/types';
import { createAccountsApi } from './accounts-api';
import { createBranchesApi } from './branches-api';
import { createCartApi } from './cart-api';
import { createCatalogueApi } from './catalogue-api';
import { createPointsApi } from './points-api';
import { createProductApi } from './product-api';
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

/** What a call sends: the method, a JSON body and query parameters (undefined values are left out). */
export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** A call still unanswered after this long fails as a network failure. */
  timeoutMs?: number;
}

/** A finished HTTP exchange: the status, the headers and the body (JSON parsed, text otherwise, null when empty). */
export interface HttpAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  data: unknown;
}

/** Joins the base (absolute or under this origin, like `/api`), the path and the query string. */
export function callUrl(baseURL: string, path: string, query?: CallOptions['query']): string {
  const url = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * One request with the session cookie, on the platform's `fetch` (no HTTP library on the first screen,
 * docs/performance.md "Weight"). Resolves with any HTTP answer; rejects only when no answer came (offline, refused,
 * timed out) with an `ApiError` of status null whose message starts with "network error".
 */
export async function sendRequest(
  baseURL: string,
  path: string,
  options: CallOptions = {},
): Promise<HttpAnswer> {
  const { method = 'GET', body, query, timeoutMs } = options;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(callUrl(baseURL, path, query), {
      method,
      credentials: 'include',
      headers: hasBody
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      body: hasBody ? JSON.stringify(body) : undefined,
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch (error) {
    throw new ApiError(`network error: ${error instanceof Error ? error.message : String(error)}`, null);
  }
  const text = await response.text().catch(() => '');
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { status: response.status, ok: response.ok, headers: response.headers, data };
}

/** The server's message in a failed answer's body (`message` or `data.message`), if it sent one. */
export function serverMessage(data: unknown): string | null {
  const body = data as { message?: unknown; data?: { message?: unknown } } | null;
  const message = body && typeof body === 'object' ? (body.message ?? body.data?.message) : undefined;
  return typeof message === 'string' ? message : null;
}

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), null);
};

/**
 * The HTTP client every area API builds on: calls under `{host}/api` with the session cookie; failures
 * become `ApiError` with the server's message. Machines never import this: the app injects area APIs
 * as actors with `machine.provide` (src/app/create-app-actor.ts).
 */
export function createHttpClient(baseURL = '/api') {
  return async function call<T>(path: string, options?: CallOptions): Promise<ApiEnvelope<T>> {
    const answer = await sendRequest(baseURL, path, options);
    if (!answer.ok) {
      throw new ApiError(serverMessage(answer.data) ?? `HTTP error ${answer.status}`, answer.status);
    }
    return answer.data as ApiEnvelope<T>;
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

/**
 * The area APIs of the start-time flows, from one HTTP client. The route flows' areas (checkout, sending, payment,
 * order follow-up) are built from `call` in their lazy modules (route-apis.ts), outside the first screen's chunk.
 */
export function createApi(baseURL = '/api') {
  const call = createHttpClient(baseURL);
  return {
    call,
    ...createShellApi(call),
    ...createProfileApi(call),
    ...createAccountsApi(call),
    ...createSessionApi(call),
    ...createPointsApi(call),
    ...createBranchesApi(call),
    ...createCartApi(call),
    ...createCatalogueApi(call),
    ...createProductApi(call),
  };
}

export type Api = ReturnType<typeof createApi>;
