import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, collectConsoleErrors, enterAsGuest, openOrigin, persistUser } from './support';

/**
 * The product overlay against the real server (ordering.md §2 "Product overlay", §4 "Order preparation",
 * §5 "Option groups", §8 "Product failure"), on a phone.
 */
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const AVELLANEDA = { id: '64b7f0a1c2d3e4f510000015', storeId: 'delplata-avellaneda' };
const productPath = (branch: { id: string; storeId: string }, sku: string) =>
  `/menu/${branch.id}/${branch.storeId}/product/${sku}`;

const overlay = (page: Page) => page.locator('.product-overlay');
/** An option's label, as a person taps it (the radio or checkbox input itself is visually hidden). */
const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });
const money = (text: string) => new RegExp(`\\$\\s?${text.replace('.', '\\.')}`);

test.describe('product overlay (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test('required groups stop the add and scroll to the first; options, an additional and an upsell update the total; adding closes the overlay', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await page.goto(`${productPath(PALERMO, 'PAR-001')}?categoria=parrilla`);
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('18.900'));

    // The first group is open; scroll the panel to the bottom, then try to add.
    await dialog.getByRole('textbox', { name: 'Observaciones' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(dialog.getByText('Elige una opción')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: /Punto de cocción/ })).toBeInViewport();

    await option(dialog, 'Jugoso').click();
    await expect(dialog.getByRole('button', { name: /Punto de cocción.*1\/1/ })).toBeVisible();
    // Choosing jumps to the next required group.
    await expect(dialog.getByRole('button', { name: /Guarnición/ })).toHaveAttribute('aria-expanded', 'true');
    // An ingredient priced above 0 is not offered; an inactive one neither.
    await expect(dialog.getByRole('radio', { name: 'Papas rústicas con cheddar' })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Calabaza asada' })).toHaveCount(0);
    await option(dialog, 'Papas fritas').click();
    await expect(dialog.getByText('Elige una opción')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Sumar Huevo frito' }).click();
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('19.600'));
    await dialog.getByRole('button', { name: 'Agregar Porción de papas fritas' }).click();
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('23.800'));
    await dialog.getByRole('button', { name: 'Sumar uno' }).click();
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('43.400'));

    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/menu/${PALERMO.id}/${PALERMO.storeId}\\?categoria=parrilla$`));
    expect(errors).toEqual([]);
  });

  test('a reload while configuring keeps the choices, the quantity and the observations; adding gives the same line price', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await enterAsGuest(page);
    await page.goto(productPath(PALERMO, 'PAR-001'));
    let dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await option(dialog, 'Jugoso').click();
    await option(dialog, 'Papas fritas').click();
    await dialog.getByRole('button', { name: 'Sumar Huevo frito' }).click();
    await dialog.getByRole('button', { name: 'Agregar Porción de papas fritas' }).click();
    await dialog.getByRole('textbox', { name: 'Observaciones' }).fill('Sin sal');
    await dialog.getByRole('button', { name: 'Sumar uno' }).click();
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('43.400'));

    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('43.400'));
    // The first group is open, as on any opening.
    await expect(dialog.getByRole('radio', { name: 'Jugoso' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: /Guarnición.*1\/1/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Observaciones' })).toHaveValue('Sin sal');
    await expect(dialog.getByRole('button', { name: 'Quitar uno' })).toBeEnabled();

    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(overlay(page)).toHaveCount(0);
    // 2 Bife + 1 upsell; the line's price is the one configured before the reload.
    await expect(page.getByTestId('checkout-bar-total')).toHaveText(money('43.400'));
    await expect(page.getByText('3 productos seleccionados')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('with two sauces chosen (maxQty 2) the other sauces and the sauces’ + are disabled', async ({
    page,
  }) => {
    await enterAsGuest(page);
    await page.goto(productPath(PALERMO, 'PAR-001'));
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await dialog.getByRole('button', { name: /Salsas/ }).click();
    await option(dialog, 'Chimichurri').click();
    await option(dialog, 'Salsa criolla').click();
    await expect(dialog.getByRole('checkbox', { name: 'Salsa criolla' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Provenzal' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sumar Chimichurri', exact: true })).toBeDisabled();
  });

  test("an unknown sku shows the spec's toast and 'Volver' leaves the overlay", async ({ page }) => {
    await enterAsGuest(page);
    await page.goto(productPath(PALERMO, 'NO-EXISTE'));
    await expect(
      page.getByText('No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.'),
    ).toBeVisible();
    await overlay(page).getByRole('button', { name: 'Volver' }).first().click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/product\//);
  });

  test("a branch that closed while the diner was in it: 'Agregar al pedido' shows the closed-branch modal, which stays, and adds nothing", async ({
    page,
  }) => {
    await enterAsGuest(page);
    // MENU of an open branch; then the branch closes (the dev route stands for its schedule).
    await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}`);
    const card = page.getByRole('link', { name: /Provoleta/ }).first();
    await expect(card).toBeVisible({ timeout: 10_000 });
    const forced = await page.request.put(`/api/dev/local/${PALERMO.id}/status`, {
      data: { status: 'close' },
    });
    expect(forced.status()).toBe(200);
    try {
      // Opening the product checks the branch again (GET /local/{brandId}/{storeId}).
      const checked = page.waitForResponse((r) => /\/api\/local\/[^/]+\/brasa-palermo/.test(r.url()));
      await card.click();
      const dialog = page.getByRole('dialog', { name: 'Provoleta' });
      await expect(dialog).toBeVisible();
      await checked;
      await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
      const modal = page.getByRole('dialog').filter({ hasText: 'está cerrado' });
      await expect(
        modal.getByText('En este momento Brasa Palermo Soho está cerrado y no podés realizar pedidos.'),
      ).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Ver locales abiertos' })).toHaveAttribute('href', '/');
      // It stays: longer than the 300 ms modal transition and any history step.
      await page.waitForTimeout(1000);
      await expect(modal).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/product\/PAR-014$/);
      // Nothing was added: no checkout bar.
      await expect(page.getByRole('region', { name: 'Tu orden' })).toHaveCount(0);
      // Closing the modal leaves the overlay as it was (the action is what is blocked).
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/product\/PAR-014$/);
      await expect(page.getByRole('region', { name: 'Tu orden' })).toHaveCount(0);
    } finally {
      await page.request.put(`/api/dev/local/${PALERMO.id}/status`, { data: { status: null } });
    }
  });

  test('axe finds no serious or critical violation on the overlay', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto(productPath(PALERMO, 'PAR-001'));
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await expect(dialog.getByText('Elige una opción')).toHaveCount(2);
    const results = await new AxeBuilder({ page }).include('.product-overlay').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('b2b product (phone)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("shows the price category's price and a typed quantity (300 ms, corrected on blur)", async ({
    page,
  }) => {
    const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173');
    const origin = `${base.protocol}//b2b.localhost:${base.port}`;
    await openOrigin(page, origin);
    const { data: user } = await api(page, '/login', {
      email: 'mayorista@b2b.demo.com',
      password: 'Demo1234',
    });
    await persistUser(page, user);
    await page.goto(`${origin}${productPath(AVELLANEDA, 'B2B-006')}`);
    const dialog = page.getByRole('dialog', { name: /Fideos secos/ });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    // mayorista 18.200 (default would be 19.800).
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('18.200'));
    const quantity = dialog.getByRole('spinbutton', { name: 'Cantidad:' });
    await quantity.fill('3');
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('54.600'));
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expect(dialog.locator('.product-bar__total')).toHaveText(money('18.200'));
  });
});
