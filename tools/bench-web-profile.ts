/**
 * What `npm run bench:web` prepares in the Lighthouse browser's profile before a route's runs, through the
 * app's own UI as a diner would (the runs then keep the storage: `disableStorageReset`):
 * - a guest: /auth and its "explore as guest" button (session cookie + IndexedDB `persist:root`);
 * - a guest with one cart line on CHECKOUT: that guest opens Bife de chorizo's overlay on Palermo's menu, picks
 *   its two required options, adds it, opens the order ('Ver orden') and confirms it ('Confirmar orden'), lands
 *   on /checkout and dismisses the one-time registration modal, as tests/e2e/checkout.spec.ts does.
 * And before every run of those routes the HTTP cache is cleared, so every byte is fetched again.
 */
import { chromium, type Locator } from '@playwright/test';
import puppeteer from 'puppeteer-core';

/** Opens /auth in the browser and enters as a guest with the app's own button (cookie + IndexedDB). */
export async function enterAsGuest(chromePort: number, origin: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/auth`, { waitUntil: 'networkidle0' });
    // The splash covers the screen for about 3 s: keep pressing the button until the guest is saved.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const state = await page.evaluate(
        () =>
          new Promise<string>((ok) => {
            const button = [...document.querySelectorAll('button')].find((b) =>
              /^(Explorar sin beneficios|Continue as guest)$/.test(b.textContent?.trim() ?? ''),
            );
            const open = indexedDB.open('keyval-store');
            open.onerror = () => ok('no-db');
            open.onsuccess = () => {
              try {
                const read = open.result.transaction('keyval').objectStore('keyval').get('persist:root');
                read.onsuccess = () => {
                  if (read.result?.user?.typeUser === 'guest' && location.pathname === '/') ok('guest');
                  else {
                    button?.click();
                    ok(button ? 'clicked' : 'no-button');
                  }
                };
                read.onerror = () => ok('no-read');
              } catch {
                button?.click();
                ok(button ? 'clicked' : 'no-store');
              }
            };
          }),
      );
      if (state === 'guest') break;
      if (Date.now() > deadline) throw new Error(`could not enter as a guest (last state: ${state})`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function clearHttpCache(chromePort: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** An option's label, as a person taps it (the input itself is visually hidden): tests/e2e/checkout.spec.ts. */
const option = (scope: Locator, name: string) =>
  scope.locator('label.product-option').filter({ has: scope.page().getByText(name, { exact: true }) });

/**
 * The guest (already entered) adds Bife de chorizo (PAR-001, 'Jugoso' + 'Papas fritas') from `menuPath`, goes
 * through ORDER_SUMMARY to CHECKOUT and dismisses the registration modal; throws when a step does not happen.
 */
export async function addCartLineAndOpenCheckout(
  chromePort: number,
  origin: string,
  menuPath: string,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse browser has no default context');
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    page.setDefaultTimeout(60_000);
    await page.goto(`${origin}${menuPath}/product/PAR-001`);
    const dialog = page.getByRole('dialog', { name: 'Bife de chorizo' });
    await dialog.waitFor();
    await option(dialog, 'Jugoso').click();
    await option(dialog, 'Papas fritas').click();
    await dialog.getByRole('button', { name: 'Agregar al pedido' }).click();
    await page.locator('.product-overlay').waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Tu orden' }).getByRole('button', { name: 'Ver orden' }).click();
    await page.waitForURL((url) => url.pathname === '/resumen-de-orden');
    await page
      .getByRole('region', { name: 'Tu orden' })
      .getByRole('button', { name: 'Confirmar orden' })
      .click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Mi orden' }).waitFor();
    // The registration modal shows once per draft order (2 s after CHECKOUT opens): dismissed here, so the
    // three runs see the same page (the guest promo, no modal).
    const modal = page.getByRole('dialog', { name: '¡Mejorá tu experiencia!' });
    await modal.waitFor({ timeout: 15_000 });
    await modal.getByRole('button', { name: 'Continuar sin registrarme' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.close();
  } finally {
    // Connected over CDP: this disconnects; the Lighthouse browser (and its profile) stays.
    await browser.close();
  }
}
