import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Issue 11's journey in one go, by taps only (no URL typed after the start), on a phone at 390 × 844 against
 * the real server: guest → BASE → a branch → MENU by category and by tag → search → a product with required
 * groups → 'Agregar al pedido' refused with both errors, the first group scrolled into view → options, an
 * additional and an upsell → added → 'Ver orden' → 'Editar' → a changed choice saved to the same line → the
 * summary's total equals the server's own quote of the same lines. The parts are checked in more detail by
 * branches.spec, menu.spec, product.spec and cart.spec; this one proves they chain.
 */
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo', name: 'Brasa Palermo Soho' };
const MENU = `/menu/${PALERMO.id}/${PALERMO.storeId}`;

const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });
const money = (text: string) => new RegExp(`\\$\\s?${text.replace('.', '\\.')}`);
const headings = (page: Page) => page.locator('section.menu-section').getByRole('heading', { level: 2 });

test.describe('ordering journey (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test('guest → branch → category, tag, search → product with required groups → add → edit from the summary → the server agrees', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await waitForSplashToEnd(page);

    // BASE: the Palermo card flips to its modes (a multipleMenu brand); 'Para llevar' opens the branch home.
    const palermo = page
      .locator('.branches__list > li:not(.branch-card--skeleton)')
      .filter({ hasText: PALERMO.name });
    await palermo.getByRole('button').first().click();
    await palermo.getByRole('button', { name: 'Para llevar' }).click();
    await page.waitForURL((url) => url.pathname === `/sucursal/${PALERMO.id}/${PALERMO.storeId}`);
    await expect(page.getByRole('banner').getByRole('heading', { name: PALERMO.name })).toBeVisible();

    // Branch home → MENU.
    await page.getByRole('link', { name: 'Ver más' }).click();
    await page.waitForURL((url) => url.pathname === MENU);
    const carousel = page.getByRole('navigation', { name: 'Categorías' });
    await carousel.getByRole('button', { name: 'Pizzas' }).click();
    await expect(page).toHaveURL(/\?categoria=pizzas$/);
    await expect(headings(page)).toHaveText(['Pizzas']);
    await carousel.getByRole('button', { name: 'Vegano' }).click();
    await expect(page).toHaveURL(/\?preferencia=vegano$/);
    await expect(headings(page).first()).toHaveText('Vegano');
    await carousel.getByRole('button', { name: 'Vegano' }).click();
    await expect(headings(page).first()).toHaveText('Parrilla');

    // Search (the diner scrolls back up to the header's search box first), then the card of the result.
    const search = page.getByRole('searchbox');
    await expect(async () => {
      await page.mouse.wheel(0, -3000);
      await expect(search).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await search.fill('bife de chorizo');
    await expect(page).toHaveURL(/\?search=bife/);
    await expect(page.getByRole('heading', { name: 'Pizzas' })).toHaveCount(0);
    await page
      .getByRole('link', { name: /Bife de chorizo/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/product\/PAR-001/);

    // Adding with nothing chosen: both required groups say so, and the first is brought into view.
    await dialog.getByRole('textbox', { name: 'Observaciones' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(dialog.getByText('Elige una opción')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: /Punto de cocción/ })).toBeInViewport();

    // Options, an additional and an upsell.
    await option(dialog, 'Jugoso').click();
    await option(dialog, 'Papas fritas').click();
    await expect(dialog.getByText('Elige una opción')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sumar Huevo frito' }).click();
    await dialog.getByRole('button', { name: 'Agregar Porción de papas fritas' }).click();
    // 'Para llevar' prices the steak at its takeaway price (the seed's 17.900, not the 18.900 shown to a diner
    // with no consume mode): 17.900 + Huevo frito 700 + the upsell's 4.200.
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('22.800'));
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(page.locator('.product-overlay')).toHaveCount(0);

    // The checkout bar → ORDER_SUMMARY.
    const bar = page.getByRole('region', { name: 'Tu orden' });
    await expect(bar.getByText('2 productos seleccionados')).toBeVisible();
    await bar.getByRole('button', { name: 'Ver orden' }).click();
    await expect(page).toHaveURL('/resumen-de-orden');
    const line = page.getByTestId('summary-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByText('Jugoso')).toBeVisible();

    // 'Editar' → a changed choice → 'Guardar cambios' keeps one line with the new choice.
    await line.getByRole('link', { name: 'Editar Bife de chorizo' }).click();
    await expect(dialog).toBeVisible();
    await option(dialog, 'A punto').click();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.locator('.product-overlay')).toHaveCount(0);
    await expect(line).toHaveCount(1);
    await expect(line.getByText('A punto')).toBeVisible();
    await expect(line.getByText('Jugoso')).toHaveCount(0);
    await expect(line.getByText('Huevo frito')).toBeVisible();

    // The summary's total is the server's quote of the same lines (POST /api/pedido/quote).
    const serverTotal = page.getByTestId('server-total');
    await expect(serverTotal).toHaveText(/\$/);
    await expect(serverTotal).toHaveText((await page.getByTestId('cart-total').textContent()) ?? '');
    await expect(page.getByTestId('cart-total')).toHaveText(money('22.800'));
    expect(errors).toEqual([]);
  });
});
