// i18n-exempt-file: a test oracle — the app's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AnyActorLogic } from 'xstate';
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { appModel } from './app.model';

/**
 * The app's start-up on the rendered app (accounts.md §2.3 "Splash", §4.1, §7.1, §9), written from the spec: the
 * page preloads no branding, so once the saved state is read the brand is fetched by the visiting domain
 * (GET /marca/localhost, held until a step answers it); an unknown domain or no connection leaves the boot
 * screen with the app's message and 'Intentar nuevamente', which asks again; the brand's answer themes the
 * shell (its colours as `--brand-<name>` on the root, its app name as the page title) behind the brand splash,
 * which goes off after 2000 ms.
 *
 * The saved state (IndexedDB `persist:root`) is read through a stand-in that holds the read until a `storage`
 * step answers it, so the blank screen while it is read can be seen and the read can fail (§4.1: logged, the
 * app starts fresh).
 */

const APP_NAME = 'Parrilla Demo';
const PRIMARY = '#c0392b';
/** §7.1: the brand looked up by the visiting domain. */
const BRAND_CALL = /^\/marca\/localhost$/;
/** The app's own message for an unknown brand or no connection (not in the spec), and its retry. */
const BRAND_UNAVAILABLE = 'No pudimos cargar la marca. Revisá tu conexión e intentá nuevamente.';
const RETRY = 'Intentar nuevamente';
/** AUTH's guest note (§2.4), with the brand's app name. */
const GUEST_NOTE = `Si ingresás sin registrarte, no podrás acceder a los beneficios de ${APP_NAME}.`;
/** §2.3 / §9: the splash turns off after 2000 ms; its second flag is set 1000 ms later. */
const SPLASH_MS = 2000;
const SPLASH_SETTLE_MS = 1000;

export const APP_FIXTURES = {
  brand: {
    status: 200,
    body: {
      status: 'success',
      data: {
        _id: 'brand-1',
        domain: 'localhost',
        appName: APP_NAME,
        businessType: 'b2c',
        multipleMenu: false,
        colors: [{ name: 'primary', value: PRIMARY }],
      },
    },
  },
  unknownDomain: { status: 404, body: { status: 'error', message: 'Marca no encontrada' } },
} satisfies Record<string, ServerAnswer>;

/** The saved state's read, held until a `storage` step answers it (one app per path: the newest read). */
interface HeldRead {
  resolve: (saved: unknown) => void;
  reject: (error: Error) => void;
  answered: boolean;
}
let savedStateRead: HeldRead | null = null;
const readSavedState = () =>
  new Promise<unknown>((resolve, reject) => {
    savedStateRead = { resolve, reject, answered: false };
  });
const answerRead = (fixture: string, answer: (read: HeldRead) => void) => async (app: AppDriver) => {
  const read = savedStateRead;
  if (!read || read.answered) throw new Error(`"${fixture}": the app is not reading its saved state`);
  read.answered = true;
  answer(read);
  await app.settle();
};

/**
 * The sign-in route group's code, held until a step delivers it or fails it (offline while it is fetched); the
 * other route groups load at once. `load` is the import itself (from the module cache under vitest).
 */
interface HeldCode {
  deliver: () => void;
  fail: (error: Error) => void;
  answered: boolean;
}
let signInCode: HeldCode | null = null;
const fetchRouteCode = (flow: string, load: () => Promise<AnyActorLogic>) =>
  flow === 'signIn'
    ? new Promise<AnyActorLogic>((resolve, reject) => {
        signInCode = { deliver: () => void load().then(resolve, reject), fail: reject, answered: false };
      })
    : load();
const answerCode = (fixture: string, answer: (code: HeldCode) => void) => async (app: AppDriver) => {
  const code = signInCode;
  if (!code || code.answered) throw new Error(`"${fixture}": the app is not fetching the sign-in code`);
  code.answered = true;
  answer(code);
  await app.settle();
};
const SIGN_IN = '/auth/inicio-de-sesion';
/** The sign-in form: Email, Contraseña and 'Ingresar' (shown once its flow runs). */
const signInForm = (app: AppDriver) => {
  app.screen.getByLabelText('Email');
  app.screen.getByLabelText('Contraseña');
  app.screen.getByRole('button', { name: 'Ingresar' });
};
const noSignInForm = (app: AppDriver) => {
  app.expect(app.url()).toBe(SIGN_IN);
  app.expect(app.screen.queryByRole('button', { name: 'Ingresar' })).toBeNull();
  app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
};

const brandCalls = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && BRAND_CALL.test(r.path));
const splash = (app: AppDriver) => app.screen.queryByRole('status', { name: `Cargando ${APP_NAME}` });
/** The boot screen: an empty `main` marked busy, with neither the splash nor the brand's message. */
const blankBootScreen = (app: AppDriver) => {
  const main = app.screen.getByRole('main', { busy: true });
  app.expect(main.textContent).toBe('');
  app.expect(splash(app)).toBeNull();
  app.expect(app.screen.queryByText(BRAND_UNAVAILABLE)).toBeNull();
};
/** The root element (through any rendered element: machines/ reads no DOM globals). */
const rootOf = (app: AppDriver) => (app.screen.getByRole('main').ownerDocument as Document).documentElement;

/**
 * The splash after the brand arrived, checked at fake times from the spec: each check waits for its moment (never
 * backwards), and a check already passed is not repeated when the runner retries while the app settles.
 */
const afterBrand = new WeakMap<AppDriver, { arrivedAt: number; passed: number }>();
const splashTimeline = async (
  app: AppDriver,
  checks: Array<{ atMs: number; check: (app: AppDriver) => void }>,
) => {
  const progress = afterBrand.get(app) ?? { arrivedAt: Date.now(), passed: 0 };
  afterBrand.set(app, progress);
  for (const { atMs, check } of checks.slice(progress.passed)) {
    const left = progress.arrivedAt + atMs - Date.now();
    if (left > 0) await app.wait(left);
    check(app);
    progress.passed += 1;
  }
};

const steps: AppStep[] = [
  {
    event: appModel.steps[0].event,
    action: {
      kind: 'storage',
      fixture: 'the saved state: nobody signed in',
      run: answerRead('the saved state', (read) => read.resolve({ user: null })),
    },
    // §4.1, §7.1: the brand is looked up by the visiting domain.
    expectAfter: (app) => app.expect(brandCalls(app).map((r) => r.path)).toEqual(['/marca/localhost']),
  },
  {
    event: appModel.steps[1].event,
    action: {
      kind: 'storage',
      fixture: 'reading the saved state fails (IndexedDB blocked)',
      run: answerRead('the saved state fails', (read) => read.reject(new Error('IndexedDB unavailable'))),
    },
    // §4.1: logged, and the app starts fresh: the brand is looked up all the same.
    expectAfter: (app) => app.expect(brandCalls(app).map((r) => r.path)).toEqual(['/marca/localhost']),
  },
  {
    event: appModel.steps[2].event,
    action: { kind: 'server', method: 'GET', path: BRAND_CALL, fixture: 'brand', answer: APP_FIXTURES.brand },
    // The brand themes the page at once; its splash stays 2000 ms, then the shell shows.
    expectAfter: (app) =>
      splashTimeline(app, [
        {
          atMs: 0,
          check: () => {
            app.expect(rootOf(app).style.getPropertyValue('--brand-primary')).toBe(PRIMARY);
            app.expect((rootOf(app).ownerDocument as Document).title).toBe(APP_NAME);
          },
        },
        {
          atMs: SPLASH_MS - 1,
          check: () =>
            app.expect(splash(app)?.className, `the splash 1 ms before ${SPLASH_MS} ms`).toBe('splash'),
        },
        {
          atMs: SPLASH_MS,
          check: () => {
            const leaving = splash(app);
            if (leaving)
              app.expect(leaving.className, `the splash at ${SPLASH_MS} ms`).toContain('splash--leaving');
          },
        },
        {
          atMs: SPLASH_MS + SPLASH_SETTLE_MS,
          check: () => {
            // §2.2: with nobody signed in, AUTH, naming the brand's app.
            app.expect(splash(app)).toBeNull();
            app.expect(app.url()).toBe('/auth');
            app.expect(app.screen.getByRole('heading', { name: '¡Te damos la bienvenida!' })).toBeTruthy();
            app.expect(app.screen.getByText(GUEST_NOTE)).toBeTruthy();
          },
        },
      ]),
  },
  {
    event: appModel.steps[3].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: BRAND_CALL,
      fixture: 'unknownDomain',
      answer: APP_FIXTURES.unknownDomain,
    },
    expectAfter: (app) => app.expect(app.screen.queryByRole('banner')).toBeNull(),
  },
  {
    event: appModel.steps[4].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: RETRY }));
      },
    },
    // The brand is asked for again.
    expectAfter: (app) => app.expect(brandCalls(app)).toHaveLength(2),
  },
  {
    event: appModel.steps[5].event,
    // §2.2: AUTH's 'Ingresar con email' opens the sign-in route; its screen renders only once the root has loaded
    // and spawned its flow (app.flowOpened, then app.flowLoaded). Left (back) and opened again while the code
    // is fetched, it still waits.
    action: {
      kind: 'gesture',
      run: async (app) => {
        if (app.url() === SIGN_IN) await app.back();
        await app.user.click(app.screen.getByRole('link', { name: 'Ingresar con email' }));
        await app.settle();
      },
    },
    // The code is being fetched: no form yet.
    expectAfter: noSignInForm,
  },
  {
    event: appModel.steps[6].event,
    action: {
      kind: 'storage',
      fixture: "the sign-in route group's code (src/app/route-groups/auth-screens)",
      run: answerCode('the sign-in code', (code) => code.deliver()),
    },
    // The form with Email, Contraseña and 'Ingresar'.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SIGN_IN);
      signInForm(app);
    },
  },
  {
    event: appModel.steps[7].event,
    action: {
      kind: 'storage',
      fixture: "the sign-in route group's code cannot be fetched (offline)",
      run: answerCode('the sign-in code fails', (code) => code.fail(new Error('offline'))),
    },
    // Logged; the form does not show (the next opening fetches the code again).
    expectAfter: noSignInForm,
  },
];

export const appAppModel: AppFlowModel = {
  model: appModel,
  systemId: 'app',
  start: {
    url: '/',
    // The path starts while the saved state is read (the splash comes with the brand).
    waitMs: 0,
    noPreloadedBrand: true,
    readSavedState,
    fetchRouteCode,
    // A previous path's held fetch is not this app's.
    arrange: () => {
      signInCode = null;
    },
  },
  states: {
    restoring: blankBootScreen,
    // Left at once by an `always` transition: the same blank screen.
    'resolvingBrand.checkingPreloaded': blankBootScreen,
    'resolvingBrand.fetching': (app) => {
      blankBootScreen(app);
      app.expect(brandCalls(app).filter((r) => !r.answered)).toHaveLength(1);
    },
    brandUnavailable: (app) => {
      app.expect(app.screen.getByText(BRAND_UNAVAILABLE)).toBeTruthy();
      app.expect(app.screen.getByRole('button', { name: RETRY })).toBeTruthy();
      app.expect(splash(app)).toBeNull();
    },
    // The brand's colours on the root, and its splash over the shell (or the shell once the splash is off).
    ready: (app) => {
      app.expect(rootOf(app).style.getPropertyValue('--brand-primary')).toBe(PRIMARY);
      app.expect(app.screen.queryByText(BRAND_UNAVAILABLE)).toBeNull();
      app.expect(app.screen.queryByRole('main', { busy: true })).toBeNull();
      app.expect(splash(app) ?? app.screen.getByRole('main')).toBeTruthy();
    },
  },
  steps,
};
