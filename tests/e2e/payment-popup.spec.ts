// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import {
  decideInPopup,
  guestWithCart,
  openCheckoutForTakeaway,
  persisted,
  sendAndOpenProvider,
  watchVerifications,
} from './checkout-support';

/**
 * The provider popup's 'close' message against the real server and the payment sandbox, on a phone (ordering.md §4
 * "Sending an order and online payment" step 5: verification runs "when the provider popup sends a 'close' message
 * from the provider's origin"; issue 12 "Bad input: a forged 'close' message from another origin"). Each test is a
 * fresh guest with Morcilla to take away at Brasa Palermo Soho, paid online; the payment is left pending in the
 * sandbox, so every verification answers 409 and the flow walks 1 s → attempt 1 → 1,5 s → attempt 2 → 3 s →
 * attempt 3. The tests act inside the 3 s backoff with the page's timers frozen (Playwright's fake clock, running
 * like the real one until then): a trigger that counts starts attempt 3 with no timer firing, one that does not
 * leaves it to the backoff's timer, which only moves when the test moves the clock. (Comparing wall-clock times
 * instead is not conclusive on a loaded machine: a close message that takes ~3 s to arrive lands on the timer's own
 * attempt — the likely reading of an earlier run's "verification 22 ms after a same-origin message".)
 */

/** Records, in the app page, every `message` (origin, data) and `visibilitychange` with its time. */
async function recordPageEvents(page: Page) {
  await page.addInitScript(() => {
    const log: Array<{ at: number; what: string }> = [];
    (window as unknown as { __events: typeof log }).__events = log;
    window.addEventListener('message', (e) =>
      log.push({ at: Date.now(), what: `message ${e.origin} ${JSON.stringify(e.data)}` }),
    );
    document.addEventListener('visibilitychange', () =>
      log.push({ at: Date.now(), what: `visibility ${document.visibilityState}` }),
    );
    window.addEventListener('focus', () => log.push({ at: Date.now(), what: 'focus' }));
    window.addEventListener('pageshow', () => log.push({ at: Date.now(), what: 'pageshow' }));
  });
}

const pageEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Array<{ at: number; what: string }> }).__events);

/** Waits for attempt 2's answer (409: still pending): the 3 s backoff starts with it. */
async function secondAnswer(page: Page, attempts: number[]) {
  let answers = 0;
  const answered = await page.waitForResponse(
    (r) => r.url().endsWith('/api/pedido/verificationordersend') && ++answers === 2,
    { timeout: 30_000 },
  );
  expect(answered.status()).toBe(409);
  expect(attempts).toHaveLength(2);
}

/**
 * Freezes the fake timers (the context's clock, installed at the start of the test) a moment ahead: from then on
 * nothing the app scheduled (the backoff, the 30 s maximum) fires until the test moves the clock. Every page of the
 * context has its own fake clock, so the moment is after the latest of them; a busy machine may let it pass before
 * the call lands ("Cannot fast-forward to the past"): then again, a little further ahead.
 */
async function freezeTimers(page: Page) {
  for (let margin = 400; ; margin += 400) {
    const nows = await Promise.all(
      page
        .context()
        .pages()
        .map((p) => p.evaluate(() => Date.now()).catch(() => 0)),
    );
    try {
      await page.clock.pauseAt(Math.max(...nows) + margin);
      return;
    } catch (error) {
      if (margin >= 1600 || !String(error).includes('past')) throw error;
    }
  }
}

/** The attacker's site: any origin but the app's and the provider's. */
const ATTACKER = 'https://attacker.example';

test.describe('the provider popup and its close message (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, 'the phone layout (390 × 844)');

  test("'Cerrar' in the sandbox popup starts a verification at once (the provider's close message, not the timer)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Fake timers that run like real ones until frozen: the backoff's timer can then never be what starts attempt 3.
    await page.clock.install();
    await recordPageEvents(page);
    await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const attempts = watchVerifications(page);
    const popup = await sendAndOpenProvider(page);
    const providerOrigin = new URL(popup.url()).origin;
    expect(providerOrigin).not.toBe(new URL(page.url()).origin);
    await secondAnswer(page, attempts);
    await freezeTimers(page);
    // Frozen before the backoff's timer fired.
    expect(attempts).toHaveLength(2);
    await popup.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
    // With every timer frozen inside the 3 s backoff, attempt 3 follows the provider's close message.
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
    const events = await pageEvents(page);
    expect(events.map((e) => e.what)).toContain(`message ${providerOrigin} {"type":"close"}`);
    // The page never became hidden or visible again (headless Chromium keeps the opener visible): the close
    // message alone started it.
    expect(events.filter((e) => e.what.startsWith('visibility'))).toEqual([]);
    await page.clock.resume();
    await expect(
      page.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.'),
    ).toBeVisible({ timeout: 15_000 });
    // One request per attempt, none of them doubled by the close.
    expect(attempts).toHaveLength(3);
    expect((await persisted(page)).order?.products.length).toBeGreaterThan(0);
  });

  test("a forged {type:'close'} from another origin (the attacker's page that opened the app, a data: frame, the app's own origin) starts nothing", async ({
    context,
  }) => {
    test.setTimeout(120_000);
    // A real attacker runs on its own site; to reach the app's window it must hold a handle to it: the attacker's
    // page opened the app (a link with target=_blank from its site does the same).
    await context.route(`${ATTACKER}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Promo</title><p>Promo</p>' }),
    );
    await context.clock.install();
    const attacker = await context.newPage();
    await attacker.goto(`${ATTACKER}/promo`);
    const appOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
    const opened = context.waitForEvent('page');
    await attacker.evaluate((url) => {
      (window as unknown as { app: Window | null }).app = window.open(url);
    }, `${appOrigin}/auth`);
    const page = await opened;
    await recordPageEvents(page);
    await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const attempts = watchVerifications(page);
    const popup = await sendAndOpenProvider(page);
    const providerOrigin = new URL(popup.url()).origin;
    await secondAnswer(page, attempts);
    await freezeTimers(page);
    // Frozen before the backoff's timer fired.
    expect(attempts).toHaveLength(2);
    // Within the 3 s backoff (timers frozen): the attacker's window posts to the app, a data: frame in the app posts
    // to its parent, and a script of the app's own origin posts to the window.
    await attacker.evaluate(() =>
      (window as unknown as { app: Window }).app.postMessage({ type: 'close' }, '*'),
    );
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'data:text/html,<script>parent.postMessage({type:"close"},"*")</script>';
      frame.style.display = 'none';
      document.body.append(frame);
      window.postMessage({ type: 'close' }, '*');
    });
    // The three forged messages arrived (none from the provider) …
    await expect
      .poll(async () =>
        (await pageEvents(page))
          .filter((e) => e.what.startsWith('message') && e.what.endsWith('{"type":"close"}'))
          .map((e) => e.what.split(' ')[1])
          .sort(),
      )
      .toEqual([ATTACKER, appOrigin, 'null'].sort());
    // … and started nothing: no attempt 3 while the timers are frozen.
    await page.waitForTimeout(3000);
    expect(attempts).toHaveLength(2);
    expect((await pageEvents(page)).filter((e) => e.what.startsWith('visibility'))).toEqual([]);
    // The backoff was still pending: 3 s on its clock start attempt 3.
    await page.clock.runFor(3000);
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
    expect(attempts.length).toBe(3);
    await page.clock.resume();
    expect(providerOrigin).not.toBe(appOrigin);
    await expect(
      page.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.'),
    ).toBeVisible({ timeout: 15_000 });
    expect(attempts).toHaveLength(3);
    await decideInPopup(popup, 'Cerrar');
  });
});
