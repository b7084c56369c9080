// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel } from '../app-model';
import {
  button,
  confirmation,
  EMAIL_SENT_URL,
  heading,
  isBusy,
  LINK_INVALID,
  LINK_URL,
  newPassword,
  storedEmail,
} from './password-recovery-screen-on-the-app';

const onLinkScreen = (app: AppDriver) => app.expect(app.url()).toBe(LINK_URL);
const formShown = (app: AppDriver) => {
  onLinkScreen(app);
  app.expect(heading(app, 'Creá una nueva contraseña')).not.toBeNull();
  newPassword(app);
  confirmation(app);
};
const savingShown = (app: AppDriver) => {
  formShown(app);
  app.expect(isBusy(button(app, 'Guardar e iniciar sesión'))).toBe(true);
};
const sendingNewLinkShown = (app: AppDriver) => {
  onLinkScreen(app);
  app.expect(isBusy(button(app, 'Enviarme un nuevo enlace'))).toBe(true);
};
/** A state an `always` passes through: never observable, so nothing to see (kept for completeness). */
const passedThrough = () => {};

/** What each state of the recovery flow shows on the rendered app (the model's `states`). */
export const passwordRecoveryStates: AppFlowModel['states'] = {
  idle: (app) => {
    app.expect(heading(app, 'Te enviamos un email para reestablecer tu cuenta')).toBeNull();
    app.expect(heading(app, 'Creá una nueva contraseña')).toBeNull();
  },
  'emailSent.loading': (app) => app.expect(app.url()).toBe(EMAIL_SENT_URL),
  'emailSent.ready': (app) => {
    app.expect(app.url()).toBe(EMAIL_SENT_URL);
    app.expect(heading(app, 'Te enviamos un email para reestablecer tu cuenta')).not.toBeNull();
    app.expect(app.screen.queryByText('Si no lo visualizas, revisa en la carpeta spam.')).not.toBeNull();
    // 'Reenviar' can be pressed only with a stored address.
    app.expect(isBusy(button(app, 'Reenviar'))).toBe(storedEmail(app) === null);
  },
  'emailSent.resending': (app) => {
    app.expect(app.url()).toBe(EMAIL_SENT_URL);
    app.expect(isBusy(button(app, 'Reenviar'))).toBe(true);
  },
  'newPassword.loading': onLinkScreen,
  'newPassword.checkingLink': (app) => {
    onLinkScreen(app);
    app.expect(heading(app, 'Creá una nueva contraseña')).toBeNull();
    app.expect(heading(app, `${LINK_INVALID}.`)).toBeNull();
  },
  'newPassword.linkInvalid': (app) => {
    onLinkScreen(app);
    app.expect(heading(app, `${LINK_INVALID}.`)).not.toBeNull();
    app.expect(isBusy(button(app, 'Enviarme un nuevo enlace'))).toBe(false);
    app.expect(app.screen.queryByLabelText('Contraseña')).toBeNull();
  },
  'newPassword.sendingNewLink': sendingNewLinkShown,
  'newPassword.sendingNewLink.choosing': passedThrough,
  'newPassword.sendingNewLink.byEmail': sendingNewLinkShown,
  'newPassword.sendingNewLink.byLink': sendingNewLinkShown,
  'newPassword.newLinkSent': (app) => {
    onLinkScreen(app);
    app.expect(heading(app, 'Hemos enviado un nuevo enlace de recuperación a su correo.')).not.toBeNull();
    app.expect(app.screen.queryByText('Si no lo visualizas, revisa en la carpeta spam.')).not.toBeNull();
  },
  'newPassword.editing': (app) => {
    formShown(app);
    app.expect(isBusy(button(app, 'Guardar e iniciar sesión'))).toBe(false);
  },
  'newPassword.resetting': savingShown,
  'newPassword.signingIn': savingShown,
  'newPassword.resetFailed': passedThrough,
  'newPassword.requestingNewLink': savingShown,
  'newPassword.requestingNewLink.choosing': passedThrough,
  'newPassword.requestingNewLink.byEmail': savingShown,
  'newPassword.requestingNewLink.byLink': savingShown,
  done: (app) => {
    app.expect(app.url()).toBe('/');
    app.expect(heading(app, 'Creá una nueva contraseña')).toBeNull();
  },
};
