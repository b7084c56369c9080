// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, RecordedRequest, ServerAnswer } from '../app-model';
import { DEMO_PASSWORD, signOut as signOutOnProfile } from '../session/diners-on-the-app';
import { profileCompletionModel } from './profile-completion.model';

/**
 * The profile-completion prompt on the rendered app (accounts.md §2.5, §4.7, §5.3, §7.2 PUT
 * /user/{brandId}/{userId}, §8), written from the spec: 1 s after load a registered b2c diner missing phone,
 * gender or birth date gets the modal 'Completa tus datos' with the progress bar 'Datos completados'; a b2c
 * diner may dismiss it; success shows '¡Felicidades! 🎉' with 'Comenzar a ganar'; a failure 'No se pudo
 * confirmar tus datos'. The diner is perfil@demo.com (user-1, no phone, gender or birth date) restored from the
 * saved state on BASE; the user changes are a person's gestures (sign out on PROFILE, 'Ingresar con email',
 * 'Explorar sin beneficios'), the server's answers to /login chosen by the e-mail.
 */

const BASE_URL = '/';
const incomplete = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Valentina Ruiz',
  email: 'perfil@demo.com',
};
const complete = { ...incomplete, phoneNumber: '+5491155550101', gender: 'Female', birthDate: '1992-04-17' };

export const PROFILE_COMPLETION_FIXTURES = {
  saved: { status: 200, body: { status: 'success', data: complete } },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

const TITLE = 'Completa tus datos';
const CONGRATULATIONS = '¡Felicidades! 🎉';
const UPDATE_FAILED = 'No se pudo confirmar tus datos';

/** An open modal by its title (a closing one plays its exit, marked data-exiting, and counts as closed). */
const modal = (app: AppDriver, name: string) => {
  const dialog = app.screen.queryByRole('dialog', { name });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
const prompt = (app: AppDriver) => modal(app, TITLE);
/**
 * The splash (2 s, then 1 s settling: the layout's); no modal shows until it has gone (§2.3). 'Cargando {brand}':
 * the runner's brand is Demo, the seeded one in the browser replay (tests/e2e/model-paths) Brasa Palermo.
 */
const splashShowing = (app: AppDriver) => app.screen.queryByRole('status', { name: /^Cargando / }) !== null;
/** The prompt as a person can act in it: once the splash has gone (the layout's timer), it is there. */
async function untilPrompt(app: AppDriver) {
  if (!prompt(app)) await app.wait(3000);
  // The modal's code may still be loading (the first opening): let it arrive without moving the clock.
  for (let i = 0; i < 100 && !prompt(app); i += 1) await app.settle();
}
const inPrompt = (app: AppDriver) => app.within(prompt(app) as HTMLElement);
const confirm = (app: AppDriver) => inPrompt(app).getByRole('button', { name: 'Confirmar' });
const isDisabled = (button: HTMLElement) =>
  (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';
const progress = (app: AppDriver) =>
  Number(inPrompt(app).getByRole('progressbar', { name: 'Datos completados' }).getAttribute('aria-valuenow'));
const phone = (app: AppDriver) => inPrompt(app).getByLabelText('Teléfono') as HTMLInputElement;
const PHONE_HELPER = 'Formato: +54 seguido del código de área y número';
/** The message under Teléfono (its description without the helper text). */
const phoneMessage = (app: AppDriver) => app.descriptionOf(phone(app)).replace(PHONE_HELPER, '').trim();
const saveRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'PUT' && r.path.startsWith('/user/brand-1/user-1'));

/** PROFILE → 'Cerrar sesión' → confirm; AUTH opens 500 ms later (the session's timer). */
async function signOut(app: AppDriver) {
  // A modal that just closed plays its 300 ms exit first; the logout confirmation, a modal, waits for the splash.
  await app.wait(400);
  for (let i = 0; i < 10 && splashShowing(app); i += 1) await app.wait(500);
  await signOutOnProfile(app);
}

/** Who the gestures left signed in, per running app (the start: perfil@demo.com, incomplete). */
type Diner = 'incomplete' | 'complete' | 'guest' | 'nobody';
/**
 * Whether the diner completed the data on another device in the path walked now (the server then answers the
 * session's refresh of user-1 with the completed record); reset at each path's start.
 */
const completedElsewhere = { now: false };
const userRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && r.path.startsWith('/user/user-1'));
const userRequestsBefore = new WeakMap<AppDriver, number>();
/** Whether the prompt was on screen when the refresh came. */
const promptOpenBefore = new WeakMap<AppDriver, boolean>();
const signedIn = new WeakMap<AppDriver, Diner>();
const dinerOf = (app: AppDriver): Diner => signedIn.get(app) ?? 'incomplete';

/** Before a step: how many saves were sent. */
const savesBefore = new WeakMap<AppDriver, number>();

const typePhone = (value: string) => async (app: AppDriver) => {
  await untilPrompt(app);
  await app.user.clear(phone(app));
  await app.user.type(phone(app), value);
};

const steps: AppStep[] = [
  {
    event: profileCompletionModel.steps[0].event,
    action: { kind: 'clock', ms: 1000 },
    // §2.5: the modal with the progress bar (after the splash, which holds every modal back); the phone
    // prefilled with +54; 'Confirmar' disabled below 100 %.
    expectAfter: (app) => {
      if (splashShowing(app)) return;
      app.expect(prompt(app)).not.toBeNull();
      app.expect(phone(app).value).toBe('+54');
      app.expect(isDisabled(confirm(app))).toBe(true);
    },
  },
  {
    event: profileCompletionModel.steps[1].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await untilPrompt(app);
        const date = inPrompt(app).getByLabelText('Fecha de nacimiento');
        await app.user.clear(date);
        await app.user.type(date, '1992-04-17');
      },
    },
    expectAfter: (app) =>
      app
        .expect((inPrompt(app).getByLabelText('Fecha de nacimiento') as HTMLInputElement).value)
        .toBe('1992-04-17'),
  },
  {
    event: profileCompletionModel.steps[2].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await untilPrompt(app);
        await app.user.click(inPrompt(app).getByRole('radio', { name: 'Femenino' }));
      },
    },
    expectAfter: (app) =>
      app
        .expect((inPrompt(app).getByRole('radio', { name: 'Femenino' }) as HTMLInputElement).checked)
        .toBe(true),
  },
  {
    event: profileCompletionModel.steps[3].event,
    action: { kind: 'gesture', run: typePhone('+5411') },
    // §5.3: a phone too short has a message under it; 'Confirmar' stays disabled.
    expectAfter: (app) => {
      app.expect(phone(app).value).toBe('+5411');
      app.expect(phoneMessage(app)).not.toBe('');
      app.expect(isDisabled(confirm(app))).toBe(true);
    },
  },
  {
    event: profileCompletionModel.steps[4].event,
    action: { kind: 'gesture', run: typePhone('+5411555501') },
    // §5.3: while typing only a phone under 8 characters is incomplete; 11 pass (submitting tells).
    expectAfter: (app) => {
      app.expect(phone(app).value).toBe('+5411555501');
      app.expect(phoneMessage(app)).toBe('');
    },
  },
  {
    event: profileCompletionModel.steps[5].event,
    action: { kind: 'gesture', run: typePhone('+5491155550101') },
    expectAfter: (app) => app.expect(phone(app).value).toBe('+5491155550101'),
  },
  {
    event: profileCompletionModel.steps[6].event,
    action: {
      kind: 'gesture',
      // 'Confirmar' when it can be pressed; otherwise Enter in Teléfono (a disabled button cannot be pressed).
      run: async (app) => {
        await untilPrompt(app);
        savesBefore.set(app, saveRequests(app).length);
        if (!isDisabled(confirm(app))) await app.user.click(confirm(app));
        else {
          await app.user.click(phone(app));
          await app.user.keyboard('{Enter}');
        }
      },
    },
    // §5.3 and §7: a phone under 12 characters is incomplete on submit and nothing is sent; a complete form
    // is PUT with {birthDate: {year, month, day}, phoneNumber, gender}.
    expectAfter: (app) => {
      const sent = saveRequests(app).slice(savesBefore.get(app) ?? 0);
      const typed = phone(app).value;
      if (typed.startsWith('+') && typed.length < 12) {
        app.expect(sent).toHaveLength(0);
        app.expect(phoneMessage(app)).toBe('El número de teléfono está incompleto');
      } else if (sent.length > 0) {
        app.expect(sent[0].body).toMatchObject({
          phoneNumber: '+5491155550101',
          gender: 'Female',
          birthDate: { year: 1992, month: 4, day: 17 },
        });
      } else {
        app.expect(prompt(app)).not.toBeNull();
      }
    },
  },
  {
    event: profileCompletionModel.steps[7].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/user\/brand-1\/user-1/,
      fixture: 'saved',
      answer: PROFILE_COMPLETION_FIXTURES.saved,
    },
    expectAfter: (app) => {
      app.expect(prompt(app)).toBeNull();
      app.expect(modal(app, CONGRATULATIONS)).not.toBeNull();
    },
  },
  {
    event: profileCompletionModel.steps[8].event,
    action: {
      kind: 'server',
      method: 'PUT',
      path: /^\/user\/brand-1\/user-1/,
      fixture: 'noConnection',
      answer: PROFILE_COMPLETION_FIXTURES.noConnection,
    },
    // §8: the modal stays with what was typed, and says it.
    expectAfter: (app) => {
      app.expect(prompt(app)).not.toBeNull();
      app.expect(app.toasts().join(' | ')).toContain(UPDATE_FAILED);
    },
  },
  {
    event: profileCompletionModel.steps[9].event,
    action: {
      kind: 'gesture',
      // Its close button ('Cerrar'), one of the four ways.
      run: async (app) => {
        await untilPrompt(app);
        await app.user.click(inPrompt(app).getByRole('button', { name: 'Cerrar' }));
      },
    },
    expectAfter: (app) => app.expect(prompt(app)).toBeNull(),
  },
  {
    event: profileCompletionModel.steps[10].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Comenzar a ganar' }));
      },
    },
    expectAfter: (app) => app.expect(modal(app, CONGRATULATIONS)).toBeNull(),
  },
  {
    event: profileCompletionModel.steps[11].event,
    action: {
      kind: 'gesture',
      // The diner completed the data on another device and comes back to the tab: the window gets focus, the
      // session asks GET /user/user-1 again (main.tsx's startSessionEvents) and the server answers the completed
      // record (the `background` fixture 'the diner' once `completedElsewhere` is set).
      run: async (app) => {
        completedElsewhere.now = true;
        userRequestsBefore.set(app, userRequests(app).length);
        promptOpenBefore.set(app, prompt(app) !== null);
        await app.focusWindow();
        await app.settle();
        signedIn.set(app, 'complete');
      },
    },
    // §4.7: the refreshed diner has every field, so no prompt opens, now or after the 1 s (the state's check); one
    // already open stays as it was (§4.7 closes it on success or dismissal only).
    expectAfter: (app) => {
      app.expect(userRequests(app).length).toBe((userRequestsBefore.get(app) ?? 0) + 1);
      if (promptOpenBefore.get(app)) app.expect(prompt(app)).not.toBeNull();
      else app.expect(prompt(app)).toBeNull();
    },
  },
  {
    event: profileCompletionModel.steps[12].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
        signedIn.set(app, 'nobody');
      },
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe('/auth');
      app.expect(prompt(app)).toBeNull();
    },
  },
  {
    event: profileCompletionModel.steps[13].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
        await app.user.click(app.screen.getByRole('button', { name: 'Explorar sin beneficios' }));
        await app.wait(1000);
        signedIn.set(app, 'guest');
      },
    },
    expectAfter: (app) => app.expect(prompt(app)).toBeNull(),
  },
  {
    event: profileCompletionModel.steps[14].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.navigate('/auth');
        if (!app.url().startsWith('/auth')) await signOut(app);
        await app.navigate('/auth/inicio-de-sesion');
        await app.user.type(app.screen.getByLabelText('Email'), 'perfil@demo.com');
        await app.user.type(app.screen.getByLabelText('Contraseña'), DEMO_PASSWORD);
        await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
        await app.settle();
        signedIn.set(app, 'incomplete');
      },
    },
    // The prompt waits its 1 s again (the state's check); nothing shows yet.
    expectAfter: (app) => app.expect(prompt(app)).toBeNull(),
  },
];

export const profileCompletionAppModel: AppFlowModel = {
  model: profileCompletionModel,
  systemId: 'profileCompletion',
  start: {
    url: BASE_URL,
    // The prompt's 1 s runs from load: the path starts at once (the splash is the layout's).
    waitMs: 0,
    savedState: { user: incomplete, language: { currentLanguage: 'es' } },
    arrange: () => {
      completedElsewhere.now = false;
    },
    // The refresh on focus (the diner completed elsewhere) is the session's, started as main.tsx does.
    sessionEvents: true,
  },
  background: [
    {
      method: 'POST',
      path: /^\/login$/,
      fixture: 'signedIn (perfil@demo.com, incomplete)',
      answer: (request: RecordedRequest) =>
        (request.body as { email?: string } | null)?.email === 'perfil@demo.com'
          ? { status: 200, body: { status: 'success', data: incomplete } }
          : { status: 404, body: { status: 'error', message: 'No existe una cuenta con este email' } },
    },
    {
      // The session refreshes the restored diner with their own record: still incomplete, or completed once the
      // path's step says the diner completed it on another device.
      method: 'GET',
      path: /^\/user\/user-1/,
      fixture: 'the diner (incomplete; completed after the step on another device)',
      answer: () => ({
        status: 200,
        body: { status: 'success', data: completedElsewhere.now ? complete : incomplete },
      }),
    },
    {
      method: 'POST',
      path: /^\/local\/all$/,
      fixture: 'no branches',
      answer: { status: 200, body: { status: 'success', data: [] } },
    },
  ],
  states: {
    evaluating: () => {},
    // §4.7: only a registered diner missing data is asked; a guest or nobody never.
    notNeeded: (app) => {
      app.expect(prompt(app)).toBeNull();
      app.expect(dinerOf(app), 'an incomplete registered diner is not asked').not.toBe('incomplete');
    },
    waiting: (app) => {
      app.expect(prompt(app)).toBeNull();
      app.expect(dinerOf(app)).toBe('incomplete');
    },
    // 'Confirmar' is enabled only at 100 % with no message under a field.
    'prompting.editing': (app) => {
      if (splashShowing(app)) return app.expect(prompt(app)).toBeNull();
      app.expect(prompt(app)).not.toBeNull();
      inPrompt(app).getByLabelText('Fecha de nacimiento');
      inPrompt(app).getByRole('radio', { name: 'Femenino' });
      const complete100 = progress(app) === 100 && phoneMessage(app) === '';
      app.expect(isDisabled(confirm(app))).toBe(!complete100);
    },
    'prompting.submitting': (app) => {
      app.expect(prompt(app)).not.toBeNull();
      app.expect(isDisabled(confirm(app)) || confirm(app).getAttribute('aria-busy') === 'true').toBe(true);
    },
    congratulating: (app) => {
      app.expect(modal(app, CONGRATULATIONS)).not.toBeNull();
      app.screen.getByRole('button', { name: 'Comenzar a ganar' });
    },
    dismissed: (app) => app.expect(prompt(app)).toBeNull(),
    completed: (app) => {
      app.expect(prompt(app)).toBeNull();
      app.expect(modal(app, CONGRATULATIONS)).toBeNull();
    },
  },
  steps,
};
