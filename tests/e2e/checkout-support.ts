import { expect, type Page } from '@playwright/test';
import { enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Shared by the specs that send an order from CHECKOUT (send-order.spec.ts, payment.spec.ts): a fresh guest with
 * Morcilla × 2 (paid online) to take away at Brasa Palermo Soho (open 24 h).
 */
export const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
export const HOME = `/sucursal/${PALERMO.id}/${PALERMO.storeId}`;
export const SUMMARY = '/resumen-de-orden';
export const CHECKOUT = '/checkout';

export interface Persisted {
  user?: { _id: string };
  order?: { draftOrderId: string | null; products: unknown[] };
}

/** The app's saved state (`persist:root` in idb-keyval's store). */
export async function persisted(page: Page): Promise<Persisted> {
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
export function pickUpValue(): string {
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
export async function guestWithCart(page: Page) {
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
export async function openCheckoutForTakeaway(page: Page) {
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
export async function dismissGuestModal(page: Page) {
  const keepGoing = page.getByRole('button', { name: 'Continuar sin registrarme' });
  await keepGoing.waitFor({ timeout: 3500 }).catch(() => {});
  if (await keepGoing.isVisible()) await keepGoing.click();
  await expect(keepGoing).toBeHidden();
}

export const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar orden' });
