import { expect, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

test.describe('the app shell', () => {
  test('renders the demo brand with no console errors', async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
    // The brand's colours become CSS variables.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toMatch(/^#|^rgb|^hsl/);
    await page.waitForTimeout(3200); // the 2 s splash and its 1 s settle, so the screenshot shows the shell
    await page.screenshot({ path: testInfo.outputPath(`auth-${testInfo.project.name}.png`), fullPage: true });
    await enterAsGuest(page);
    await page.screenshot({ path: testInfo.outputPath(`base-${testInfo.project.name}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
});

test.describe('route maps', () => {
  test('with no user, any app route redirects to AUTH keeping the query string', async ({ page }) => {
    // BASE: other app routes opened without a user are deep links, which create a guest (session.spec.ts).
    await page.goto('/?utm_campaign=verano&x=1');
    await expect(page).toHaveURL(/\/auth\?utm_campaign=verano&x=1$/);
    await page.goto('/auth/inicio-de-sesion');
    await expect(page).toHaveURL(/\/auth\/inicio-de-sesion$/);
    await page.goto('/no-existe');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a guest reaches the app routes, and auth routes or unknown paths redirect to BASE', async ({
    page,
  }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: /¡Te damos la bienvenida a / })).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no-existe?x=1');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('persisted state', () => {
  test('the guest session survives a reload', async ({ page }) => {
    await enterAsGuest(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const saved = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        }),
    );
    expect(saved).toMatchObject({ user: { typeUser: 'guest' }, language: { currentLanguage: 'es' } });
  });

  test('logging out is persisted too', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('/__flows', () => {
  test('lists every machine and highlights the live state of the session', async ({ page }) => {
    // Mermaid (its own chunk) draws twenty diagrams on the main thread; on a loaded 2-core machine the
    // session's can take well over the default 5 s to appear. The assertions stay the same, only the wait.
    test.setTimeout(90_000);
    await enterAsGuest(page);
    await page.goto('/__flows');
    await expect(page.getByRole('heading', { name: 'Flujos de la app', level: 1 })).toBeVisible();
    for (const flow of ['app', 'session', 'layout', 'toasts']) {
      await expect(page.locator(`[data-flow="${flow}"]`)).toBeVisible();
    }
    // The live line names the states in the flow's words (machines/session/session.words.ts).
    await expect(page.getByTestId('live-session')).toHaveText(/Browsing as a guest/);
    const session = page.locator('[data-flow="session"] .flow-diagram svg');
    await expect(session).toBeVisible({ timeout: 45_000 });
    // The diagram marks the active state nodes with the `liveState` class.
    await expect(session.locator('.liveState').first()).toBeAttached();
    // Step through a generated path of the sign-in flow (docs/test-paths/signIn.paths.json, its own chunk).
    const signIn = page.locator('[data-flow="signIn"]');
    await signIn.getByRole('button', { name: 'Recorrer un camino' }).click();
    await expect(signIn.getByTestId('stepper-position')).toHaveText(/^Paso 0 de \d+$/);
    await signIn.getByRole('button', { name: 'Siguiente' }).click();
    await expect(signIn.getByTestId('stepper-position')).toHaveText(/^Paso 1 de \d+$/);
  });
});
