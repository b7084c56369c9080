import {
  CHECKOUT_ORIGIN,
  DRAFT_ORDER_ID,
  type PaymentBrowser,
  paymentBrowser,
} from '@/machines/send-order/checkout-on-the-app';
import { PROVIDER_WINDOW_POLL_MS } from '@/src/adapters/payment-window';

/**
 * The sendOrder and paymentVerification app-models' PaymentBrowser in a real Chromium (bundled into the page with
 * page-driver.ts; tests/model-app/payment-browser.ts is the vitest runner's stand-in). Nothing here fakes the
 * provider: the window is the one the app's `window.open` really opened (Playwright's popup) and its page is the
 * payment sandbox's. What a person does outside this page is done by the spec in Node through one binding,
 * `__mbtPayment` (model-paths/payment-window.ts): press 'Cerrar' in the sandbox's window (its page posts
 * {type:'close'} from its own origin), close that window, or remove the key in another tab of the app. A message
 * from another origin is posted for real by a frame of that origin (the spec serves it). The window's address
 * comes from Node too (the app cannot read another origin's), in the model's terms (`__mbtProviderUrls`).
 */

type Op = 'close' | 'closeWindow' | 'anotherTab';
interface PaymentWindowGlobals {
  __mbtPayment?: (op: Op, arg?: string) => Promise<string | null>;
  /** Per window the app opened, in order: its address as the model names it ('' while blank). */
  __mbtProviderUrls?: string[];
}
const globals = window as unknown as PaymentWindowGlobals;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks Node to act outside the page; its error text is thrown here. */
async function outside(op: Op, arg?: string) {
  if (!globals.__mbtPayment) throw new Error(`the spec installed no payment lever for "${op}"`);
  const error = await globals.__mbtPayment(op, arg);
  if (error) throw new Error(error);
}

/** The verification requests the page has sent (the browser's own record of them). */
const verificationsSent = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/pedido/verificationordersend'))
    .length;
const resultShown = () =>
  [...document.querySelectorAll('h1, h2, [role="heading"]')].some((h) =>
    /^(Enviamos tu orden|No se pudo procesar tu pago\/órden)$/.test(h.textContent?.trim() ?? ''),
  );

/** A real `message` from `origin`: a frame of that origin (served by the spec) posts `data` to this window. */
async function postFromAnotherOrigin(data: unknown, origin: string) {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.src = `${origin}/mbt-forger#${encodeURIComponent(JSON.stringify(data))}`;
  const heard = new Promise<boolean>((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      window.removeEventListener('message', listener);
      resolve(true);
    };
    window.addEventListener('message', listener);
    setTimeout(() => resolve(false), 3000);
  });
  document.body.append(frame);
  const arrived = await heard;
  frame.remove();
  if (!arrived) throw new Error(`no message from ${origin} reached the app's window`);
}

const opened: Window[] = [];
const open = window.open.bind(window);
// The app's own call, recorded: the window is Chromium's (a Playwright popup), untouched.
window.open = ((...args: Parameters<typeof window.open>) => {
  const win = open(...args);
  if (win) opened.push(win);
  return win;
}) as typeof window.open;

const realBrowser: PaymentBrowser = {
  reset: () => {
    // As the vitest stand-in: this browser already showed the guest registration modal for the cart's draft.
    localStorage.setItem('checkout_guest_modal_shown', JSON.stringify([DRAFT_ORDER_ID]));
    opened.length = 0;
  },
  windows: () => opened.map((win, i) => ({ url: globals.__mbtProviderUrls?.[i] ?? '', closed: win.closed })),
  pageRedirects: () => [],
  postMessage: async (data, origin) => {
    if (origin !== CHECKOUT_ORIGIN) return postFromAnotherOrigin(data, origin);
    if (opened.at(-1)?.closed === false) {
      // 'Cerrar' in the sandbox's window: its page posts {type:'close'} from its origin and closes itself.
      await outside('close');
      return;
    }
    // The window has gone (a decision in it closed it): there is nothing left to press. The app asks again by
    // itself; wait for that next request (or the result), as the vitest stand-in's next close would start it.
    const sent = verificationsSent();
    for (let waited = 0; waited < 5000 && verificationsSent() === sent && !resultShown(); waited += 50)
      await sleep(50);
  },
  closeProviderWindow: async () => {
    await outside('closeWindow');
    // Up to the app's next look at `closed`.
    await sleep(PROVIDER_WINDOW_POLL_MS + 100);
  },
  showPage: async () => {
    throw new Error('a real page cannot be made visible again here (see the spec: a cut step)');
  },
  removeInAnotherTab: (key) => outside('anotherTab', key),
};

paymentBrowser.current = realBrowser;
