import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { findSession, type Session } from '../services/sessions';
import type { AppEnv, Deps } from './context';
import { readSessionToken } from './cookies';
import { ApiError, messages, unauthorized } from './errors';
import { parseWith } from './validate';

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HandlerContext<P, Q, B> {
  c: Context<AppEnv>;
  deps: Deps;
  params: P;
  query: Q;
  body: B;
  /** The session, or null; routes with `auth: 'session'` always have one. */
  session: Session | null;
  /** The session, or a 401. */
  me(): Session;
}

export interface RouteDef<PS, QS, BS> {
  method: Method;
  /** Hono path under /api, e.g. '/user/:id'. */
  path: string;
  summary: string;
  /** 'session': 401 without a valid session; 'optional': loaded when present. */
  auth: 'none' | 'session' | 'optional';
  params?: PS;
  query?: QS;
  body?: BS;
  /** How the body is encoded; JSON unless a browser form posts it. */
  bodyType?: 'json' | 'form';
  /** A body limit above the API's 100 KB (translation batches); only for paths without parameters. */
  maxBodyBytes?: number;
  handler(ctx: HandlerContext<Out<PS>, Out<QS>, Out<BS>>): Response | Promise<Response>;
}

export interface AnyRoute {
  method: Method;
  path: string;
  summary: string;
  auth: 'none' | 'session' | 'optional';
  hasBody: boolean;
  bodyType: 'json' | 'form';
  maxBodyBytes?: number;
  mount(app: Hono<AppEnv>): void;
}

async function readBody(c: Context<AppEnv>, type: 'json' | 'form'): Promise<unknown> {
  const raw = await c.req.text();
  if (type === 'form') return Object.fromEntries(new URLSearchParams(raw));
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, messages.malformedJson);
  }
}

/**
 * Declares one API route: its input schemas, its auth mode and its handler. Every route of the
 * API is declared this way, so the route table (docs, bad-input tests) is the code itself.
 */
export function defineRoute<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
>(def: RouteDef<PS, QS, BS>): AnyRoute {
  const bodyType = def.bodyType ?? 'json';
  return {
    method: def.method,
    path: def.path,
    summary: def.summary,
    auth: def.auth,
    hasBody: def.body !== undefined,
    bodyType,
    maxBodyBytes: def.maxBodyBytes,
    mount(app) {
      app.on(def.method, def.path, async (c) => {
        const deps = c.get('deps');
        const session = def.auth === 'none' ? null : await findSession(deps.db, readSessionToken(c));
        if (def.auth === 'session' && !session) throw unauthorized();
        const params = (def.params ? parseWith(def.params, c.req.param(), 'params') : undefined) as Out<PS>;
        const query = (def.query ? parseWith(def.query, c.req.query(), 'query') : undefined) as Out<QS>;
        const body = (
          def.body ? parseWith(def.body, await readBody(c, bodyType), 'body') : undefined
        ) as Out<BS>;
        return def.handler({
          c,
          deps,
          params,
          query,
          body,
          session,
          me() {
            if (!session) throw unauthorized();
            return session;
          },
        });
      });
    },
  };
}

/** The success envelope every route answers: `{ status: 'success', data, ...extras }`. */
export function ok(
  c: Context<AppEnv>,
  data: unknown,
  extras: Record<string, unknown> = {},
  status: 200 | 201 = 200,
) {
  return c.json({ status: 'success', data, ...extras }, status);
}
