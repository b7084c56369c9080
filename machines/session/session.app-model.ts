// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppFlowModel } from '../app-model';
import { sessionModel } from './session.model';
import {
  completesProfile,
  ENTRY_URL,
  openedAt,
  SENTINEL,
  SESSION_FIXTURES,
  START_WAIT_MS,
  STORED_PAGE,
} from './session-fixtures.app-model';
import { SESSION_STATES } from './session-screen.app-model';
import { sessionSteps } from './session-steps.app-model';

/**
 * The session on the rendered app (accounts.md §2.2, §2.4, §2.5, §2.6, §4.2, §4.5, §4.6, §6, §8, §9), written
 * from the spec: its routes (AUTH `/auth`, PROFILE `/perfil`, SIGN_IN `/auth/inicio-de-sesion`), its Spanish
 * texts ('¡Te damos la bienvenida!', 'Explorar sin beneficios', 'Cerrar sesión', '¿Quieres cerrar sesión?',
 * '¡Hola {name}!', 'No se pudo ingresar como invitado, por favor intentalo de nuevo'), its storage keys
 * (`auto_login`, `{prefix}_auth_pathname` with prefix `app`) and its timings (the guest redirect 500 ms, the
 * post-login redirect 200 ms, the logout redirect 500 ms, the per-user fetch 5 s after start).
 *
 * The app opens on the model's protected deep link, /perfil?utm_campaign=verano, in a fresh browser: with no
 * user only the auth routes exist, so it shows AUTH keeping the query while the guest is created
 * (POST /user/guest/brand-1, held until a step answers). The splash (2 s, then 1 s settling) is the layout's:
 * the path starts once it has gone (2 s; modals show from then on), so the per-user fetch has 3 s left of its
 * 5 s, room for a sign-in and the completion prompt 1 s after it before the fetch. The diner signs in with e-mail
 * (a guest may open SIGN_IN from PROFILE's 'Ingresar con email'); the server's /login answer is a background
 * fixture (Lucía, registered, with a complete profile so that no completion prompt covers the screen; without
 * her phone on the one path that completes the profile, which the real prompt then asks for).
 *
 * The stored page of a social login (`app_auth_pathname`) is read once, when the app opens: the model takes
 * that read as a later `local` step, so the key is put in place before the app starts for the paths that
 * take it (`arrangeFor`), the live `returning` region is already `waiting` where the path still reads
 * (`settledStates`); the human model's `when` keeps the read before any sign-in, and the screen's taps out from
 * under the welcome prompt, so the generated paths hold no step a person cannot take (no `impossible` here).
 *
 * Split by concern: the routes, people, answers and the run's memory (session-fixtures.app-model.ts), what each
 * state shows (session-screen.app-model.ts) and the steps (session-steps.app-model.ts).
 */
export const sessionAppModel: AppFlowModel = {
  model: sessionModel,
  systemId: 'session',
  start: {
    url: ENTRY_URL,
    waitMs: START_WAIT_MS,
    arrange: (app) => {
      app.writeLocal(SENTINEL[0], SENTINEL[1]);
      openedAt.set(app, Date.now());
    },
    // The page a social login stored is in the browser when the app opens, for the paths that read it.
    arrangeFor: (events, app) => {
      completesProfile.now = events.some((e) => e.type === 'session.userUpdated');
      if (events.some((e) => e.type === 'xstate.done.actor.readStoredSession'))
        app.writeLocal('app_auth_pathname', STORED_PAGE);
    },
    sessionEvents: true,
  },
  settledStates: { 'returning.reading': 'returning.waiting' },
  background: [
    {
      method: 'POST',
      path: /^\/login$/,
      fixture:
        'passwordAccepted (Lucía, registered, complete profile); passwordAcceptedWithoutPhone on the path that completes it',
      answer: () =>
        completesProfile.now
          ? SESSION_FIXTURES.passwordAcceptedWithoutPhone
          : SESSION_FIXTURES.passwordAccepted,
    },
    {
      method: 'PUT',
      path: /^\/user\/brand-1\/user-1$/,
      fixture: 'profileSaved (Lucía with the phone)',
      answer: SESSION_FIXTURES.profileSaved,
    },
  ],
  states: SESSION_STATES,
  steps: sessionSteps,
  pending: [],
};
