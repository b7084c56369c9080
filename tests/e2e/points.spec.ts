import { expect, type Page, test } from '@playwright/test';
import { api, enterAsGuest, persistUser, waitForSplashToEnd } from './support';

/**
 * POINTS and QR_CODE (accounts.md §2.7, issue 10 #12): they said "Esta sección todavía no está disponible"
 * to everyone, although the demo user has points.
 */
const NOT_AVAILABLE = 'Esta sección todavía no está disponible.';

async function signInAsDemoUser(page: Page) {
  await page.goto('/api/marca/localhost'); // a JSON page of the app's origin: the app is not running
  const { data: user } = (await api(page, '/login', { email: 'demo@demo.com', password: 'Demo1234' })) as {
    data: { _id: string; idMarca: string; name: string };
  };
  await persistUser(page, user);
  const { data: points } = (await api(page, `/points/${user._id}`)) as { data: { availablePoints: number } };
  return { user, availablePoints: points.availablePoints };
}

test.describe('points and the personal QR code', () => {
  test('a guest is asked to sign in on both, with the social sign-in', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/puntos');
    await expect(
      page.getByRole('heading', { name: 'Ingresá para poder utilizar los puntos de Brasa Palermo' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar con Google' })).toBeVisible();
    await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);

    await page.goto('/qr-code');
    await expect(
      page.getByRole('heading', { name: 'Ingresá para poder utilizar el QR de Brasa Palermo' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ingresar con Google' }).click();
    await expect(page.getByRole('heading', { name: 'Ingresá con Google' })).toBeVisible();
  });

  test('a registered diner sees the total of points, and on QR_CODE the name and a code of {user_id, brand_id}', async ({
    page,
  }) => {
    const { user, availablePoints } = await signInAsDemoUser(page);
    expect(availablePoints).toBeGreaterThan(0);
    const total = `${Math.trunc(availablePoints).toLocaleString('es-AR')} PTS`;

    await page.goto('/puntos');
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { name: 'Total de puntos' })).toBeVisible();
    await expect(page.locator('.loyalty-card__points')).toHaveText(total);
    await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);

    await page.goto('/qr-code');
    await expect(page.locator('.loyalty-card__points')).toHaveText(total);
    await expect(page.getByText(user.name)).toBeVisible();
    const qr = page.getByRole('img', { name: 'Tu código QR personal' });
    await expect(qr).toBeVisible();
    expect(JSON.parse((await qr.getAttribute('data-value')) ?? 'null')).toEqual({
      user_id: user._id,
      brand_id: user.idMarca,
    });
    await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
  });
});
