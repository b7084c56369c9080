/**
 * A 429 from a rate-limited account route (issue 10 #14, docs/rate-limits.md): every flow shows the server's
 * message ("Hiciste demasiados intentos…") and keeps what the diner typed; nothing is retried or re-requested.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
} from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { passwordRecoveryMachine } from '@/machines/password-recovery/password-recovery.machine';
import { TOO_MANY_ATTEMPTS } from '@/machines/rules/api-failure';
import { sessionMachine } from '@/machines/session/session.machine';
import { NOTHING_STORED } from '@/machines/session/session.setup';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import type { StoredSignUp } from '@/machines/sign-up/sign-up.form';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { failure, startFormFlow } from '@/tests/support/flow-system';

const SERVER_MESSAGE = textIn(es, TOO_MANY_ATTEMPTS);
const tooMany = () => Promise.reject(failure(429, SERVER_MESSAGE));
const user: User = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

/** A stubbed actor: the machine's `provide` types its output, which a stub that only fails never has. */
const stub = (fn: () => Promise<unknown>) => fromPromise(fn) as never;

const shown = (toasts: ReadonlyArray<{ kind: string; message: UiText }>) =>
  toasts.map((toast) => ({ kind: toast.kind, message: textIn(es, toast.message) }));

describe('sign-in', () => {
  it('shows the server message as a toast and keeps the e-mail and password', async () => {
    const login = vi.fn(tooMany);
    const flow: AnyStateMachine = signInMachine.provide({
      actors: {
        login: stub(login),
        requestPasswordRecovery: stub(async () => null),
        readReturnPath: stub(async () => null),
      },
    });
    const h = startFormFlow('signIn', flow, { brandId: 'brand-1' });
    root = h.root;
    h.actor.send({ type: 'signIn.fieldChanged', field: 'email', value: 'lucia@example.com' });
    h.actor.send({ type: 'signIn.fieldChanged', field: 'password', value: 'Secreta123' });
    h.actor.send({ type: 'signIn.submitted' });
    await waitFor(h.actor, (s) => s.matches('editing') && login.mock.calls.length === 1);
    expect(shown(h.toasts())).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
    expect(h.actor.getSnapshot().context.values).toEqual({
      email: 'lucia@example.com',
      password: 'Secreta123',
    });
    expect(h.actor.getSnapshot().context.errors).toEqual({});
  });

  it('without a message from the server (a proxy answered), shows the catalogue text', async () => {
    const flow: AnyStateMachine = signInMachine.provide({
      actors: {
        login: stub(() => Promise.reject(failure(429, ''))),
        requestPasswordRecovery: stub(async () => null),
        readReturnPath: stub(async () => null),
      },
    });
    const h = startFormFlow('signIn', flow, { brandId: 'brand-1' });
    root = h.root;
    h.actor.send({ type: 'signIn.fieldChanged', field: 'email', value: 'lucia@example.com' });
    h.actor.send({ type: 'signIn.fieldChanged', field: 'password', value: 'Secreta123' });
    h.actor.send({ type: 'signIn.submitted' });
    await waitFor(h.actor, () => h.toasts().length > 0);
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: TOO_MANY_ATTEMPTS }]);
  });
});

describe('sign-up', () => {
  function start(stubs: { register?: () => Promise<User>; send?: () => Promise<unknown> }) {
    let stored: StoredSignUp = { pending: null, authMethod: null };
    const spies = {
      register: vi.fn(stubs.register ?? (async () => user)),
      send: vi.fn(stubs.send ?? (async () => ({}))),
    };
    const flow: AnyStateMachine = signUpMachine.provide({
      actors: {
        readPendingSignUp: stub(async () => stored),
        checkEmail: stub(async () => ({ available: true })),
        register: stub(() => spies.register()),
        sendVerificationCode: stub(() => spies.send()),
        verifyCode: stub(async () => ({ status: 'success', user })),
        updateSocialProfile: stub(async () => user),
      },
      actions: {
        storePendingSignUp: (_: unknown, params: { pending: unknown }) => {
          stored = { pending: params.pending as StoredSignUp['pending'], authMethod: null };
        },
      },
    });
    const h = startFormFlow('signUp', flow, { brandId: 'brand-1' });
    root = h.root;
    return { ...h, spies };
  }

  async function submitPersonalData(h: ReturnType<typeof start>) {
    const type = (field: string, value: string) =>
      h.actor.send({ type: 'signUp.fieldChanged', field, value });
    h.actor.send({ type: 'signUp.opened' });
    await waitFor(h.actor, (s) => s.matches({ account: 'editing' }));
    type('fullName', 'Lucía Fernández');
    type('email', 'lucia@example.com');
    type('password', 'Secreta123');
    type('confirmPassword', 'Secreta123');
    h.actor.send({ type: 'signUp.accountSubmitted' });
    await waitFor(h.actor, (s) => s.matches({ personalData: 'editing' }));
    type('phoneNumber', '+5491155550101');
    type('gender', 'Female');
    type('birthDate', '1992-04-17');
    type('dni', '34567890');
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
  }

  it('a 429 on the registration shows the message (not silence) and keeps the personal data', async () => {
    const h = start({ register: tooMany });
    await submitPersonalData(h);
    await waitFor(
      h.actor,
      (s) => s.matches({ personalData: 'editing' }) && h.spies.register.mock.calls.length === 1,
    );
    expect(shown(h.toasts())).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
    expect(h.actor.getSnapshot().context.values).toMatchObject({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      password: 'Secreta123',
      dni: '34567890',
      birthDate: '1992-04-17',
    });
    expect(h.spies.send).not.toHaveBeenCalled();
  });

  it('a 429 on sending the code is not retried, and says why instead of "No se pudo completar el registro"', async () => {
    const h = start({ send: tooMany });
    await submitPersonalData(h);
    await waitFor(h.actor, (s) => s.matches({ personalData: { editing: 'codeNotSent' } }));
    expect(h.spies.send).toHaveBeenCalledTimes(1);
    expect(shown(h.toasts())).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
    expect(h.actor.getSnapshot().context.values.dni).toBe('34567890');
  });

  it('a 429 on "Reenviar código" shows the message once, without retrying', async () => {
    let calls = 0;
    const h = start({ send: () => (++calls === 1 ? Promise.resolve({}) : tooMany()) });
    await submitPersonalData(h);
    await waitFor(h.actor, (s) => s.matches({ verify: 'editing' }));
    h.actor.send({ type: 'signUp.verifyOpened' });
    await waitFor(h.actor, (s) => s.matches({ verify: 'editing' }));
    h.actor.send({ type: 'signUp.codeResendRequested' });
    await waitFor(h.actor, () => h.toasts().length > 0);
    await waitFor(h.actor, (s) => s.matches({ verify: 'editing' }));
    expect(h.spies.send).toHaveBeenCalledTimes(2);
    expect(shown(h.toasts())).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
  });
});

describe('password recovery', () => {
  it('a 429 on the reset keeps both passwords and asks for no new link', async () => {
    const recover = vi.fn(async () => null);
    const reset = vi.fn(tooMany);
    const flow: AnyStateMachine = passwordRecoveryMachine.provide({
      actors: {
        readRecoveryEmail: stub(async () => 'lucia@example.com'),
        resetPassword: stub(reset),
        login: stub(async () => user),
        requestPasswordRecovery: stub(recover),
      },
    });
    const h = startFormFlow('passwordRecovery', flow, { brandId: 'brand-1' });
    root = h.root;
    h.actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-1', token: 'token-1' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'editing' }));
    h.actor.send({ type: 'passwordRecovery.fieldChanged', field: 'password', value: 'Nueva1234' });
    h.actor.send({ type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva1234' });
    h.actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(h.actor, (s) => s.matches({ newPassword: 'editing' }) && reset.mock.calls.length === 1);
    expect(shown(h.toasts())).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
    expect(recover).not.toHaveBeenCalled();
    expect(h.actor.getSnapshot().context.values).toEqual({
      password: 'Nueva1234',
      confirmPassword: 'Nueva1234',
    });
  });
});

describe('guest entry', () => {
  it('a 429 shows the server message instead of the guest-entry toast', async () => {
    // A parent like the app: the toasts and the session in one system.
    const parent = createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        {
          id: 'session',
          systemId: 'session',
          src: sessionMachine.provide({
            actors: {
              createGuest: stub(tooMany),
              readStoredSession: neverRejectingRead(
                'session',
                'readStoredSession',
                NOTHING_STORED,
                () => NOTHING_STORED,
              ),
            },
          }),
          input: { brandId: 'brand-1', user: null },
        },
      ],
    });
    root = createActor(parent).start();
    const session = root.system.get('session') as AnyActorRef;
    const toasts = root.system.get('toasts') as AnyActorRef;
    session.send({ type: 'session.guestRequested' });
    await waitFor(toasts, (s) => selectToasts(s).length > 0);
    await waitFor(session, (s) => s.matches({ user: 'noUser' }));
    expect(shown(selectToasts(toasts.getSnapshot()))).toEqual([{ kind: 'error', message: SERVER_MESSAGE }]);
  });
});
