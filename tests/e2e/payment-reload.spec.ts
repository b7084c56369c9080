// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, test } from '@playwright/test';
import {
  CHECKOUT,
  decideInPopup,
  guestWithCart,
  HOME,
  openCheckoutForTakeaway,
  persisted,
  sendAndOpenProvider,
  serverOrders,
  watchVerifications,
} from './checkout-support';
import { waitForSplashToEnd } from './support';

const EXHAUSTED = 'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.';

/**
 * Issue 12, the diner's report: the order is sent, the diner RELOADS while the provider window is open, then
 * approves in that window. The reload must end like the non-reload path (ordering.md §4 step 5 "on load, when a
 * stored id exists"; "Processing screen": 'Enviamos tu orden', then after 3 s the cart is cleared and the branch
 * home opens): never a full cart whose order was paid, and exactly one order on the server.
 */
test.describe('reload while the provider window is open (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("reload on the processing screen, approve in the provider window: 'Enviamos tu orden' or the branch home, an empty cart, one order", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { userId, draftOrderId } = await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const popup = await sendAndOpenProvider(page);
    await expect(page.getByRole('heading', { name: 'Estamos procesando tu pago/órden' })).toBeVisible();
    await page.reload();
    await waitForSplashToEnd(page);
    expect(new URL(page.url()).pathname).toBe(CHECKOUT);
    // The cart kept its draftOrderId through the reload (a second send would answer the same order).
    expect((await persisted(page)).order?.draftOrderId).toBe(draftOrderId);
    // The load's verification shows on the processing screen while the payment is pending.
    await expect(page.getByRole('heading', { name: 'Estamos procesando tu pago/órden' })).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForTimeout(1500);
    await decideInPopup(popup, 'Aprobar');
    const sent = page.getByRole('heading', { name: 'Enviamos tu orden' });
    await expect
      .poll(async () => (await sent.isVisible()) || new URL(page.url()).pathname === HOME, {
        timeout: 30_000,
      })
      .toBe(true);
    await page.waitForURL((url) => url.pathname === HOME, { timeout: 10_000 });
    await expect
      .poll(async () => (await persisted(page)).order?.products.length ?? 0, { timeout: 10_000 })
      .toBe(0);
    await expect(page.getByRole('button', { name: 'Enviar orden' })).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('idOrder'))),
    ).toEqual([]);
    const orders = await serverOrders(page, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0].draftOrderId).toBe(draftOrderId);
  });

  test("reload, the load's three attempts run out, then the diner approves in the provider window: its close message verifies, 'Enviamos tu orden', one order", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { userId, draftOrderId } = await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const popup = await sendAndOpenProvider(page);
    await page.reload();
    await waitForSplashToEnd(page);
    // Counted from the reload on: the load's run asks three times (the payment is still pending: 409 each time).
    const attempts = watchVerifications(page);
    await expect(page.getByText(EXHAUSTED)).toBeVisible({ timeout: 30_000 });
    expect(attempts).toHaveLength(3);
    // The run is over; nothing is asked any more on its own.
    await page.waitForTimeout(2000);
    expect(attempts).toHaveLength(3);
    // The diner, still in the provider window, approves: the window's close message reaches the reloaded app
    // (the same tab, its opener), which verifies once more without 'Verificar nuevamente' being tapped.
    await decideInPopup(popup, 'Aprobar');
    await expect(page.getByRole('heading', { name: 'Enviamos tu orden' })).toBeVisible({ timeout: 15_000 });
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    await page.waitForURL((url) => url.pathname === HOME, { timeout: 10_000 });
    await expect
      .poll(async () => (await persisted(page)).order?.products.length ?? 0, { timeout: 10_000 })
      .toBe(0);
    const orders = await serverOrders(page, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0].draftOrderId).toBe(draftOrderId);
  });
});
