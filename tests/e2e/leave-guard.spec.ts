import { expect, type Page, test } from '@playwright/test';
import { cancelLeaving, confirmLeaving, HOME, homeWithProvoleta, LEAVE_TITLE } from './leave-guard-support';
import { waitForSplashToEnd } from './support';

/**
 * The branch home's leave guard beyond the header's back (ordering.md §2 "Leave guard": moving from the branch
 * home to BASE while the cart has products is blocked; 'Si, salir' reports the abandoned cart, §7): the
 * browser's back and the bottom navigation's 'Inicio'. The header's back is in menu.spec.ts.
 */
test.describe("the branch home's leave guard: the browser's back and 'Inicio' (ordering.md §2)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const browserBack = (page: Page) => page.evaluate(() => window.history.back());

  test("the browser's back with products opens the modal and stays; 'Cancelar' and closing keep the cart; 'Si, salir' reports it and goes to BASE", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeWithProvoleta(page);
    const bar = page.getByRole('region', { name: 'Tu orden' });
    const guard = page.getByRole('dialog', { name: LEAVE_TITLE });

    await browserBack(page);
    await cancelLeaving(page);

    // The guard is back: the browser's back asks again; the browser's back again closes the modal and stays.
    await browserBack(page);
    await expect(guard).toBeVisible();
    await browserBack(page);
    await expect(guard).toHaveCount(0);
    await expect(page).toHaveURL(HOME);
    await expect(bar.getByText('1 productos seleccionados')).toBeVisible();

    await browserBack(page);
    await expect(guard).toBeVisible();
    await confirmLeaving(page);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
  });

  test("with products the bottom area is the checkout bar (no 'Inicio' to press); without, 'Inicio' and the browser's back go to BASE with no modal", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeWithProvoleta(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    // accounts.md §2.3: the checkout bar, when the order has products and the bar is enabled; else the nav bar.
    await expect(nav).toHaveCount(0);

    // The cart emptied the way a diner does it ('Si, salir' after the header's back, after a reload): then on
    // the branch home the nav bar shows and 'Inicio' goes to BASE at once.
    await page.goto(HOME);
    await waitForSplashToEnd(page);
    await page.getByRole('banner').getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('dialog', { name: LEAVE_TITLE }).getByRole('button', { name: 'Si, salir' }).click();
    await expect(page).toHaveURL('/');

    await page.goto(HOME);
    await waitForSplashToEnd(page);
    await expect(page.getByRole('region', { name: 'Tu orden' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: LEAVE_TITLE })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();

    // Back to the branch home (in the app's history), then the browser's back: BASE, no modal.
    await browserBack(page);
    await expect(page).toHaveURL(HOME);
    await browserBack(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: LEAVE_TITLE })).toHaveCount(0);
  });
});
