import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CHECKOUT_URL_OF_PROVIDER, ORDER_ID } from '@/machines/send-order/checkout-on-the-app';
import { decideInPopup } from '../checkout-support';
import type { IdMap } from './id-map';

/**
 * The Node half of the real PaymentBrowser (model-paths/payment-browser.ts is the page's), for the sendOrder and
 * paymentVerification walks (docs/browser-paths-plan.md W19). Installed by the flows' levers before a walk's first
 * step, once per page:
 * - the order the real server created for the app's 'Enviar orden' is learned from its answer (the model's
 *   ORDER_ID ↔ its _id, in the walk's id map and the page's), with its preference and the sandbox's origin;
 * - the windows the app opens are Chromium's popups; each one's address is handed to the page in the model's terms
 *   (the sandbox's checkout of that preference is the model's CHECKOUT_URL_OF_PROVIDER);
 * - `__mbtPayment` lets the page's steps act outside it: 'Cerrar' pressed in the sandbox's window, that window
 *   closed with no message, the key removed in another tab of the app (a second page of the context);
 * - a frame of another origin (FORGED_ORIGIN) is served, to post a forged message for real;
 * - the walk's test gets a longer timeout: these paths wait the app's real 3.5 s, 20 s and 30 s.
 */

/** The page of an origin that is neither the app's nor the provider's: it posts what its address names. */
const FORGED_PAGE = (body: string) => `<!doctype html><title>forged</title><script>${body}</script>`;
const POST_THE_HASH = "parent.postMessage(JSON.parse(decodeURIComponent(location.hash.slice(1))), '*');";

interface Provider {
  popups: Page[];
  preference?: string;
  sandboxOrigin?: string;
}
const installed = new WeakMap<Page, Provider>();

/** The decision the diner takes in the sandbox's window (its 'Aprobar'/'Rechazar' buttons). */
export async function decideInSandboxWindow(page: Page, button: 'Aprobar' | 'Rechazar') {
  const popup = installed.get(page)?.popups.at(-1);
  if (!popup || popup.isClosed()) throw new Error(`no sandbox window open to press '${button}' in`);
  await decideInPopup(popup, button);
  await expect
    .poll(() => popup.isClosed(), { message: `'${button}' closes the sandbox's window` })
    .toBe(true);
}

/**
 * The sandbox's decision on the walk's order, taken through the endpoint its buttons call (the window is closed by
 * then: 'Cerrar' was pressed); a payment already decided the same way stays so (409 'Este pago ya fue procesado').
 */
export async function decideInSandbox(
  page: Page,
  request: APIRequestContext,
  decision: 'approve' | 'reject',
) {
  const provider = installed.get(page);
  if (!provider?.preference || !provider.sandboxOrigin)
    throw new Error('the real server has not answered the order with a preference yet');
  const answer = await request.post(`${provider.sandboxOrigin}/checkout/${provider.preference}/${decision}`);
  expect([200, 409], `the sandbox's ${decision}: ${await answer.text()}`).toContain(answer.status());
}

const modelUrl = (provider: Provider, url: string) => {
  if (!url || url === 'about:blank') return '';
  const { preference, sandboxOrigin } = provider;
  return preference && url === `${sandboxOrigin}/checkout?preference=${preference}`
    ? CHECKOUT_URL_OF_PROVIDER
    : url;
};

async function tellThePage(page: Page, provider: Provider, ids: IdMap) {
  const urls = provider.popups.map((p) => modelUrl(provider, p.isClosed() ? '' : p.url()));
  await page
    .evaluate(
      ({ urls, pairs }) => {
        const w = window as unknown as { __mbtProviderUrls: string[]; __mbtIds: unknown };
        w.__mbtProviderUrls = urls;
        w.__mbtIds = pairs;
      },
      { urls, pairs: ids.pairs() },
    )
    .catch(() => {});
}

/** Installs the above on the walk's page (once). */
export async function installProvider(page: Page, ids: IdMap): Promise<void> {
  if (installed.has(page)) return;
  const provider: Provider = { popups: [] };
  installed.set(page, provider);
  test.setTimeout(150_000);
  page.on('popup', (popup) => {
    provider.popups.push(popup);
    popup.on('framenavigated', () => void tellThePage(page, provider, ids));
    popup.on('close', () => void tellThePage(page, provider, ids));
    void tellThePage(page, provider, ids);
  });
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/api/pedido/sendorder')) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { _id?: string };
      preferenceId?: string;
      checkoutUrl?: string;
    } | null;
    if (response.status() !== 200 || !body?.data?._id) return;
    ids.add(ORDER_ID, body.data._id);
    if (body.preferenceId && body.checkoutUrl) {
      provider.preference = body.preferenceId;
      provider.sandboxOrigin = new URL(body.checkoutUrl).origin;
    }
    await tellThePage(page, provider, ids);
  });
  await page.route('https://forged.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: FORGED_PAGE(POST_THE_HASH) }),
  );
  await page.exposeFunction('__mbtPayment', async (op: string, arg?: string) => {
    try {
      const popup = provider.popups.at(-1);
      if (op === 'close') {
        if (!popup || popup.isClosed()) return "no sandbox window open to press 'Cerrar' in";
        await decideInPopup(popup, 'Cerrar');
        await expect.poll(() => popup.isClosed()).toBe(true);
      } else if (op === 'closeWindow') {
        if (!popup || popup.isClosed()) return 'no sandbox window open to close';
        await popup.close();
      } else if (op === 'anotherTab') {
        const tab = await page.context().newPage();
        await tab.goto(new URL('/api/marca/localhost', page.url()).href);
        await tab.evaluate((key) => localStorage.removeItem(key), String(arg));
        await tab.close();
      } else return `no payment lever "${op}"`;
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  });
}
