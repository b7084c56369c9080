import type { FlowModel } from '../flow-model';
import { passwordRecoveryMachine } from './password-recovery.machine';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });
const user = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

export const passwordRecoveryModel: FlowModel = {
  id: 'passwordRecovery',
  title: 'Password recovery',
  summary:
    'RECOVER_PASSWORD_EMAIL_SENT and RECOVER_PASSWORD/{id}/{token} (accounts.md §2.4, §4.4, §5.3, §8): resend the recovery e-mail; check the link when it opens (a used, expired or made-up one is said at once, with a way to get a new link); set a new password and sign in with it; a failed reset sends a new link, to the stored address or else through the link.',
  machine: passwordRecoveryMachine,
  input: { brandId: 'brand-1' },
  start: "On the sign-in screen type your e-mail and tap '¿Olvidaste tu contraseña?'",
  steps: [
    {
      event: { type: 'passwordRecovery.emailSentOpened' },
      step: "Open 'Te enviamos un email…' (RECOVER_PASSWORD_EMAIL_SENT)",
    },
    {
      event: { type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' },
      step: 'Open the link from the recovery e-mail',
    },
    {
      event: { type: 'xstate.done.actor.readRecoveryEmail', output: 'lucia@example.com' },
      step: 'This browser stored lucia@example.com when recovery was requested',
      producedBy:
        "request the recovery from this browser ('¿Olvidaste tu contraseña?' on the sign-in screen) and open the link in the same browser",
    },
    {
      event: { type: 'xstate.done.actor.readRecoveryEmail', output: null },
      step: 'This browser stored no recovery e-mail (the link opened elsewhere)',
      producedBy: 'open the link in another browser or a new private window',
    },
    {
      event: { type: 'xstate.done.actor.checkRecoveryLink', output: { valid: true } },
      step: 'The server answers that the link is valid',
      producedBy:
        "open the newest link in GET /api/dev/outbox?email=<the e-mail> (not used before); the automated suites' user-1/token-1 link is not a real one",
    },
    {
      event: {
        type: 'xstate.error.actor.checkRecoveryLink',
        error: failure(400, 'El enlace para reestablecer la contraseña no es válido o ya venció'),
      },
      step: 'The server answers that the link is used, expired or made up',
      producedBy:
        'open a real link from GET /api/dev/outbox a second time after saving a password with it, or change the last letters of its token',
    },
    {
      event: { type: 'xstate.error.actor.checkRecoveryLink', error: new Error('offline') },
      step: 'The link cannot be checked (no connection)',
      producedBy: "Chrome DevTools → Network → 'Offline', then open the link",
    },
    { event: { type: 'passwordRecovery.newLinkRequested' }, step: "Tap 'Enviarme un nuevo enlace'" },
    {
      event: { type: 'xstate.done.actor.requestNewRecoveryLink', output: null },
      step: "The server e-mails a new link to the link's account",
      producedBy:
        "on a used real link tap 'Enviarme un nuevo enlace': the new link lands in GET /api/dev/outbox?email=<the e-mail>",
    },
    {
      event: {
        type: 'xstate.error.actor.requestNewRecoveryLink',
        error: failure(400, 'El enlace para reestablecer la contraseña no es válido o ya venció'),
      },
      step: 'The server sends no new link (the link was never sent to that account)',
      producedBy:
        'only checked automatically: every link a person can open on the demo server was sent to its account',
    },
    { event: { type: 'passwordRecovery.resendRequested' }, step: "Tap 'Reenviar'" },
    {
      event: { type: 'xstate.done.actor.requestPasswordRecovery', output: null },
      step: 'The server sends the recovery e-mail',
      producedBy:
        'an e-mail with an account, e.g. the seeded demo@demo.com; the e-mail lands in GET /api/dev/outbox?email=demo@demo.com',
    },
    {
      event: {
        type: 'xstate.error.actor.requestPasswordRecovery',
        error: failure(500, 'Ocurrió un error inesperado'),
      },
      step: 'Requesting the recovery e-mail fails',
    },
    {
      event: { type: 'passwordRecovery.fieldChanged', field: 'password', value: 'Nueva1234' },
      step: "Type 'Nueva1234' in Contraseña",
    },
    {
      event: { type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva1234' },
      step: "Type 'Nueva1234' in Confirmar contraseña",
    },
    {
      event: { type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva12' },
      step: "Type 'Nueva12' in Confirmar contraseña",
    },
    { event: { type: 'passwordRecovery.submitted' }, step: "Tap 'Guardar e iniciar sesión'" },
    {
      event: {
        type: 'xstate.done.actor.resetPassword',
        output: { status: 'success', email: 'lucia@example.com' },
      },
      step: 'The server changes the password',
      producedBy: 'on a real link from GET /api/dev/outbox not used before',
    },
    {
      event: {
        type: 'xstate.error.actor.resetPassword',
        error: failure(400, 'El enlace para reestablecer la contraseña no es válido o ya venció'),
      },
      step: 'The server answers that the link is no longer valid',
      producedBy:
        'open the same real link in a second tab and save a password there first: the link is then used',
    },
    {
      event: { type: 'xstate.done.actor.login', output: user },
      step: 'The server signs in with the new password',
      producedBy: 'follows by itself once the demo server changed the password',
    },
    {
      event: { type: 'xstate.error.actor.login', error: failure(500, 'Ocurrió un error inesperado') },
      step: 'Signing in with the new password fails',
    },
  ],
  expectations: {
    idle: 'no recovery screen is open',
    'emailSent.loading': "'Te enviamos un email para reestablecer tu cuenta' is opening",
    'emailSent.ready': "'Te enviamos un email para reestablecer tu cuenta', the spam hint and 'Reenviar'",
    'emailSent.resending': "'Reenviar' shows a spinner",
    'newPassword.loading': 'the link is opening (nothing shown yet)',
    'newPassword.checkingLink': 'the link is being checked (nothing shown yet)',
    'newPassword.linkInvalid':
      "'El enlace para reestablecer la contraseña no es válido o ya venció.' and 'Enviarme un nuevo enlace', no form",
    'newPassword.sendingNewLink': "'Enviarme un nuevo enlace' shows a spinner",
    'newPassword.sendingNewLink.choosing': 'a new link is requested (passed through at once)',
    'newPassword.sendingNewLink.byEmail':
      "'Enviarme un nuevo enlace' shows a spinner (to the stored address)",
    'newPassword.sendingNewLink.byLink': "'Enviarme un nuevo enlace' shows a spinner (through the link)",
    'newPassword.newLinkSent':
      "'Hemos enviado un nuevo enlace de recuperación a su correo.' and the spam hint",
    'newPassword.editing':
      "'Creá una nueva contraseña' with Contraseña and Confirmar contraseña as typed, the checklist, messages under the fields",
    'newPassword.resetting': "'Guardar e iniciar sesión' shows a spinner",
    'newPassword.signingIn': "'Guardar e iniciar sesión' shows a spinner (signing in)",
    'newPassword.resetFailed': 'the reset failed (passed through at once)',
    'newPassword.requestingNewLink': 'a new recovery link is being requested',
    'newPassword.requestingNewLink.choosing': 'a new recovery link is requested (passed through at once)',
    'newPassword.requestingNewLink.byEmail': 'a new recovery link is being requested for the stored address',
    'newPassword.requestingNewLink.byLink': "a new recovery link is being requested for the link's account",
    done: 'BASE as the signed-in user',
  },
  contextWords: {
    storedEmail: { label: 'stored recovery e-mail', empty: 'no stored recovery e-mail' },
    password: { label: 'Contraseña', empty: 'Contraseña empty' },
    confirmPassword: { label: 'Confirmar contraseña', empty: 'Confirmar contraseña empty' },
    errors: { empty: 'no messages under the fields' },
    'errors.password': { label: 'under Contraseña', empty: 'nothing under Contraseña' },
    'errors.confirmPassword': {
      label: 'under Confirmar contraseña',
      empty: 'nothing under Confirmar contraseña',
    },
  },
  keyContext: (s) => ({
    storedEmail: s.context.storedEmail,
    password: s.context.values.password,
    confirmPassword: s.context.values.confirmPassword,
    errors: s.context.errors,
  }),
};
