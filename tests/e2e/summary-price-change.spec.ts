import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  CHECKOUT,
  COKE,
  cartSkus,
  devPutProduct,
  guestWithCart,
  MORCILLA,
  openCheckoutForTakeaway,
  persisted,
  SUMMARY,
  sendButton,
} from './checkout-support';
import { collectConsoleErrors } from './support';

/**
 * ORDER_SUMMARY after the catalogue changed under the cart (issues 11/12, the diner's report), on a phone against
 * the real server: the summary's quote (POST /pedido/quote?unavailable=mark) names the line whose price changed,
 * with its amount before and after; a withdrawn product's line gets 'Quitar', which removes it through the cart,
 * and the order goes on to CHECKOUT with 'Enviar orden' available. The catalogue is changed with the dev routes
 * and restored at the end (the run's specs share the server).
 */

const cartLines = async (page: Page) =>
  ((await persisted(page)).order?.products ?? []) as Array<{ sku: string; price: number; quantity: number }>;

/** axe-core's serious and critical violations on the page (the notices are regions with a list and buttons). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('ORDER_SUMMARY names what changed since the cart was built (phone, real server)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("a price changed: the notice names the product with 'Antes $ X, ahora $ Y'", async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await guestWithCart(page);
    const [line] = await cartLines(page);
    const quantity = Number(line?.quantity);
    const changed = await devPutProduct(page, `${MORCILLA}/precio`, { price: 3500 });
    try {
      await page.goto(SUMMARY);
      const notice = page.getByRole('status').filter({ hasText: 'Los precios cambiaron: revisá tu orden.' });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      const before = (Number(line?.price) * quantity).toLocaleString('es-AR');
      const after = (3500 * quantity).toLocaleString('es-AR');
      await expect(notice.getByRole('listitem')).toHaveCount(1);
      await expect(notice.getByRole('listitem')).toContainText('Morcilla');
      // Money reads as everywhere else: '$', a no-break space, es-AR grouping.
      await expect(notice.getByRole('listitem')).toContainText(
        `Antes $\u00a0${before}, ahora $\u00a0${after}`,
      );
      await expect(page.getByTestId('server-total')).toHaveText(`$\u00a0${after}`);
      // Nothing in the cart is lost: the line is kept as it was added.
      expect(await cartSkus(page)).toEqual([MORCILLA]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await devPutProduct(page, `${MORCILLA}/precio`, { price: changed.previousPrice });
    }
    // Back at its price, the summary has nothing to report.
    await page.reload();
    await expect(page.getByTestId('server-total')).toHaveText(
      (await page.getByTestId('cart-total').textContent()) ?? '',
      { timeout: 15_000 },
    );
    await expect(page.getByText('Los precios cambiaron: revisá tu orden.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a product withdrawn: its line is named with 'Quitar', which removes only it; the order goes on", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await guestWithCart(page);
    await addProduct(page, COKE, 'Coca-Cola 500 ml');
    await expect.poll(() => cartSkus(page)).toEqual([MORCILLA, COKE]);
    await devPutProduct(page, `${MORCILLA}/activo`, { active: false });
    try {
      await page.goto(SUMMARY);
      const alert = page.getByRole('alert').filter({ hasText: 'Algunos productos ya no están disponibles' });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText('Morcilla');
      await expect(alert).toContainText('Ya no está disponible');
      await expect(alert).not.toContainText('Coca-Cola');
      // The withdrawn line explains the lower verified total: no price-change notice.
      await expect(page.getByText('Los precios cambiaron: revisá tu orden.')).toHaveCount(0);
      await expect(page.getByTestId('server-total')).toHaveText('$\u00a02.500');
      expect(await seriousViolations(page)).toEqual([]);

      await alert.getByRole('button', { name: 'Quitar Morcilla de la orden' }).click();
      await expect(alert).toBeHidden({ timeout: 15_000 });
      await expect.poll(() => cartSkus(page)).toEqual([COKE]);
      await expect(page.getByTestId('summary-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-total')).toHaveText('$\u00a02.500');
      await expect(page.getByTestId('server-total')).toHaveText('$\u00a02.500');
      // The quote never failed (a withdrawn product used to refuse it: 'Total verificado' '—' and a logged error).
      expect(errors).toEqual([]);

      // The order goes on: 'Confirmar orden' → CHECKOUT, where 'Enviar orden' is available.
      await page.getByRole('button', { name: 'Confirmar orden' }).click();
      await page.waitForURL((url) => url.pathname === CHECKOUT);
      await openCheckoutForTakeaway(page);
      await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'ya no están disponibles' })).toHaveCount(0);
    } finally {
      await devPutProduct(page, `${MORCILLA}/activo`, { active: true });
    }
  });
});
