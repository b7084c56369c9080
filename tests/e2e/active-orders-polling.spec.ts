import { expect, type Page, test } from '@playwright/test';
import { PALERMO, persisted } from './checkout-support';
import { enterAsGuest, waitForSplashToEnd } from './support';

/**
 * Issue 13 "Done when": polling costs nothing when idle. The active-orders watcher (docs/ordering-active-orders.md)
 * asks GET /api/pedido/active/{userId} at start, on focus / the tab becoming visible, and every 20 s ONLY while an
 * order is active and the tab is visible. Playwright's clock fast-forwards 5 minutes and the requests are counted,
 * against the real server (KITCHEN_SPEED=0: the orders never move by themselves).
 */
const POLL_MS = 20_000;
const FIVE_MINUTES = 5 * 60_000;

/** Every GET /api/pedido/active request the page makes. */
function countActiveOrderRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/api/pedido/active/')) seen.push(r.url());
  });
  return seen;
}

const nextActiveOrdersAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/pedido/active/') && r.request().method() === 'GET');

/** Moves the page's clock forward in poll-sized steps (each step fires what is due), then lets the network settle. */
async function fastForward(page: Page, ms: number) {
  for (let done = 0; done < ms; done += POLL_MS) {
    await page.clock.fastForward(Math.min(POLL_MS, ms - done));
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
}

/** The tab hidden or shown, as the browser reports it (document.visibilityState and its event). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** A table order (no card payment: active at once) for the page's guest, through the API with its session. */
async function placeTableOrder(page: Page): Promise<string> {
  const user = (await persisted(page)).user as { _id: string; idMarca: string };
  return page.evaluate(
    async ({ user, branch }) => {
      const body = {
        idCliente: user._id,
        idLocal: branch.id,
        storeId: branch.storeId,
        idMarca: user.idMarca,
        draftOrderId: Math.random().toString(36).slice(2).padEnd(21, 'x').slice(0, 21),
        type: 'mesa',
        mesa: 4,
        orderPayment: [{ sku: 'PAR-011', quantity: 1 }],
        orderChangeState: 'new',
      };
      const send = (total: number) =>
        fetch('/api/pedido/sendorder', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, total }),
        }).then(async (r) => ({ status: r.status, json: await r.json() }));
      const probe = await send(999_999_999);
      const answer = probe.status === 409 ? await send(probe.json.expectedTotal) : probe;
      if (answer.status !== 200) throw new Error(`sendorder answered ${answer.status}`);
      return answer.json.data._id as string;
    },
    { user, branch: PALERMO },
  );
}

/** A guest on BASE whose watcher has made its first request (answered). */
async function guestWithWatcher(page: Page) {
  const requests = countActiveOrderRequests(page);
  await page.clock.install();
  const first = nextActiveOrdersAnswer(page);
  await enterAsGuest(page);
  await waitForSplashToEnd(page);
  await first;
  await expect.poll(async () => (await persisted(page)).user?._id ?? null).not.toBeNull();
  return requests;
}

test.describe('active orders polling', () => {
  test('no order active: 5 minutes cost no request; the tab becoming visible asks once', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the timing is the same on every screen size');
    const requests = await guestWithWatcher(page);
    expect(requests).toHaveLength(1);
    await fastForward(page, FIVE_MINUTES);
    expect(requests).toHaveLength(1);
    // Hidden then visible again: one fetch at once, and still no polling without an active order.
    await setVisibility(page, 'hidden');
    await fastForward(page, POLL_MS * 2);
    expect(requests).toHaveLength(1);
    const answered = nextActiveOrdersAnswer(page);
    await setVisibility(page, 'visible');
    await answered;
    expect(requests).toHaveLength(2);
    await fastForward(page, FIVE_MINUTES);
    expect(requests).toHaveLength(2);
  });

  test('an active order and a visible tab: one request every 20 s; hidden: none for 5 minutes; visible: one at once', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the timing is the same on every screen size');
    const requests = await guestWithWatcher(page);
    await placeTableOrder(page);
    // The window regaining focus fetches: the new order is active, so the polling starts.
    let answered = nextActiveOrdersAnswer(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await (await answered).json()).data).toHaveLength(1);
    expect(requests).toHaveLength(2);
    for (const expected of [3, 4, 5]) {
      answered = nextActiveOrdersAnswer(page);
      await page.clock.fastForward(POLL_MS);
      await answered;
      expect(requests).toHaveLength(expected);
    }
    // Hidden tab: nothing at all, however long.
    await setVisibility(page, 'hidden');
    await fastForward(page, FIVE_MINUTES);
    expect(requests).toHaveLength(5);
    // Visible again: one request at once, then the 20 s cadence again.
    answered = nextActiveOrdersAnswer(page);
    await setVisibility(page, 'visible');
    await answered;
    expect(requests).toHaveLength(6);
    answered = nextActiveOrdersAnswer(page);
    await page.clock.fastForward(POLL_MS);
    await answered;
    expect(requests).toHaveLength(7);
  });
});
