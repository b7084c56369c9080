import { expect, type Locator, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * The order summary on a diner's first visit (issue 11, the diner's shot 15-summary): the mode chosen on
 * BASE ('Para llevar') prices the menu, the cart's lines AND the server's check of them (ordering.md §2
 * "Order summary", §4 "Price resolution", "Consume mode selection at the branch card"). Before the fix the
 * cart kept the preference saved when the app started (none: a table), so 'Total verificado' showed the
 * eat-in price and 'Los precios cambiaron: revisá tu orden.' although nothing had changed.
 */
test.use({ viewport: { width: 390, height: 844 } });

const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });

test("a guest choosing 'Para llevar' sees the summary verified at the takeaway price, with no price-change notice", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await enterAsGuest(page);
  const palermo = page
    .locator('.branches__list > li:not(.branch-card--skeleton)')
    .filter({ hasText: 'Brasa Palermo Soho' });
  await palermo.getByRole('button').first().click();
  await palermo.getByRole('button', { name: 'Para llevar' }).click();
  await page.waitForURL(/\/sucursal\/[^/]+\/brasa-palermo$/);

  // The same visit (no reload, which would hide the fault): MENU → 'Cortes vacunos' → the steak's overlay.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/menu/64b7f0a1c2d3e4f510000001/brasa-palermo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('button', { name: /Cortes vacunos/ }).click();
  await page
    .getByRole('link', { name: /Bife de chorizo/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await option(dialog, 'Jugoso').click();
  await option(dialog, 'Papas fritas').click();
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);

  const quotes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pedido/quote')) quotes.push(request.postData() ?? '');
  });
  await page.getByRole('region', { name: 'Tu orden' }).getByRole('button', { name: 'Ver orden' }).click();
  await expect(page).toHaveURL('/resumen-de-orden');

  const total = page.getByTestId('cart-total');
  const verified = page.getByTestId('server-total');
  await expect(verified).toHaveText(/\$\s/);
  await expect(verified).toHaveText((await total.textContent()) ?? '');
  await expect(page.getByText('Los precios cambiaron: revisá tu orden.')).toHaveCount(0);
  // The quote was asked for the chosen type (the payload's `type`), not the default table ('mesa').
  expect(quotes.length).toBeGreaterThan(0);
  expect(JSON.parse(quotes.at(-1) ?? '{}')).toMatchObject({ type: 'takeaway' });
  expect(errors).toEqual([]);
});
