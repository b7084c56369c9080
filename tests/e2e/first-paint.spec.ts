import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, enterAsGuest } from './support';

/**
 * The brand splash comes in the HTML (server/static/splash-html.ts, docs/performance.md "Splash from the
 * HTML"): it shows with JavaScript disabled, and the app's splash takes it over with no flash and no layout
 * shift, then turns off after the spec's 2 s (accounts.md §2.3 "Splash").
 */

const BRANDS = [
  { host: 'localhost', appName: 'Brasa Palermo', primary: '#C2410C', primaryRgb: 'rgb(194, 65, 12)' },
  {
    host: 'b2b.localhost',
    appName: 'Distribuidora Del Plata',
    primary: '#1D4ED8',
    primaryRgb: 'rgb(29, 78, 216)',
  },
];

const originOf = (host: string, baseURL: string | undefined) =>
  `http://${host}:${new URL(baseURL ?? 'http://localhost:4173').port}`;

async function withoutJavaScript(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined });
  return { context, page: await context.newPage() };
}

test.describe('the splash from the HTML', () => {
  for (const brand of BRANDS) {
    test(`with JavaScript disabled, ${brand.host} shows its brand splash`, async ({ browser }, testInfo) => {
      const viewport = testInfo.project.use.viewport ?? null;
      const { context, page } = await withoutJavaScript(browser, viewport);
      try {
        await page.goto(`${originOf(brand.host, testInfo.project.use.baseURL)}/`);
        const splash = page.getByRole('status', { name: `Cargando ${brand.appName}` });
        await expect(splash).toBeVisible();
        const logo = splash.getByRole('img', { name: brand.appName });
        await expect(logo).toBeVisible();
        await expect(logo).toHaveAttribute('fetchpriority', 'high');
        await expect(logo).toHaveAttribute('width', '320');
        await expect(logo).toHaveAttribute('height', '96');
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        // The name only stands in for a failed logo.
        await expect(splash.getByText(brand.appName, { exact: true })).toBeHidden();
        // Full screen, with the logo box 64vw (at most 280 px) wide and 10/3 of that tall.
        const box = await splash.boundingBox();
        expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
        const logoBox = await logo.boundingBox();
        const width = Math.min(0.64 * (viewport?.width ?? 0), 280);
        expect(logoBox?.width).toBeCloseTo(width, 0);
        expect(logoBox?.height).toBeCloseTo((width * 3) / 10, 0);
        // The brand's colours come with the HTML.
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
        );
        expect(primary).toBe(brand.primary);
        // Nothing but the HTML blocks this paint: the app's stylesheet waits as `media="print"` (no JavaScript
        // here to switch it), so the splash owes nothing to it.
        const stylesheets = await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('media')),
        );
        expect(stylesheets).toEqual(['print']);
        await page.screenshot({
          path: testInfo.outputPath(`no-js-${brand.host}-${testInfo.project.name}.png`),
        });
      } finally {
        await context.close();
      }
    });
  }

  test('the HTML carries the logo inline: the first paint needs no other request', async ({
    page,
  }, testInfo) => {
    let logoRequests = 0;
    await page.route('**/static/brands/*/logo.svg', (route) => {
      logoRequests += 1;
      return route.fulfill({ status: 404, body: '' });
    });
    // The app's JavaScript waits, so the server's splash is seen alone first.
    const releaseScripts = await holdScripts(page);
    await page.goto(`${originOf('b2b.localhost', testInfo.project.use.baseURL)}/`, { waitUntil: 'commit' });
    const label = 'Cargando Distribuidora Del Plata';
    const name = 'Distribuidora Del Plata';
    // The server's splash: its logo came inside the HTML (the first paint needs no other request).
    const serverSplash = page.locator('#splash-html').and(page.getByRole('status', { name: label }));
    await expect(serverSplash).toBeVisible({ timeout: 15_000 });
    const serverLogo = serverSplash.getByRole('img', { name });
    await expect(serverLogo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect
      .poll(() => serverLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(serverSplash.getByText(name, { exact: true })).toBeHidden();
    expect(logoRequests).toBe(0);
    releaseScripts();
    // The scripts were held past part of the 2 s (counted from this paint): the app takes over what is left.
    await expect(page.locator('#splash-html')).toHaveCount(0, { timeout: 15_000 });
  });

  test("when the app's logo fails to load, the name stands in on the app's splash", async ({
    page,
  }, testInfo) => {
    let logoRequests = 0;
    await page.route('**/static/brands/*/logo.svg', (route) => {
      logoRequests += 1;
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${originOf('b2b.localhost', testInfo.project.use.baseURL)}/`, { waitUntil: 'commit' });
    const label = 'Cargando Distribuidora Del Plata';
    const name = 'Distribuidora Del Plata';
    // The app boots well within the 2 s (counted from the first paint): its splash asks for the logo by its URL;
    // it fails, so the name stands in, in the brand's colour.
    const appSplash = page.locator('#root').getByRole('status', { name: label });
    await expect(appSplash).toBeVisible({ timeout: 15_000 });
    await expect(appSplash.getByRole('img')).toHaveCount(0);
    const appName = appSplash.getByText(name, { exact: true });
    await expect(appName).toBeVisible();
    await expect(appName).toHaveCSS('color', 'rgb(29, 78, 216)');
    expect(logoRequests).toBeGreaterThan(0);
    await expect(page.locator('#splash-html')).toHaveCount(0);
  });
});

interface Takeover {
  shifts: { value: number; at: number; sources: string[] }[];
  serverLogo: number[] | null;
  appLogo: number[] | null;
  serverRemovedAt: number | null;
  appSplashPresentWhenServerRemoved: boolean | null;
  appSplashGoneAt: number | null;
}

/** Holds the app's scripts until the returned function is called (the server's splash is then seen alone). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records layout shifts (buffered from the start) and the hand-over from the server's splash to the app's. */
async function recordTakeover(page: Page) {
  await page.addInitScript(() => {
    const rect = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height] : null;
    };
    const record: Takeover = {
      shifts: [],
      serverLogo: null,
      appLogo: null,
      serverRemovedAt: null,
      appSplashPresentWhenServerRemoved: null,
      appSplashGoneAt: null,
    };
    (window as unknown as { __takeover: Takeover }).__takeover = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.shifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources ?? []).map(
            (s) => (s.node as Element | undefined)?.className?.toString() ?? '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        record.serverLogo = rect(document.querySelector('#splash-html .splash__logo'));
    });
    let sawAppSplash = false;
    new MutationObserver(() => {
      const appSplash = document.querySelector('#root .splash');
      if (appSplash) sawAppSplash = true;
      if (record.serverRemovedAt === null && document.readyState !== 'loading') {
        if (!document.getElementById('splash-html')) {
          record.serverRemovedAt = performance.now();
          record.appSplashPresentWhenServerRemoved = Boolean(appSplash);
          record.appLogo = rect(document.querySelector('#root .splash__logo'));
        }
      }
      if (sawAppSplash && !appSplash && record.appSplashGoneAt === null)
        record.appSplashGoneAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('the app takes the splash over', () => {
  for (const brand of BRANDS) {
    test(`on ${brand.host}: no flash, the logo in place, nothing moves, then off after 2 s`, async ({
      page,
    }, testInfo) => {
      const errors = collectConsoleErrors(page);
      await recordTakeover(page);
      await page.goto(`${originOf(brand.host, testInfo.project.use.baseURL)}/`);
      await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('.splash')).toHaveCount(0, { timeout: 6000 });
      await page.waitForTimeout(500);
      const record = await page.evaluate(() => (window as unknown as { __takeover: Takeover }).__takeover);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null,
      );
      testInfo.annotations.push({ type: 'takeover', description: JSON.stringify({ ...record, firstPaint }) });
      expect(firstPaint).not.toBeNull();
      expect(record.serverRemovedAt).not.toBeNull();
      // The spec's 2 s count from the first paint, the server's splash (issue 8). A boot later than that finds
      // the splash over (the next test); this one boots well within it (0.6–0.75 s here), so the app takes over.
      const takeoverAfterPaint = (record.serverRemovedAt ?? 0) - (firstPaint ?? 0);
      expect(takeoverAfterPaint, 'the boot came after the 2 s of splash').toBeLessThan(1800);
      // The app's splash was on screen when the server's went (same mutation batch: no frame without one).
      expect(record.appSplashPresentWhenServerRemoved).toBe(true);
      // At the same place.
      expect(record.serverLogo).not.toBeNull();
      expect(record.appLogo).toEqual(record.serverLogo);
      // No layout shift from the first paint until after the splash ended: the aim is CLS ≤ 0.05, and the page
      // has no reason to move at all (a logo without its reserved box moved AUTH by 48 px under the splash: 0.045).
      const cls = record.shifts.reduce((sum, s) => sum + s.value, 0);
      expect(cls, JSON.stringify(record.shifts)).toBeLessThanOrEqual(0.005);
      // The spec's 2 s, counted from the first paint (the server's splash), plus the 0.4 s fade: not from the
      // app's boot, which came takeoverAfterPaint ms later.
      const shown = (record.appSplashGoneAt ?? 0) - (firstPaint ?? 0);
      expect(shown).toBeGreaterThan(2000);
      expect(shown).toBeLessThan(2000 + 400 + 600);
      expect(errors).toEqual([]);
    });
  }
});

test("a boot slower than the 2 s: the splash is already over, the server's fades out onto the screen", async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await recordTakeover(page);
  // The app's JavaScript arrives 2.5 s after the server's splash is painted: the spec's 2 s have passed.
  const releaseScripts = await holdScripts(page);
  await page.goto(`${originOf('localhost', testInfo.project.use.baseURL)}/`, { waitUntil: 'commit' });
  await expect(page.locator('#splash-html')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(2500);
  releaseScripts();
  await expect(page.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#splash-html')).toHaveCount(0, { timeout: 3000 });
  const record = await page.evaluate(() => (window as unknown as { __takeover: Takeover }).__takeover);
  testInfo.annotations.push({ type: 'takeover', description: JSON.stringify(record) });
  // No second 2 s of the app's own splash: the screen comes as the server's splash fades.
  expect(record.appSplashPresentWhenServerRemoved).toBe(false);
  expect(record.appSplashGoneAt).toBeNull();
  const cls = record.shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, JSON.stringify(record.shifts)).toBeLessThanOrEqual(0.005);
  expect(errors).toEqual([]);
});

test('a guest back on BASE: the screen settles unseen behind the splash, nothing moves', async ({ page }) => {
  await enterAsGuest(page);
  await recordTakeover(page);
  // Reloaded, the app starts over from the saved guest: splash, then BASE with its search header.
  await page.reload();
  const shell = page.locator('.shell');
  // Behind the splash the screen is laid out but hidden, so a header arriving a frame late is no shift.
  await expect(shell).toHaveAttribute('data-behind-splash', 'true', { timeout: 15_000 });
  await expect(shell).toHaveCSS('visibility', 'hidden');
  await expect(page.locator('#root .splash')).toHaveCSS('visibility', 'visible');
  await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Selecciona tu sucursal' })).toBeVisible({ timeout: 6000 });
  await expect(shell).not.toHaveAttribute('data-behind-splash');
  await page.waitForTimeout(500);
  const record = await page.evaluate(() => (window as unknown as { __takeover: Takeover }).__takeover);
  const cls = record.shifts.reduce((sum, s) => sum + s.value, 0);
  expect(cls, JSON.stringify(record.shifts)).toBeLessThanOrEqual(0.005);
});

test('a deep link to a product: its overlay settles unseen behind the splash, then shows', async ({
  page,
}) => {
  await enterAsGuest(page);
  // A product's link opened cold: the boot opens MENU and the product's overlay, whose layer lives in a portal
  // outside the shell; the spec's 2 s splash covers it like the rest of the screen.
  await page.goto('/menu/64b7f0a1c2d3e4f510000001/brasa-palermo/product/PAR-001');
  await expect(page.getByRole('button', { name: 'Agregar al pedido' })).toBeVisible({ timeout: 15_000 });
  // Every frame of the next boot: is the screen behind the splash, is the overlay's layer there, is it shown.
  await page.addInitScript(() => {
    const frames: { behind: boolean; attached: boolean; shown: boolean }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = () => {
      const shell = document.querySelector('.shell');
      const layer = document.querySelector('body > [data-dialog-layer]');
      frames.push({
        behind: shell?.hasAttribute('data-behind-splash') ?? false,
        attached: Boolean(layer?.querySelector('[role="dialog"]')),
        shown: layer ? getComputedStyle(layer).visibility === 'visible' : false,
      });
      if (frames.length < 2000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // Reloaded with the code and the catalogue at hand, the overlay is ready well within the 2 s.
  await page.reload();
  const overlay = page.getByRole('dialog', { name: 'Bife de chorizo' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.shell')).not.toHaveAttribute('data-behind-splash');
  await expect(overlay.getByRole('button', { name: 'Agregar al pedido' })).toBeVisible();
  type Frame = { behind: boolean; attached: boolean; shown: boolean };
  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  // The overlay was in the page while the splash still covered it (else this test would prove nothing)…
  expect(frames.filter((f) => f.behind && f.attached).length).toBeGreaterThan(0);
  // …and no frame showed it over the splash.
  expect(frames.filter((f) => f.behind && f.shown)).toEqual([]);
});
