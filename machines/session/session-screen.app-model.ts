// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import {
  AUTH_KEEPING_QUERY,
  authGreeting,
  diner,
  expectStorageCleared,
  logoutDialog,
  onNoUserRoute,
  outsideDialogs,
  PROFILE_PATH,
  pathname,
  STORED_PAGE,
  signedInWith,
  sinceOpening,
  waitingUserRequests,
  welcomePrompt,
} from './session-fixtures.app-model';

/** What each state of the session shows on the rendered app (session.app-model.ts). */
export const SESSION_STATES: AppFlowModel['states'] = {
  // Decided at once from the held user.
  'user.routing': () => {},
  // §2.2, §2.4: only the auth routes; AUTH greets and offers the guest entry (b2c).
  'user.noUser': (app) => {
    app.expect(onNoUserRoute(app)).toBe(true);
    if (pathname(app) === '/auth') {
      app.expect(authGreeting(app)).toHaveLength(1);
      app
        .expect(outsideDialogs(app.screen.queryAllByRole('button', { name: 'Explorar sin beneficios' })))
        .toHaveLength(1);
    }
  },
  // No user yet: still an auth route (the first address redirected to AUTH keeping its query).
  'user.creatingGuest': (app) => {
    app.expect(onNoUserRoute(app)).toBe(true);
    app
      .expect(app.requests().some((r) => r.method === 'POST' && r.path === '/user/guest/brand-1'))
      .toBe(true);
  },
  // §2.2, §2.6: the app routes; AUTH is gone; PROFILE shows the guest's welcome card and no greeting.
  'user.active.guest': (app) => {
    app.expect(pathname(app)).not.toBe('/auth');
    if (pathname(app) === PROFILE_PATH) {
      // '… a {brand}!': the runner's brand is Demo, the seeded one in the browser replay Brasa Palermo.
      app.screen.getByText(/^¡Te damos la bienvenida a .+!$/);
      app.expect(app.screen.queryByText(/^¡Hola /)).toBeNull();
    }
  },
  // §2.2, §2.6: no auth route; PROFILE greets '¡Hola {name}!'.
  'user.active.registered': (app) => {
    app.expect(onNoUserRoute(app)).toBe(false);
    if (pathname(app) === PROFILE_PATH) app.screen.getByText(`¡Hola ${diner.name}!`);
  },
  // §4.2 "Logout": cleared at once; no user, so AUTH (§2.2); the confirmation is gone.
  'user.loggingOut': (app) => {
    app.expect(pathname(app)).toBe('/auth');
    expectStorageCleared(app);
    app.expect(logoutDialog(app)).toBeNull();
  },
  'entry.starting': () => {},
  // §4.6 step 3: a protected deep link with no user: AUTH keeping the query while the guest is created.
  'entry.waitingForUser': (app) => {
    app.expect(app.url()).toBe(AUTH_KEEPING_QUERY);
    app.expect(app.readLocal('auto_login')).toBeNull();
  },
  // The link has not reopened yet: no auto_login flag, no welcome prompt.
  'entry.redirecting': (app) => {
    app.expect(app.readLocal('auto_login')).toBeNull();
    app.expect(welcomePrompt(app)).toBeNull();
  },
  'entry.done': () => {},
  'refresh.starting': () => {},
  // No user query waiting for the server (one a logout abandoned stays unanswered: no user is left to refresh).
  'refresh.idle': (app) => {
    if (!onNoUserRoute(app)) app.expect(waitingUserRequests(app)).toEqual([]);
  },
  // §7.2: GET /user/{id}?idMarca= sent and not answered yet; the screen stays.
  'refresh.fetching': (app) => app.expect(waitingUserRequests(app)).toHaveLength(1),
  // §4.6: the per-user fetch runs 5 s after start: not yet.
  'perUserFetch.waiting': (app) => app.expect(sinceOpening(app)).toBeLessThan(5000),
  'perUserFetch.done': (app) => app.expect(sinceOpening(app)).toBeGreaterThanOrEqual(5000),
  // The stored page stays stored until a registered diner is back (§4.2 "Social login").
  'returning.reading': (app) => {
    if (!signedInWith.get(app)) return;
    app.expect(app.readLocal('app_auth_pathname')).toBeNull();
  },
  // A registered diner has no stored page left to open.
  'returning.waiting': (app) => {
    if (signedInWith.get(app) && !onNoUserRoute(app))
      app.expect(app.readLocal('app_auth_pathname')).toBeNull();
  },
  // §4.2: the stored page opens 200 ms later; until then it is still stored.
  'returning.redirecting': (app) => app.expect(app.readLocal('app_auth_pathname')).toBe(STORED_PAGE),
  // §2.5: shown only while auto_login exists.
  'welcome.hidden': (app) => app.expect(welcomePrompt(app)).toBeNull(),
  // §2.5: '¡Te damos la bienvenida!' with 'Ingresá con' + the provider and 'Explorar sin beneficios'.
  'welcome.prompting': (app) => {
    const prompt = welcomePrompt(app);
    app.expect(prompt).not.toBeNull();
    if (!prompt) return;
    app.within(prompt).getByRole('button', { name: /^Ingresá con / });
    app.within(prompt).getByRole('button', { name: 'Explorar sin beneficios' });
    app.expect(app.readLocal('auto_login')).not.toBeNull();
  },
};
