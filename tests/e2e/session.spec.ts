import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

const FAILURE_TOAST = 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.';
const SUCCESS_TOAST = '¡Listo!, ¡ya podés disfrutar de todos nuestros beneficios! 🎉';

/** The session user saved by the app (IndexedDB `persist:root`). */
async function savedUser(page: Page): Promise<{ typeUser?: string; name?: string } | null> {
  return page.evaluate(
    () =>
      new Promise<{ typeUser?: string; name?: string } | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
          read.onsuccess = () => resolve(read.result?.user ?? null);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test.describe('guest entry', () => {
  test("'Explorar sin beneficios' enters as a guest at BASE", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => savedUser(page)).toMatchObject({ typeUser: 'guest' });
    expect(errors).toEqual([]);
  });

  test('a b2b brand shows the social login but no guest entry', async ({ page }, testInfo) => {
    const port = new URL(testInfo.project.use.baseURL ?? 'http://localhost:4173').port;
    await page.goto(`http://b2b.localhost:${port}/auth`);
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ingresá con / })).toBeVisible();
    await expect(page.getByText('Explorar sin beneficios')).toHaveCount(0);
    await expect(page.getByText(/Si ingresás sin registrarte/)).toHaveCount(0);
  });
});

test.describe('social login through the sandbox', () => {
  test('started from the guest profile, it returns signed in on the profile', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: /¡Te damos la bienvenida a / })).toBeVisible();
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();

    // The sandbox consent page of the reference server.
    await expect(page.getByRole('heading', { name: 'Ingresá con Google' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/api/auth/google');
    expect(await page.evaluate(() => localStorage.getItem('auth_method'))).toBe('google');
    await page.getByRole('radio', { name: /Martina González/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Back in the app: signed in, the auth parameters stripped, the stored page reopened.
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: '¡Hola Martina González!' })).toBeVisible();
    await expect.poll(() => savedUser(page)).toMatchObject({ name: 'Martina González' });
    expect((await savedUser(page))?.typeUser).not.toBe('guest');
    // The stored path and method are cleared once used.
    expect(await page.evaluate(() => localStorage.getItem('auth_method'))).toBeNull();
    // The server's consent page has no favicon; that 404 is not the app's.
    expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([]);
  });

  test('started from AUTH, the welcome toast is shown once: a reload is no new sign-in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Ingresá con Google' }).click();
    await page.getByRole('radio', { name: /Martina González/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_method'))).toBeNull();
    await expect.poll(() => savedUser(page)).toMatchObject({ name: 'Martina González' });
    const completions: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login/success')) completions.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByText(SUCCESS_TOAST)).toHaveCount(0);
    expect(completions).toEqual([]);
  });

  test('a tampered return parameter shows the failure toast and no session', async ({ page }) => {
    await page.goto('/auth?uid=%40%40%40%40&token=dG9rZW4%3D&idMarca=eA%3D%3D&campaign=');
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
  });

  test('a truncated token reaches the server, which refuses it: the failure toast', async ({ page }) => {
    const b64 = (s: string) => encodeURIComponent(Buffer.from(s).toString('base64'));
    await page.goto(
      `/auth?uid=${b64('64b7f0a1c2d3e4f5a6b7c901')}&token=${b64('truncated')}&idMarca=&campaign=`,
    );
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('cancelling on the consent page shows the failure toast', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Ingresá con Google' }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('user refresh', () => {
  test('a 401 on refresh logs out to AUTH', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: /¡Te damos la bienvenida a / })).toBeVisible();
    // The server forgets the session (the page's cookies), then the window regains focus.
    const logout = await page.request.post('/api/logout');
    expect(logout.ok()).toBe(true);
    const refresh = page.waitForResponse((r) => /\/api\/user\/[^/]+/.test(r.url()) && r.status() === 401);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await refresh;
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Explorar sin beneficios' })).toBeVisible();
    await expect.poll(() => savedUser(page)).toBeNull();
  });
});

test.describe('entry handling', () => {
  test('a table QR link opens as a guest and lands on the menu after 500 ms', async ({ page }) => {
    await page.goto('/?table=12&table_id=t-12&branch_id=branch-7&store_id=store-3');
    await expect(page).toHaveURL(/\/menu\/branch-7\/store-3$/);
    await expect.poll(() => savedUser(page)).toMatchObject({ typeUser: 'guest' });
    const qr = await page.evaluate(() => sessionStorage.getItem('qr_data'));
    expect(JSON.parse(qr ?? 'null')).toEqual({
      table: '12',
      table_id: 't-12',
      branch_id: 'branch-7',
      store_id: 'store-3',
    });
  });

  test('a protected deep link opens as a guest, reopens the link and offers the welcome prompt', async ({
    page,
  }) => {
    await page.goto('/perfil?utm_campaign=verano');
    await expect(page).toHaveURL(/\/perfil\?utm_campaign=verano$/);
    const dialog = page.getByRole('dialog', { name: '¡Te damos la bienvenida!' });
    await expect(dialog).toBeVisible({ timeout: 6000 });
    expect(await page.evaluate(() => localStorage.getItem('auto_login'))).not.toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('url_utm_campaign'))).toMatch(
      /\/perfil\?utm_campaign=verano$/,
    );
    await dialog.getByRole('button', { name: 'Explorar sin beneficios' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auto_login'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: /¡Te damos la bienvenida a / })).toBeVisible();
    await page.waitForTimeout(3200); // past the splash: the prompt stays away
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('entry handling on a b2b brand (no guests, accounts.md §1)', () => {
  test('a protected deep link goes to AUTH without a guest and opens after the sign-in', async ({
    page,
  }, testInfo) => {
    const port = new URL(testInfo.project.use.baseURL ?? 'http://localhost:4173').port;
    const guestCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/guest')) guestCalls.push(r.url());
    });
    await page.goto(`http://b2b.localhost:${port}/perfil`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible();
    await page.waitForTimeout(3200); // past the splash and the entry delay: no prompt, no guest
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Explorar sin beneficios')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('app_auth_pathname'))).toBe('/perfil');

    await page.goto(`http://b2b.localhost:${port}/auth/inicio-de-sesion`);
    await page.getByLabel('Email', { exact: true }).fill('vip@b2b.demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    expect(await page.evaluate(() => localStorage.getItem('app_auth_pathname'))).toBeNull();
    expect(guestCalls).toEqual([]);
  });
});

test.describe('logout', () => {
  test("'Cerrar sesión' asks first, then clears storage and goes to AUTH", async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await page.evaluate(() => localStorage.setItem('something', 'x'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quieres cerrar sesión?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/perfil$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('something'))).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('userId');
  });
});
