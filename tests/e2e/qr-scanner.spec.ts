import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { launchPhoneWithCamera, writeQrVideo } from './checkout-support';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * CHECKOUT_SELECT_TABLE against the real server, on a phone (ordering.md §2 "Table selection", §4 "QR scanner",
 * §5 "Table QR", §8 "Camera, QR and maps"). The scanner reads a REAL QR code from Chromium's fake camera: each
 * describe writes a Y4M video (raw frames: the QR drawn from qrcode's module matrix into the Y plane, U/V grey)
 * and launches Chromium with it as the camera (`--use-file-for-fake-video-capture`), so the picture goes
 * through getUserMedia, the <video>, the 60 % scan region and qr-scanner's worker like a phone's camera would.
 * With the fake UI the camera counts as allowed, so the modal is skipped; the modal's answers are tested with a
 * camera whose prompt answers no. The diner reaches the screen after adding a product at Brasa Palermo (CHECKOUT's 'Consumir aquí' is the
 * checkout helper's; the route is opened by its path).
 */
const PALERMO = { id: '64b7f0a1c2d3e4f510000001', storeId: 'brasa-palermo', name: 'Brasa Palermo Soho' };
const BELGRANO = { id: '64b7f0a1c2d3e4f510000002', storeId: 'brasa-belgrano' };
const SELECT_TABLE = '/checkout/seleccionar-mesa';

const tableUrl = (branch: { id: string; storeId: string }, table: string) =>
  `https://brasa.localhost/?table=${table}&table_id=mesa-${table}&branch_id=${branch.id}&store_id=${branch.storeId}`;

let browser: Browser | null = null;
// Each test launches its own Chromium and walks from the guest entry: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });
test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

/**
 * A phone-sized page in its own Chromium (the camera flags are per launch, so each test launches one): with
 * `video`, the camera shows it and the browser's camera prompt answers yes; without, a camera exists but the
 * prompt answers no (no fake UI, no granted permission).
 */
async function phoneWithCamera(video: string | null): Promise<Page> {
  const launched = await launchPhoneWithCamera(video, test.info().project.use.baseURL);
  browser = launched.browser;
  return launched.page;
}

/** Guest at Brasa Palermo with a Provoleta in the cart, then 'Selección de mesa'. */
async function openTableSelection(page: Page) {
  await enterAsGuest(page);
  await page.goto(`/menu/${PALERMO.id}/${PALERMO.storeId}/product/PAR-014`);
  const dialog = page.getByRole('dialog', { name: 'Provoleta' });
  // The menu and the product load from the real server (slow when the machine is busy).
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
  await expect(page.locator('.product-overlay')).toHaveCount(0);
  await page.goto(SELECT_TABLE);
  await expect(page.getByRole('heading', { name: 'Selección de mesa' })).toBeVisible();
}

/** 'Permitir acceso a la cámara' opens as a bottom drawer with the focus inside; 'Aceptar' (or 'Cancelar'). */
async function answerPermission(page: Page, answer: 'Aceptar' | 'Cancelar') {
  const modal = page.getByRole('dialog', { name: 'Permitir acceso a la cámara' });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByText('Necesitamos acceso a tu cámara para escanear el código QR.')).toBeVisible();
  await expect(page.locator('.modal--drawer')).toHaveCount(1);
  // Focus is trapped in the drawer: tabbing around never leaves it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await modal.getByRole('button', { name: answer }).click();
  await expect(modal).toHaveCount(0);
}

/** The order slice the app saved (idb-keyval's `persist:root`): the cart's lines are `products`. */
interface SavedOrder {
  consumeType: string | null;
  table: string | null;
  tableId: string | null;
  products: unknown[];
}
async function savedOrder(page: Page): Promise<SavedOrder> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result?.order ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

const phoneOnly = ({ viewport }: { viewport: { width: number } | null }) => (viewport?.width ?? 0) > 500;

test.describe('table QR of this branch', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');
  const video = writeQrVideo('palermo', tableUrl(PALERMO, '7'));

  test("the camera reads table 7 of Brasa Palermo: 'Identificando tu mesa', the cart is 'local' at table 7, back to CHECKOUT", async () => {
    const page = await phoneWithCamera(video);
    const errors = collectConsoleErrors(page);
    // On a quiet machine the whole scan takes ~3 s: what the screen showed on the way is recorded as it happens
    // (a status, the video, the disabled flash), then checked, instead of racing each one.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const note = (what: string) => {
        if (!seen.includes(what)) seen.push(what);
      };
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (text.includes('Iniciando Camara')) note('Iniciando Camara');
          if (text.includes('Identificando tu mesa')) note('Identificando tu mesa');
        }
        if (document.querySelector('.select-table__video video')) note('video');
        const flash = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.includes('Flash') || b.getAttribute('aria-label') === 'Flash',
        );
        if (flash?.disabled) note('flash disabled');
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await openTableSelection(page);
    const before = await savedOrder(page);
    // The Provoleta added on the way: the line that must come through the scan unchanged.
    expect(before.products).toHaveLength(1);
    // Chromium's fake UI has the camera allowed already (a returning diner): no modal, the camera starts.
    await expect(page).toHaveURL('/checkout', { timeout: 20_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.filter((what) => what !== 'flash disabled' && what !== 'video')).toEqual([
      'Iniciando Camara',
      'Identificando tu mesa',
    ]);
    expect(seen).toContain('video');
    expect(seen).toContain('flash disabled');
    await expect
      .poll(async () => {
        const order = await savedOrder(page);
        return order && { consumeType: order.consumeType, table: order.table, tableId: order.tableId };
      })
      .toEqual({ consumeType: 'local', table: '7', tableId: 'mesa-7' });
    // Nothing else in the cart changed.
    expect((await savedOrder(page)).products).toEqual(before.products);
    // Replaced, not pushed: back leaves CHECKOUT for the page before the scanner.
    await page.goBack();
    await expect(page).not.toHaveURL(SELECT_TABLE);
    expect(errors).toEqual([]);
  });
});

test.describe('table QR of another branch', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');
  const video = writeQrVideo('belgrano', tableUrl(BELGRANO, '2'));

  test("shows 'Este codigo QR no pertenece a Brasa Palermo Soho' with 'Reintentar'; the cart keeps no table", async () => {
    const page = await phoneWithCamera(video);
    await openTableSelection(page);
    const before = await savedOrder(page);
    expect(before.products).toHaveLength(1);
    const alert = page.getByRole('alert').filter({ hasText: 'Este codigo QR no pertenece a' });
    await expect(alert).toHaveText(/Este codigo QR no pertenece a Brasa Palermo Soho/, { timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page).toHaveURL(SELECT_TABLE);
    const order = await savedOrder(page);
    expect(order.table).toBeNull();
    expect(order.consumeType).not.toBe('local');
    // Nothing in the cart is lost or changed (issue 12 bad input).
    expect(order.products).toEqual(before.products);
    // 'Reintentar' clears the message and starts again (the same QR: the same message comes back).
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Brasa Palermo Soho' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('a QR that is not a table', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');
  const video = writeQrVideo('promo', 'https://example.com/promo?utm_campaign=mesa');

  test("shows 'Este codigo QR no pertenece a una mesa'; the cart is unchanged", async () => {
    const page = await phoneWithCamera(video);
    await openTableSelection(page);
    const before = await savedOrder(page);
    expect(before.products).toHaveLength(1);
    await expect(page.getByRole('alert')).toContainText('Este codigo QR no pertenece a una mesa', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(SELECT_TABLE);
    const order = await savedOrder(page);
    expect(order.table).toBeNull();
    expect(order.products).toEqual(before.products);
  });
});

/**
 * Issue 12 bad input "an unreadable or foreign QR" (docs/ordering-qr-scanner.md "Unreadable QR"): a QR whose text
 * is no URL at all is not a table; a picture with no readable QR in it is what the camera sees most of the time,
 * so the scanner keeps scanning, once a second, with nothing shown and nothing lost.
 */
test.describe('a QR whose text is not a URL', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');
  const video = writeQrVideo('garbage', 'hola');

  test("'hola' shows 'Este codigo QR no pertenece a una mesa' with 'Reintentar'; the cart is unchanged", async () => {
    const page = await phoneWithCamera(video);
    const errors = collectConsoleErrors(page);
    await openTableSelection(page);
    const before = await savedOrder(page);
    expect(before.products).toHaveLength(1);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(/^Este codigo QR no pertenece a una mesa/, { timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page).toHaveURL(SELECT_TABLE);
    const order = await savedOrder(page);
    expect(order.table).toBeNull();
    expect(order.consumeType).not.toBe('local');
    expect(order.products).toEqual(before.products);
    expect(errors).toEqual([]);
  });
});

/** A Y4M of grey noise (no QR anywhere): seeded, so every run shows the camera the same picture. */
function writeNoiseVideo(name: string, width = 640, height = 480, frames = 10): string {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed >> 16;
  };
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const framesData = Array.from({ length: frames }, () => {
    const y = Buffer.alloc(width * height);
    for (let i = 0; i < y.length; i++) y[i] = next() & 0xff;
    return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  });
  const file = join(tmpdir(), `checkout-e2e-${name}-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...framesData]));
  return file;
}

test.describe('a camera picture with no readable QR', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');
  const video = writeNoiseVideo('noise');

  test('keeps scanning once a second: no message, no crash, the picture playing and the cart intact after 3 s and more', async () => {
    const page = await phoneWithCamera(video);
    const errors = collectConsoleErrors(page);
    // Every decode the scanner asks for, timed: qr-scanner's worker gets a 'decode' message per scan (or, where
    // the browser has one, the BarcodeDetector is asked).
    await page.addInitScript(() => {
      const decodes: number[] = [];
      (window as unknown as { __decodes: number[] }).__decodes = decodes;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        if ((message as { type?: string } | null)?.type === 'decode') decodes.push(performance.now());
        return post.apply(this, [message, ...rest] as never);
      };
      const detector = (
        window as unknown as { BarcodeDetector?: { prototype: { detect: (...args: never[]) => unknown } } }
      ).BarcodeDetector;
      if (detector) {
        const detect = detector.prototype.detect;
        detector.prototype.detect = function (this: unknown, ...args: never[]) {
          decodes.push(performance.now());
          return detect.apply(this, args);
        };
      }
    });
    await openTableSelection(page);
    const before = await savedOrder(page);
    expect(before.products).toHaveLength(1);
    // The camera runs: its picture is shown and 'Iniciando Camara' is gone.
    const picture = page.locator('.select-table__video video');
    await expect(picture).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('.select-table [role="status"]')).toHaveCount(0, { timeout: 20_000 });
    const decodes = () => page.evaluate(() => (window as unknown as { __decodes: number[] }).__decodes);
    // It keeps asking: four decodes (a noise frame can take the decoder most of a second on a busy machine, so
    // the count is waited for rather than expected in a fixed window), at least 3 s of scanning.
    await expect.poll(async () => (await decodes()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    const times = await decodes();
    expect(times[3] - times[0]).toBeGreaterThanOrEqual(3_000);
    // One scan per second: the next request waits 1 s after the previous answer, so never two within a second.
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(950);
    // Still scanning: no message (not 'Identificando tu mesa', no error), the picture playing, the same screen.
    await expect(page.locator('.select-table [role="alert"]')).toHaveCount(0);
    await expect(page.locator('.select-table [role="status"]')).toHaveCount(0);
    expect(await picture.evaluate((node: HTMLVideoElement) => !node.paused && node.readyState >= 2)).toBe(
      true,
    );
    await expect(page).toHaveURL(SELECT_TABLE);
    await expect(page.getByRole('heading', { name: 'Selección de mesa' })).toBeVisible();
    const order = await savedOrder(page);
    expect(order.table).toBeNull();
    expect(order.products).toEqual(before.products);
    expect(errors).toEqual([]);
  });
});

test.describe('camera permission', () => {
  test.skip(phoneOnly, 'the phone layout (390 × 844)');

  test("the browser refusing shows 'El acceso a la cámara fue bloqueado, …' with 'Reintentar'", async () => {
    const page = await phoneWithCamera(null);
    await openTableSelection(page);
    await answerPermission(page, 'Aceptar');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
    );
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // 'Reintentar' asks again: the modal comes back.
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('dialog', { name: 'Permitir acceso a la cámara' })).toBeVisible();
  });

  test("'Cancelar' in the modal shows 'No se pudo acceder a la cámara, verifique los permisos.'", async () => {
    const page = await phoneWithCamera(null);
    await openTableSelection(page);
    await answerPermission(page, 'Cancelar');
    await expect(page.getByRole('alert')).toContainText(
      'No se pudo acceder a la cámara, verifique los permisos.',
    );
  });
});
