// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { toastsModel } from './toasts.model';

/**
 * The toasts on the rendered app (accounts.md §2.3 "Toasts", §8 "Guest entry failure", §9 "Toasts"), written
 * from the spec: a notification shows in the 'Notificaciones' region, an error announced as an alert, oldest
 * first; a tap closes it; it closes by itself 5000 ms after it showed. The app opens on AUTH in a fresh browser
 * (nobody signed in) and the diner taps 'Explorar sin beneficios' while the server cannot create the guest
 * (POST /user/guest/brand-1 fails), which shows 'No se pudo ingresar como invitado, por favor intentalo de
 * nuevo'. About 1 s later, with that toast still shown, the diner signs in with email while POST /login answers
 * 500, which appends 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.' (§8, a catalogue key).
 *
 * The oracle for the list is kept by the steps, not read from the chart: each toast a step shows is noted with
 * the fake time it showed, a tap crosses it out, and the spec's 5000 ms decides whether it is still due, so the
 * list is checked at every state (and 1 ms before the 5000 ms are up).
 */

const AUTH_URL = '/auth';
/** §8 "Guest entry failure". */
const GUEST_ENTRY_FAILED = 'No se pudo ingresar como invitado, por favor intentalo de nuevo';
/** §8 "Sign-in failure": a 500 (no 400/404) answer to POST /login. */
const SIGN_IN_FAILED = 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.';
/** How long after the first toast the second is shown, so each closes at its own time. */
const SECOND_TOAST_AFTER_MS = 1000;
/** §2.3, §9: closed automatically after 5000 ms. */
const TOAST_MS = 5000;

export const TOASTS_FIXTURES = {
  guestNotCreated: { status: 500, body: { status: 'error', message: 'Error interno' } },
  signInFails: { status: 500, body: { status: 'error', message: 'Ocurrió un error inesperado' } },
} satisfies Record<string, ServerAnswer>;

/** The toasts a person sees now, oldest first: the region's items, without one sliding out after closing. */
const shownToasts = (app: AppDriver) => {
  const region = app.screen.queryByRole('region', { name: 'Notificaciones' });
  if (!region) return [];
  return app
    .within(region)
    .queryAllByRole('listitem')
    .filter((item) => !item.className.includes('toast--leaving'));
};

/** The toasts the steps showed on this app (per running app), each with when it showed and whether tapped. */
interface Noted {
  text: string;
  shownAt: number;
  tapped: boolean;
}
const noted = new WeakMap<AppDriver, Noted[]>();
const notesOf = (app: AppDriver) => {
  const notes = noted.get(app) ?? [];
  noted.set(app, notes);
  return notes;
};
/** The toasts due on screen now: shown by a step, not tapped, and less than 5000 ms old. */
const dueToasts = (app: AppDriver) =>
  notesOf(app)
    .filter((n) => !n.tapped && Date.now() - n.shownAt < TOAST_MS)
    .map((n) => n.text);

/** The toasts shown are the ones due, oldest first, each with its text (newest appended at the end, §2.3). */
const expectDue = (app: AppDriver) => {
  const texts = shownToasts(app).map((item) => item.textContent ?? '');
  const due = dueToasts(app);
  app.expect(texts, `the toasts shown; due: ${due.join(' | ') || 'none'}`).toHaveLength(due.length);
  for (const [i, text] of due.entries()) app.expect(texts[i]).toContain(text);
};

const steps: AppStep[] = [
  {
    event: toastsModel.steps[0].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Explorar sin beneficios' }));
        await app.settle();
        notesOf(app).push({ text: GUEST_ENTRY_FAILED, shownAt: Date.now(), tapped: false });
      },
    },
    // An error is announced (role alert); AUTH stays.
    expectAfter: (app) => {
      const [toast] = shownToasts(app);
      app.expect(app.within(toast).getByRole('alert').textContent).toContain(GUEST_ENTRY_FAILED);
      app.expect(app.url()).toBe(AUTH_URL);
    },
  },
  {
    event: toastsModel.steps[1].event,
    action: {
      kind: 'gesture',
      // A second later (the first toast still shown, and due to close 1 s before this one): AUTH → 'Ingresar
      // con email', a well-formed e-mail and password, 'Ingresar'; POST /login answers 500.
      run: async (app) => {
        await app.wait(SECOND_TOAST_AFTER_MS);
        await app.user.click(app.screen.getByRole('link', { name: 'Ingresar con email' }));
        await app.settle();
        // In a browser the sign-in form's code may still be on its way (the vitest runner has it preloaded).
        await app.user.type(
          await app.screen.findByLabelText('Email', {}, { timeout: 5000 }),
          'lucia@example.com',
        );
        await app.user.type(app.screen.getByLabelText('Contraseña'), 'Secreta123');
        await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
        await app.settle();
        notesOf(app).push({ text: SIGN_IN_FAILED, shownAt: Date.now(), tapped: false });
      },
    },
    // Two at once: the guest-entry one first, the new one appended after it, also announced as an error.
    expectAfter: (app) => {
      const items = shownToasts(app);
      app.expect(items).toHaveLength(2);
      app.expect(items[0].textContent).toContain(GUEST_ENTRY_FAILED);
      app.expect(app.within(items[1]).getByRole('alert').textContent).toContain(SIGN_IN_FAILED);
    },
  },
  {
    event: toastsModel.steps[2].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        const [first] = notesOf(app).filter((n) => !n.tapped);
        await app.user.click(app.screen.getByRole('button', { name: new RegExp(first.text) }));
        first.tapped = true;
      },
    },
    // Only the tapped one closes; any other stays.
    expectAfter: expectDue,
  },
  {
    event: toastsModel.steps[3].event,
    // §2.3, §9: 5000 ms after it showed, untouched; a toast shown later stays until its own 5000 ms.
    action: { kind: 'clock', ms: TOAST_MS },
    expectAfter: expectDue,
  },
];

export const toastsAppModel: AppFlowModel = {
  model: toastsModel,
  systemId: 'toasts',
  start: {
    url: AUTH_URL,
    // The splash (2 s, then 1 s settling) is the layout's.
    waitMs: 3000,
  },
  background: [
    {
      method: 'POST',
      path: /^\/user\/guest\/brand-1$/,
      fixture: 'guestNotCreated',
      answer: TOASTS_FIXTURES.guestNotCreated,
    },
    {
      method: 'POST',
      path: /^\/login$/,
      fixture: 'signInFails',
      answer: TOASTS_FIXTURES.signInFails,
    },
  ],
  states: {
    // The notifications due, oldest first, each with its text.
    listening: expectDue,
  },
  steps,
};
