import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  passwordRecoveryMachine,
  type ResetPasswordOutput,
} from '@/machines/password-recovery/password-recovery.machine';
import { NOTHING_PENDING, type StoredSignUp, type VerifyCodeOutput } from '@/machines/sign-up/sign-up.form';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import type { User } from '@/machines/types';
import { startFormFlow } from '@/tests/support/flow-system';

/**
 * Silent successes (issue 10 #6): "Reenviar código", the recovery "Reenviar", the account's activation and a
 * changed password each tell the diner with a toast, through the toasts flow.
 */

const user: User = { _id: 'user-9', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };
const pending: StoredSignUp = {
  pending: { name: 'Lucía Fernández', email: 'lucia@example.com' },
  authMethod: null,
} as StoredSignUp;

/** What the diner reads: each toast's kind and Spanish text. */
const shown = (toasts: () => Array<{ kind: string; message: UiText }>) =>
  toasts().map((toast) => ({ kind: toast.kind, text: textIn(es, toast.message) }));

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

function startSignUp() {
  const flow: AnyStateMachine = signUpMachine.provide({
    actors: {
      readPendingSignUp: neverRejectingRead(
        'signUp',
        'readPendingSignUp',
        NOTHING_PENDING,
        async () => pending,
      ),
      sendVerificationCode: fromPromise(async (): Promise<unknown> => ({})),
      verifyCode: fromPromise(async (): Promise<VerifyCodeOutput> => ({ status: 'success', user })),
    },
    actions: { navigate: () => {}, clearPendingSignUp: () => {} },
  });
  const started = startFormFlow('signUp', flow, { brandId: 'brand-1' });
  root = started.root;
  return started;
}

function startRecovery() {
  const flow: AnyStateMachine = passwordRecoveryMachine.provide({
    actors: {
      readRecoveryEmail: neverRejectingRead<string | null>(
        'passwordRecovery',
        'readRecoveryEmail',
        null,
        async () => 'lucia@example.com',
      ),
      requestPasswordRecovery: fromPromise(async (): Promise<unknown> => null),
      resetPassword: fromPromise(
        async (): Promise<ResetPasswordOutput> => ({ status: 'success', email: 'lucia@example.com' }),
      ),
      login: fromPromise(async (): Promise<User> => user),
    },
    actions: { navigate: () => {}, removeRecoveryEmail: () => {} },
  });
  const started = startFormFlow('passwordRecovery', flow, { brandId: 'brand-1' });
  root = started.root;
  return started;
}

describe('when the verification code is sent again', () => {
  it('says "Te enviamos un nuevo código a tu email"', async () => {
    const { actor, toasts } = startSignUp();
    actor.send({ type: 'signUp.verifyOpened' });
    await waitFor(actor, (s) => s.matches({ verify: 'editing' }));
    expect(toasts()).toEqual([]);
    actor.send({ type: 'signUp.codeResendRequested' });
    await waitFor(actor, (s) => s.matches({ verify: 'editing' }) && toasts().length > 0);
    expect(shown(toasts)).toEqual([{ kind: 'success', text: 'Te enviamos un nuevo código a tu email' }]);
  });
});

describe('when the code activates the account', () => {
  it('says "¡Listo!, tu cuenta ya está activa 🎉"', async () => {
    const { actor, toasts } = startSignUp();
    actor.send({ type: 'signUp.verifyOpened' });
    await waitFor(actor, (s) => s.matches({ verify: 'editing' }));
    actor.send({ type: 'signUp.codeDigitEntered', index: 0, text: '4821' });
    actor.send({ type: 'signUp.codeSubmitted' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(shown(toasts)).toEqual([{ kind: 'success', text: '¡Listo!, tu cuenta ya está activa 🎉' }]);
  });
});

describe('when the recovery e-mail is sent again', () => {
  it('says "Te enviamos un nuevo email para reestablecer tu cuenta"', async () => {
    const { actor, toasts } = startRecovery();
    actor.send({ type: 'passwordRecovery.emailSentOpened' });
    await waitFor(actor, (s) => s.matches({ emailSent: 'ready' }));
    actor.send({ type: 'passwordRecovery.resendRequested' });
    await waitFor(actor, (s) => s.matches({ emailSent: 'ready' }) && toasts().length > 0);
    expect(shown(toasts)).toEqual([
      { kind: 'success', text: 'Te enviamos un nuevo email para reestablecer tu cuenta' },
    ]);
  });
});

describe('when the new password is saved', () => {
  it('says "Tu contraseña se cambió correctamente", then signs in', async () => {
    const { actor, toasts, sessionEvents } = startRecovery();
    actor.send({ type: 'passwordRecovery.resetOpened', id: 'user-9', token: 'token-1' });
    await waitFor(actor, (s) => s.matches({ newPassword: 'editing' }));
    actor.send({ type: 'passwordRecovery.fieldChanged', field: 'password', value: 'Nueva1234' });
    actor.send({ type: 'passwordRecovery.fieldChanged', field: 'confirmPassword', value: 'Nueva1234' });
    actor.send({ type: 'passwordRecovery.submitted' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(shown(toasts)).toEqual([{ kind: 'success', text: 'Tu contraseña se cambió correctamente' }]);
    expect(sessionEvents()).toMatchObject([{ type: 'session.signedIn', user }]);
  });
});
