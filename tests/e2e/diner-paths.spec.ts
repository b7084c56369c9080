import { expect, type Page, test } from '@playwright/test';
import { api, enterAsGuest, openOrigin, persistUser, waitForSplashToEnd } from './support';

/**
 * What a diner tripped on (issue 10), against the real server in Chromium: support could not be reached
 * and its back went to Inicio (#4), a guest's PROFILE offered only Google (#5), browser back with a sheet
 * open left the page (#9), and the b2b logo cut its own name (#11).
 */

const originOf = (host: string) =>
  `http://${host}:${new URL(test.info().project.use.baseURL ?? 'http://localhost:4173').port}`;

/** Signs the demo diner in from inside the page and opens PROFILE (see profile.spec.ts for why). */
async function openProfileSignedIn(page: Page) {
  const origin = originOf('localhost');
  await openOrigin(page, origin);
  const { data: user } = await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' });
  await persistUser(page, user);
  await page.goto(`${origin}/perfil`);
  await waitForSplashToEnd(page);
  await expect(page.getByRole('heading', { name: /^¡Hola / })).toBeVisible();
}

const back = (page: Page) => page.getByRole('button', { name: 'Volver' });

test.describe('support and orders from PROFILE (issue 10 #4)', () => {
  test('"Ayuda" opens Soporte, and back from Soporte and from Ordenes returns to PROFILE', async ({
    page,
  }) => {
    await openProfileSignedIn(page);
    await page.getByRole('link', { name: 'Ayuda' }).click();
    await expect(page).toHaveURL(/\/perfil\/ayuda\/soporte$/);
    await expect(page.getByRole('heading', { name: 'Envíanos tu consulta' })).toBeVisible();
    await back(page).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: /^¡Hola / })).toBeVisible();

    await page.getByRole('link', { name: 'Ordenes' }).click();
    await expect(page).toHaveURL(/\/perfil\/ordenes$/);
    await back(page).click();
    await expect(page).toHaveURL(/\/perfil$/);
  });
});

test.describe('browser back with a sheet open (issue 10 #9)', () => {
  test('closes the sheet and stays on the page; a sheet closed by its button leaves no entry behind', async ({
    page,
  }) => {
    await openProfileSignedIn(page);
    const confirmation = page.getByRole('dialog', { name: '¿Quieres cerrar sesión?' });

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(confirmation).toBeVisible();
    await page.goBack();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { name: /^¡Hola / })).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/perfil$/);
    // The entry went with the sheet: back now leaves PROFILE for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/marca\/localhost$/);
  });
});

test.describe('dragging a bottom drawer by its handle (accounts.md §9 "Scrolling and gestures")', () => {
  test('a short drag follows the finger and springs back, a long one closes it', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'drawers are the mobile layout (390×844)');
    await openProfileSignedIn(page);
    const confirmation = page.getByRole('dialog', { name: '¿Quieres cerrar sesión?' });
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(confirmation).toBeVisible();
    const handle = page.locator('.drawer__grab');
    const sheetTop = async () => (await page.locator('.drawer__sheet').boundingBox())?.y ?? Number.NaN;
    // The sheet slides in: its resting place is read once it has stopped moving (two equal readings 100 ms apart).
    let restingTop = Number.NaN;
    // Framer-motion has finished the slide when the drawer's transform is the identity (a stalled frame under
    // load could otherwise give two equal readings mid-slide).
    await expect
      .poll(() => page.locator('.drawer').evaluate((element) => getComputedStyle(element).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expect
      .poll(async () => {
        const before = await sheetTop();
        await page.waitForTimeout(100);
        restingTop = await sheetTop();
        return Math.abs(restingTop - before);
      })
      .toBeLessThan(0.5);
    // The handle is measured only now: read while the sheet was sliding in, it pointed below the handle.
    const box = await handle.boundingBox();
    if (!box) throw new Error('no drawer handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    // 60 px slowly: the sheet follows the finger, then springs back and stays open.
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step += 1) {
      await page.mouse.move(x, y + step * 10);
      await page.waitForTimeout(40);
    }
    expect(await sheetTop()).toBeGreaterThan(restingTop + 50);
    await page.mouse.up();
    await page.waitForTimeout(400);
    await expect(confirmation).toBeVisible();
    expect(Math.abs((await sheetTop()) - restingTop)).toBeLessThan(2);

    // 160 px: beyond the 100 px close distance, the drawer closes (the layout flow's dismiss).
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await page.mouse.move(x, y + step * 20);
      await page.waitForTimeout(40);
    }
    await page.mouse.up();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/perfil$/);
  });
});

test.describe("a guest's PROFILE (issue 10 #5)", () => {
  test('offers the e-mail sign-in and sign-up, reached as a guest, and the sign-in replaces the guest', async ({
    page,
  }) => {
    await enterAsGuest(page);
    await page.goto('/perfil');
    await expect(
      page.getByRole('heading', { name: '¡Te damos la bienvenida a Brasa Palermo!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar con Google' })).toBeVisible();

    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/auth\/registro$/);
    await expect(page.getByLabel('Nombre completo')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/perfil$/);

    await page.getByRole('link', { name: 'Ingresar con email' }).click();
    await expect(page).toHaveURL(/\/auth\/inicio-de-sesion$/);
    await page.getByLabel('Email', { exact: true }).fill('demo@demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: /^¡Hola / })).toBeVisible();
  });
});

/** Every text of the SVG document open in the page, with its rendered box. */
async function svgTextBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('text')).map((text) => {
      const box = (text as SVGTextElement).getBBox();
      return { text: text.textContent ?? '', left: box.x, right: box.x + box.width };
    }),
  );
}

test.describe('the seeded brand logos (issue 10 #11)', () => {
  for (const { host, appName } of [
    { host: 'b2b.localhost', appName: 'Distribuidora Del Plata' },
    { host: 'localhost', appName: 'Brasa Palermo' },
  ]) {
    test(`${host}: the whole name fits in the 320 × 96 logo`, async ({ page }) => {
      const origin = originOf(host);
      // Through the browser: Node's resolver may not know b2b.localhost.
      await page.goto(`${origin}/api/marca/${host}`);
      const brand = JSON.parse((await page.locator('body').textContent()) ?? '{}');
      const logoUrl = new URL(brand.data.headerLogo, origin).href;
      await page.goto(logoUrl);
      await expect(page.locator('svg')).toHaveAttribute('viewBox', '0 0 320 96');
      const [badge, ...name] = await svgTextBoxes(page);
      expect(badge.right).toBeLessThanOrEqual(92);
      expect(name.map((line) => line.text).join(' ')).toBe(appName);
      for (const line of name) {
        expect(line.left, line.text).toBeGreaterThanOrEqual(100);
        expect(line.right, line.text).toBeLessThanOrEqual(316);
      }
    });
  }
});
