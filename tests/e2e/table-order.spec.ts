// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  CHECKOUT,
  guestWithCart,
  HOME,
  launchPhoneWithCamera,
  openCheckout,
  PALERMO,
  persisted,
  sendButton,
  serverOrders,
  tableQrUrl,
  writeQrVideo,
} from './checkout-support';
import { collectConsoleErrors } from './support';

/**
 * The table path from CHECKOUT against the real server, on a phone (ordering.md §4 "Consume type at checkout"
 * choosing local, "QR scanner", "Sending an order and online payment" step 4 — 'cash' for table orders; §2 "Table
 * selection"). A fresh guest with Morcilla at Brasa Palermo Soho chooses 'Consumir aquí' on CHECKOUT; the scanner
 * reads the REAL QR of Palermo's table 7 (table_id 107) from Chromium's fake camera (a Y4M the test writes from
 * qrcode's matrix); back on CHECKOUT the table is shown, and 'Enviar orden' makes one 'mesa' order at that table on
 * the server (no card provider: no popup).
 */
const SELECT_TABLE = '/checkout/seleccionar-mesa';
let browser: Browser | null = null;
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

test.describe('table order from CHECKOUT (phone, real server, fake camera)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');
  const video = writeQrVideo('table-7', tableQrUrl(PALERMO, 7, 107));

  test("'Consumir aquí' → the scanner reads table 7 → CHECKOUT shows 'Mesa 7' → 'Enviar orden' → one 'mesa' order at table 7 → 'Enviamos tu orden'", async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = await launchPhoneWithCamera(video, baseURL);
    browser = phone.browser;
    const { page, context } = phone;
    const errors = collectConsoleErrors(page);
    const { userId, draftOrderId } = await guestWithCart(page);
    await openCheckout(page);

    // 'Consumir aquí' without a preference goes to the table selection (the radio is left as the choice navigates).
    await page.getByRole('radio', { name: 'Consumir aquí' }).click();
    await page.waitForURL((url) => url.pathname === SELECT_TABLE, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Selección de mesa' })).toBeVisible();

    // The fake camera shows table 7's QR: the scanner sets the table and goes back to CHECKOUT (replacing).
    await page.waitForURL((url) => url.pathname === CHECKOUT, { timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Consumir aquí' })).toBeChecked({ timeout: 10_000 });
    await expect(page.getByText('Mesa 7', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Escanear QR' }).or(page.getByRole('button', { name: 'Cambiar' })),
    ).toBeVisible();
    const saved = (await persisted(page)).order as unknown as {
      consumeType: string;
      table: string;
      tableId: string;
    };
    expect(saved).toMatchObject({ consumeType: 'local', table: '7', tableId: '107' });
    // Table orders are paid at the branch (a guest has no points): 'Pago en local'.
    await expect(page.getByTestId('payment-method')).toHaveText('Pago en local');
    // A guest: the registration promo shows on CHECKOUT (1 s after it opened) whatever the consume type.
    await expect(page.getByTestId('guest-promo')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checkout-table.png'), fullPage: true });

    // 'Enviar orden': no provider window; one 'mesa' order at table 7.
    const popups: unknown[] = [];
    context.on('page', (p) => popups.push(p));
    const answered = page.waitForResponse((r) => r.url().includes('/api/pedido/sendorder'), {
      timeout: 20_000,
    });
    await sendButton(page).click();
    const answer = (await (await answered).json()) as { data: { _id: string }; preferenceId?: string };
    expect(answer.preferenceId ?? null).toBeNull();
    await expect(page.getByRole('heading', { name: 'Enviamos tu orden' })).toBeVisible({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === HOME, { timeout: 8000 });
    await expect.poll(async () => (await persisted(page)).order?.products.length ?? 0).toBe(0);
    expect(popups).toEqual([]);
    const orders = await serverOrders(page, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ _id: answer.data._id, draftOrderId, type: 'mesa' });
    expect(String(orders[0].mesa)).toBe('7');
    expect(String(orders[0].mesaId)).toBe('107');
    expect(errors).toEqual([]);
  });
});
