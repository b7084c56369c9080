import { expect, test } from '@playwright/test';
import { PALERMO } from './checkout-support';
import { enterAsGuest, waitForSplashToEnd } from './support';

const MENU = `/menu/${PALERMO.id}/${PALERMO.storeId}`;
const UNAVAILABLE = 'No pudimos cargar esta pantalla. Revisá tu conexión e intentá nuevamente.';

test.describe('a screen whose code cannot be fetched (diner walk, stop 20: offline on MENU, a product left a blank app)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offline, opening a product keeps the app and says so; back online the product opens on its own', async ({
    page,
  }) => {
    await enterAsGuest(page);
    await page.goto(MENU);
    await waitForSplashToEnd(page);
    await expect(page.getByRole('heading', { name: 'Parrilla' })).toBeVisible();

    await page.context().setOffline(true);
    await page
      .getByRole('link', { name: /Bife de chorizo/ })
      .first()
      .click();
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    // The shell stays: the header and the retry are there, the page is not blank.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentar nuevamente' })).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByRole('dialog', { name: 'Bife de chorizo' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});
