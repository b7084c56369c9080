import type { AnyMachineSnapshot } from 'xstate';
import type { FlowModel, StepCondition } from '../flow-model';
import { validateAccountField } from '../rules/account-validators';
import { ACCOUNT_FIELDS, codeOf, PERSONAL_DATA_FIELDS, type SignUpField } from './sign-up.form';
import { signUpMachine } from './sign-up.machine';
import type { SignUpContext } from './sign-up.setup';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });
export const verifiedUser = {
  _id: 'user-9',
  idMarca: 'brand-1',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
};
/** Typed on SIGN_UP; the e-mail not checked yet (the step is kept with it: docs/accounts-sign-up.md). */
export const pendingAccount = { name: 'Lucía Fernández', email: 'lucia@example.com', step: 'account' };
/** What the social login leaves plus the data typed so far (no step: it opens where it is). */
export const socialPending = {
  _id: 'user-9',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phoneNumber: '+5491155550101',
  gender: 'Female',
  birthDate: '1992-04-17',
};
/** The e-mail was checked and the personal data step half typed; no code sent. */
export const pendingWithPersonalData = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phoneNumber: '+5491155550101',
  gender: 'Female',
  birthDate: '1992-04-17',
  step: 'personalData',
};
/** Registered and the code sent: what a reload on VERIFY finds. */
export const pendingCodeSent = {
  ...pendingWithPersonalData,
  identificationNumber: '34567890',
  step: 'verify',
};

/** The screen each field is on: Nombre completo is on both steps (docs/accounts-sign-up.md). */
const onScreen = (screen: 'account' | 'personalData'): StepCondition => ({
  text: screen === 'account' ? "'Registro' (SIGN_UP) is open" : 'the personal data step is open',
  holds: ({ snapshot }) => snapshot.matches(screen),
});
const FIELD_SCREEN: Partial<Record<SignUpField, 'account' | 'personalData'>> = {
  email: 'account',
  password: 'account',
  confirmPassword: 'account',
  dni: 'personalData',
};

const field = (name: SignUpField, value: string, step: string) => {
  const screen = FIELD_SCREEN[name];
  return {
    event: { type: 'signUp.fieldChanged', field: name, value },
    step,
    ...(screen ? { when: onScreen(screen) } : {}),
  };
};

/** How many of the fields hold a valid value. */
const validCount = (context: SignUpContext, fields: readonly SignUpField[]) =>
  fields.filter((f) => !validateAccountField(f, context.values)).length;

export const signUpModel: FlowModel = {
  id: 'signUp',
  title: 'Sign up, personal data and e-mail verification',
  summary:
    'SIGN_UP → SIGN_UP_PERSONAL_DATA → VERIFY (accounts.md §2.4, §4.3, §5.3, §8): the e-mail must be available, POST /register, the code is sent (up to 3 attempts) and verified; the social login variant ends at the personal data step with PUT /user/{id}.',
  machine: signUpMachine,
  input: { brandId: 'brand-1' },
  start: "Open the sign-up screen (AUTH → 'Crear cuenta')",
  steps: [
    { event: { type: 'signUp.opened' }, step: "Open 'Registro' (SIGN_UP)" },
    {
      event: { type: 'signUp.personalDataOpened' },
      step: 'Open the personal data step (SIGN_UP_PERSONAL_DATA)',
    },
    { event: { type: 'signUp.verifyOpened' }, step: 'Open the verification screen (VERIFY)' },
    {
      event: { type: 'xstate.done.actor.readPendingSignUp', output: { pending: null, authMethod: null } },
      step: 'No sign-up is pending in this browser session',
      producedBy: 'nothing to do in a fresh private window (no unverified_user in session storage)',
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingAccount, authMethod: null },
      },
      step: "'Lucía Fernández', lucia@example.com were typed on 'Registro' (e-mail not checked yet)",
      producedBy:
        'before opening the screen, in DevTools → Application → Session storage set unverified_user to {"name":"Lucía Fernández","email":"lucia@example.com","step":"account"}',
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: socialPending, authMethod: 'google' },
      },
      step: 'The social login left a pending user (auth method google) with phone, gender and birth date',
      producedBy:
        "on AUTH tap the Google button and accept on the sandbox consent screen with an e-mail no account uses: the app comes back with the pending user (the automated suites use the model's user-9, which the demo server does not know)",
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingWithPersonalData, authMethod: null },
      },
      step: 'A sign-up is pending with phone, gender and birth date already typed (no code sent)',
      producedBy:
        "type the personal data on SIGN_UP_PERSONAL_DATA, then reload the page before the code is sent (or set unverified_user in DevTools → Application → Session storage with step 'personalData')",
    },
    {
      event: {
        type: 'xstate.done.actor.readPendingSignUp',
        output: { pending: pendingCodeSent, authMethod: null },
      },
      step: 'A sign-up is pending whose code was sent to lucia@example.com (a reload on VERIFY)',
      producedBy: 'sign up lucia@example.com up to VERIFY, then reload the page',
    },
    field('email', 'lucia@', "Type 'lucia@' in Email"),
    field('email', 'lucia@example.com', "Type 'lucia@example.com' in Email"),
    field('password', 'Secreta123', "Type 'Secreta123' in Contraseña"),
    field('confirmPassword', 'Secreta123', "Type 'Secreta123' in Confirmar contraseña"),
    field('fullName', 'Lucía', "Type 'Lucía' in Nombre completo"),
    field('dni', '34567890', "Type '34567890' in DNI"),
    { event: { type: 'signUp.accountSubmitted' }, step: "Tap 'Ingresar' on 'Registro'" },
    { event: { type: 'signUp.personalDataSubmitted' }, step: "Tap 'Ingresar' on the personal data step" },
    {
      event: { type: 'xstate.done.actor.checkEmail', output: { available: true } },
      step: 'The server says the e-mail is available',
      producedBy:
        'an e-mail no account uses: lucia@example.com on a fresh demo server (once registered, type another, e.g. lucia2@example.com)',
    },
    {
      event: { type: 'xstate.error.actor.checkEmail', error: failure(400, 'Este email ya está registrado') },
      step: "The server answers 'Este email ya está registrado'",
      producedBy:
        'type an e-mail with an account in Email: the seeded demo@demo.com (server/db/seed/users.ts)',
    },
    {
      event: { type: 'xstate.done.actor.register', output: { ...verifiedUser, verified: false } },
      step: 'The server registers the (unverified) user',
      producedBy:
        "a DNI no account uses: type 40123456 instead of the path's 34567890, which the seeded demo@demo.com holds",
    },
    {
      event: { type: 'xstate.error.actor.register', error: failure(400, 'El dni ya está en uso') },
      step: "The server answers 'El dni ya está en uso'",
      producedBy: 'type 34567890 in DNI: the seeded demo@demo.com holds it (server/db/seed/users.ts)',
    },
    {
      event: { type: 'xstate.error.actor.register', error: failure(500, 'Ocurrió un error inesperado') },
      step: 'The registration fails for another reason',
      producedBy:
        "Chrome DevTools → Network → 'Offline' before tapping 'Ingresar' for a dropped connection; the 500 itself is only checked automatically (the demo server never answers 5xx)",
    },
    {
      event: { type: 'xstate.done.actor.sendVerificationCode', output: { expiresInMinutes: 15 } },
      step: 'The server e-mails the code',
      producedBy:
        'the demo server sends it by itself; read the code in GET /api/dev/outbox?email=<the e-mail typed>',
    },
    {
      event: {
        type: 'xstate.error.actor.sendVerificationCode',
        error: failure(500, 'Ocurrió un error inesperado'),
      },
      step: 'Sending the code fails',
      producedBy:
        "Chrome DevTools → Network → 'Offline' before the code is requested for a dropped connection; the 500 itself is only checked automatically (the demo server never answers 5xx)",
    },
    {
      event: { type: 'signUp.codeDigitEntered', index: 0, text: '1' },
      step: "Type '1' in the first box",
    },
    {
      event: { type: 'signUp.codeDigitEntered', index: 0, text: '4821' },
      step: "Paste '4821' into the first box",
    },
    { event: { type: 'signUp.codeSubmitted' }, step: "Tap 'Finalizar' (or press Enter)" },
    { event: { type: 'signUp.codeResendRequested' }, step: "Tap 'Reenviar código'" },
    { event: { type: 'signUp.changeEmailRequested' }, step: "Tap 'Cambiar email'" },
    {
      event: { type: 'xstate.done.actor.verifyCode', output: { status: 'success', user: verifiedUser } },
      step: 'The server accepts the code',
      producedBy:
        "paste the code from GET /api/dev/outbox?email=<the e-mail typed> instead of the path's '4821' (the real code is random)",
    },
    {
      event: {
        type: 'xstate.error.actor.verifyCode',
        error: failure(400, 'El código es incorrecto. Te quedan 4 intentos.'),
      },
      step: "The server answers 'El código es incorrecto. Te quedan 4 intentos.'",
      producedBy:
        "any code but the one in GET /api/dev/outbox?email=<the e-mail typed>, on the first wrong try (the path's '4821' is wrong but by chance)",
    },
    {
      event: { type: 'xstate.done.actor.updateSocialProfile', output: verifiedUser },
      step: 'The server saves the personal data (social sign-up)',
      producedBy:
        "after the sandbox social sign-up, a DNI no account uses (e.g. 40123456 instead of the path's 34567890)",
    },
    {
      event: { type: 'xstate.error.actor.updateSocialProfile', error: failure(400, 'El dni ya está en uso') },
      step: "The server answers 'El dni ya está en uso' to the social sign-up",
      producedBy: 'after the sandbox social sign-up, type 34567890 in DNI: the seeded demo@demo.com holds it',
    },
    {
      event: {
        type: 'xstate.error.actor.updateSocialProfile',
        error: failure(500, 'Ocurrió un error inesperado'),
      },
      step: 'Saving the social sign-up fails for another reason',
      producedBy:
        "Chrome DevTools → Network → 'Offline' before tapping 'Ingresar' for a dropped connection; the 500 itself is only checked automatically (the demo server never answers 5xx)",
    },
  ],
  expectations: {
    idle: 'no sign-up screen is open (BASE redirects to AUTH without a user)',
    'account.loading': "'Registro' is opening",
    'account.editing':
      "'Registro' with Nombre completo, Email, Contraseña, Confirmar contraseña as typed, the checklist, messages under the fields",
    'account.checkingEmail': "'Ingresar' shows a spinner while the e-mail is checked",
    'personalData.loading': 'the personal data step is opening',
    'personalData.editing.codeNotSent':
      "the personal data step as typed, after the toast 'No se pudo completar el registro. Por favor, inténtalo de nuevo.'",
    'personalData.editing.ready':
      'the personal data step: Nombre completo, Número de teléfono (+54), Género, Fecha de nacimiento, DNI; messages under the fields',
    'personalData.registering': "'Ingresar' shows a spinner (registering)",
    'personalData.sendingCode': "'Ingresar' shows a spinner (sending the code)",
    'personalData.updatingProfile': "'Ingresar' shows a spinner (saving the social sign-up)",
    'verify.loading': 'the verification screen is opening',
    'verify.editing':
      "'Te enviamos un código a tu email para activar tu cuenta', four boxes, 'Reenviar código', 'Cambiar email', 'Finalizar' enabled only with 4 digits",
    'verify.verifying': "'Finalizar' shows a spinner",
    'verify.resendingCode': "'Reenviar código' is being sent",
    done: 'BASE as the signed-in user',
  },
  contextWords: {
    email: { label: 'Email', empty: 'Email empty' },
    errors: { empty: 'no messages under the fields' },
    'errors.fullName': { label: 'under Nombre completo', empty: 'nothing under Nombre completo' },
    'errors.email': { label: 'under Email', empty: 'nothing under Email' },
    'errors.password': { label: 'under Contraseña', empty: 'nothing under Contraseña' },
    'errors.confirmPassword': {
      label: 'under Confirmar contraseña',
      empty: 'nothing under Confirmar contraseña',
    },
    'errors.phoneNumber': { label: 'under Número de teléfono', empty: 'nothing under Número de teléfono' },
    'errors.gender': { label: 'under Género', empty: 'nothing under Género' },
    'errors.birthDate': { label: 'under Fecha de nacimiento', empty: 'nothing under Fecha de nacimiento' },
    'errors.dni': { label: 'under DNI', empty: 'nothing under DNI' },
    sendAttempts: 'codes sent',
    code: { label: 'the code boxes', empty: 'the code boxes empty' },
    codeError: { label: 'under the code', empty: 'nothing under the code' },
    pendingUserId: { label: 'pending user (session storage unverified_user)', empty: 'no pending user' },
  },
  keyContext: (s) => ({
    email: s.context.values.email,
    errors: s.context.errors,
    sendAttempts: s.context.sendAttempts,
    code: codeOf(s.context.codeDigits),
    codeError: s.context.codeError,
    pendingUserId: s.context.pendingUserId,
  }),
  // What decides the guards: how many fields of each step are valid (not which order they were typed in),
  // the social pending user, and the code and attempts only where they are used.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as SignUpContext;
    const inVerify = s.matches('verify');
    const sending = s.matches({ personalData: 'sendingCode' }) || s.matches({ verify: 'resendingCode' });
    return JSON.stringify([
      s.value,
      validCount(c, ACCOUNT_FIELDS),
      validCount(c, PERSONAL_DATA_FIELDS),
      c.values.email,
      c.authMethod,
      c.pendingUserId,
      inVerify ? [codeOf(c.codeDigits).length, c.codeError] : null,
      sending ? c.sendAttempts : null,
    ]);
  },
};
