import { queries, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { JestAsymmetricMatchers, JestChaiExpect, JestExtend } from '@vitest/expect';
import * as chai from 'chai';
import { createActiveOrdersAppModel } from '@/machines/active-orders/active-orders.app-model';
import { addressSearchAppModel } from '@/machines/address-search/address-search.app-model';
import { appAppModel } from '@/machines/app/app.app-model';
import type { AppDriver, AppFlowModel, BeforeStep, RecordedRequest } from '@/machines/app-model';
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { cartAppModel } from '@/machines/cart/cart.app-model';
import { createCatalogueAppModel } from '@/machines/catalogue/catalogue.app-model';
import { createConfirmReceiptAppModel } from '@/machines/confirm-receipt/confirm-receipt.app-model';
import { currentBranchAppModel } from '@/machines/current-branch/current-branch.app-model';
import { createLanguageAppModel } from '@/machines/language/language.app-model';
import { createTranslationTelemetryAppModel } from '@/machines/language/translation-telemetry.app-model';
import { layoutAppModel } from '@/machines/layout/layout.app-model';
import { menuBrowsingAppModel } from '@/machines/menu-browsing/menu-browsing.app-model';
import { orderHistoryAppModel } from '@/machines/order-history/order-history.app-model';
import {
  orderPreparationAppModel,
  tabStorage,
} from '@/machines/order-preparation/order-preparation.app-model';
import { orderRatingAppModel } from '@/machines/order-rating/order-rating.app-model';
import { passwordRecoveryAppModel } from '@/machines/password-recovery/password-recovery.app-model';
import { paymentVerificationAppModel } from '@/machines/payment-verification/payment-verification.app-model';
import { pointsAppModel } from '@/machines/points/points.app-model';
import { profileCompletionAppModel } from '@/machines/profile-completion/profile-completion.app-model';
import { sendOrderAppModel } from '@/machines/send-order/send-order.app-model';
import { sessionAppModel } from '@/machines/session/session.app-model';
import { signInAppModel } from '@/machines/sign-in/sign-in.app-model';
import { createSignUpAppModel } from '@/machines/sign-up/sign-up.app-model';
import { createSocialLoginAppModel } from '@/machines/social-login/social-login.app-model';
import { supportAppModel } from '@/machines/support/support.app-model';
import { toastsAppModel } from '@/machines/toasts/toasts.app-model';
import { browserSavedMenus, translateCatalogueKeys } from './catalogue-cache';
import { checkoutPreferencesInPage, createCheckoutInPage } from './checkout-in-page';
import { IdMap, type IdPairs } from './id-map';
// The provider's window and the browser around it, real (sendOrder, paymentVerification).
import './payment-browser';

/**
 * The executable models' AppDriver in a real Chromium (tests/e2e/model-paths.spec.ts): bundled with esbuild
 * and installed as an init script, so the very steps and checks of machines/<flow>/<flow>.app-model.ts run
 * in the page against the real server. Testing Library and user-event query and act on the real DOM, `expect`
 * is vitest's (chai with the Jest matchers), requests are recorded by wrapping `fetch`, and time is real.
 * Nothing is scripted: a `server` step waits for the real server's answer and checks it is the fixture's.
 * The model sees the model's ids (id-map.ts): its requests' paths and bodies and the URL in them, and a path it
 * opens in the server's.
 */

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

interface LoggedRequest extends RecordedRequest {
  /** The real answer's status; 0 when the request failed (no connection); undefined while waiting. */
  status?: number;
}

const log: LoggedRequest[] = [];

/**
 * The walk's id map, from the pairs the spec installs (an init script after this one, or a lever during the walk
 * that learned an id: the spec then installs them again); built when first used and whenever they change.
 */
let idMap: IdMap | null = null;
let idPairs: IdPairs | undefined;
const ids = () => {
  const pairs = (window as unknown as { __mbtIds?: IdPairs }).__mbtIds;
  if (!idMap || pairs !== idPairs) {
    idMap = new IdMap(pairs ?? []);
    idPairs = pairs;
  }
  return idMap;
};
translateCatalogueKeys((segment) => String(ids().modelValue(segment)));
/**
 * While the model's own code runs (a step or a check), the DOM reads in the model's ids, as `url()` does: an
 * element's `href` (a link to /menu/<seeded Palermo id>/brasa-palermo reads /menu/b-1/brasa-palermo), and an order
 * number the map knows, a whole '#<digits>' token in a text or another attribute (a card's 'Compra: #1007' reads
 * 'Compra: #1042' when a lever learned that pair), and so is a pick-up time 'DD/MM/YYYY - HH:MM UTC' a lever learned
 * (activeOrders: the real order's own). The app's code reads what the DOM holds at every other time.
 */
let modelCodeRunning = 0;
const modelText = (text: string) =>
  text.replace(/#\d+|\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} UTC/g, (token) => String(ids().modelValue(token)));
const originalGetAttribute = Element.prototype.getAttribute;
Element.prototype.getAttribute = function getAttribute(this: Element, name: string) {
  const value = originalGetAttribute.call(this, name);
  if (modelCodeRunning === 0 || value === null) return value;
  return name === 'href' && value.startsWith('/') ? ids().modelPath(value) : modelText(value);
};
const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent') as PropertyDescriptor;
Object.defineProperty(Node.prototype, 'textContent', {
  ...textContent,
  get(this: Node) {
    const value = textContent.get?.call(this) as string | null;
    return modelCodeRunning > 0 && value ? modelText(value) : value;
  },
});
async function asModel<T>(run: () => T | Promise<T>): Promise<T> {
  modelCodeRunning += 1;
  try {
    return await run();
  } finally {
    modelCodeRunning -= 1;
  }
}
const originalFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  let body: unknown = null;
  if (typeof init?.body === 'string') {
    try {
      body = JSON.parse(init.body);
    } catch {
      body = init.body;
    }
  }
  const entry: LoggedRequest = {
    method,
    path: ids().modelPath(`${url.pathname.replace(/^\/api/, '')}${url.search}`),
    body: ids().modelValue(body),
  };
  const isApi = url.origin === window.location.origin && url.pathname.startsWith('/api/');
  if (isApi) log.push(entry);
  try {
    const response = await originalFetch(input, init);
    entry.status = response.status;
    return response;
  } catch (error) {
    entry.status = 0;
    throw error;
  }
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Lets the app react: two frames and a short pause (real time). */
async function settle() {
  await frame();
  await sleep(30);
  await frame();
}

const content = () => document.querySelector('main.shell__content');

/**
 * A screen's code is fetched the first time it opens (real time, unlike the vitest runner's), and until it has
 * arrived the content area shows nothing new: empty (app-routes.tsx's Suspense fallback is null) or still the
 * previous screen. Waits until another screen shows there, as a person would before tapping on it; a screen not
 * there after the budget (the same screen, a redirect back) is the step's checks to judge.
 */
async function screenShown(previous: Element | null, budgetMs = 5000) {
  await eventually(() => {
    const shown = content()?.firstElementChild ?? null;
    if (!shown || shown === previous) throw new Error('no other screen yet');
  }, budgetMs).catch(() => {});
  await settle();
}

async function eventually(check: () => void | Promise<void>, budgetMs: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() - started > budgetMs) throw error;
      await sleep(50);
    }
  }
}

function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** A stored text with `translate` applied to its JSON value (or to the text itself), unchanged when nothing maps. */
function storedAs(raw: string | null, translate: (value: unknown) => unknown): string | null {
  if (raw === null) return raw;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    return translate(raw) as string;
  }
  const translated = translate(value);
  return JSON.stringify(translated) === JSON.stringify(value) ? raw : JSON.stringify(translated);
}

const user = userEvent.setup({ delay: null });

const driver: AppDriver = {
  // Bound to document.body when asked (the init script runs before the page has a body).
  get screen() {
    return within(document.body, queries) as unknown as AppDriver['screen'];
  },
  within: (element) => within(element, queries),
  user,
  expect: chai.expect as unknown as AppDriver['expect'],
  url: () => ids().modelPath(`${window.location.pathname}${window.location.search}`),
  descriptionOf,
  // A stored JSON value's ids as the model names them (the prompted order ids): read in the model's, written in the
  // server's; a value with no mapped id is left as stored.
  readLocal: (key) => storedAs(localStorage.getItem(key), (v) => ids().modelValue(v)),
  writeLocal: (key, value) => localStorage.setItem(key, storedAs(value, (v) => ids().realValue(v)) ?? value),
  removeLocal: (key) => localStorage.removeItem(key),
  // `answered`: the real answer has come (or the request failed); a request the spec holds has not.
  // A request held at the network (its step not taken yet) is not answered; catalogue's checks read it.
  requests: () =>
    log.map(({ method, path, body, status }) => ({ method, path, body, answered: status !== undefined })),
  toasts: () =>
    within(document.body, queries)
      .queryAllByRole('listitem')
      .filter((item) => item.closest('.toasts'))
      .map((item) => item.textContent?.trim() ?? ''),
  navigate: async (path) => {
    const target = ids().realPath(path);
    const same = target === `${window.location.pathname}${window.location.search}`;
    const previous = content()?.firstElementChild ?? null;
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    if (!same) await screenShown(previous);
  },
  focusWindow: async () => {
    window.dispatchEvent(new Event('focus'));
    await settle();
  },
  back: async () => {
    window.history.back();
    await settle();
  },
  scroll: async (element, scrollY, { touching }) => {
    if (touching) element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
    element.scrollTop = scrollY;
    element.dispatchEvent(new Event('scroll', { bubbles: true }));
    if (touching) element.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
    await settle();
  },
  settle,
  // Under Playwright's page.clock (a flow's `fakeClock`, runner.ts) the time passes at once: the spec runs the clock.
  wait: async (ms) => {
    const passTime = (window as unknown as { __mbtPassTime?: (ms: number) => Promise<void> }).__mbtPassTime;
    await (passTime ? passTime(ms) : sleep(ms));
    await settle();
  },
  // Chromium's own: the spec grants the page no permission, so the prompt the app raises should be denied for real
  // (PERMISSION_DENIED). No shortest walk takes this step yet (25 Nov), so that is not verified. A browser without the
  // API is the spec's BROWSER_IMPOSSIBLE cut.
  geolocation: (answer) => {
    if (answer !== 'denies') throw new Error(`a real Chromium cannot be made "${answer}" for geolocation`);
  },
};

const signUpAppModel = createSignUpAppModel({
  read: (key) => sessionStorage.getItem(key),
  write: (key, value) => sessionStorage.setItem(key, value),
  remove: (key) => sessionStorage.removeItem(key),
});

/**
 * socialLogin's browser: the real one. The app's read of the return is not held (the spec's lever makes the return
 * true before the app reads it: model-paths/social-login.ts), and the redirects are the ones the spec answered 204
 * (recorded in the page, path and query, read in the model's ids).
 */
const socialBrowser = {
  reset: () => {},
  answerReturnRead: () => {
    throw new Error("a real browser's read of the return is not held (model-paths/social-login.ts)");
  },
  waitingReads: () => 0,
  cookie: (name: string) => {
    const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
  },
  redirects: () =>
    ((window as unknown as { __mbtRedirects?: string[] }).__mbtRedirects ?? []).map((u) =>
      ids().modelPath(u),
    ),
};

// The overlay's preparation is kept in the tab's session storage (the test file hands it in, as tests/model-app does).
tabStorage.clear = () => sessionStorage.clear();

/** What the app logged with console.warn (translationTelemetry's 'HTTP error 500' is logged only). */
const warnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
  warn(...args);
};

/**
 * language: the connection drops and comes back as the browser reports it (the window's offline / online events, as
 * tests/model-app does). Its start's `arrange` (when the language last changed: the start) runs on every page of the
 * app as it opens, not only on the JSON page the spec arranges the start on, so the preload's 500 ms are counted
 * from the app page's own start.
 */
const languageInPage = createLanguageAppModel({
  goOffline: async () => {
    window.dispatchEvent(new Event('offline'));
    await settle();
  },
  goOnline: async () => {
    window.dispatchEvent(new Event('online'));
    await settle();
  },
});
if (!window.location.pathname.startsWith('/api/')) languageInPage.start.arrange?.(driver);

/** The flows this bundle can replay, by model id. */
const APP_MODELS: Record<string, AppFlowModel> = {
  signIn: signInAppModel,
  signUp: signUpAppModel,
  passwordRecovery: passwordRecoveryAppModel,
  support: supportAppModel,
  layout: layoutAppModel,
  points: pointsAppModel,
  cart: cartAppModel,
  currentBranch: currentBranchAppModel,
  branchSelection: branchSelectionAppModel,
  toasts: toastsAppModel,
  orderHistory: orderHistoryAppModel,
  orderRating: orderRatingAppModel,
  // The diner brings the tab back to the front: the window's focus (as tests/model-app does).
  confirmReceipt: createConfirmReceiptAppModel({
    bringToFront: () => window.dispatchEvent(new Event('focus')),
  }),
  profileCompletion: profileCompletionAppModel,
  session: sessionAppModel,
  menuBrowsing: menuBrowsingAppModel,
  orderPreparation: orderPreparationAppModel,
  catalogue: createCatalogueAppModel(browserSavedMenus),
  addressSearch: addressSearchAppModel,
  // The tab hidden or shown as the browser reports it (document.visibilityState and its event), as
  // tests/e2e/active-orders-polling.spec.ts does.
  activeOrders: createActiveOrdersAppModel({
    setVisible: (visible) => {
      const state = visible ? 'visible' : 'hidden';
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      Object.defineProperty(document, 'hidden', { value: !visible, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    },
  }),
  translationTelemetry: createTranslationTelemetryAppModel({ warnings: () => warnings }),
  app: appAppModel,
  socialLogin: createSocialLoginAppModel(socialBrowser),
  sendOrder: sendOrderAppModel,
  paymentVerification: paymentVerificationAppModel,
  checkoutPreferences: checkoutPreferencesInPage,
  checkout: createCheckoutInPage(driver),
  language: languageInPage,
};

const modelOf = (flow: string) => {
  const model = APP_MODELS[flow];
  if (!model) throw new Error(`no executable model "${flow}" in the page driver`);
  return model;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

let before: BeforeStep = { url: '', text: '' };

/** What tests/e2e/model-paths.spec.ts calls through page.evaluate. Every call answers an error text or null. */
const mbt = {
  /** The start's `arrange` (stored keys), run on the app's origin before the app starts. */
  arrange(flow: string): string | null {
    try {
      modelOf(flow).start.arrange?.(driver);
      return null;
    } catch (error) {
      return message(error);
    }
  },
  /** The start's `arrangeFor` (a start chosen by the path's first steps), before the step that opens it. */
  arrangeFor(flow: string, events: unknown[]): string | null {
    try {
      modelOf(flow).start.arrangeFor?.(events as never, driver);
      return null;
    } catch (error) {
      return message(error);
    }
  },
  /** A `local` step's fixture, put in place before the step that reads it. */
  arrangeLocal(flow: string, stepIndex: number): string | null {
    const { action } = modelOf(flow).steps[stepIndex];
    if (action.kind === 'local') action.arrange(driver);
    return null;
  },
  remember(): null {
    // Read as the model reads (its checks compare it with the DOM they read).
    modelCodeRunning += 1;
    try {
      before = { url: driver.url(), text: document.body.textContent ?? '' };
    } finally {
      modelCodeRunning -= 1;
    }
    return null;
  },
  /** Performs a gesture or navigation step; a server step waits for the real answer and compares it. */
  async perform(flow: string, stepIndex: number, budgetMs: number): Promise<string | null> {
    const { action } = modelOf(flow).steps[stepIndex];
    try {
      if (action.kind === 'gesture' || action.kind === 'navigation') {
        await asModel(() => action.run(driver));
      } else if (action.kind === 'server') {
        const expected = action.answer.networkError ? 0 : action.answer.status;
        await eventually(() => {
          const request = log.findLast((r) => r.method === action.method && action.path.test(r.path));
          if (!request) throw new Error(`the app sent no ${action.method} ${action.path}`);
          if (request.status === undefined) throw new Error(`${request.path} is still waiting`);
          if (request.status !== expected)
            throw new Error(
              `"${action.fixture}" was not produced: the real server answered ${request.method} ${request.path} with ${request.status}, the fixture is ${expected}`,
            );
        }, budgetMs);
        // Read as the vitest runner reads it (a model's ledger records what the diner was shown: activeOrders).
        void action.answer.body;
      }
      await settle();
      return null;
    } catch (error) {
      return message(error);
    }
  },
  /** The expectations of the given states hold (retried while the app settles). */
  async checkStates(flow: string, stateIds: string[], budgetMs: number): Promise<string | null> {
    const model = modelOf(flow);
    try {
      await eventually(async () => {
        for (const id of stateIds) {
          const check = model.states[id];
          if (!check) throw new Error(`no executable expectation for state "${id}"`);
          try {
            await asModel(() => check(driver));
          } catch (error) {
            throw new Error(`state "${id}": ${message(error)}`);
          }
        }
      }, budgetMs);
      return null;
    } catch (error) {
      return message(error);
    }
  },
  /** The step's own `expectAfter`, against what the app showed before the step. */
  async checkAfter(flow: string, stepIndex: number, budgetMs: number): Promise<string | null> {
    const { expectAfter } = modelOf(flow).steps[stepIndex];
    if (!expectAfter) return null;
    try {
      await eventually(() => asModel(() => expectAfter(driver, before)), budgetMs);
      return null;
    } catch (error) {
      return message(error);
    }
  },
  requests: () => log.map(({ method, path, status }) => `${method} ${path} → ${status ?? 'waiting'}`),
};

(window as unknown as { __mbt: typeof mbt }).__mbt = mbt;
