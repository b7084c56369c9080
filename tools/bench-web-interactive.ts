/**
 * "Table QR deep link → interactive menu" for `npm run bench:web` (issue 8's aim: ≤ 2 s). Lighthouse 12 has no
 * time to interactive, so this is measured in Chromium itself (Playwright) with the conditions applied for real
 * through CDP: 150 ms round trip, 1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions) and the CPU 4×
 * slower (Emulation.setCPUThrottlingRate), at a phone's 390 × 844, each run a first visit (a new context: no
 * cookie, no storage, no HTTP cache).
 *
 * The figure, from navigation start (the page's `performance.now()` origin): the first moment a product card (a
 * link to `{menu}/product/{sku}`, what the menu's cards are) is in the viewport, rendered visible and the
 * element a tap at its centre hits (no splash, overlay or `inert` above it), and then the main thread quiet:
 * the end of the last long task (PerformanceObserver 'longtask', installed before the app's scripts) before a
 * 500 ms window without one. A card covered again before the window closes starts the wait over. The run then
 * checks, with Playwright, that the page ended on the branch's menu, that the card the probe found is a link
 * named after its product (getByRole), and that a trial tap on it would land (actionability).
 */
import { chromium } from '@playwright/test';

export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const CPU_SLOWDOWN = 4;
export const QUIET_MS = 500;

export interface InteractiveRun {
  finalPath: string;
  /** Where the time goes (ms from navigation start): the app shell mounted, the menu JSON received, the first
   *  card in the DOM (still behind the splash), the splash off (the content shown). */
  shell: number;
  menuJson: number;
  cardInDom: number;
  splashOff: number;
  /** A product card visible and hit-testable (ms from navigation start). */
  card: number;
  /** The card still clickable and no long task for QUIET_MS after this (ms from navigation start). */
  interactive: number;
  cardName: string;
  longTasks: number;
}

/** Installed with addInitScript (a string: tsx would wrap named functions in `__name`, which the page lacks). */
export const PROBE = `(() => {
  const b = (window.__bench = {
    longTasks: [], card: null, cardHref: null, cardName: null, interactive: null,
    shell: null, cardInDom: null, splashOff: null,
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const clickable = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
    const left = Math.max(r.left, 0), right = Math.min(r.right, innerWidth);
    if (bottom - top < 1 || right - left < 1) return false;
    if (el.checkVisibility && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (el.closest('[inert], [aria-hidden="true"]')) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return Boolean(hit && el.contains(hit));
  };
  const findCard = () =>
    [...document.querySelectorAll('a[href*="/product/"]')].find((a) => clickable(a)) ?? null;
  let card = null;
  const tick = () => {
    const now = performance.now();
    const shell = document.querySelector('.shell');
    if (shell && b.shell === null) b.shell = now;
    if (shell && b.splashOff === null && !shell.hasAttribute('data-behind-splash')) b.splashOff = now;
    if (b.cardInDom === null && document.querySelector('a[href*="/product/"]')) b.cardInDom = now;
    if (!card || !clickable(card)) {
      card = findCard();
      b.card = card ? now : null;
      b.cardHref = card ? card.getAttribute('href') : null;
      b.cardName = card ? (card.querySelector('.product-card__name')?.textContent ?? card.textContent) : null;
    }
    if (card) {
      let from = b.card;
      for (let moved = true; moved; ) {
        moved = false;
        for (const [start, end] of b.longTasks)
          if (end > from && start < from + ${QUIET_MS}) { from = end; moved = true; }
      }
      // 100 ms of margin: the observer reports a long task after it ends, in a task of its own.
      if (now >= from + ${QUIET_MS} + 100) { b.interactive = from; return; }
    }
    setTimeout(tick, 16);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tick);
  else tick();
})();`;

interface Probe {
  longTasks: Array<[number, number]>;
  shell: number;
  cardInDom: number;
  splashOff: number;
  menuJson: number;
  card: number;
  cardHref: string;
  cardName: string;
  interactive: number;
  navigation: string;
}

/** A phone-sized first visit's browser (390 × 844, touch, es-AR) with the probe installed and a CDP session. */
export async function openProbedPhone(chromePath: string) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
  });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { browser, page, cdp };
}

/** The bench's conditions applied for real: NETWORK and CPU_SLOWDOWN. */
export async function throttle(cdp: Awaited<ReturnType<typeof openProbedPhone>>['cdp']): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One first visit of `url`; throws when it does not end on `expectPath` with an actionable product card. */
async function once(
  chromePath: string,
  url: string,
  expectPath: string,
  runIndex: number,
): Promise<InteractiveRun> {
  const { browser, page, cdp } = await openProbedPhone(chromePath);
  try {
    await throttle(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__bench && window.__bench.interactive !== null', null, {
      timeout: 120_000,
      polling: 250,
    });
    const probe = (await page.evaluate(
      `({
        ...window.__bench,
        navigation: performance.getEntriesByType('navigation')[0]?.name ?? '',
        menuJson: performance.getEntriesByType('resource').find((e) => e.name.includes('/api/menu/'))?.responseEnd ?? null,
      })`,
    )) as Probe;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== expectPath)
      throw new Error(`table QR run ${runIndex}: ended on ${finalPath}, not ${expectPath}`);
    // A full reload on the way would restart the clock: the document must be the deep link's own.
    if (!probe.navigation.includes('table_id=')) {
      throw new Error(
        `table QR run ${runIndex}: the measured document is ${probe.navigation}, not the deep link`,
      );
    }
    if (!probe.cardHref.startsWith(`${expectPath}/product/`)) {
      throw new Error(
        `table QR run ${runIndex}: the card found links to ${probe.cardHref}, not a product of the menu`,
      );
    }
    const card = page
      .getByRole('link', { name: probe.cardName.trim() })
      .and(page.locator(`a[href="${probe.cardHref}"]`))
      .first();
    if ((await card.count()) === 0) {
      throw new Error(`table QR run ${runIndex}: no link named "${probe.cardName}" to ${probe.cardHref}`);
    }
    // Actionability as Playwright sees it (visible, stable, enabled, receives the tap); nothing is clicked.
    await card.click({ trial: true, timeout: 10_000 });
    return {
      finalPath,
      shell: probe.shell ?? Number.NaN,
      menuJson: probe.menuJson ?? Number.NaN,
      cardInDom: probe.cardInDom ?? Number.NaN,
      splashOff: probe.splashOff ?? Number.NaN,
      card: probe.card,
      interactive: probe.interactive,
      cardName: probe.cardName.trim(),
      longTasks: probe.longTasks.length,
    };
  } finally {
    await browser.close();
  }
}

export async function measureTableQrInteractive(
  chromePath: string,
  url: string,
  expectPath: string,
  runs: number,
  log: (message: string) => void,
): Promise<InteractiveRun[]> {
  const results: InteractiveRun[] = [];
  for (let i = 1; i <= runs; i++) {
    const r = await once(chromePath, url, expectPath, i);
    log(
      `table QR → interactive menu run ${i}: shell ${r.shell.toFixed(0)} ms, menu JSON ${r.menuJson.toFixed(0)} ms, card in DOM ${r.cardInDom.toFixed(0)} ms, splash off ${r.splashOff.toFixed(0)} ms, card "${r.cardName}" clickable at ${r.card.toFixed(0)} ms, interactive at ${r.interactive.toFixed(0)} ms (${r.longTasks} long tasks), ended on ${r.finalPath}`,
    );
    results.push(r);
  }
  return results;
}
