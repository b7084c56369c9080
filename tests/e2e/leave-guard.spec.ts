import { expect, type Page, test } from '@playwright/test';
import { enterAsGuest, waitForSplashToEnd } from './support';

/** The demo brand's open branch (server/db/seed): id and store id. */
const BRANCH = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const HOME = `/sucursal/${BRANCH.id}/${BRANCH.storeId}`;
const LEAVE_TITLE = '¿Queres salir sin enviar el pedido?';

/**
 * The branch home's leave guard beyond the header's back (ordering.md §2 "Leave guard": moving from the branch
 * home to BASE while the cart has products is blocked; 'Si, salir' reports the abandoned cart, §7): the
 * browser's back and the bottom navigation's 'Inicio'. The header's back is in menu.spec.ts.
 */
test.describe("the branch home's leave guard: the browser's back and 'Inicio' (ordering.md §2)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** A guest on the branch home with a Provoleta in the cart (added from the branch home's product overlay). */
  async function homeWithProvoleta(page: Page) {
    await enterAsGuest(page);
    await page.goto(`${HOME}/product/PAR-014`);
    await waitForSplashToEnd(page);
    await page
      .getByRole('dialog', { name: 'Provoleta' })
      .getByRole('button', { name: 'Agregar al pedido' })
      .click();
    await expect(page).toHaveURL(HOME);
    await expect(
      page.getByRole('region', { name: 'Tu orden' }).getByText('1 productos seleccionados'),
    ).toBeVisible();
  }

  const browserBack = (page: Page) => page.evaluate(() => window.history.back());

  test("the browser's back with products opens the modal and stays; 'Cancelar' and closing keep the cart; 'Si, salir' reports it and goes to BASE", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeWithProvoleta(page);
    const bar = page.getByRole('region', { name: 'Tu orden' });
    const guard = page.getByRole('dialog', { name: LEAVE_TITLE });

    await browserBack(page);
    await expect(guard).toBeVisible();
    await expect(
      guard.getByText('Los pedidos que agregaste se perderán y deberás agregarlos nuevamente.'),
    ).toBeVisible();
    await expect(page).toHaveURL(HOME);
    await guard.getByRole('button', { name: 'Cancelar' }).click();
    await expect(guard).toHaveCount(0);
    await expect(page).toHaveURL(HOME);
    await expect(bar.getByText('1 productos seleccionados')).toBeVisible();

    // The guard is back: the browser's back asks again; the browser's back again closes the modal and stays.
    await browserBack(page);
    await expect(guard).toBeVisible();
    await browserBack(page);
    await expect(guard).toHaveCount(0);
    await expect(page).toHaveURL(HOME);
    await expect(bar.getByText('1 productos seleccionados')).toBeVisible();

    await browserBack(page);
    await expect(guard).toBeVisible();
    const reported = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/activities/update-cart'),
    );
    await guard.getByRole('button', { name: 'Si, salir' }).click();
    const body = (await reported).postDataJSON() as { storeId: string; products: Array<{ sku: string }> };
    expect(body.storeId).toBe(BRANCH.storeId);
    expect(body.products.map((p) => p.sku)).toEqual(['PAR-014']);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu orden' })).toHaveCount(0);
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
