import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  passwordRecoveryMachine,
  RESET_FAILED,
  type ResetPasswordOutput,
} from '@/machines/password-recovery/password-recovery.machine';
import {
  selectCanResend,
  selectNewPasswordError,
} from '@/machines/password-recovery/password-recovery.selectors';
import type { NavigateParams, User } from '@/machines/types';
import { failure, startFormFlow } from '@/tests/support/flow-system';

const user: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

interface Stubs {
  storedEmail?: string | null;
  reset?: (input?: unknown) => Promise<ResetPasswordOutput>;
  login?: (input?: unknown) => Promise<User>;
  recover?: (input?: unknown) => Promise<unknown>;
}

function start({ storedEmail = 'lucia@example.com', reset, login, recover }: Stubs = {}) {
  const spies = {
    reset: vi.fn(reset ?? (async (_input?: unknown) => ({ status: 'success', email: 'lucia@example.com' }))),
    login: vi.fn(login ?? (async (_input?: unknown) => user)),
    recover: vi.fn(recover ?? (async (_input?: unknown) => null)),
    navigate: vi.fn((_: unknown, _params: NavigateParams) => {}),
    removeRecoveryEmail: vi.fn(),
  };
  const flow: AnyStateMachine = passwordRecoveryMachine.provide({
    actors: {
      readRecoveryEmail: fromPromise(async () => storedEmail),
      resetPassword: fromPromise(({ input }) => spies.reset(input as never)),
      login: fromPromise(({ input }) => spies.login(input as never)),
      requestPasswordRecovery: fromPromise(({ input }) => spies.recover(input as never)),
    },
    actions: { navigate: spies.navigate, removeRecoveryEmail: spies.removeRecoveryEmail },
  });
  const { root, actor, toasts, sessionEvents } = startFormFlow('passwordRecovery', flow, {
    brandId: 'brand-1',
  });
  return { root, actor, spies, toasts, sessionEvents };
}

type Harness = ReturnType<typeof start>;
let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

async function openLink(h: Harness) {
  h.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
  await waitFor(h.actor, (s) => s.matches({ newPassword: 'editing' }));
}
/** The flow keeps catalogue keys; the diner reads the spec's Spanish. */
const passwordError = (h: Harness, field: 'password' | 'confirmPassword') => {
  const message = selectNewPasswordError(field)(h.actor.getSnapshot());
  return message === null ? null : textIn(es, message);
};
const type = (h: Harness, field: 'password' | 'confirmPassword', value: string) =>
  h.actor.send({ type: 'passwordRecovery.fieldChanged', field, value });

describe('on RECOVER_PASSWORD_EMAIL_SENT', () => {
  it('resends the recovery e-mail to the stored address', async () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.emailSentOpened' });
    await waitFor(h.actor, (s) => s.matches({ emailSent: 'ready' }));
    expect(selectCanResend(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'passwordRecovery.resendRequested' });
    await waitFor(h.actor, (s) => s.matches({ emailSent: 'ready' }));
    expect(h.spies.recover).toHaveBeenCalledWith({ email: 'lucia@example.com', brandId: 'brand-1' });
  });

  it('cannot resend without a stored address', async () => {
    const h = start({ storedEmail: null });
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.emailSentOpened' });
    await waitFor(h.actor, (s) => s.matches({ emailSent: 'ready' }));
    expect(selectCanResend(h.actor.getSnapshot())).toBe(false);
  });
});

describe('on RECOVER_PASSWORD/{id}/{token}', () => {
  it('validates both fields and that they match', async () => {
    const h = start();
    root = h.root;
    await openLink(h);
    type(h, 'password', 'nueva');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    expect(passwordError(h, 'password')).toBe('Su contraseña debe tener 8 caracteres o más');
    expect(passwordError(h, 'confirmPassword')).toBe('Completa este campo');
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva123');
    expect(passwordError(h, 'password')).toBeNull();
    expect(passwordError(h, 'confirmPassword')).toBe('Las contraseñas no coinciden');
    expect(h.spies.reset).not.toHaveBeenCalled();
  });

  it('resets, signs in with the stored e-mail and the new password, then forgets the e-mail', async () => {
    const h = start({ storedEmail: 'Lucia@Example.com' });
    root = h.root;
    await openLink(h);
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva1234');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => s.matches('done'));
    expect(h.spies.reset).toHaveBeenCalledWith({
      id: 'user-1',
      token: 'token-1',
      password: 'Nueva1234',
      password2: 'Nueva1234',
    });
    expect(h.spies.login).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      password: 'Nueva1234',
      brandId: 'brand-1',
    });
    expect(h.sessionEvents()).toEqual([{ type: 'session.signedIn', user }]);
    expect(h.spies.removeRecoveryEmail).toHaveBeenCalled();
    expect(h.spies.navigate.mock.calls.map((c) => c[1])).toEqual([{ to: '/', replace: true }]);
  });

  it('requests a new link and shows the toast when the reset fails, keeping what was typed', async () => {
    const h = start({
      reset: async () =>
        Promise.reject(failure(400, 'El enlace para reestablecer la contraseña no es válido o ya venció')),
    });
    root = h.root;
    await openLink(h);
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva1234');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'requestingNewLink' }));
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'editing' }));
    expect(h.spies.recover).toHaveBeenCalledWith({ email: 'lucia@example.com', brandId: 'brand-1' });
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: RESET_FAILED }]);
    expect(textIn(es, RESET_FAILED)).toBe(
      'No se pudo cambiar su contraseña. Hemos enviado un nuevo enlace de recuperación a su correo',
    );
    expect(h.actor.getSnapshot().context.values).toEqual({
      password: 'Nueva1234',
      confirmPassword: 'Nueva1234',
    });
    expect(h.spies.login).not.toHaveBeenCalled();
  });

  it('signs in with the e-mail the server answers when none was stored in this browser', async () => {
    const h = start({ storedEmail: null });
    root = h.root;
    await openLink(h);
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva1234');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => s.matches('done'));
    expect(h.spies.login.mock.calls[0][0]).toMatchObject({ email: 'lucia@example.com' });
  });
});
