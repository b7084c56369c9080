// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import {
  AUTH_METHOD_KEYS,
  PENDING_KEY,
  PERSONAL_DATA_URL,
  REGISTRATION_FAILED,
  type SessionArea,
  SIGN_UP_ROUTES,
  SIGN_UP_URL,
  VERIFY_LEAD,
  VERIFY_URL,
} from './sign-up-fixtures.app-model';

/**
 * SIGN_UP's executable model (sign-up.app-model.ts) on the screen: §5.3's validators, the fields and buttons it
 * reads, what it remembers per running app, the pending user in the browser's storage, and what each state of
 * the flow shows.
 */

/** §5.3's shared validator, as far as the model's values need it. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const fullNameValid = (v: string) =>
  v
    .trim()
    .split(/\s+/)
    .filter((w) => w.length >= 2).length >= 2;
export const passwordValid = (v: string) =>
  v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);
export const dniValid = (v: string) => /^\d{7,8}$/.test(v.trim());

export const field = (app: AppDriver, label: string) => app.screen.getByLabelText(label) as HTMLInputElement;
export const fieldValue = (app: AppDriver, label: string) => field(app, label).value;
export const button = (app: AppDriver, name: string) =>
  app.screen.getByRole('button', { name }) as HTMLButtonElement;
export const isBusy = (element: HTMLElement) =>
  element.getAttribute('aria-disabled') === 'true' || element.getAttribute('aria-busy') === 'true';
export const box = (app: AppDriver, position: number) => field(app, `Dígito ${position}`);
export const code = (app: AppDriver) => [1, 2, 3, 4].map((p) => box(app, p).value).join('');
export const requestsTo = (app: AppDriver, method: string, path: string | RegExp) =>
  app
    .requests()
    .filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
export const accountValid = (app: AppDriver) =>
  fullNameValid(fieldValue(app, 'Nombre completo')) &&
  EMAIL_SHAPE.test(fieldValue(app, 'Email').trim()) &&
  passwordValid(fieldValue(app, 'Contraseña')) &&
  fieldValue(app, 'Confirmar contraseña') === fieldValue(app, 'Contraseña');
/** Phone, gender and birth date come from the pending user in every path that submits this step. */
export const personalDataValid = (app: AppDriver) =>
  fullNameValid(fieldValue(app, 'Nombre completo')) && dniValid(fieldValue(app, 'DNI'));
export const onAnySignUpScreen = (app: AppDriver) => SIGN_UP_ROUTES.includes(app.url());

/** The screen the diner last opened, per running app: where a storage read's outcome is judged from. */
export const opened = new WeakMap<AppDriver, string>();

/** Opens a screen as its link does; on it already, the diner leaves and comes back (the screen remounts). */
export const open = (url: string) => async (app: AppDriver) => {
  opened.set(app, url);
  if (app.url() === url) await app.navigate('/auth');
  await app.navigate(url);
};

export const typeInto = (label: string, value: string) => async (app: AppDriver) => {
  const element = field(app, label);
  await app.user.clear(element);
  await app.user.type(element, value);
};

/** The number of requests of a kind just before a step, per running app (for "one more was sent"). */
export const countBefore = new WeakMap<AppDriver, number>();
/**
 * Whether the diner typed a password in this run (it lives in memory only and is typed on SIGN_UP, so the
 * personal data step cannot show it): without one, 'Continuar' goes to SIGN_UP for it.
 */
export const passwordTyped = new WeakMap<AppDriver, boolean>();
/** Whether the personal data step was valid when 'Continuar' was tapped (the screen may change after). */
export const validBefore = new WeakMap<AppDriver, boolean>();

/** The pending user in the browser's session storage and the auth method in local storage (§3, §4.3). */
export function pendingStorage(session: SessionArea) {
  const readPending = () => {
    const raw = session.read(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  };
  const storePending = (app: AppDriver, pending: object | null, authMethod: string | null) => {
    if (pending) session.write(PENDING_KEY, JSON.stringify(pending));
    else session.remove(PENDING_KEY);
    for (const key of AUTH_METHOD_KEYS) {
      if (authMethod) app.writeLocal(key, authMethod);
      else app.removeLocal(key);
    }
  };
  /** The social-login pending user is ended: the auth method and the pending user are cleared (§4.3). */
  const signedInAtBase = (app: AppDriver) => {
    app.expect(app.url()).toBe('/');
    app.expect(readPending()).toBeNull();
    passwordTyped.delete(app); // the flow forgets what was typed once signed in
  };
  return { readPending, storePending, signedInAtBase };
}

export type PendingStorage = ReturnType<typeof pendingStorage>;

/** What each state of the flow shows on the app. */
export function signUpStates(): AppFlowModel['states'] {
  /** The personal data step as typed, with 'Continuar' idle. */
  const personalDataEditing = (app: AppDriver) => {
    app.expect(app.url()).toBe(PERSONAL_DATA_URL);
    for (const label of ['Nombre completo', 'Número de teléfono', 'Fecha de nacimiento', 'DNI'])
      field(app, label);
    app.expect(isBusy(button(app, 'Continuar'))).toBe(false);
  };
  const personalDataBusy = (app: AppDriver) => {
    app.expect(app.url()).toBe(PERSONAL_DATA_URL);
    app.expect(isBusy(button(app, 'Continuar'))).toBe(true);
  };

  return {
    idle: (app) => app.expect(onAnySignUpScreen(app)).toBe(false),
    'account.loading': () => {},
    'account.editing': (app) => {
      // Left for another screen (VERIFY, BASE), the flow still edits with nothing of it shown.
      if (app.url() !== SIGN_UP_URL) return;
      app.screen.getByRole('form', { name: 'Registro' });
      for (const label of ['Nombre completo', 'Email', 'Contraseña', 'Confirmar contraseña'])
        field(app, label);
      app.expect(isBusy(button(app, 'Ingresar'))).toBe(false);
    },
    'account.checkingEmail': (app) => {
      app.expect(app.url()).toBe(SIGN_UP_URL);
      app.expect(isBusy(button(app, 'Ingresar'))).toBe(true);
    },
    'personalData.loading': () => {},
    'personalData.editing.ready': personalDataEditing,
    'personalData.editing.codeNotSent': (app) => {
      personalDataEditing(app);
      app.expect(app.toasts().join(' | ')).toContain(REGISTRATION_FAILED);
    },
    'personalData.registering': personalDataBusy,
    'personalData.sendingCode': personalDataBusy,
    'personalData.updatingProfile': personalDataBusy,
    'verify.loading': () => {},
    'verify.editing': (app) => {
      app.expect(app.url()).toBe(VERIFY_URL);
      app.screen.getByText(VERIFY_LEAD);
      app.screen.getByText('Si no lo visualizas, revisa en la carpeta spam.');
      // §2.4: 'Finalizar' is disabled until all 4 digits are entered.
      app.expect(button(app, 'Finalizar').disabled).toBe(!/^\d{4}$/.test(code(app)));
      app.expect(button(app, 'Reenviar código').getAttribute('aria-busy')).not.toBe('true');
      // No dead end: a way back to the e-mail besides the header's back.
      app.expect(button(app, 'Cambiar email').disabled).toBe(false);
    },
    'verify.verifying': (app) => {
      app.expect(app.url()).toBe(VERIFY_URL);
      app.expect(isBusy(button(app, 'Finalizar'))).toBe(true);
    },
    'verify.resendingCode': (app) => {
      app.expect(app.url()).toBe(VERIFY_URL);
      app.expect(button(app, 'Reenviar código').getAttribute('aria-busy')).toBe('true');
    },
    done: (app) => app.expect(onAnySignUpScreen(app)).toBe(false),
  };
}
