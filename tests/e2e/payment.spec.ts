// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import { enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Payment verification against the real server and the payment sandbox, on a phone (ordering.md §4 "Sending an
 * order and online payment" step 5, "Processing screen"; §8 "Payment and order processing"). Each test is a fresh
 * guest with Morcilla × 2 to take away at Brasa Palermo Soho, paid online from CHECKOUT. The helpers up to the send
 * are the ones of send-order.spec.ts.
 */
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
const HOME = `/sucursal/${PALERMO.id}/${PALERMO.storeId}`;
const SUMMARY = '/resumen-de-orden';
const CHECKOUT = '/checkout';

interface Persisted {
  user?: { _id: string };
  order?: { draftOrderId: string | null; products: unknown[] };
}

/** The app's saved state (`persist:root` in idb-keyval's store). */
async function persisted(page: Page): Promise<Persisted> {
  return page.evaluate(
    () =>
      new Promise<Persisted>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result ?? {}) as Persisted);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** A pick-up time one hour ahead, as the datetime-local input takes it, in the branch's time (Buenos Aires). */
function pickUpValue(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 60 * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A guest with Morcilla × 2 in the cart, on ORDER_SUMMARY; answers the guest's id and the cart's draftOrderId. */
async function guestWithCart(page: Page) {
  await enterAsGuest(page);
  await waitForSplashToEnd(page);
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-011`);
  const dialog = page.getByRole('dialog', { name: 'Morcilla' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
  await expect.poll(async () => (await persisted(page)).order?.draftOrderId ?? null).not.toBeNull();
  const saved = await persisted(page);
  return { userId: saved.user?._id as string, draftOrderId: saved.order?.draftOrderId as string };
}

/** From ORDER_SUMMARY to CHECKOUT, takeaway chosen with a pick-up time, the guest modal dismissed. */
async function openCheckoutForTakeaway(page: Page) {
  if (new URL(page.url()).pathname !== CHECKOUT) {
    await page.goto(SUMMARY);
    await page.getByRole('button', { name: 'Confirmar orden' }).click();
    await page.waitForURL((url) => url.pathname === CHECKOUT);
  }
  const takeaway = page.getByRole('radio', { name: 'Para llevar' });
  await expect(takeaway).toBeVisible({ timeout: 15_000 });
  // The guest registration modal opens 2 s after CHECKOUT (once per draftOrderId) and covers the screen.
  await dismissGuestModal(page);
  // A controlled radio: checked once the checkout flow has taken the choice.
  await expect(async () => {
    if (!(await takeaway.isChecked())) await takeaway.click();
    await expect(takeaway).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const time = page.getByLabel('Horario de retiro');
  await time.fill(pickUpValue());
  await time.blur();
  await dismissGuestModal(page);
}

/** The guest registration modal (after 2 s, once per draftOrderId): 'Continuar sin registrarme'. */
async function dismissGuestModal(page: Page) {
  const keepGoing = page.getByRole('button', { name: 'Continuar sin registrarme' });
  await keepGoing.waitFor({ timeout: 3500 }).catch(() => {});
  if (await keepGoing.isVisible()) await keepGoing.click();
  await expect(keepGoing).toBeHidden();
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar orden' });

/** The pending payment keys in local storage ('idOrder' + provider name). */
const pendingKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('idOrder'))
      .map((k) => [k, localStorage.getItem(k)]),
  );

/** The verification calls the page makes, with their times. */
function watchVerifications(page: Page) {
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pedido/verificationordersend')) sent.push(Date.now());
  });
  return sent;
}

/** 'Enviar orden' with a card payment: the sandbox's hosted checkout opens in the provider window. */
async function sendAndOpenProvider(page: Page) {
  const popupOpened = page.context().waitForEvent('page');
  await sendButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\?preference=/, { timeout: 20_000 });
  return popup;
}

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
    await expect(status.getByText('Intento 2 de 3')).toBeVisible({ timeout: 15_000 });
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
