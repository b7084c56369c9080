import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { MISSING_BRAND, SIGN_IN_FAILED, signInMachine } from '@/machines/sign-in/sign-in.machine';
import {
  selectCanSubmitSignIn,
  selectIsSigningIn,
  selectSignInError,
} from '@/machines/sign-in/sign-in.selectors';
import type { NavigateParams, User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';
import { failure, startFormFlow } from '@/tests/support/flow-system';

const user: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

interface Options {
  brandId?: string;
  login?: (input: { email: string; password: string; brandId: string }) => Promise<User>;
  recover?: (input: { email: string }) => Promise<unknown>;
  /** What storage holds; an Error: the read fails (storage blocked). */
  returnPath?: string | null | Error;
}

function start({
  brandId = 'brand-1',
  login = async () => user,
  recover = async () => null,
  returnPath = null,
}: Options = {}) {
  const navigate = vi.fn((_: unknown, _params: NavigateParams) => {});
  const storeRecoveryEmail = vi.fn((_: unknown, _params: { email: string }) => {});
  const loginSpy = vi.fn(login);
  const recoverSpy = vi.fn(recover);
  const flow: AnyStateMachine = signInMachine.provide({
    actors: {
      login: fromPromise(({ input }) => loginSpy(input)),
      requestPasswordRecovery: fromPromise(({ input }) => recoverSpy(input)),
      readReturnPath: neverRejectingRead('signIn', 'readReturnPath', null, async () => {
        if (returnPath instanceof Error) throw returnPath;
        return returnPath;
      }),
    },
    actions: { navigate, storeRecoveryEmail },
  });
  const { root, actor, toasts, sessionEvents } = startFormFlow('signIn', flow, { brandId });
  const type = (field: 'email' | 'password', value: string) =>
    actor.send({ type: 'signIn.fieldChanged', field, value });
  return { root, actor, type, toasts, sessionEvents, navigate, storeRecoveryEmail, loginSpy, recoverSpy };
}

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

/** The flow keeps catalogue keys (or the server's text); the diner reads the spec's Spanish. */
const spanish = (message: UiText | null) => (message === null ? null : textIn(es, message));
const error = (actor: AnyActorRef, field: 'email' | 'password') =>
  spanish(selectSignInError(field)(actor.getSnapshot()));
const inSpanish = (toasts: ReadonlyArray<{ message: UiText }>) =>
  toasts.map((toast) => ({ ...toast, message: textIn(es, toast.message) }));

describe('when submitting the form', () => {
  it('shows the shared validator messages and does not call the server', () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'signIn.submitted' });
    expect(error(h.actor, 'email')).toBe('Por favor ingresa su email');
    expect(error(h.actor, 'password')).toBe('Por favor ingresa una contraseña');
    expect(h.loginSpy).not.toHaveBeenCalled();
    expectState(h.actor, 'editing');
  });

  it('clears a message on typing before the first submit, and validates each change after it', () => {
    const h = start();
    root = h.root;
    h.type('email', 'lucia@');
    expect(error(h.actor, 'email')).toBeNull();
    h.actor.send({ type: 'signIn.submitted' });
    expect(error(h.actor, 'email')).toBe('Por favor ingresa un email válido');
    h.type('email', 'lucia@example.com');
    expect(error(h.actor, 'email')).toBeNull();
    h.type('password', 'abc');
    expect(error(h.actor, 'password')).toBe('Su contraseña debe tener 8 caracteres o más');
  });

  it('sends the e-mail lowercased, hands the user to the session and goes to BASE', async () => {
    const h = start();
    root = h.root;
    h.type('email', '  Lucia@Example.COM ');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    expectState(h.actor, 'signingIn');
    expect(selectIsSigningIn(h.actor.getSnapshot())).toBe(true);
    expect(selectCanSubmitSignIn(h.actor.getSnapshot())).toBe(false);
    await waitFor(h.actor, (s) => s.matches('signedIn'));
    expect(h.loginSpy).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      password: 'Secreta123',
      brandId: 'brand-1',
    });
    expect(h.sessionEvents()).toEqual([{ type: 'session.signedIn', user }]);
    expect(h.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/', replace: true }]);
    // The typed password is not kept once signed in.
    expect(h.actor.getSnapshot().context.values.password).toBe('');
  });

  it('leaves the redirect to the session when a path was stored', async () => {
    const h = start({ returnPath: '/puntos' });
    root = h.root;
    h.type('email', 'lucia@example.com');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    await waitFor(h.actor, (s) => s.matches('signedIn'));
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('goes to BASE, as with nothing stored, when the stored path cannot be read (the read never fails)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = start({ returnPath: new Error('storage blocked') });
    root = h.root;
    h.type('email', 'lucia@example.com');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    await waitFor(h.actor, (s) => s.matches('signedIn'));
    expect(h.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/', replace: true }]);
    expect(warn).toHaveBeenCalledWith(
      'signIn: readReturnPath: the read failed, taken as nothing stored',
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it('ignores another submit while signing in', async () => {
    let resolve: (u: User) => void = () => {};
    const h = start({ login: () => new Promise<User>((r) => (resolve = r)) });
    root = h.root;
    h.type('email', 'lucia@example.com');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    h.actor.send({ type: 'signIn.submitted' });
    h.actor.send({ type: 'signIn.forgotPasswordRequested' });
    resolve(user);
    await waitFor(h.actor, (s) => s.matches('signedIn'));
    expect(h.loginSpy).toHaveBeenCalledTimes(1);
    expect(h.recoverSpy).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'No existe una cuenta con este email', 'email'],
    [400, 'La contraseña es incorrecta', 'password'],
  ] as const)(
    'puts a %i answer under the %s field, keeping what was typed',
    async (status, message, field) => {
      const h = start({ login: async () => Promise.reject(failure(status, message)) });
      root = h.root;
      h.type('email', 'lucia@example.com');
      h.type('password', 'Secreta123');
      h.actor.send({ type: 'signIn.submitted' });
      await waitFor(h.actor, (s) => s.matches('editing'));
      expect(error(h.actor, field)).toBe(message);
      expect(h.actor.getSnapshot().context.values).toEqual({
        email: 'lucia@example.com',
        password: 'Secreta123',
      });
      expect(h.toasts()).toEqual([]);
    },
  );

  it('shows the sign-in toast for any other failure', async () => {
    const h = start({
      login: async () => Promise.reject(failure(403, 'Tu cuenta todavía no está verificada.')),
    });
    root = h.root;
    h.type('email', 'lucia@example.com');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: SIGN_IN_FAILED }]);
    expect(textIn(es, SIGN_IN_FAILED)).toBe('No se pudo iniciar sesión. Por favor, inténtalo de nuevo.');
    expect(error(h.actor, 'email')).toBeNull();
  });

  it('refuses to sign in without a brand id', () => {
    const h = start({ brandId: '' });
    root = h.root;
    h.type('email', 'lucia@example.com');
    h.type('password', 'Secreta123');
    h.actor.send({ type: 'signIn.submitted' });
    expectState(h.actor, 'editing');
    expect(h.loginSpy).not.toHaveBeenCalled();
    expect(inSpanish(h.toasts())).toMatchObject([
      { kind: 'error', message: 'Ocurrio un error, por favor refresque la pagina y vuelva a intentarlo' },
    ]);
    expect(textIn(es, MISSING_BRAND)).toBe(
      'Ocurrio un error, por favor refresque la pagina y vuelva a intentarlo',
    );
  });
});

describe('when "¿Olvidaste tu contraseña?" is tapped', () => {
  it('asks for the e-mail when it is empty', () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'signIn.forgotPasswordRequested' });
    expect(error(h.actor, 'email')).toBe('Ingrese su email para recuperar su contraseña.');
    expect(h.recoverSpy).not.toHaveBeenCalled();
  });

  it('shows the e-mail validator message for a malformed e-mail', () => {
    const h = start();
    root = h.root;
    h.type('email', 'lucia@@example.com');
    h.actor.send({ type: 'signIn.forgotPasswordRequested' });
    expect(error(h.actor, 'email')).toBe('Por favor ingresa un email válido');
    expect(h.recoverSpy).not.toHaveBeenCalled();
  });

  it('requests the e-mail, stores the address and opens RECOVER_PASSWORD_EMAIL_SENT', async () => {
    const h = start();
    root = h.root;
    h.type('email', 'Lucia@Example.com');
    h.actor.send({ type: 'signIn.forgotPasswordRequested' });
    expectState(h.actor, 'requestingRecovery');
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.recoverSpy).toHaveBeenCalledWith({ email: 'lucia@example.com', brandId: 'brand-1' });
    expect(h.storeRecoveryEmail.mock.calls[0][1]).toEqual({ email: 'lucia@example.com' });
    expect(h.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/reestablecer-cuenta' }]);
  });

  it('shows a server failure under the e-mail field', async () => {
    const h = start({
      recover: async () => Promise.reject(failure(404, 'No existe una cuenta con este email')),
    });
    root = h.root;
    h.type('email', 'nadie@example.com');
    h.actor.send({ type: 'signIn.forgotPasswordRequested' });
    await waitFor(h.actor, (s) => s.matches('editing') && Boolean(s.context.errors.email));
    expect(error(h.actor, 'email')).toBe('No existe una cuenta con este email');
    expect(h.storeRecoveryEmail).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('when the screen opens again', () => {
  it('starts from an empty form', () => {
    const h = start();
    root = h.root;
    h.type('email', 'lucia@');
    h.actor.send({ type: 'signIn.submitted' });
    h.actor.send({ type: 'signIn.opened' });
    expect(h.actor.getSnapshot().context).toMatchObject({ values: { email: '', password: '' }, errors: {} });
  });
});
