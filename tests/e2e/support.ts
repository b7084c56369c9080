import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can assert the shell logs none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Enters as a guest from the welcome screen and waits for the branch selection. */
export async function enterAsGuest(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Selecciona tu sucursal' }).waitFor();
}

/**
 * Waits until the splash has gone so the shell is interactive: the server's splash (`#splash-html`) removed and
 * the app's shell no longer hidden behind the app's splash (`data-behind-splash`). A page without the shell (an
 * error page) gives up after 15 s and lets the caller's own checks say what is wrong.
 */
export async function waitForSplashToEnd(page: Page) {
  await page
    .waitForFunction(
      () => {
        const shell = document.querySelector('#root .shell');
        return (
          !!shell && !shell.hasAttribute('data-behind-splash') && !document.getElementById('splash-html')
        );
      },
      null,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/** Runs in the page: a JSON call to the API of the page's origin; throws with the server message. */
export async function api(page: Page, path: string, body?: unknown): Promise<{ data: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
      return json;
    },
    { path, body },
  );
}

/** Opens a same-origin JSON page (the app does not run there), so cookies and IndexedDB are the origin's. */
export async function openOrigin(page: Page, origin: string) {
  await page.goto(`${origin}/api/marca/${new URL(origin).hostname}`);
}

/** Stores the user in the app's persisted state (idb-keyval's default database and store). */
export async function persistUser(page: Page, user: unknown) {
  await page.evaluate(
    (user) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ user, language: { currentLanguage: 'es' } }, 'persist:root');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    user,
  );
}
