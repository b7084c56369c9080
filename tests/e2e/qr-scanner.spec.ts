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

/** The order slice the app saved (idb-keyval's `persist:root`). */
async function savedOrder(
  page: Page,
): Promise<{ consumeType: string | null; table: string | null; tableId: string | null; items?: unknown[] }> {
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
    expect((await savedOrder(page)).items).toEqual(before.items);
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
    const alert = page.getByRole('alert').filter({ hasText: 'Este codigo QR no pertenece a' });
    await expect(alert).toHaveText(/Este codigo QR no pertenece a Brasa Palermo Soho/, { timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page).toHaveURL(SELECT_TABLE);
    const order = await savedOrder(page);
    expect(order.table).toBeNull();
    expect(order.consumeType).not.toBe('local');
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

  test("shows 'Este codigo QR no pertenece a una mesa'", async () => {
    const page = await phoneWithCamera(video);
    await openTableSelection(page);
    await expect(page.getByRole('alert')).toContainText('Este codigo QR no pertenece a una mesa', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(SELECT_TABLE);
    expect((await savedOrder(page)).table).toBeNull();
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
