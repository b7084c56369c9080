// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import {
  decideInPopup,
  guestWithCart,
  HOME,
  openCheckoutForTakeaway,
  persisted,
  sendButton,
  serverOrders,
  verifyAgainIfOffered,
} from './checkout-support';

/**
 * Exactly one order, against the real server and the payment sandbox, on a phone (issue 12: "the kitchen gets
 * exactly one order, whatever the network, the popup or the diner's double taps do"; "a send whose answer was lost
 * is retried with the same draftOrderId and reports the one order"). Completes send-order.spec.ts (mouse double
 * click, reload mid-send, two tabs): two taps landing on the button before the processing screen replaces it, and a
 * create whose answer is lost on the way back. The server's order history is the witness.
 */

/** The sendorder requests the page makes (their bodies). */
function watchSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pedido/sendorder')) sends.push(r.postData() ?? '');
  });
  return sends;
}

/** The success face ('Verificar nuevamente' first when the 3 attempts ran out before the approval), then home. */
async function expectSent(page: Page) {
  await verifyAgainIfOffered(page);
  await expect(page.getByRole('heading', { name: 'Enviamos tu orden' })).toBeVisible({ timeout: 20_000 });
  await page.waitForURL((url) => url.pathname === HOME, { timeout: 8000 });
  await expect.poll(async () => (await persisted(page)).order?.products.length ?? 0).toBe(0);
}

test.describe('one order whatever the taps and the network do (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("two taps on 'Enviar orden' in the same frame (before the processing screen replaces it): one send, one window, one order", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { userId, draftOrderId } = await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const sends = watchSends(page);
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    // Both taps reach the same button element: React has not re-rendered between them.
    await sendButton(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(page.getByRole('heading', { name: 'Estamos procesando tu pago/órden' })).toBeVisible();
    await expect.poll(() => sends.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(2000);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0]).draftOrderId).toBe(draftOrderId);
    expect(popups).toHaveLength(1);
    await decideInPopup(popups[0], 'Aprobar');
    await expectSent(page);
    const orders = await serverOrders(page, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0].draftOrderId).toBe(draftOrderId);
  });

  test('the create reaches the server but its answer is lost: the app sends the same draftOrderId again and reports the one order', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { userId, draftOrderId } = await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const sends = watchSends(page);
    const answers: Array<{ duplicate?: boolean; data: { _id: string } }> = [];
    let lost = false;
    await page.route('**/api/pedido/sendorder', async (route) => {
      if (!lost) {
        lost = true;
        // The server creates the order; the connection drops before the answer comes back.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      const response = await route.fetch();
      answers.push(await response.json());
      await route.fulfill({ response });
    });
    const popupOpened = context.waitForEvent('page');
    await sendButton(page).click();
    const popup = await popupOpened;
    await expect.poll(() => sends.length, { timeout: 20_000 }).toBe(2);
    expect(sends.map((body) => JSON.parse(body).draftOrderId)).toEqual([draftOrderId, draftOrderId]);
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(1);
    // The second send found the order the first one created.
    expect(answers[0].duplicate).toBe(true);
    expect((await serverOrders(page, userId)).map((o) => o._id)).toEqual([answers[0].data._id]);
    await decideInPopup(popup, 'Aprobar');
    await expectSent(page);
    const orders = await serverOrders(page, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ _id: answers[0].data._id, draftOrderId });
  });
});
