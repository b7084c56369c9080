// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { DEMO, signOut } from '../session/diners-on-the-app';
import { socialLoginModel } from './social-login.model';

/**
 * Social login on the rendered app (accounts.md §2.4 AUTH, §4.2 "Social login", §7.2, §8 "Sign-in"), written
 * from the spec: AUTH (`/auth`) with "Ingresá con" + the provider ('Google' when the brand names none), the
 * browser redirect {api}/auth/{method}?idMarca={brandId}&dominio={origin}, GET /auth/login/success, the keys
 * `{prefix}_auth_pathname`, `{prefix}_auth_method` and `auth_method` (prefix `app`), the cookies userId,
 * authToken, idMarca, and the toasts "¡Listo!, ¡ya podés disfrutar de todos nuestros beneficios! 🎉" and
 * "No se pudo iniciar sesión. Por favor, inténtalo de nuevo.".
 *
 * The app opens at AUTH with no user, as the human model's start says. What the browser holds for a return
 * (the cookies and the pending method) is read once when the app opens; the test file holds that read until a
 * `storage` step answers it (`SocialBrowser`), after putting the step's fixture in the browser (cookies set, no
 * cookies, or cookies that cannot be read), and the app's own reader (src/adapters/session-storage.ts) answers
 * it. `location.assign` is recorded instead of leaving the page (happy-dom would load the provider's page).
 * The tap happens where the model's redirect step says the diner is, PROFILE: a visitor enters as a guest and
 * taps the guest card's "Ingresar con Google" (§2.6), so the page is stored; after a sign-in, the diner signs
 * out first (a registered diner is offered no social login).
 */

/** The browser around the social login, installed by the test file (machines/ names no browser API). */
export interface SocialBrowser {
  /** A fresh browser: no cookies, no held read, no redirect recorded. */
  reset(): void;
  /** Puts the fixture in the browser, then lets the app's reader answer the held read of the return. */
  answerReturnRead(
    fixture: { cookies: Record<string, string>; method: string | null } | { blocked: true },
  ): void;
  /** Reads of the return still waiting. */
  waitingReads(): number;
  /** A cookie readable from script, or null. */
  cookie(name: string): string | null;
  /** The URLs the page was sent to (location.assign), oldest first. */
  redirects(): string[];
}

const AUTH = '/auth';
const PROFILE = '/perfil';
/** §2.4 AUTH's "Ingresá con" and §2.6 the guest card's "Ingresar con", plus the provider's name. */
const PROVIDER_BUTTON = /^Ingres(á|ar) con Google$/;
const SUCCEEDED = '¡Listo!, ¡ya podés disfrutar de todos nuestros beneficios! 🎉';
const FAILED = 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.';
/** §7.2: the browser redirect for the default provider of brand-1. */
const PROVIDER_REDIRECT = /^\/api\/auth\/google\?idMarca=brand-1&dominio=http/;
const LOGIN_SUCCESS = /^\/auth\/login\/success(\?.*)?$/;

/** The diner the provider signs in (the model's user-9): the demo account, complete, so no profile-completion prompt covers the screens. */
const martina = { ...DEMO, _id: 'user-9' };

export const SOCIAL_LOGIN_FIXTURES = {
  martinaSignedIn: { status: 200, body: { status: 'success', data: martina } },
  loginExpired: { status: 401, body: { status: 'error', message: 'El ingreso no es válido o venció.' } },
} satisfies Record<string, ServerAnswer>;

const pathname = (app: AppDriver) => app.url().split('?')[0];
/** AUTH's button outside any dialog (the welcome prompt has its own). */
const providerButtons = (app: AppDriver) =>
  app.screen.queryAllByRole('button', { name: PROVIDER_BUTTON }).filter((b) => !b.closest('[role="dialog"]'));
/** Whether a toast on screen shows this text (a toast also holds its close button). */
const showsToast = (app: AppDriver, text: string) => app.toasts().some((toast) => toast.includes(text));
const isBusy = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
const loginCalls = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && LOGIN_SUCCESS.test(r.path));

/** §4.2: on a failed sign-in the stored method and page are removed. */
const expectReturnForgotten = (app: AppDriver) => {
  app.expect(app.readLocal('auth_method')).toBeNull();
  app.expect(app.readLocal('app_auth_method')).toBeNull();
  app.expect(app.readLocal('app_auth_pathname')).toBeNull();
};

export function createSocialLoginAppModel(browser: SocialBrowser): AppFlowModel {
  const step = (i: number) => socialLoginModel.steps[i].event;
  const storageRead = (
    i: number,
    fixture: string,
    answer: Parameters<SocialBrowser['answerReturnRead']>[0],
    expectAfter: AppStep['expectAfter'],
  ): AppStep => ({
    event: step(i),
    action: {
      kind: 'storage',
      fixture,
      run: async (app) => {
        if (browser.waitingReads() === 0) throw new Error(`"${fixture}": the app is not reading the return`);
        browser.answerReturnRead(answer);
        await app.settle();
      },
    },
    expectAfter,
  });

  const steps: AppStep[] = [
    storageRead(
      0,
      "cookies userId=user-9, authToken=token-9, idMarca=brand-1 and auth_method 'google' (back from the provider)",
      { cookies: { userId: 'user-9', authToken: 'token-9', idMarca: 'brand-1' }, method: 'google' },
      // §4.2, §7.2: the return is completed with GET /auth/login/success (no auth_token held); AUTH stays.
      (app) => {
        app.expect(loginCalls(app).map((r) => r.path)).toEqual(['/auth/login/success']);
        app.expect(pathname(app)).toBe(AUTH);
      },
    ),
    storageRead(
      1,
      'no auth cookies, no auth_method (an ordinary visit)',
      { cookies: {}, method: null },
      (app) => {
        app.expect(loginCalls(app)).toEqual([]);
        app.expect(app.toasts()).toEqual([]);
      },
    ),
    storageRead(2, 'the cookies cannot be read (the browser blocks them)', { blocked: true }, (app) => {
      // Nothing to complete and nothing to report: the visit goes on as an ordinary one.
      app.expect(loginCalls(app)).toEqual([]);
      app.expect(app.toasts()).toEqual([]);
    }),
    {
      event: step(3),
      action: {
        kind: 'server',
        method: 'GET',
        path: LOGIN_SUCCESS,
        fixture: 'martinaSignedIn',
        answer: SOCIAL_LOGIN_FIXTURES.martinaSignedIn,
      },
      // §4.2, §8: the success toast; a registered user has the app routes, so AUTH is left (§2.2).
      expectAfter: (app) => {
        app.expect(showsToast(app, SUCCEEDED), app.toasts().join(' | ')).toBe(true);
        app.expect(showsToast(app, FAILED)).toBe(false);
        app.expect(pathname(app)).not.toBe(AUTH);
      },
    },
    {
      event: step(4),
      action: {
        kind: 'server',
        method: 'GET',
        path: LOGIN_SUCCESS,
        fixture: 'loginExpired',
        answer: SOCIAL_LOGIN_FIXTURES.loginExpired,
      },
      // §4.2, §8: the method and page are forgotten and the failure toast shows; nobody is signed in.
      expectAfter: (app) => {
        app.expect(showsToast(app, FAILED), app.toasts().join(' | ')).toBe(true);
        app.expect(showsToast(app, SUCCEEDED)).toBe(false);
        expectReturnForgotten(app);
        app.expect(pathname(app)).toBe(AUTH);
      },
    },
    {
      event: step(5),
      action: {
        kind: 'gesture',
        run: async (app) => {
          // A signed-in diner has no provider button (AUTH is closed to a user): sign out first.
          if (pathname(app) !== AUTH) await signOut(app);
          // The model's page is PROFILE: the visitor enters as a guest ('Explorar sin beneficios') and taps the
          // guest card's 'Ingresar con Google' there (§2.6).
          await app.user.click(app.screen.getByRole('button', { name: 'Explorar sin beneficios' }));
          await app.settle();
          // The guest is created by the server (POST /user/guest) before AUTH is left: a browser waits for it.
          for (let i = 0; i < 100 && pathname(app) === AUTH; i += 1) await app.wait(50);
          await app.navigate(PROFILE);
          await app.user.click(app.screen.getByRole('button', { name: 'Ingresar con Google' }));
        },
      },
      // The button shows busy and ignores presses while the browser leaves.
      expectAfter: (app) => {
        const [button] = providerButtons(app);
        app.expect(button && isBusy(button)).toBe(true);
      },
    },
    {
      event: step(6),
      action: {
        kind: 'local',
        fixture: 'the current page (/perfil) and no campaign in session storage, read at once',
        arrange: () => {},
      },
      // §4.2, §7.2: the page (not AUTH) and the method are stored, the method under both keys, and the
      // browser goes to the provider with the brand and the origin.
      expectAfter: (app) => {
        app.expect(app.readLocal('app_auth_method')).toBe('google');
        app.expect(app.readLocal('auth_method')).toBe('google');
        app.expect(app.readLocal('app_auth_pathname')).toBe(PROFILE);
        app.expect(browser.redirects()).toHaveLength(1);
        app.expect(browser.redirects()[0]).toMatch(PROVIDER_REDIRECT);
        app.expect(browser.redirects()[0]).not.toContain('urlUTM');
      },
    },
  ];

  return {
    model: socialLoginModel,
    systemId: 'socialLogin',
    start: {
      url: AUTH,
      // §9: the splash 2000 ms, then 1 s settling; the held read does not move meanwhile.
      waitMs: 3000,
      arrange: () => browser.reset(),
    },
    instantStates: ['preparingRedirect'],
    background: [
      {
        method: 'GET',
        path: /^\/user\/user-9\?idMarca=brand-1$/,
        fixture: 'martinaSignedIn (her refresh)',
        answer: SOCIAL_LOGIN_FIXTURES.martinaSignedIn,
      },
    ],
    states: {
      // AUTH as it is before anything was read; the return is being read.
      readingReturn: (app) => {
        app.expect(pathname(app)).toBe(AUTH);
        app.expect(browser.waitingReads()).toBe(1);
        app.expect(loginCalls(app)).toEqual([]);
        app.expect(app.toasts()).toEqual([]);
      },
      // Passed through at once.
      checkingReturn: () => {},
      // GET /auth/login/success sent and waiting; AUTH stays, no toast yet.
      completing: (app) => {
        app.expect(pathname(app)).toBe(AUTH);
        app.expect(loginCalls(app).filter((r) => r.answered === false)).toHaveLength(1);
        app.expect(app.toasts()).toEqual([]);
      },
      // Nothing read or being completed; on AUTH (and a guest's PROFILE) the provider's button can be pressed.
      idle: (app) => {
        app.expect(browser.waitingReads()).toBe(0);
        app.expect(loginCalls(app).filter((r) => r.answered === false)).toEqual([]);
        if (pathname(app) === AUTH) {
          const buttons = providerButtons(app);
          app.expect(buttons).toHaveLength(1);
          app.expect(isBusy(buttons[0])).toBe(false);
        }
        app.expect(browser.redirects()).toEqual([]);
      },
      // Left at once (the current page is read at once): only the tap's own check runs.
      preparingRedirect: () => {},
      // The browser was sent to the provider once; the button stays busy.
      redirected: (app) => {
        app.expect(browser.redirects()).toHaveLength(1);
        const [button] = providerButtons(app);
        app.expect(button && isBusy(button)).toBe(true);
      },
    },
    steps,
    pending: [
      {
        event: step(7),
        reason:
          'the app reads the current page from the address and the campaign through its storage adapter, which reads a blocked session storage as empty (src/adapters/browser-storage.ts): the read never fails',
      },
    ],
    impossible: (events: FlowEvent[], before) => {
      const event = events[events.length - 1];
      if (event.type === 'socialLogin.started' && before.stateIds.includes('redirected'))
        return 'the button is busy and ignores presses while the browser leaves for the provider (no page is restored from the back-forward cache here)';
      return null;
    },
  };
}
