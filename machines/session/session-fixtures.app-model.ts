// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, RecordedRequest, ServerAnswer } from '../app-model';

/**
 * The data of the session's executable model (session.app-model.ts): its routes, timings and people, the named
 * server answers, the screen's queries, and what it remembers of the run being walked.
 */

export const ENTRY_URL = '/perfil?utm_campaign=verano';
/** §2.2: with no user any other path redirects to AUTH, keeping the query string. */
export const AUTH_KEEPING_QUERY = '/auth?utm_campaign=verano';
export const PROFILE_PATH = '/perfil';
export const SIGN_IN_URL = '/auth/inicio-de-sesion';
export const STORED_PAGE = '/perfil';
/** §9: the splash 2000 ms (its second flag 1 s later changes nothing the session shows); the path starts then. */
export const START_WAIT_MS = 2000;

const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest', name: 'Invitado' };
export const diner = {
  _id: 'user-1',
  idMarca: 'brand-1',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phoneNumber: '+5491122334455',
  gender: 'Female',
  birthDate: { year: 1990, month: 5, day: 14 },
};

/** The same diner before completing the profile: no phone (the model's 'Complete the profile' adds it). */
export const { phoneNumber: dinerPhone, ...dinerWithoutPhone } = diner;
/**
 * Whether the path walked now completes the profile: then the diner signs in without a phone, so that the
 * completion prompt asks for it; every other path signs in with a complete profile, so that no prompt covers
 * the session's screens. Set for each path before the app starts.
 */
export const completesProfile = { now: false };

/** Named server answers (the scripted HTTP layer returns them). */
export const SESSION_FIXTURES = {
  guestCreated: { status: 200, body: { status: 'success', data: guest } },
  noConnection: { status: 0, networkError: true },
  registeredUser: { status: 200, body: { status: 'success', data: { ...diner, priceCategory: 'default' } } },
  userWithoutBrand: {
    status: 200,
    body: { status: 'success', data: { _id: 'user-1', name: 'Lucía Fernández' } },
  },
  unauthorized: { status: 401, body: { status: 'error', message: 'No autorizado' } },
  notInBrand: { status: 404, body: { status: 'error', message: 'Usuario no encontrado para esta marca' } },
  passwordAccepted: { status: 200, body: { status: 'success', data: diner } },
  passwordAcceptedWithoutPhone: { status: 200, body: { status: 'success', data: dinerWithoutPhone } },
  profileSaved: { status: 200, body: { status: 'success', data: diner } },
} satisfies Record<string, ServerAnswer>;

/** Where the app is (pathname only). */
export const pathname = (app: AppDriver) => app.url().split('?')[0];
/** §2.2: the routes that exist without a user. */
const NO_USER_ROUTES = [
  /^\/auth$/,
  /^\/auth\/inicio-de-sesion$/,
  /^\/auth\/registro(\/datos-personales)?$/,
  /^\/verificacion$/,
  /^\/forgotpassword\/resetpassword\/[^/]+\/[^/]+$/,
  /^\/reestablecer-cuenta$/,
];
export const onNoUserRoute = (app: AppDriver) => NO_USER_ROUTES.some((route) => route.test(pathname(app)));

/** The open dialog with this name (a closing one plays its 300 ms exit, marked data-exiting, and counts as closed). */
const openDialog = (app: AppDriver, name: string) => {
  const dialog = app.screen.queryByRole('dialog', { name });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
export const outsideDialogs = (elements: HTMLElement[]) =>
  elements.filter((e) => !e.closest('[role="dialog"]'));
/** AUTH's own greeting (§2.4), not the welcome prompt's title. */
export const authGreeting = (app: AppDriver) =>
  outsideDialogs(app.screen.queryAllByRole('heading', { name: '¡Te damos la bienvenida!' }));
export const logoutDialog = (app: AppDriver) => openDialog(app, '¿Quieres cerrar sesión?');
export const welcomePrompt = (app: AppDriver) => openDialog(app, '¡Te damos la bienvenida!');

/** A key the app never writes, put in local storage before it starts: logout must wipe local storage. */
export const SENTINEL = ['tableSystem', 'true'] as const;

const userRequests = (app: AppDriver): RecordedRequest[] =>
  app.requests().filter((r) => r.method === 'GET' && /^\/user\/[^/?]+\?idMarca=brand-1$/.test(r.path));
export const waitingUserRequests = (app: AppDriver) => userRequests(app).filter((r) => r.answered === false);

/** §4.2 "Logout" and "User refresh and forced logout": local storage wiped (auto_login, the stored page too). */
export const expectStorageCleared = (app: AppDriver) => {
  app.expect(app.readLocal(SENTINEL[0])).toBeNull();
  app.expect(app.readLocal('auto_login')).toBeNull();
  app.expect(app.readLocal('app_auth_pathname')).toBeNull();
};

/** The (fake) time the app opened at, per running app: the clock is faked before the app starts. */
export const openedAt = new WeakMap<AppDriver, number>();
/**
 * Since the app opened. A real browser (tests/e2e/model-paths) runs the start's `arrange` on another page before
 * the app's, so this app's opening is its page's own: the navigation's start (performance.timeOrigin).
 */
export const sinceOpening = (app: AppDriver) => Date.now() - (openedAt.get(app) ?? performance.timeOrigin);

/** Who the gestures signed in last, per running app (the start: nobody). */
export const signedInWith = new WeakMap<AppDriver, string>();

/** Whether the link has reopened already (a guest created after that may find `auto_login` set, §4.6). */
export const linkReopened = new WeakMap<AppDriver, boolean>();
