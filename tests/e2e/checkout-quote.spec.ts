import { expect, test } from '@playwright/test';
import {
  addProduct,
  COKE,
  cartSkus,
  devPutProduct as devPut,
  guestWithCart,
  MORCILLA,
  openCheckoutForTakeaway,
  persisted,
  sendButton,
  serverOrders,
} from './checkout-support';

/**
 * A quote that changed since the cart was built (issue 12 "Bad input"), on a phone against the real server: the
 * diner builds the cart, then the catalogue changes under it through the dev routes (PUT
 * /api/dev/marca/:brandId/producto/:sku/precio and …/activo). CHECKOUT names what changed; a new price is shown
 * and sent at; a withdrawn product blocks 'Enviar orden' until its line is removed; the cart's lines survive a
 * reload throughout. The server's own order history is the witness of what was sent.
 */

test.describe('a quote that changed since the cart was built (phone, real server)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test('a price changed: the message names it, the new total shows, the order is sent at the new price', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { userId } = await guestWithCart(page);
    const lines = ((await persisted(page)).order?.products ?? []) as Array<{ quantity: number }>;
    const quantity = Number(lines[0]?.quantity);
    const changed = await devPut(page, `${MORCILLA}/precio`, { price: 3500 });
    try {
      await openCheckoutForTakeaway(page);
      const notice = page.getByRole('status').filter({ hasText: 'Algunos precios cambiaron' });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      const before = (2900 * quantity).toLocaleString('es-AR');
      const after = (3500 * quantity).toLocaleString('es-AR');
      await expect(notice).toContainText('Morcilla');
      // Money reads as everywhere else: '$', a no-break space, es-AR grouping.
      await expect(notice).toContainText(`Antes $\u00a0${before}, ahora $\u00a0${after}`);
      await expect(page.getByTestId('checkout-total')).toContainText(after);

      // A reload keeps the cart's line and shows the change again.
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 15_000 });
      expect(await cartSkus(page)).toEqual([MORCILLA]);
      await expect(page.getByTestId('checkout-total')).toContainText(after);

      // Sent at the new price (the payment window opens in the tap; the order exists on the server at once).
      const popupOpened = context.waitForEvent('page');
      await sendButton(page).click();
      const popup = await popupOpened;
      await expect
        .poll(async () => (await serverOrders(page, userId)).map((o) => o.subtotal), { timeout: 20_000 })
        .toEqual([3500 * quantity]);
      await popup.close();
    } finally {
      await devPut(page, `${MORCILLA}/precio`, { price: changed.previousPrice });
    }
  });

  test("a product withdrawn: its line is marked, 'Enviar orden' blocked; 'Quitar' removes only it and sending works", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { userId } = await guestWithCart(page);
    await addProduct(page, COKE, 'Coca-Cola 500 ml');
    await expect.poll(() => cartSkus(page)).toEqual([MORCILLA, COKE]);
    await devPut(page, `${MORCILLA}/activo`, { active: false });
    try {
      await openCheckoutForTakeaway(page);
      const alert = page.getByRole('alert').filter({ hasText: 'Algunos productos ya no están disponibles' });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert).toContainText('Morcilla');
      await expect(alert).toContainText('Ya no está disponible');
      await expect(alert).not.toContainText('Coca-Cola');
      await expect(sendButton(page)).toBeDisabled();

      // A reload keeps both lines; the mark and the block come back.
      await page.reload();
      await expect(alert).toBeVisible({ timeout: 15_000 });
      expect(await cartSkus(page)).toEqual([MORCILLA, COKE]);
      await expect(sendButton(page)).toBeDisabled();

      await alert.getByRole('button', { name: 'Quitar Morcilla de la orden' }).click();
      await expect(alert).toBeHidden({ timeout: 15_000 });
      await expect.poll(() => cartSkus(page)).toEqual([COKE]);
      await expect(page.getByTestId('checkout-total')).toContainText('2.500');
      await expect(sendButton(page)).toBeEnabled();

      const popupOpened = context.waitForEvent('page');
      await sendButton(page).click();
      const popup = await popupOpened;
      await expect
        .poll(async () => (await serverOrders(page, userId)).map((o) => o.subtotal), { timeout: 20_000 })
        .toEqual([2500]);
      await popup.close();
    } finally {
      await devPut(page, `${MORCILLA}/activo`, { active: true });
    }
  });
});
