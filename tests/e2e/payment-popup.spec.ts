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
 * The provider popup against the real server and the payment sandbox, on a phone (ordering.md §4 "Sending an order
 * and online payment" step 5: verification runs "when the provider popup sends a 'close' message from the
 * provider's origin"; issue 12 "Bad input: a forged 'close' message from another origin"; our reading,
 * docs/ordering-payment.md: no attempt and no 30 s limit while the diner is still paying in the popup). Each test
 * is a fresh guest with Morcilla to take away at Brasa Palermo Soho, paid online; the payment is left pending in
 * the sandbox, so every verification answers 409. Once the popup shows the checkout, the page's timers are frozen
 * (Playwright's fake clock, running like the real one until then) and moved only by the test: a minute passes with
 * the popup open and nothing is asked; then a trigger that counts starts attempt 1 with no timer moved.
 */

const STARTING = 'Iniciando verificación de pago...';
const EXHAUSTED = 'Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.';

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
  });
}

const pageEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: Array<{ at: number; what: string }> }).__events);
const visibilityChanges = async (page: Page) =>
  (await pageEvents(page)).filter((e) => e.what.startsWith('visibility'));

/**
 * Freezes the fake timers (the context's clock, installed at the start of the test) a moment ahead: from then on
 * nothing the app scheduled fires until the test moves the clock. Every page of the context has its own fake
 * clock, so the moment is after the latest of them; a busy machine may let it pass before the call lands ("Cannot
 * fast-forward to the past"): then again, a little further ahead.
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

/**
 * The popup shows the checkout: the processing screen's first line, the timers frozen, then a minute (longer than
 * the 30 s maximum wait) with the popup open: no attempt, no 'Verificando pago' / 'Intento n de 3' line, no timeout.
 */
async function aMinuteWithThePopupOpen(page: Page, attempts: number[]) {
  const status = page.locator('.processing__status');
  await expect(status.getByText(STARTING, { exact: true })).toBeVisible({ timeout: 15_000 });
  await freezeTimers(page);
  await page.clock.runFor(60_000);
  expect(attempts).toHaveLength(0);
  await expect(status.getByText(STARTING, { exact: true })).toBeVisible();
  await expect(page.getByText(/Verificando pago/)).toHaveCount(0);
  await expect(page.locator('.processing__attempt')).toHaveCount(0);
  await expect(page.getByText('Se ha excedido el tiempo máximo de espera.')).toHaveCount(0);
  expect(attempts).toHaveLength(0);
}

/**
 * A guest's takeaway order sent with a card payment from CHECKOUT (the page's events recorded, the verification
 * calls counted), the popup showing the checkout, then a minute with it open (above).
 */
async function sendWithThePopupOpenForAMinute(page: Page) {
  await recordPageEvents(page);
  await guestWithCart(page);
  await openCheckoutForTakeaway(page);
  const attempts = watchVerifications(page);
  const popup = await sendAndOpenProvider(page);
  await aMinuteWithThePopupOpen(page, attempts);
  return { attempts, popup };
}

/** The attacker's site: any origin but the app's and the provider's. */
const ATTACKER = 'https://attacker.example';

test.describe('the provider popup and its close message (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.skip(({ isMobile }) => !isMobile, 'the phone layout (390 × 844): the phone project only');

  test("nothing is asked while the popup is open; 'Cerrar' in it starts attempt 1 at once (the provider's close message, not a timer)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const { attempts, popup } = await sendWithThePopupOpenForAMinute(page);
    const providerOrigin = new URL(popup.url()).origin;
    expect(providerOrigin).not.toBe(new URL(page.url()).origin);
    await decideInPopup(popup, 'Cerrar');
    await expect.poll(() => popup.isClosed()).toBe(true);
    // With every timer frozen, attempt 1 follows the provider's close message.
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
    // 'Intento 1 de 3' (its 409 answer already turned the line to the backoff, which the frozen clock holds).
    await expect(page.locator('.processing__attempt')).toHaveText('Intento 1 de 3');
    await expect(page.getByText('Reintentando en 1,5 segundos...')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(attempts).toHaveLength(1);
    const events = await pageEvents(page);
    expect(events.map((e) => e.what)).toContain(`message ${providerOrigin} {"type":"close"}`);
    // The page never became hidden or visible again (headless Chromium keeps the opener visible): the close
    // message alone started it.
    expect(await visibilityChanges(page)).toEqual([]);
    await page.clock.resume();
    await expect(page.getByText(EXHAUSTED)).toBeVisible({ timeout: 20_000 });
    // One request per attempt, none of them doubled by the close.
    expect(attempts).toHaveLength(3);
    expect((await persisted(page)).order?.products.length).toBeGreaterThan(0);
  });

  test("a forged {type:'close'} (the attacker's page that opened the app, a data: frame, the app's own origin) starts nothing; the provider's then does", async ({
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
    const { attempts, popup } = await sendWithThePopupOpenForAMinute(page);
    expect(new URL(popup.url()).origin).not.toBe(appOrigin);
    // The popup still open, the timers frozen: the attacker's window posts to the app, a data: frame in the app
    // posts to its parent, and a script of the app's own origin posts to the window.
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
    // … and started nothing, even with another minute on the clock.
    await page.waitForTimeout(2000);
    await page.clock.runFor(60_000);
    expect(attempts).toHaveLength(0);
    await expect(page.getByText(STARTING, { exact: true })).toBeVisible();
    expect(await visibilityChanges(page)).toEqual([]);
    // The listener was there all along: the provider's own close message starts attempt 1 at once.
    await decideInPopup(popup, 'Cerrar');
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
    await page.clock.resume();
    await expect(page.getByText(EXHAUSTED)).toBeVisible({ timeout: 20_000 });
    expect(attempts).toHaveLength(3);
  });

  test('the popup closed with no message: the app finds it closed, then attempt 1 after the 1000 ms delay', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const { attempts, popup } = await sendWithThePopupOpenForAMinute(page);
    // The diner closes the window itself (no 'Cerrar', so no message).
    await popup.close();
    // The app looks at the window every 500 ms; then the 1000 ms initial delay: nothing asked 500 ms in.
    await page.clock.runFor(500);
    await page.waitForTimeout(500);
    expect(attempts).toHaveLength(0);
    await page.clock.runFor(1000);
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(1);
    expect(
      (await pageEvents(page)).filter((e) => e.what.startsWith('message') && e.what.endsWith('"close"}')),
    ).toEqual([]);
    await page.clock.resume();
    await expect(page.getByText(EXHAUSTED)).toBeVisible({ timeout: 20_000 });
    expect(attempts).toHaveLength(3);
  });
});
