import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  passwordRecoveryMachine,
  RESET_FAILED,
  type ResetPasswordOutput,
} from '@/machines/password-recovery/password-recovery.machine';
import {
  selectCanResend,
  selectIsLinkInvalid,
  selectIsNewLinkSent,
  selectNewPasswordError,
} from '@/machines/password-recovery/password-recovery.selectors';
import type { NavigateParams, User } from '@/machines/types';
import { failure, startFormFlow } from '@/tests/support/flow-system';

const user: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

interface Stubs {
  /** The e-mail kept by the request; an Error: the read fails (storage blocked). */
  storedEmail?: string | null | Error;
  reset?: (input?: unknown) => Promise<ResetPasswordOutput>;
  login?: (input?: unknown) => Promise<User>;
  recover?: (input?: unknown) => Promise<unknown>;
  check?: (input?: unknown) => Promise<unknown>;
  newLink?: (input?: unknown) => Promise<unknown>;
}

const INVALID_LINK = 'El enlace para reestablecer la contraseña no es válido o ya venció';

function start({ storedEmail = 'lucia@example.com', reset, login, recover, check, newLink }: Stubs = {}) {
  const spies = {
    check: vi.fn(check ?? (async (_input?: unknown) => ({ valid: true }))),
    newLink: vi.fn(newLink ?? (async (_input?: unknown) => null)),
    reset: vi.fn(reset ?? (async (_input?: unknown) => ({ status: 'success', email: 'lucia@example.com' }))),
    login: vi.fn(login ?? (async (_input?: unknown) => user)),
    recover: vi.fn(recover ?? (async (_input?: unknown) => null)),
    navigate: vi.fn((_: unknown, _params: NavigateParams) => {}),
    removeRecoveryEmail: vi.fn(),
  };
  const flow: AnyStateMachine = passwordRecoveryMachine.provide({
    actors: {
      readRecoveryEmail: neverRejectingRead('passwordRecovery', 'readRecoveryEmail', null, async () => {
        if (storedEmail instanceof Error) throw storedEmail;
        return storedEmail;
      }),
      resetPassword: fromPromise(({ input }) => spies.reset(input as never)),
      login: fromPromise(({ input }) => spies.login(input as never)),
      requestPasswordRecovery: fromPromise(({ input }) => spies.recover(input as never)),
      checkRecoveryLink: fromPromise(({ input }) => spies.check(input as never)),
      requestNewRecoveryLink: fromPromise(({ input }) => spies.newLink(input as never)),
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

describe('when the stored e-mail cannot be read (the read never fails)', () => {
  const blocked = new Error('storage blocked');
  const silenced = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('opens RECOVER_PASSWORD_EMAIL_SENT as with nothing stored: no resend', async () => {
    const warn = silenced();
    const h = start({ storedEmail: blocked });
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.emailSentOpened' });
    await waitFor(h.actor, (s) => s.matches({ emailSent: 'ready' }));
    expect(h.actor.getSnapshot().context.storedEmail).toBeNull();
    expect(selectCanResend(h.actor.getSnapshot())).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'passwordRecovery: readRecoveryEmail: the read failed, taken as nothing stored',
      blocked,
    );
    warn.mockRestore();
  });

  it('checks the link and shows the form as with nothing stored', async () => {
    const warn = silenced();
    const nothing = start({ storedEmail: null });
    await openLink(nothing);
    const failing = start({ storedEmail: blocked });
    root = failing.root;
    await openLink(failing);
    expect(failing.actor.getSnapshot().value).toEqual(nothing.actor.getSnapshot().value);
    expect(failing.actor.getSnapshot().context.storedEmail).toBeNull();
    expect(failing.spies.check).toHaveBeenCalledWith({ id: 'user-1', token: 'token-1' });
    nothing.root.stop();
    warn.mockRestore();
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

describe('when the link opens', () => {
  it('checks it first; a live link shows the form', async () => {
    const h = start();
    root = h.root;
    await openLink(h);
    expect(h.spies.check).toHaveBeenCalledWith({ id: 'user-1', token: 'token-1' });
    expect(selectIsLinkInvalid(h.actor.getSnapshot())).toBe(false);
  });

  it('says at once that a used or made-up link is not valid, before anything is typed', async () => {
    const h = start({ check: async () => Promise.reject(failure(400, INVALID_LINK)) });
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'linkInvalid' }));
    expect(selectIsLinkInvalid(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'passwordRecovery.submitted' });
    expect(h.spies.reset).not.toHaveBeenCalled();
  });

  it('shows the form when the check cannot reach the server (the reset will tell)', async () => {
    const h = start({ check: async () => Promise.reject(new Error('offline')) });
    root = h.root;
    await openLink(h);
  });

  it('sends a new link on request: to the stored address, else to the account of the link', async () => {
    const stored = start({ check: async () => Promise.reject(failure(400, INVALID_LINK)) });
    root = stored.root;
    stored.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
    await waitFor(stored.actor, (s) => s.matches({ newPassword: 'linkInvalid' }));
    stored.actor.send({ type: 'passwordRecovery.newLinkRequested' });
    await waitFor(stored.actor, (s) => s.matches({ newPassword: 'newLinkSent' }));
    expect(selectIsNewLinkSent(stored.actor.getSnapshot())).toBe(true);
    expect(stored.spies.recover).toHaveBeenCalledWith({ email: 'lucia@example.com', brandId: 'brand-1' });
    stored.root.stop();

    const fresh = start({ storedEmail: null, check: async () => Promise.reject(failure(400, INVALID_LINK)) });
    root = fresh.root;
    fresh.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
    await waitFor(fresh.actor, (s) => s.matches({ newPassword: 'linkInvalid' }));
    fresh.actor.send({ type: 'passwordRecovery.newLinkRequested' });
    await waitFor(fresh.actor, (s) => s.matches({ newPassword: 'newLinkSent' }));
    expect(fresh.spies.newLink).toHaveBeenCalledWith({ id: 'user-1', token: 'token-1' });
    expect(fresh.spies.recover).not.toHaveBeenCalled();
  });

  it('says why when no new link could be sent, and stays on the message', async () => {
    const h = start({
      storedEmail: null,
      check: async () => Promise.reject(failure(400, INVALID_LINK)),
      newLink: async () => Promise.reject(failure(400, INVALID_LINK)),
    });
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'linkInvalid' }));
    h.actor.send({ type: 'passwordRecovery.newLinkRequested' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'linkInvalid' }) && h.toasts().length > 0);
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: { text: INVALID_LINK } }]);
  });
});

describe('when the reset fails in a browser that stored no e-mail', () => {
  it('requests the new link the toast promises through the link itself', async () => {
    const h = start({ storedEmail: null, reset: async () => Promise.reject(failure(400, INVALID_LINK)) });
    root = h.root;
    await openLink(h);
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva1234');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'editing' }) && h.toasts().length > 0);
    expect(h.spies.newLink).toHaveBeenCalledWith({ id: 'user-1', token: 'token-1' });
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: RESET_FAILED }]);
  });

  it('does not promise an e-mail when none could be requested', async () => {
    const h = start({
      storedEmail: null,
      reset: async () => Promise.reject(failure(400, INVALID_LINK)),
      newLink: async () => Promise.reject(failure(400, INVALID_LINK)),
    });
    root = h.root;
    await openLink(h);
    type(h, 'password', 'Nueva1234');
    type(h, 'confirmPassword', 'Nueva1234');
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => h.toasts().length > 0 && !s.matches({ newPassword: 'requestingNewLink' }));
    expect(h.toasts().map((t) => t.message)).not.toContainEqual(RESET_FAILED);
  });
});
