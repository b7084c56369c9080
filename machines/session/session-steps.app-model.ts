// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppStep } from '../app-model';
import type { FlowEvent } from '../flow-model';
import { completePhoneInPrompt } from './complete-profile-on-the-app';
import { sessionModel } from './session.model';
import {
  AUTH_KEEPING_QUERY,
  authGreeting,
  diner,
  dinerPhone,
  ENTRY_URL,
  expectStorageCleared,
  linkReopened,
  logoutDialog,
  onNoUserRoute,
  outsideDialogs,
  PROFILE_PATH,
  pathname,
  SENTINEL,
  SESSION_FIXTURES,
  SIGN_IN_URL,
  START_WAIT_MS,
  STORED_PAGE,
  signedInWith,
  waitingUserRequests,
  welcomePrompt,
} from './session-fixtures.app-model';

/**
 * The session's executable model (session.app-model.ts): the diner's gestures, the clock's steps and the scripted
 * server's answers, each with what follows.
 */

/** The welcome prompt, when it is open, answered with its 'Explorar sin beneficios' (§2.5). */
async function answerWelcomePrompt(app: AppDriver) {
  const prompt = welcomePrompt(app);
  if (!prompt) return;
  await app.user.click(app.within(prompt).getByRole('button', { name: 'Explorar sin beneficios' }));
  await app.settle();
}

/** PROFILE (opening it unless it is open), then its 'Cerrar sesión': the confirmation opens. */
async function openLogoutConfirmation(app: AppDriver) {
  if (pathname(app) !== PROFILE_PATH) await app.navigate(PROFILE_PATH);
  await app.user.click(app.screen.getByRole('button', { name: 'Cerrar sesión' }));
  await app.settle();
}

const inLogoutDialog = (app: AppDriver, button: 'Cancelar' | 'Cerrar sesión') => {
  const dialog = logoutDialog(app);
  if (!dialog) throw new Error("'¿Quieres cerrar sesión?' is not open");
  return app.within(dialog).getByRole('button', { name: button });
};

/** 'Ingresar con email' (AUTH, or PROFILE for a guest), then Email, Contraseña and 'Ingresar'. */
async function signInWithEmail(app: AppDriver) {
  // A prompt just answered plays its 300 ms exit over the screen (holding the focus): a person taps once it has gone.
  if (app.screen.queryByRole('dialog')) await app.wait(400);
  if (!onNoUserRoute(app) && pathname(app) !== PROFILE_PATH) await app.navigate(PROFILE_PATH);
  await app.user.click(app.screen.getByRole('link', { name: 'Ingresar con email' }));
  await app.settle();
  app.expect(app.url()).toBe(SIGN_IN_URL);
  // The screen's code may still be loading (a real browser fetches it the first time): a person waits for the form
  // and reads it before typing (settling only: the fake clock does not move).
  for (let i = 0; i < 100 && !app.screen.queryByLabelText('Email'); i += 1) await app.settle();
  for (let i = 0; i < 10; i += 1) await app.settle();
  await app.user.type(app.screen.getByLabelText('Email'), diner.email);
  await app.user.type(app.screen.getByLabelText('Contraseña'), 'Secreta123');
  await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
  signedInWith.set(app, diner.email);
  await app.settle();
}

const guestCreatedExpect = (app: AppDriver) => {
  // §2.2: AUTH no longer exists for a user: the app leaves it (BASE; the link reopens 500 ms later).
  app.expect(onNoUserRoute(app)).toBe(false);
  // Not reopened yet: no auto_login. Reopened while nobody was signed in (a forced logout within the 500 ms), the
  // flag it set stays for the next guest, who gets the welcome prompt.
  if (!linkReopened.get(app)) app.expect(app.readLocal('auto_login')).toBeNull();
};

/** §7.2: the user query, GET /user/{id}?idMarca={idMarca}. */
const USER_PATH = /^\/user\/[^/?]+\?idMarca=brand-1$/;

const refreshAnswer = (
  event: FlowEvent,
  fixture: keyof typeof SESSION_FIXTURES,
  expectAfter: AppStep['expectAfter'],
): AppStep => ({
  event,
  action: {
    kind: 'server',
    method: 'GET',
    path: USER_PATH,
    fixture,
    answer: SESSION_FIXTURES[fixture],
  },
  expectAfter,
});

/** §4.2, §6 "Session validity": the session is cleared and the browser sent to AUTH at once. */
const forcedLogout = (app: AppDriver) => {
  app.expect(pathname(app)).toBe('/auth');
  expectStorageCleared(app);
  app.expect(welcomePrompt(app)).toBeNull();
};

export const sessionSteps: AppStep[] = [
  {
    event: { type: 'session.guestRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        if (pathname(app) !== '/auth') await app.navigate('/auth');
        // AUTH's own button: a welcome prompt a forced logout just closed may still play its 300 ms exit.
        const onAuth = outsideDialogs(app.screen.getAllByRole('button', { name: 'Explorar sin beneficios' }));
        app.expect(onAuth).toHaveLength(1);
        await app.user.click(onAuth[0]);
      },
    },
    // §7.2: POST /user/guest/{idMarca}, no body; AUTH stays while it runs.
    expectAfter: (app) => {
      app.expect(app.requests().at(-1)).toMatchObject({ method: 'POST', path: '/user/guest/brand-1' });
      app.expect(pathname(app)).toBe('/auth');
    },
  },
  {
    event: sessionModel.steps[1].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/user\/guest\/brand-1$/,
      fixture: 'guestCreated',
      answer: SESSION_FIXTURES.guestCreated,
    },
    expectAfter: guestCreatedExpect,
  },
  {
    event: sessionModel.steps[2].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/user\/guest\/brand-1$/,
      fixture: 'noConnection',
      answer: SESSION_FIXTURES.noConnection,
    },
    // §8 "Guest entry failure"; AUTH stays, keeping the query.
    expectAfter: (app) => {
      app
        .expect(app.toasts().join(' | '))
        .toContain('No se pudo ingresar como invitado, por favor intentalo de nuevo');
      app.expect(pathname(app)).toBe('/auth');
    },
  },
  {
    event: { type: 'xstate.after.entryRedirect.session.entry.redirecting' },
    // §4.6 step 3, §9: 500 ms after the guest exists the original path and query reopen, and auto_login is set.
    action: { kind: 'clock', ms: 500 },
    expectAfter: (app) => {
      linkReopened.set(app, true);
      app.expect(app.readLocal('auto_login')).not.toBeNull();
      // Reopened for a user; without one (logged out meanwhile) the route map shows AUTH keeping the query.
      app.expect([ENTRY_URL, AUTH_KEEPING_QUERY]).toContain(app.url());
    },
  },
  {
    event: sessionModel.steps[4].event,
    action: {
      kind: 'local',
      fixture: `app_auth_pathname = '${STORED_PAGE}' (stored before a social login)`,
      arrange: (app) => app.writeLocal('app_auth_pathname', STORED_PAGE),
    },
  },
  {
    event: sessionModel.steps[5].event,
    action: { kind: 'gesture', run: signInWithEmail },
    // §4.4 sign-in: POST /login; signed in, the auth routes are left.
    expectAfter: (app) => {
      app.expect(app.requests().some((r) => r.method === 'POST' && r.path === '/login')).toBe(true);
      app.expect(onNoUserRoute(app)).toBe(false);
    },
  },
  {
    event: { type: 'xstate.after.postLoginRedirect.session.returning.redirecting' },
    // §4.2: 200 ms after a non-guest user is loaded, the stored path opens; the stored path is then cleared.
    action: { kind: 'clock', ms: 200 },
    expectAfter: (app) => {
      app.expect(pathname(app)).toBe(STORED_PAGE);
      app.expect(app.readLocal('app_auth_pathname')).toBeNull();
    },
  },
  {
    event: sessionModel.steps[7].event,
    // §4.7: the prompt asks the diner who signed in without a phone; 'Confirmar' saves it (§7.2 PUT
    // /user/{idMarca}/{id}) and the session's user has it from then on.
    action: { kind: 'gesture', run: (app) => completePhoneInPrompt(app, dinerPhone) },
    expectAfter: (app) => {
      const saves = app
        .requests()
        .filter((r) => r.method === 'PUT' && r.path.startsWith('/user/brand-1/user-1'));
      app.expect(saves).toHaveLength(1);
      app.expect(saves[0].body).toMatchObject({ phoneNumber: dinerPhone });
      app.expect(app.screen.queryByRole('dialog', { name: 'Completa tus datos' })).toBeNull();
      app.expect(onNoUserRoute(app)).toBe(false);
    },
  },
  {
    event: { type: 'session.welcomeDismissed' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const prompt = welcomePrompt(app);
        if (!prompt) throw new Error('the welcome prompt is not open');
        await app.user.click(app.within(prompt).getByRole('button', { name: 'Explorar sin beneficios' }));
      },
    },
    // §2.5: 'Explorar sin beneficios' dismisses the modal and clears the flag.
    expectAfter: (app) => {
      app.expect(welcomePrompt(app)).toBeNull();
      app.expect(app.readLocal('auto_login')).toBeNull();
    },
  },
  {
    event: { type: 'session.refreshRequested' },
    // §4.2: the user query refetches on focus.
    action: { kind: 'gesture', run: (app) => app.focusWindow() },
    expectAfter: (app) => {
      app.expect(waitingUserRequests(app)).toHaveLength(1);
    },
  },
  refreshAnswer(sessionModel.steps[10].event, 'registeredUser', (app) => {
    app.expect(onNoUserRoute(app)).toBe(false);
    app.expect(app.readLocal(SENTINEL[0])).toBe(SENTINEL[1]);
  }),
  refreshAnswer(sessionModel.steps[11].event, 'userWithoutBrand', forcedLogout),
  refreshAnswer(sessionModel.steps[12].event, 'unauthorized', forcedLogout),
  refreshAnswer(sessionModel.steps[13].event, 'notInBrand', forcedLogout),
  refreshAnswer(sessionModel.steps[14].event, 'noConnection', (app) => {
    // A refresh that cannot reach the server logs nobody out.
    app.expect(onNoUserRoute(app)).toBe(false);
    app.expect(app.readLocal(SENTINEL[0])).toBe(SENTINEL[1]);
  }),
  {
    event: { type: 'session.sessionRejected' },
    // The rejection through its real cause (§4.2 "User refresh and forced logout"): the diner comes back to the
    // tab, the user is refetched (GET /user/{id}?idMarca=) and the server answers 401; the chart raises the
    // rejection in the same macrostep as the answer.
    action: {
      kind: 'gesture',
      run: async (app) => {
        if (!app.answerHeld) throw new Error('this driver cannot answer a held request');
        await app.focusWindow();
        app.expect(waitingUserRequests(app)).toHaveLength(1);
        await app.answerHeld('GET', USER_PATH, SESSION_FIXTURES.unauthorized, 'unauthorized');
      },
    },
    expectAfter: forcedLogout,
  },
  {
    event: { type: 'xstate.after.perUserFetch.session.perUserFetch.waiting' },
    // §4.6, §9: 5 s after start; the splash already took START_WAIT_MS of them before the path began.
    action: { kind: 'clock', ms: 5000 - START_WAIT_MS },
  },
  {
    event: { type: 'session.logoutRequested' },
    action: { kind: 'gesture', run: openLogoutConfirmation },
    // §2.6: 'Cerrar sesión' opens the confirmation; nothing is cleared yet.
    expectAfter: (app) => {
      const dialog = logoutDialog(app);
      app.expect(dialog).not.toBeNull();
      inLogoutDialog(app, 'Cancelar');
      inLogoutDialog(app, 'Cerrar sesión');
      app.expect(pathname(app)).toBe(PROFILE_PATH);
      app.expect(app.readLocal(SENTINEL[0])).toBe(SENTINEL[1]);
    },
  },
  {
    event: { type: 'session.logoutCancelled' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await openLogoutConfirmation(app);
        await app.user.click(inLogoutDialog(app, 'Cancelar'));
      },
    },
    expectAfter: (app) => {
      app.expect(logoutDialog(app)).toBeNull();
      app.expect(pathname(app)).toBe(PROFILE_PATH);
      app.expect(app.readLocal(SENTINEL[0])).toBe(SENTINEL[1]);
    },
  },
  {
    event: { type: 'session.logoutConfirmed' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        // Under the welcome prompt a person answers it first ('Explorar sin beneficios', §2.5): the logout then
        // ends where the chart's own step does (no user, no flag, no prompt).
        await answerWelcomePrompt(app);
        await openLogoutConfirmation(app);
        await app.user.click(inLogoutDialog(app, 'Cerrar sesión'));
      },
    },
    // §4.2 "Logout": local storage, session storage and cookies cleared at once; with no user only the auth
    // routes exist (§2.2), so PROFILE gives way to AUTH.
    expectAfter: (app) => {
      app.expect(logoutDialog(app)).toBeNull();
      expectStorageCleared(app);
      app.expect(pathname(app)).toBe('/auth');
    },
  },
  {
    event: { type: 'xstate.after.logoutRedirect.session.user.loggingOut' },
    // §4.2, §9: AUTH 500 ms after the confirmation.
    action: { kind: 'clock', ms: 500 },
    expectAfter: (app) => {
      app.expect(pathname(app)).toBe('/auth');
      app.expect(authGreeting(app)).toHaveLength(1);
    },
  },
];
