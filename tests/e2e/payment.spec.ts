// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import {
  guestWithCart,
  HOME,
  openCheckoutForTakeaway,
  persisted,
  sendAndOpenProvider,
  watchVerifications,
} from './checkout-support';
import { waitForSplashToEnd } from './support';

/**
 * Payment verification against the real server and the payment sandbox, on a phone (ordering.md §4 "Sending an
 * order and online payment" step 5, "Processing screen"; §8 "Payment and order processing"). Each test is a fresh
 * guest with Morcilla × 2 to take away at Brasa Palermo Soho, paid online from CHECKOUT. The helpers up to the send
 * are shared with send-order.spec.ts (checkout-support.ts).
 */

/** The pending payment keys in local storage ('idOrder' + provider name). */
const pendingKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('idOrder'))
      .map((k) => [k, localStorage.getItem(k)]),
  );

test.describe('payment verification (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reject in the sandbox popup → 'Intento n de 3' retries → the exhaustion line and manual verification", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const attempts = watchVerifications(page);
    const popup = await sendAndOpenProvider(page);
    expect((await pendingKeys(page)).length).toBe(1);
    await popup.getByRole('button', { name: 'Rechazar' }).click();
    const status = page.locator('.processing__status');
    // 'Intento 2 de 3' stays through the 3 s backoff; the 3rd attempt is over in a moment, so it is counted.
    await expect(status.getByText('Intento 2 de 3', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.'),
    ).toBeVisible({ timeout: 15_000 });
    expect(attempts.length).toBe(3);
    await expect(page.getByRole('heading', { name: 'No se pudo procesar tu pago/órden' })).toBeVisible();
    // The stored id is removed after the last attempt.
    expect(await pendingKeys(page)).toEqual([]);
    const again = page.getByRole('button', { name: 'Verificar nuevamente' });
    await expect(again).toBeVisible();
    const sent = watchVerifications(page);
    await again.click();
    // Manual verification asks the server again (with this order's id; the key is gone).
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(
      page.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.'),
    ).toBeVisible({ timeout: 20_000 });
    // Nothing in the cart was lost.
    expect((await persisted(page)).order?.products.length).toBeGreaterThan(0);
  });

  test('a tampered stored id on load: nothing is sent, the key is removed, the cart is intact', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await guestWithCart(page);
    const products = (await persisted(page)).order?.products.length;
    await page.evaluate(() => localStorage.setItem('idOrderMercado Pago', '"><img src=x onerror=alert(1)>'));
    const sent = watchVerifications(page);
    await page.goto(HOME);
    await waitForSplashToEnd(page);
    // The background reading: 5 s after load the stored id is read, found tampered and removed.
    await expect.poll(() => pendingKeys(page), { timeout: 15_000 }).toEqual([]);
    expect(sent).toEqual([]);
    expect((await persisted(page)).order?.products.length).toBe(products);
  });
});
