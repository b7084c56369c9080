import { expect, type Page } from '@playwright/test';
import type { IdMap } from './id-map';

/**
 * The start producer (docs/browser-paths-plan.md W2): a flow's `start.savedState` (what IndexedDB `persist:root`
 * holds when the app opens) produced for real on the app's origin. The user is one the real server knows, with a
 * real session cookie in the page: a guest created with POST /user/guest/{brand}, a registered diner signed in
 * with POST /login and their password. The branch is the real server's answer to GET /local/{brand}/{storeId}.
 * Every other slice (language, the cart's lines, preferences) is kept, with the model's ids turned into the
 * server's. The ids the server hands out are recorded in the walk's id map (the model's guest-1 ↔ the real guest).
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object';

/** A JSON call from the page (its cookies, so the session is the page's); the status and the `data`. */
async function callFromPage(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await answer.json().catch(() => null)) as { data?: unknown } | null;
      return { status: answer.status, data: json?.data };
    },
    { method, path, body },
  );
}

/** The real user for the model's saved user, recorded in the map. */
async function produceUser(
  page: Page,
  user: Json,
  ids: IdMap,
  passwordOf: (email: string) => string | undefined,
) {
  const modelId = String(user._id);
  const brand = ids.realValue(String(user.idMarca ?? 'brand-1'));
  let answer: { status: number; data: unknown };
  if (user.typeUser === 'guest') {
    answer = await callFromPage(page, 'POST', `/user/guest/${encodeURIComponent(brand)}`, {});
    expect(answer.status, `the saved guest ${modelId}: POST /user/guest/${brand}`).toBe(200);
  } else {
    const email = String(user.email ?? '');
    const password = passwordOf(email);
    if (!password)
      throw new Error(`the saved diner ${modelId} (${email || 'no e-mail'}) has no known password`);
    answer = await callFromPage(page, 'POST', '/login', { email, password });
    expect(answer.status, `the saved diner ${modelId}: POST /login as ${email}`).toBe(200);
  }
  const real = answer.data as Json;
  ids.add(modelId, String(real._id));
  return real;
}

/** The real branch for the model's saved branch (by its storeId), recorded in the map. */
async function fetchBranch(page: Page, branch: Json, ids: IdMap) {
  const brand = ids.realValue(String(branch.idMarca ?? 'brand-1'));
  const path = `/local/${encodeURIComponent(brand)}/${encodeURIComponent(String(branch.storeId))}`;
  const answer = await callFromPage(page, 'GET', path);
  expect(answer.status, `the saved branch ${String(branch.storeId)}: GET ${path}`).toBe(200);
  const real = (Array.isArray(answer.data) ? answer.data[0] : answer.data) as Json;
  const modelId = String(branch._id ?? branch.id);
  const realId = String(real._id ?? real.id);
  if (modelId !== realId) ids.add(modelId, realId);
  return real;
}

/** Writes the saved state as the app persists it (idb-keyval's database and store, key `persist:root`). */
async function persist(page: Page, state: Json) {
  await page.evaluate(
    (state) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(state, 'persist:root');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    state,
  );
}

/**
 * Produces the flow's saved state on the page's origin (a page of the app's origin must be open). Nothing is
 * written when the start has none.
 */
export async function produceStart(
  page: Page,
  savedState: unknown,
  ids: IdMap,
  passwordOf: (email: string) => string | undefined,
): Promise<void> {
  if (!isObject(savedState)) return;
  const { user, branch, ...rest } = savedState;
  const state: Json = {};
  if (isObject(user)) state.user = await produceUser(page, user, ids, passwordOf);
  else if (user !== undefined) state.user = user;
  if (isObject(branch)) state.branch = await fetchBranch(page, branch, ids);
  // After the user and the branch: their learned ids apply to the rest (a cart line's branch, the guest).
  Object.assign(state, ids.realValue(rest));
  await persist(page, state);
}
