// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import {
  devPost,
  guestWithCart,
  HOME,
  openCheckoutForTakeaway,
  persisted,
  refocus,
  sendButton,
} from './checkout-support';
import { collectConsoleErrors } from './support';

/**
 * The story on a phone against the real server (ordering.md §2 "Active order card", "Modals used by
 * ordering"; §3 "Order rating payload"; §4 "Active orders", "Order rating prompt"; §5 "Order rating"; §8 toasts): a
 * guest sends a takeaway order from CHECKOUT and pays it in the payment sandbox; its card shows 'Pedido Activo' and its
 * pick-up time; the demo kitchen, sped up (one of its steps per POST /api/dev/kitchen/tick, as KITCHEN_SPEED=0 stops
 * its own timer here), marks it RETIRADO; on the watcher's next fetch the rating prompt opens; a first 'Enviar' that
 * fails keeps the 4 stars and the text, the retry is thanked; the order leaves the active list and is first in the
 * history, with the rating and the right detail.
 */

/** The diner's orders on the server, asked with the page's own session. */
async function serverCall(page: Page, path: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/api${path}`, { credentials: 'include' });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  }, path);
}

/** §4 takeaway status line, written out from the spec: the pick-up instant's date and 'HH:MM UTC'. */
function pickUpLine(horaRetiro: string): string {
  const at = new Date(horaRetiro);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Horario de retiro: ${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} - ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

const ratingPut = (page: Page, orderId: string) =>
  page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/pedido/updateOrder/${orderId}`));

test.describe('order follow-up: the rating prompt (phone, real server)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("a takeaway order: 'Pedido Activo' → the kitchen marks it RETIRADO → '¿Cómo fue tu experiencia en Brasa Palermo Soho?' → a failed send keeps 4 stars and the text → the retry is thanked → the order leaves the active list and is first in the history", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { userId } = await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const popupOpened = context.waitForEvent('page');
    await sendButton(page).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/checkout\?preference=/, { timeout: 20_000 });
    await popup.getByRole('button', { name: 'Aprobar' }).click();
    const sent = page.getByRole('heading', { name: 'Enviamos tu orden' });
    const again = page.getByRole('button', { name: 'Verificar nuevamente' });
    await expect(sent.or(again)).toBeVisible({ timeout: 30_000 });
    if (await again.isVisible()) await again.click();
    await page.waitForURL((url) => url.pathname === HOME, { timeout: 20_000 });
    const errors = collectConsoleErrors(page);

    const [order] = await serverCall(page, `/pedido/active/${userId}`);
    const orderId = order._id as string;
    expect(order.type).toBe('takeaway');

    // §2: its card on the branch home.
    const card = page.getByRole('region', { name: 'Pedidos activos' }).getByRole('article');
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    await expect(card.getByRole('heading', { name: 'Pedido Activo' })).toBeVisible();
    await expect(card.getByText(`Compra: #${order.idOrder}`)).toBeVisible();
    // §4: the takeaway status line, its pick-up time read in UTC ('Horario de retiro: {date} - {HH:MM UTC}').
    await expect(card.getByText(pickUpLine(order.horaRetiro as string))).toBeVisible();

    // Not in a rating state yet: the kitchen's first steps open nothing. The demo kitchen runs sped up: each
    // POST /api/dev/kitchen/tick is one of its steps now (KITCHEN_SPEED=0 stops its own timer in the e2e).
    const dialog = page.getByRole('dialog', { name: '¿Cómo fue tu experiencia en Brasa Palermo Soho?' });
    let step = { estadoDeOrden: order.estadoDeOrden as string, orderStatus: order.orderStatus as string };
    for (let ticks = 0; step.estadoDeOrden !== 'RETIRADO'; ticks += 1) {
      expect(ticks, 'the kitchen marks the order RETIRADO within its steps').toBeLessThan(6);
      await refocus(page);
      await page.waitForTimeout(500);
      await expect(dialog).toHaveCount(0);
      await devPost(page, '/dev/kitchen/tick', {});
      const listed = (await serverCall(page, `/pedido/active/${userId}`)).find((o) => o._id === orderId);
      step = { estadoDeOrden: listed?.estadoDeOrden as string, orderStatus: listed?.orderStatus as string };
    }
    expect(step).toMatchObject({ estadoDeOrden: 'RETIRADO', orderStatus: 'ENVIADO' });

    // §4: on the watcher's next fetch the prompt opens, a bottom drawer on the phone.
    await refocus(page);
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const stars = dialog.getByRole('radiogroup', { name: 'Tu valoración' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    // The focus moves into the prompt, on the first star (arrows move along the group).
    await expect(stars.getByRole('radio', { name: '1 estrella' })).toBeFocused();
    const send = dialog.getByRole('button', { name: 'Enviar' });
    // §5: disabled until a rating of 1–5 stars is chosen.
    await expect(send).toBeDisabled();
    const drawer = await dialog.boundingBox();
    expect(drawer, 'the drawer').not.toBeNull();
    // A bottom drawer: its bottom edge on the screen's.
    expect(Math.round((drawer?.y ?? 0) + (drawer?.height ?? 0))).toBeGreaterThanOrEqual(840);
    await page.screenshot({ path: testInfo.outputPath('order-rating-drawer.png') });

    // A tap on the fourth star (the radio input itself is visually hidden inside its label).
    const fourth = stars.getByRole('radio', { name: '4 estrellas' });
    await stars
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 estrellas' }) })
      .click();
    await expect(fourth).toBeChecked();
    await expect(send).toBeEnabled();
    const text = dialog.getByRole('textbox', { name: 'Comparte tu experiencia en el lugar' });
    await text.fill('Todo muy rico, volveremos');
    await page.screenshot({ path: testInfo.outputPath('order-rating-filled.png') });

    // A send that fails (the connection drops): §8's failure toast; the stars and the text are kept.
    await page.route(`**/api/pedido/updateOrder/${orderId}`, (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    const failedPut = ratingPut(page, orderId);
    await send.click();
    expect((await failedPut).postDataJSON()).toEqual({
      activeOrder: 'false',
      experiencia: 'Todo muy rico, volveremos',
      valoracion: 4,
    });
    await expect(
      page.getByText('No se pudo compartir tu experiencia. Por favor, inténtalo de nuevo.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(stars.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await expect(text).toHaveValue('Todo muy rico, volveremos');
    await expect(send).toBeEnabled();

    // The retry reaches the server: thanked, the prompt closes, the active orders are fetched again.
    const put = ratingPut(page, orderId);
    const refetch = page.waitForRequest(
      (r) => r.method() === 'GET' && r.url().endsWith(`/api/pedido/active/${userId}`),
    );
    await send.click();
    expect((await put).postDataJSON()).toEqual({
      activeOrder: 'false',
      experiencia: 'Todo muy rico, volveremos',
      valoracion: 4,
    });
    await expect(page.getByText('¡Gracias por compartir tu experiencia!')).toBeVisible();
    await refetch;
    await expect(dialog).toBeHidden();

    // The order leaves the active list (the carousel goes) and is first in the history, with the rating.
    await expect(page.getByRole('region', { name: 'Pedidos activos' })).toHaveCount(0, { timeout: 10_000 });
    expect(await serverCall(page, `/pedido/active/${userId}`)).toEqual([]);
    const history = await serverCall(page, `/pedido/usuario/${userId}`);
    expect(history[0]).toMatchObject({
      _id: orderId,
      valoracion: 4,
      experiencia: 'Todo muy rico, volveremos',
    });
    await page.goto('/perfil/ordenes');
    const rows = page.getByRole('list', { name: 'Tus órdenes' }).getByRole('link');
    await expect(rows.first()).toHaveAttribute('href', `/perfil/ordenes/${orderId}`, { timeout: 15_000 });
    // With the right detail (§2 "Order detail"): 'Pagaste' (orderStatus ENVIADO), its transaction id, takeaway.
    await rows.first().click();
    await page.waitForURL((url) => url.pathname === `/perfil/ordenes/${orderId}`);
    const detail = page.getByRole('region', { name: 'Detalle de orden' });
    await expect(detail.getByText(`ID de transacción #${order.idOrder}`)).toBeVisible({ timeout: 15_000 });
    await expect(detail.getByText('Pagaste', { exact: true })).toBeVisible();
    await expect(detail.getByText('Para llevar', { exact: true })).toBeVisible();
    await expect(detail.getByRole('list', { name: 'Productos' }).getByText('Morcilla')).toBeVisible();

    // Never twice: back on the branch home after a reload, nothing opens for it.
    await page.goto(HOME);
    await refocus(page);
    await page.waitForTimeout(1500);
    await expect(dialog).toHaveCount(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('app_order_rating_prompted') ?? '[]')),
    ).toEqual([orderId]);
    expect((await persisted(page)).user?._id).toBe(userId);
    // Only the planted connection drop is logged.
    expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
