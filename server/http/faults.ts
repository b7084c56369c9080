import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv, Deps } from './context';

/**
 * The dev fault injector (issue 9, docs/browser-paths-plan.md W4): POST /api/dev/faults plants "the next `times`
 * requests METHOD /api/path fail with this status and message", so a browser test can make the real server answer
 * a 5xx through its own error handler and body shape (server/app.ts handleError); only the cause is injected.
 * Served only where the e-mail sandbox is AND never under NODE_ENV=production (not even with DEV_OUTBOX=1): a
 * production server can never be told to fail. One store per app (keyed by its deps), in memory.
 */

export interface Fault {
  method: string;
  /** The request's path with /api, no query string: '/api/login'. */
  path: string;
  status: number;
  message: string;
  /** Requests still to fail. */
  times: number;
}

/** A request failed on purpose: answered `{ status: 'error', message }` with the fault's status. */
export class InjectedFault extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const faultsServed = (config: Config) => config.devOutbox && config.nodeEnv !== 'production';

const stores = new WeakMap<Deps, Map<string, Fault>>();
const storeOf = (deps: Deps) => {
  let store = stores.get(deps);
  if (!store) {
    store = new Map();
    stores.set(deps, store);
  }
  return store;
};
const keyOf = (method: string, path: string) => `${method} ${path}`;

/** Plants a fault; a second one for the same request replaces the first. */
export function plantFault(deps: Deps, fault: Fault): void {
  storeOf(deps).set(keyOf(fault.method, fault.path), fault);
}

/** Removes the planted faults (only those for `path` when given); answers how many were still planted. */
export function clearFaults(deps: Deps, path?: string): number {
  const store = stores.get(deps);
  if (!store) return 0;
  const keys = [...store.values()].filter((f) => path === undefined || f.path === path);
  for (const fault of keys) store.delete(keyOf(fault.method, fault.path));
  return keys.length;
}

/** Fails a request a planted fault names (counting it down); any other goes on. */
export const injectFaults: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  const store = deps && faultsServed(deps.config) ? stores.get(deps) : undefined;
  if (store && store.size > 0) {
    const key = keyOf(c.req.method, c.req.path);
    const fault = store.get(key);
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) store.delete(key);
      throw new InjectedFault(fault.status, fault.message);
    }
  }
  await next();
};
