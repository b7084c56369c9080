import { type APIRequestContext, expect } from '@playwright/test';
import type { AppFlowModel, ServerAnswer } from '@/machines/app-model';
import type { IdMap } from './id-map';

/**
 * A fixture's 5xx produced by the real server (docs/browser-paths-plan.md W4): the dev fault injector
 * (POST /api/dev/faults, server/http/faults.ts) makes the request answer the fixture's status and message through
 * the server's own error handler; only the cause is injected. Served only where the dev outbox is and never under
 * NODE_ENV=production.
 */

const messageOf = (answer: ServerAnswer) => {
  const body = answer.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
};

/** The next request `method path` (the real path, with /api, no query) answers the fixture's status and message. */
export async function plantFault(
  request: APIRequestContext,
  method: string,
  path: string,
  status: number,
  answer: ServerAnswer,
) {
  expect(answer.status, `the fixture's status is the planted fault's (${method} ${path})`).toBe(status);
  const planted = await request.post('/api/dev/faults', {
    data: { method, path, status, message: messageOf(answer), times: 1 },
  });
  expect(planted.ok(), `POST /api/dev/faults for ${method} ${path}: ${await planted.text()}`).toBe(true);
}

/** Removes every fault a walk planted and did not use (a walk cut before the request, or one that failed). */
export async function clearFaults(request: APIRequestContext) {
  expect((await request.delete('/api/dev/faults')).ok(), 'DELETE /api/dev/faults').toBe(true);
}

/** The one path a background answer's pattern names ('^\/user\/guest\/brand-1$' → '/user/guest/brand-1'). */
export function literalPath(pattern: RegExp): string {
  const source = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  if (/[[\](){}*+?|^$.]/.test(source.replace(/\\[/.-]/g, '')) || /\\[^/.-]/.test(source))
    throw new Error(`the background answer ${pattern} names more than one path: a fault needs one`);
  return source.replace(/\\([/.-])/g, '$1');
}

/**
 * Plants the faults for a flow's background answers (requests the app sends during a gesture, with no step of
 * their own) that `faultOf` says are a real fault: each for its next request.
 */
export async function plantBackgroundFaults(
  request: APIRequestContext,
  flow: AppFlowModel,
  ids: IdMap,
  faultOf: (fixture: string) => number | undefined,
) {
  for (const entry of flow.background ?? []) {
    const status = faultOf(entry.fixture);
    if (status === undefined) continue;
    if (typeof entry.answer === 'function')
      throw new Error(
        `the background answer "${entry.fixture}" depends on the request: a fault needs one answer`,
      );
    await plantFault(
      request,
      entry.method,
      `/api${ids.realPath(literalPath(entry.path))}`,
      status,
      entry.answer,
    );
  }
}
