import type { FlowModel } from '../flow-model';
import { signInMachine } from './sign-in.machine';

const user = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };
const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

export const signInModel: FlowModel = {
  id: 'signIn',
  title: 'Sign in with e-mail and password',
  summary:
    'SIGN_IN (accounts.md §2.4, §4.4, §5.3, §8): the form is validated on submit, the server answers under the field it concerns, and "¿Olvidaste tu contraseña?" requests a recovery e-mail.',
  machine: signInMachine,
  input: { brandId: 'brand-1' },
  start: "Open the sign-in screen (AUTH → 'Ingresar con email')",
  steps: [
    { event: { type: 'signIn.opened' }, step: 'Open the sign-in screen again' },
    {
      event: { type: 'signIn.fieldChanged', field: 'email', value: 'Lucia@Example.com' },
      step: "Type 'Lucia@Example.com' in Email",
    },
    {
      event: { type: 'signIn.fieldChanged', field: 'email', value: 'lucia@' },
      step: "Type 'lucia@' in Email",
    },
    {
      event: { type: 'signIn.fieldChanged', field: 'password', value: 'Secreta123' },
      step: "Type 'Secreta123' in Contraseña",
    },
    { event: { type: 'signIn.submitted' }, step: "Tap 'Ingresar'" },
    { event: { type: 'signIn.forgotPasswordRequested' }, step: "Tap '¿Olvidaste tu contraseña?'" },
    {
      event: { type: 'xstate.done.actor.login', output: user },
      step: 'The server accepts the password',
      producedBy:
        'sign in as the seeded demo account: demo@demo.com with Demo1234 instead of the e-mail and password above (server/db/seed/users.ts)',
    },
    {
      event: { type: 'xstate.error.actor.login', error: failure(404, 'No existe una cuenta con este email') },
      step: "The server answers 404 'No existe una cuenta con este email'",
      producedBy:
        'lucia@example.com has no account on the demo server (if you registered it, type nadie@example.com)',
    },
    {
      event: { type: 'xstate.error.actor.login', error: failure(400, 'La contraseña es incorrecta') },
      step: "The server answers 400 'La contraseña es incorrecta'",
      producedBy:
        'type the seeded demo@demo.com in Email with any password but Demo1234 (server/db/seed/users.ts)',
    },
    {
      event: { type: 'xstate.error.actor.login', error: failure(500, 'Ocurrió un error inesperado') },
      step: 'The server fails (500) or the connection drops',
      producedBy:
        "Chrome DevTools → Network → 'Offline' before tapping 'Ingresar' (the demo server never answers 5xx: the 500 itself is only checked automatically)",
    },
    {
      event: { type: 'xstate.done.actor.readReturnPath', output: null },
      step: 'No path was stored before signing in',
      producedBy: 'nothing to do in a fresh private window (no app_auth_pathname in local storage)',
    },
    {
      event: { type: 'xstate.done.actor.readReturnPath', output: '/puntos' },
      step: "A path was stored before signing in ('/puntos')",
      producedBy:
        "before tapping 'Ingresar', in DevTools → Application → Local storage set app_auth_pathname to /puntos (a social login leaves it there)",
    },
    {
      event: { type: 'xstate.done.actor.requestPasswordRecovery', output: null },
      step: 'The server sends the recovery e-mail',
      producedBy:
        'type the seeded demo@demo.com in Email before tapping; the e-mail lands in GET /api/dev/outbox?email=demo@demo.com',
    },
    {
      event: {
        type: 'xstate.error.actor.requestPasswordRecovery',
        error: failure(404, 'No existe una cuenta con este email'),
      },
      step: "The server answers 'No existe una cuenta con este email'",
      producedBy:
        'an e-mail with no account on the demo server in Email: lucia@example.com as typed, or nadie@example.com (change Email to it before tapping when an earlier step of the path needed demo@demo.com)',
    },
  ],
  expectations: {
    editing:
      "'Inicio de sesión' with Email and Contraseña as typed; messages under the fields; 'Ingresar' and '¿Olvidaste tu contraseña?'",
    signingIn: "'Ingresar' shows a spinner and ignores presses",
    leaving: 'signed in; the app leaves the sign-in screen',
    signedIn: 'BASE (or the stored path) as the signed-in user',
    requestingRecovery: "'¿Olvidaste tu contraseña?' is being sent",
  },
  contextWords: {
    email: { label: 'Email', empty: 'Email empty' },
    hasPassword: { yes: 'Contraseña filled in (dots)', no: 'Contraseña empty' },
    'errors.email': { label: 'under Email', empty: 'nothing under Email' },
    'errors.password': { label: 'under Contraseña', empty: 'nothing under Contraseña' },
    errors: { empty: 'no messages under the fields' },
  },
  keyContext: (s) => ({
    email: s.context.values.email,
    hasPassword: s.context.values.password !== '',
    errors: s.context.errors,
  }),
};
