// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import {
  type AppDriver,
  type AppFlowModel,
  type AppStep,
  isSameEvent,
  type ServerAnswer,
} from '../app-model';
import { DEMO, dinersBackground, signInWithEmail, signOut } from '../session/diners-on-the-app';
import { pointsModel } from './points.model';

/**
 * The header's points badge on the rendered app (accounts.md §2.3 "Points badge", §3, §7.4 GET /points/{id},
 * §8 "Points": a failure is logged only, §9: the unit PTS in Spanish), written from the spec. The diner is
 * demo@demo.com (user-1) restored from the saved state on BASE, whose header asks for the badge. Changing the
 * session's user is done as a person does it: 'Cerrar sesión' on PROFILE and its confirmation, 'Ingresar con
 * email' on AUTH, 'Explorar sin beneficios'; the server's answers to /login are chosen by the e-mail.
 */

const BASE_URL = '/';
/** QR_CODE (§2.7): a registered diner's "Total de puntos" card, with a spinner while the points load. */
const QR_CODE_URL = '/qr-code';

export const POINTS_FIXTURES = {
  points: { status: 200, body: { status: 'success', data: { availablePoints: 2525.5 } } },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

/** The badge: a button read as "{points} PTS disponibles" (§2.3; the number truncated, es-AR grouping). */
const badge = (app: AppDriver) => app.screen.queryByRole('button', { name: / PTS disponibles$/ });
const pointsRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && /^\/points\//.test(r.path));

/**
 * QR_CODE's "Total de puntos" card (§2.7: "a spinner shows while loading"), looked at from BASE: the diner opens
 * QR_CODE, the check runs there, and the diner comes back to BASE (the points flow lives at the root: opening a
 * screen does not change it). Only from BASE, where a registered diner's badge is checked too.
 */
const onQrCode = async (app: AppDriver, check: (card: HTMLElement) => void) => {
  if (app.url() !== BASE_URL) return;
  await app.navigate(QR_CODE_URL);
  try {
    const card = app.screen.getByRole('heading', { name: 'Total de puntos' }).parentElement as HTMLElement;
    check(card);
  } finally {
    await app.navigate(BASE_URL);
  }
};
const spinnerIn = (app: AppDriver, card: HTMLElement) => app.within(card).queryByRole('progressbar');

/** What the console logged with console.error, read by the test file (machines/ names no console spy). */
export interface ConsoleErrors {
  errors(): unknown[][];
}
/** §8 "Points": a fetch failure is logged only; the log names the points and carries the error. */
const isPointsFailureLog = (args: unknown[]) =>
  /points/i.test(String(args[0])) && args.slice(1).some((a) => a !== undefined && a !== null);

/** Signs out if someone is signed in, then signs in with e-mail and password and comes back to BASE. */
const signInAs = (email: string) => async (app: AppDriver) => {
  await app.navigate('/auth');
  if (!app.url().startsWith('/auth')) await signOut(app);
  await signInWithEmail(app, email);
  await app.navigate(BASE_URL);
};

/** The number of points requests before the step, per running app. */
const countBefore = new WeakMap<AppDriver, number>();
const remember = (app: AppDriver) => countBefore.set(app, pointsRequests(app).length);
/** The console errors logged before the points failed to load (noted while they load), per running app. */
const errorsBefore = new WeakMap<AppDriver, number>();

/** After a change to a registered diner: one new GET /points/{their id}, and no badge until it answers. */
const fetchesPointsOf = (id: string) => (app: AppDriver) => {
  const sent = pointsRequests(app).slice(countBefore.get(app) ?? 0);
  app.expect(sent.map((r) => r.path)).toContain(`/points/${id}`);
  app.expect(app.url()).toBe(BASE_URL);
};

const stepsWith = (log?: ConsoleErrors): AppStep[] => [
  {
    event: pointsModel.steps[0].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/points\/[^/]+$/,
      fixture: 'points',
      answer: POINTS_FIXTURES.points,
    },
    // 2525.5 shown as "2.525 PTS" (truncated, es-AR grouping, the Spanish unit).
    expectAfter: (app) => {
      app.expect(badge(app)?.textContent).toBe('★2.525 PTS');
    },
  },
  {
    event: pointsModel.steps[1].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/points\/[^/]+$/,
      fixture: 'noConnection',
      answer: POINTS_FIXTURES.noConnection,
    },
    // §8: logged only: no badge and no toast; the console has the failure.
    expectAfter: (app) => {
      app.expect(badge(app)).toBeNull();
      app.expect(app.toasts()).toEqual([]);
      if (log) {
        const logged = log.errors().slice(errorsBefore.get(app) ?? 0);
        app.expect(logged.some(isPointsFailureLog), 'the failure is logged with its error').toBe(true);
      }
    },
  },
  {
    event: pointsModel.steps[3].event,
    action: {
      kind: 'gesture',
      // The diner comes back to the tab: the session asks GET /user/{id} again (main.tsx's startSessionEvents)
      // and the server answers the same diner's record.
      run: async (app) => {
        remember(app);
        await app.focusWindow();
        await app.settle();
      },
    },
    // §4.2: the same person: no new GET /points (a badge already shown stays).
    expectAfter: (app) => {
      app.expect(pointsRequests(app).length).toBe(countBefore.get(app));
    },
  },
  {
    event: pointsModel.steps[4].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await signInAs('lucia@example.com')(app);
      },
    },
    expectAfter: fetchesPointsOf('user-2'),
  },
  {
    event: pointsModel.steps[5].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/auth');
      app.expect(badge(app)).toBeNull();
    },
  },
  {
    event: pointsModel.steps[6].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
        await app.user.click(app.screen.getByRole('button', { name: 'Explorar sin beneficios' }));
        await app.wait(1000);
        await app.navigate(BASE_URL);
      },
    },
    // A guest has no points: nothing is asked and no badge shows.
    expectAfter: (app) => {
      app.expect(pointsRequests(app).length).toBe(countBefore.get(app));
      app.expect(badge(app)).toBeNull();
    },
  },
  {
    event: pointsModel.steps[7].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app);
        await signInAs('demo@demo.com')(app);
      },
    },
    expectAfter: (app) => {
      if (pointsRequests(app).length > (countBefore.get(app) ?? 0)) fetchesPointsOf('user-1')(app);
    },
  },
];

/** Who is signed in after the path's events (the start: demo@demo.com). */
function userAfter(events: Array<{ type: string; user?: { _id?: string; typeUser?: string } | null }>) {
  let user: string | null = 'user-1';
  for (const event of events)
    if (event.type === 'points.userChanged')
      user = event.user && event.user.typeUser !== 'guest' ? (event.user._id ?? null) : null;
  return user;
}

/**
 * The executable model; `log` (the test file's console.error spy) lets the failure step check that the failure
 * was logged (§8); without it (the browser walks) that check is left out.
 */
export const createPointsAppModel = (log?: ConsoleErrors): AppFlowModel => ({
  model: pointsModel,
  systemId: 'points',
  start: {
    url: BASE_URL,
    // The splash (2 s, then 1 s settling) is the layout flow's.
    waitMs: 3000,
    savedState: { user: DEMO, language: { currentLanguage: 'es' } },
    // Focus refreshes the session's user (the same diner refreshed).
    sessionEvents: true,
  },
  background: [
    ...dinersBackground,
    {
      method: 'POST',
      path: /^\/local\/all$/,
      fixture: 'no branches',
      answer: { status: 200, body: { status: 'success', data: [] } },
    },
  ],
  states: {
    evaluating: () => {},
    // No user, or a guest: no badge anywhere.
    signedOut: (app) => app.expect(badge(app)).toBeNull(),
    // A first load shows no badge yet, and QR_CODE's card a spinner (§2.7); a refresh keeps the last number
    // (refreshes are pending below). After a failure: no spinner either.
    loading: async (app) => {
      app.expect(badge(app)).toBeNull();
      if (log) errorsBefore.set(app, log.errors().length);
      await onQrCode(app, (card) => app.expect(spinnerIn(app, card), 'a spinner').not.toBeNull());
    },
    loaded: (app) => {
      if (app.url() === BASE_URL) app.expect(badge(app)?.textContent).toBe('★2.525 PTS');
    },
    failed: async (app) => {
      app.expect(badge(app)).toBeNull();
      app.expect(app.toasts()).toEqual([]);
      await onQrCode(app, (card) => app.expect(spinnerIn(app, card), 'no spinner').toBeNull());
    },
  },
  steps: stepsWith(log),
  pending: [
    {
      event: pointsModel.steps[2].event,
      reason:
        'no screen or flow sends points.refreshRequested yet (the machine names focus and table orders as later)',
    },
  ],
  impossible: (events, before) => {
    const event = events[events.length - 1] as { type: string; user?: { _id?: string } | null };
    if (event.type !== 'points.userChanged' || !event.user?._id) return null;
    // The same diner refreshed (focus) is no sign-in: the human model offers it only while they are signed in.
    if (isSameEvent(event, pointsModel.steps[3].event)) return null;
    const signedIn = userAfter(events.slice(0, -1) as never);
    // The app cannot sign a diner in again without signing out: the chart sees one unchanged user, the app two
    // changes (no user, then the diner), which fetch the points again.
    if (signedIn === event.user._id && !before.stateIds.includes('loading'))
      return 'signing the same diner in again means signing out first, which the chart takes as two changes (no user, then the diner) and fetches the points again';
    return null;
  },
});

/** For the browser walks (tests/e2e/model-paths), which read no console. */
export const pointsAppModel = createPointsAppModel();
