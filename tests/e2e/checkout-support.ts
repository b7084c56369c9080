import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, expect, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Shared by the specs that send an order from CHECKOUT (send-order.spec.ts, payment.spec.ts): a fresh guest with
 * Morcilla × 2 (paid online) to take away at Brasa Palermo Soho (open 24 h).
 */
export const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo' };
/** Two seeded products without options, for carts whose prices the specs change: Morcilla $ 2.900, Coca-Cola $ 2.500. */
export const MORCILLA = 'PAR-011';
export const COKE = 'BEB-001';
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

/** The branch's wall clock (Buenos Aires) `minutes` from now, as the datetime-local input takes it. */
export function branchTime(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A pick-up time one hour ahead, in the branch's time. */
export const pickUpValue = (): string => branchTime(60);

/** A guest with Morcilla × 2 in the cart, on ORDER_SUMMARY; answers the guest's id and the cart's draftOrderId. */
export async function guestWithCart(page: Page) {
  await enterAsGuest(page);
  await waitForSplashToEnd(page);
  await addProduct(page, MORCILLA, 'Morcilla');
  await expect.poll(async () => (await persisted(page)).order?.draftOrderId ?? null).not.toBeNull();
  const saved = await persisted(page);
  return { userId: saved.user?._id as string, draftOrderId: saved.order?.draftOrderId as string };
}

/** The demo brand (Brasa), whose catalogue the dev tools below change. */
export const BRAND_ID = '64b7f0a1c2d3e4f5a6b7c801';

/**
 * A dev-only catalogue tool, PUT /api/dev/marca/{BRAND_ID}/producto/{sku}/precio {price} or …/activo {active}:
 * expects 200, answers its data (`previousPrice`, to restore it; the run's specs share the server).
 */
export async function devPutProduct(page: Page, path: string, body: unknown) {
  const response = await page.request.put(`/api/dev/marca/${BRAND_ID}/producto/${path}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { previousPrice?: unknown };
}

/** Adds a product without options from its product overlay at Brasa Palermo Soho. */
export async function addProduct(page: Page, sku: string, name: string) {
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/${sku}`);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
}

/** The skus of the cart's lines, as saved. */
export const cartSkus = async (page: Page) =>
  ((await persisted(page)).order?.products ?? []).map((line) => (line as { sku: string }).sku);

/** 'Para llevar' on CHECKOUT: a controlled radio, checked once the checkout flow has taken the choice. */
export async function chooseTakeaway(page: Page) {
  const takeaway = page.getByRole('radio', { name: 'Para llevar' });
  await expect(async () => {
    if (!(await takeaway.isChecked())) await takeaway.click();
    await expect(takeaway).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
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
  await chooseTakeaway(page);
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

/** An order as the server's history answers it (GET /api/pedido/usuario/:userId), the fields the specs read. */
export interface ServerOrder {
  _id: string;
  draftOrderId?: string;
  type: string;
  mesa?: string | null;
  mesaId?: string | null;
  deliveryAddressId?: string | null;
  metodoDePago?: string | null;
  subtotal?: number;
}

/** The user's orders on the server, asked with the page's own session (newest first). */
export async function serverOrders(page: Page, userId: string): Promise<ServerOrder[]> {
  return page.evaluate(async (userId) => {
    const response = await fetch(`/api/pedido/usuario/${userId}`, { credentials: 'include' });
    const json = await response.json();
    if (!response.ok) throw new Error(`orders answered ${response.status}: ${JSON.stringify(json)}`);
    return json.data;
  }, userId);
}

/** From ORDER_SUMMARY to CHECKOUT with no consume type chosen yet; the guest modal dismissed. */
export async function openCheckout(page: Page) {
  await page.goto(SUMMARY);
  await page.getByRole('button', { name: 'Confirmar orden' }).click();
  await page.waitForURL((url) => url.pathname === CHECKOUT);
  await expect(page.getByRole('radiogroup', { name: 'Tipo de consumición' })).toBeVisible({
    timeout: 15_000,
  });
  await dismissGuestModal(page);
}

/**
 * CHECKOUT_SEARCH_ADDRESS: types `query` in the autocomplete (the reference server's gazetteer), picks the
 * suggestion matching `pick`, fills the form and saves; the app goes back to CHECKOUT.
 */
export async function addAddressViaAutocomplete(
  page: Page,
  address: { query: string; pick: RegExp; tag: string; phone: string; instructions: string },
  /** Checks the form once it shows, before it is filled. */
  checkForm?: (form: Locator) => Promise<void>,
) {
  const search = page.getByRole('combobox', { name: 'Dirección' });
  await search.fill(address.query);
  const suggestion = page
    .getByRole('listbox', { name: 'Sugerencias' })
    .getByRole('option', { name: address.pick });
  await expect(suggestion).toBeVisible({ timeout: 10_000 });
  await suggestion.click();
  const form = page.getByRole('form', { name: 'Nueva dirección' });
  if (checkForm) await checkForm(form);
  await form.getByLabel('Etiqueta tu dirección').fill(address.tag);
  const phone = form.getByLabel('Teléfono');
  if (await phone.count()) await phone.fill(address.phone);
  await form.getByLabel('Instrucciones de entrega').fill(address.instructions);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL((url) => url.pathname === CHECKOUT, { timeout: 15_000 });
}

/** The sandbox's hosted checkout in the provider window: 'Aprobar' (or 'Rechazar' / 'Cerrar'). */
export async function decideInPopup(popup: Page, button: 'Aprobar' | 'Rechazar' | 'Cerrar') {
  await popup.waitForURL(/\/checkout\?preference=/, { timeout: 20_000 });
  // A decision closes the window: a click whose page closes under it is the click having worked.
  await popup
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
}

/** 'Enviar orden' with a card payment: the sandbox's hosted checkout opens in the provider window. */
export async function sendAndOpenProvider(page: Page) {
  const popupOpened = page.context().waitForEvent('page');
  await sendButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\?preference=/, { timeout: 20_000 });
  return popup;
}

/**
 * The sandbox's 'close' message starts a verification; when the three attempts ran out before the approval (a slow
 * machine), the error face offers 'Verificar nuevamente', which verifies the approved payment.
 */
export async function verifyAgainIfOffered(page: Page) {
  const sent = page.getByRole('heading', { name: 'Enviamos tu orden' });
  const again = page.getByRole('button', { name: 'Verificar nuevamente' });
  await expect(sent.or(again)).toBeVisible({ timeout: 20_000 });
  if (await again.isVisible()) await again.click();
}

/** A dev-only tool (POST /api/dev/…, e.g. /dev/pedido/:id/advance or /age): expects 200, answers its data. */
export async function devPost<T = Record<string, unknown>>(
  page: Page,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.post(`/api${path}`, body === undefined ? {} : { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as T;
}

/** The diner comes back to the tab: the active-orders watcher fetches at once (§4; else within its 20 s poll). */
export async function refocus(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** The verification calls (POST /api/pedido/verificationordersend) the page makes, with their times. */
export function watchVerifications(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pedido/verificationordersend') && request.method() === 'POST')
      sent.push(Date.now());
  });
  return sent;
}

/**
 * A Y4M video (YUV4MPEG2, 4:2:0, raw frames) of `frames` identical frames showing `text` as a QR code, black on
 * white, centred, its side about half the frame's height (inside the scanner's 60 % region): Chromium's fake camera
 * plays it (`--use-file-for-fake-video-capture`). Used by tests/e2e/qr-scanner.spec.ts and table-order.spec.ts.
 */
export function writeQrVideo(name: string, text: string, width = 640, height = 480, frames = 10): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((Math.min(width, height) * 0.5) / size);
  const side = size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const offset = (top + row * scale + dy) * width + left + col * scale;
        y.fill(0, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(tmpdir(), `checkout-e2e-${name}-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/**
 * A table QR as the branch prints it (ordering.md §4 "Table QR entry": table, table_id, branch_id, store_id; mesa and
 * mesaId are integers in the order, §3).
 */
export const tableQrUrl = (branch: { id: string; storeId: string }, table: number, tableId: number) =>
  `https://brasa.localhost/?table=${table}&table_id=${tableId}&branch_id=${branch.id}&store_id=${branch.storeId}`;

/**
 * Its own Chromium (the camera flags are per launch) with a phone-sized (390 × 844) context on the run's server:
 * with `video`, the fake camera shows it and the browser's camera prompt answers yes; with null, a camera exists
 * but the prompt answers no (no fake UI, no granted permission). Close the browser when done.
 */
export async function launchPhoneWithCamera(video: string | null, baseURL: string | undefined) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      ...(video ? ['--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  return { browser, context, page: await context.newPage() };
}
