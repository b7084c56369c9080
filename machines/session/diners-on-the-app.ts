// i18n-exempt-file: test data and gestures for the app-models (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, RecordedRequest } from '../app-model';

/**
 * Shared by the executable models that change the session's user as a person does it (points, activeOrders,
 * signIn, profileCompletion): the registered diners of brand-1 the server knows, its answers to POST /login
 * (chosen by the e-mail) and to the session's refresh of a restored diner, and the gestures 'Cerrar sesión' on
 * PROFILE and 'Ingresar' on SIGN_IN (accounts.md §2.6, §4.2).
 */
export const SIGN_IN_URL = '/auth/inicio-de-sesion';

const diner = (id: string, name: string, email: string) => ({
  _id: id,
  typeUser: 'registered',
  idMarca: 'brand-1',
  name,
  email,
  // A complete profile (an incomplete one is asked to complete it 1 s after load, which traps the focus).
  birthDate: { year: 1990, month: 5, day: 14 },
  gender: 'Female',
  phoneNumber: '+5491123456789',
});
export type Diner = ReturnType<typeof diner>;
export const DEMO = diner('user-1', 'Martina González', 'demo@demo.com');
export const LUCIA = diner('user-2', 'Lucía Fernández', 'lucia@example.com');
/** The password of every seeded demo account (DEMO_PASSWORD in server/db/seed/users.ts), as a person types it. */
export const DEMO_PASSWORD = 'Demo1234';

const ACCOUNTS: Record<string, Diner> = { 'demo@demo.com': DEMO, 'lucia@example.com': LUCIA };

/** POST /login answered with the account of the e-mail, and GET /user/{id} with the restored diner's record. */
export const dinersBackground: NonNullable<AppFlowModel['background']> = [
  {
    method: 'POST',
    path: /^\/login$/,
    fixture: 'signedIn (the account of the e-mail)',
    answer: (request: RecordedRequest) => {
      const body = request.body as { email?: string; password?: string } | null;
      const account = ACCOUNTS[String(body?.email)];
      if (!account)
        return { status: 404, body: { status: 'error', message: 'No existe una cuenta con este email' } };
      // As the seeded server: every demo account's password is DEMO_PASSWORD (server/routes/auth.ts message).
      return body?.password === DEMO_PASSWORD
        ? { status: 200, body: { status: 'success', data: account } }
        : { status: 400, body: { status: 'error', message: 'La contraseña es incorrecta' } };
    },
  },
  {
    // The session refreshes the restored diner with their own record.
    method: 'GET',
    path: /^\/user\/user-[12]/,
    fixture: 'the diner',
    answer: (request: RecordedRequest) => ({
      status: 200,
      body: { status: 'success', data: request.path.startsWith('/user/user-2') ? LUCIA : DEMO },
    }),
  },
];

/** PROFILE → 'Cerrar sesión' → confirm; AUTH opens 500 ms later (the session's timer). */
export async function signOut(app: AppDriver) {
  await app.navigate('/perfil');
  await app.user.click(app.screen.getByRole('button', { name: 'Cerrar sesión' }));
  await app.settle();
  const dialog = app.screen.getByRole('dialog');
  await app.user.click(app.within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
  await app.wait(1000);
}

/** SIGN_IN with nobody signed in: the e-mail, the password, 'Ingresar', and the session's redirect. */
export async function signInWithEmail(app: AppDriver, email: string) {
  await app.navigate(SIGN_IN_URL);
  await app.user.type(app.screen.getByLabelText('Email'), email);
  await app.user.type(app.screen.getByLabelText('Contraseña'), DEMO_PASSWORD);
  await app.user.click(app.screen.getByRole('button', { name: 'Ingresar' }));
  await app.wait(1000);
}
