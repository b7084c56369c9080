// i18n-exempt-file: an e2e oracle — the spec's Spanish texts written out on purpose.
import { expect, type Page, test } from '@playwright/test';
import {
  decideInPopup,
  guestWithCart,
  openCheckoutForTakeaway,
  persisted,
  sendButton,
  watchVerifications,
} from './checkout-support';

/**
 * The provider popup's 'close' message against the real server and the payment sandbox, on a phone (ordering.md §4
 * "Sending an order and online payment" step 5: verification runs "when the provider popup sends a 'close' message
 * from the provider's origin"; issue 12 "Bad input: a forged 'close' message from another origin"). Each test is a
 * fresh guest with Morcilla to take away at Brasa Palermo Soho, paid online; the payment is left pending in the
 * sandbox, so every verification answers 409 and the flow walks 1 s → attempt 1 → 1,5 s → attempt 2 → 3 s →
 * attempt 3. The 3 s backoff is the window the tests act in: a trigger that counts starts attempt 3 at once, one
 * that does not leaves it to the timer.
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

/** 'Enviar orden' with a card payment: the sandbox's hosted checkout opens in the provider window. */
async function sendAndOpenProvider(page: Page) {
  const popupOpened = page.context().waitForEvent('page');
  await sendButton(page).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\?preference=/, { timeout: 20_000 });
  return popup;
}

/**
 * Waits for attempt 2's answer (409: still pending): the 3 s backoff starts with it. Answers its time, so a test
 * can tell a trigger that starts attempt 3 at once from the backoff's timer (attempt 3 ≥ 3 s after it).
 */
async function secondAnswer(page: Page, attempts: number[]) {
  let answers = 0;
  const answered = await page.waitForResponse(
    (r) => r.url().endsWith('/api/pedido/verificationordersend') && ++answers === 2,
    { timeout: 30_000 },
  );
  expect(answered.status()).toBe(409);
  expect(attempts).toHaveLength(2);
  return Date.now();
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
    await recordPageEvents(page);
    await guestWithCart(page);
    await openCheckoutForTakeaway(page);
    const attempts = watchVerifications(page);
    const popup = await sendAndOpenProvider(page);
    const providerOrigin = new URL(popup.url()).origin;
    expect(providerOrigin).not.toBe(new URL(page.url()).origin);
    const backoffFrom = await secondAnswer(page, attempts);
    await popup.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
    const events = await pageEvents(page);
    const close = events.find((e) => e.what === `message ${providerOrigin} {"type":"close"}`);
    expect(close, JSON.stringify(events)).toBeDefined();
    // Attempt 3 follows the close message at once, well before the 3 s backoff would have started it.
    const third = attempts[2];
    expect(third - (close?.at ?? 0)).toBeLessThan(500);
    expect(third - backoffFrom).toBeLessThan(2500);
    // The page never became hidden or visible again (headless Chromium keeps the opener visible): the close
    // message alone started it.
    expect(events.filter((e) => e.what.startsWith('visibility'))).toEqual([]);
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
    const backoffFrom = await secondAnswer(page, attempts);
    // Within the 3 s backoff: the attacker's window posts to the app, a data: frame in the app posts to its parent,
    // and a script of the app's own origin posts to the window.
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
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(3);
    const events = await pageEvents(page);
    const forged = events.filter((e) => e.what.startsWith('message') && e.what.endsWith('{"type":"close"}'));
    // The three forged messages arrived (none from the provider), each well before attempt 3 …
    expect(forged.map((e) => e.what.split(' ')[1]).sort()).toEqual([ATTACKER, appOrigin, 'null'].sort());
    expect(forged.some((e) => e.what.includes(providerOrigin))).toBe(false);
    const third = attempts[2];
    for (const message of forged) expect(third - message.at, JSON.stringify(events)).toBeGreaterThan(500);
    // … and attempt 3 came from the backoff's own timer, 3 s after attempt 2's answer.
    expect(third - backoffFrom).toBeGreaterThanOrEqual(2900);
    expect(events.filter((e) => e.what.startsWith('visibility'))).toEqual([]);
    await expect(
      page.getByText('Se agotaron los reintentos. Puedes verificar manualmente o volver a tu orden.'),
    ).toBeVisible({ timeout: 15_000 });
    expect(attempts).toHaveLength(3);
    await decideInPopup(popup, 'Cerrar');
  });
});
