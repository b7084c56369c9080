import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, fromPromise, waitFor } from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  enterCodeDigits,
  NOTHING_PENDING,
  type RegisterPayload,
  type SignUpField,
  type StoredSignUp,
} from '@/machines/sign-up/sign-up.form';
import { signUpMachine } from '@/machines/sign-up/sign-up.machine';
import {
  selectCanFinish,
  selectIsSocialSignUp,
  selectSendAttempts,
  selectSignUpError,
} from '@/machines/sign-up/sign-up.selectors';
import { REGISTRATION_FAILED } from '@/machines/sign-up/sign-up.setup';
import type { NavigateParams, User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';
import { failure, startFormFlow } from '@/tests/support/flow-system';

const user: User = { _id: 'user-9', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };
const NO_PENDING: StoredSignUp = { pending: null, authMethod: null };
const blocked = (): StoredSignUp => {
  throw new Error('storage blocked');
};

interface Stubs {
  stored?: () => StoredSignUp;
  checkEmail?: (input?: unknown) => Promise<unknown>;
  register?: (input: RegisterPayload) => Promise<User>;
  send?: (input?: unknown) => Promise<unknown>;
  verify?: (input?: unknown) => Promise<{ status?: string; user: User }>;
  updateSocialProfile?: (input?: unknown) => Promise<User>;
}

function start(stubs: Stubs = {}) {
  let stored = stubs.stored ?? (() => NO_PENDING);
  const spies = {
    checkEmail: vi.fn(stubs.checkEmail ?? (async (_input?: unknown) => ({ available: true }))),
    register: vi.fn(stubs.register ?? (async (_input?: unknown) => user)),
    send: vi.fn(stubs.send ?? (async (_input?: unknown) => ({}))),
    verify: vi.fn(stubs.verify ?? (async (_input?: unknown) => ({ status: 'success', user }))),
    updateSocialProfile: vi.fn(stubs.updateSocialProfile ?? (async (_input?: unknown) => user)),
    navigate: vi.fn((_: unknown, _params: NavigateParams) => {}),
    storePendingSignUp: vi.fn((_: unknown, params: { pending: unknown }) => {
      const pending = params.pending as StoredSignUp['pending'];
      stored = () => ({ pending, authMethod: null });
    }),
    clearPendingSignUp: vi.fn(),
    clearWelcomeModalFlag: vi.fn(),
    clearAuthMethod: vi.fn(),
  };
  const flow: AnyStateMachine = signUpMachine.provide({
    actors: {
      readPendingSignUp: neverRejectingRead('signUp', 'readPendingSignUp', NOTHING_PENDING, async () =>
        stored(),
      ),
      checkEmail: fromPromise(({ input }) => spies.checkEmail(input as never)),
      register: fromPromise(({ input }) => spies.register(input as RegisterPayload)),
      sendVerificationCode: fromPromise(({ input }) => spies.send(input as never)),
      verifyCode: fromPromise(({ input }) => spies.verify(input as never)),
      updateSocialProfile: fromPromise(({ input }) => spies.updateSocialProfile(input as never)),
    },
    actions: {
      navigate: spies.navigate,
      storePendingSignUp: spies.storePendingSignUp,
      clearPendingSignUp: spies.clearPendingSignUp,
      clearWelcomeModalFlag: spies.clearWelcomeModalFlag,
      clearAuthMethod: spies.clearAuthMethod,
    },
  });
  const { root, actor, toasts, sessionEvents } = startFormFlow('signUp', flow, { brandId: 'brand-1' });
  const type = (field: SignUpField, value: string) =>
    actor.send({ type: 'signUp.fieldChanged', field, value });
  const navigations = () => spies.navigate.mock.calls.map((c) => c[1]);
  return { root, actor, type, toasts, sessionEvents, navigations, spies };
}

type Harness = ReturnType<typeof start>;
const at = (h: Harness, state: object | string) => waitFor(h.actor, (s) => s.matches(state));
/** The flow keeps catalogue keys (or the server's text); the diner reads the spec's Spanish. */
const spanish = (message: UiText | null) => (message === null ? null : textIn(es, message));
const error = (h: Harness, field: SignUpField) => spanish(selectSignUpError(field)(h.actor.getSnapshot()));
const inSpanish = ([field, message]: [string, UiText]) => [field, textIn(es, message)];
const errorsInSpanish = (h: Harness) =>
  Object.fromEntries(Object.entries<UiText>(h.actor.getSnapshot().context.errors).map(inSpanish));
const codeError = (h: Harness) => spanish(h.actor.getSnapshot().context.codeError);

async function fillAccount(h: Harness) {
  h.actor.send({ type: 'signUp.opened' });
  await at(h, { account: 'editing' });
  h.type('fullName', 'Lucía Fernández');
  h.type('email', 'Lucia@Example.com');
  h.type('password', 'Secreta123');
  h.type('confirmPassword', 'Secreta123');
}

async function reachPersonalData(h: Harness) {
  await fillAccount(h);
  h.actor.send({ type: 'signUp.accountSubmitted' });
  await at(h, { personalData: 'editing' });
  h.actor.send({ type: 'signUp.personalDataOpened' }); // the screen mounts
  await at(h, { personalData: 'editing' });
}

function fillPersonalData(h: Harness) {
  h.type('phoneNumber', '+5491155550101');
  h.type('gender', 'Female');
  h.type('birthDate', '1992-04-17');
  h.type('dni', '34567890');
}

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

describe('on SIGN_UP', () => {
  it('shows every message on submit and keeps what was typed', async () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'signUp.opened' });
    await at(h, { account: 'editing' });
    h.type('fullName', 'Lucía');
    h.type('email', 'lucia@');
    h.type('password', 'secreta');
    h.type('confirmPassword', 'otra');
    h.actor.send({ type: 'signUp.accountSubmitted' });
    expect(errorsInSpanish(h)).toEqual({
      fullName: 'Ingrese su nombre completo',
      email: 'Por favor ingresa un email válido',
      password: 'Su contraseña debe tener 8 caracteres o más',
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(h.actor.getSnapshot().context.values).toMatchObject({ fullName: 'Lucía', email: 'lucia@' });
    expect(h.spies.checkEmail).not.toHaveBeenCalled();
  });

  it('is prefilled from the pending unverified user', async () => {
    const h = start({
      stored: () => ({ pending: { name: 'Lucía Fernández', email: 'lucia@example.com' }, authMethod: null }),
    });
    root = h.root;
    h.actor.send({ type: 'signUp.opened' });
    await at(h, { account: 'editing' });
    expect(h.actor.getSnapshot().context.values).toMatchObject({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      phoneNumber: '+54',
    });
  });

  it('shows the server message under the e-mail when it is taken', async () => {
    const h = start({
      checkEmail: async () => Promise.reject(failure(400, 'Este email ya está registrado')),
    });
    root = h.root;
    await fillAccount(h);
    h.actor.send({ type: 'signUp.accountSubmitted' });
    await waitFor(h.actor, (s) => Boolean(s.context.errors.email));
    expectState(h.actor, 'account.editing');
    expect(error(h, 'email')).toBe('Este email ya está registrado');
    // Only what was typed (step 'account'): the e-mail was never accepted.
    expect(h.spies.storePendingSignUp.mock.calls.at(-1)?.[1]).toEqual({
      pending: { name: 'Lucía Fernández', email: 'lucia@example.com', step: 'account' },
    });
  });

  it('keeps the name and e-mail as typed through a reload, never the password', async () => {
    const first = start();
    root = first.root;
    await fillAccount(first);
    const calls = first.spies.storePendingSignUp.mock.calls;
    expect(JSON.stringify(calls.map((c) => c[1]))).not.toContain('Secreta123');
    const saved = calls.at(-1)?.[1].pending as StoredSignUp['pending'];
    expect(saved).toEqual({ name: 'Lucía Fernández', email: 'lucia@example.com', step: 'account' });
    first.root.stop();

    const h = start({ stored: () => ({ pending: saved, authMethod: null }) });
    root = h.root;
    h.actor.send({ type: 'signUp.opened' });
    await at(h, { account: 'editing' });
    expect(h.actor.getSnapshot().context.values).toMatchObject({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      password: '',
    });
  });

  it('stores the pending user without the password and opens the personal data step', async () => {
    const h = start();
    root = h.root;
    await reachPersonalData(h);
    expect(h.spies.checkEmail).toHaveBeenCalledWith({ email: 'lucia@example.com', brandId: 'brand-1' });
    expect(h.spies.storePendingSignUp.mock.calls.at(-1)?.[1]).toEqual({
      pending: { name: 'Lucía Fernández', email: 'lucia@example.com', step: 'personalData' },
    });
    expect(h.navigations()).toEqual([{ to: '/auth/registro/datos-personales' }]);
    expect(h.spies.clearWelcomeModalFlag).toHaveBeenCalled();
  });
});

describe('when the pending sign-up cannot be read (the read never fails)', () => {
  /** The flow opened on `opened` with nothing stored and with a failing read: the same state, context and calls. */
  async function compare(opened: { type: string }, settled: object | string) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runs = [start(), start({ stored: blocked })].map(async (h) => {
      h.actor.send(opened);
      await at(h, settled);
      const { value, context } = h.actor.getSnapshot();
      h.root.stop();
      return { value, context, navigations: h.navigations() };
    });
    const [nothing, failing] = await Promise.all(runs);
    expect(failing).toEqual(nothing);
    expect(warn).toHaveBeenCalledWith(
      'signUp: readPendingSignUp: the read failed, taken as nothing stored',
      expect.any(Error),
    );
    warn.mockRestore();
    return failing;
  }

  it('SIGN_UP opens with an empty form', async () => {
    const failing = await compare({ type: 'signUp.opened' }, { account: 'editing' });
    expect(failing.context.values.email).toBe('');
  });

  it('SIGN_UP_PERSONAL_DATA redirects to BASE', async () => {
    const failing = await compare({ type: 'signUp.personalDataOpened' }, 'idle');
    expect(failing.navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('VERIFY redirects to BASE', async () => {
    const failing = await compare({ type: 'signUp.verifyOpened' }, 'idle');
    expect(failing.navigations).toEqual([{ to: '/', replace: true }]);
  });
});

describe('on SIGN_UP_PERSONAL_DATA', () => {
  it('redirects to BASE without a pending user', async () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'signUp.personalDataOpened' });
    await at(h, 'idle');
    expect(h.navigations()).toEqual([{ to: '/', replace: true }]);
    expect(h.spies.clearWelcomeModalFlag).toHaveBeenCalledTimes(1);
  });

  it('sends the diner to SIGN_UP when the e-mail was never checked', async () => {
    const h = start({
      stored: () => ({
        pending: { name: 'Lucía Fernández', email: 'lucia@example.com', step: 'account' },
        authMethod: null,
      }),
    });
    root = h.root;
    h.actor.send({ type: 'signUp.personalDataOpened' });
    await at(h, { account: 'editing' });
    expect(h.navigations()).toEqual([{ to: '/auth/registro', replace: true }]);
  });

  it('stays on the step through a reload with all typed; SIGN_UP asks only for the password', async () => {
    const first = start();
    root = first.root;
    await reachPersonalData(first);
    fillPersonalData(first);
    const saved = first.spies.storePendingSignUp.mock.calls.at(-1)?.[1].pending as StoredSignUp['pending'];
    // Never the password in storage.
    expect(JSON.stringify(first.spies.storePendingSignUp.mock.calls.map((c) => c[1]))).not.toContain(
      'Secreta123',
    );
    first.root.stop();

    // The reload: a new flow reads the session storage the first one wrote; the step stays.
    const h = start({ stored: () => ({ pending: saved, authMethod: null }) });
    root = h.root;
    h.actor.send({ type: 'signUp.personalDataOpened' });
    await at(h, { personalData: 'editing' });
    expect(h.navigations()).toEqual([]);
    expect(h.actor.getSnapshot().context.values).toMatchObject({
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      password: '',
      phoneNumber: '+5491155550101',
      dni: '34567890',
    });
    // 'Continuar' without the password: SIGN_UP, with the e-mail kept and the password asked for.
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, { account: 'editing' });
    expect(h.spies.register).not.toHaveBeenCalled();
    expect(h.navigations()).toEqual([{ to: '/auth/registro' }]);
    expect(error(h, 'password')).not.toBeNull();
    expect(h.actor.getSnapshot().context.values.email).toBe('lucia@example.com');
    h.type('password', 'Secreta123');
    h.type('confirmPassword', 'Secreta123');
    h.actor.send({ type: 'signUp.accountSubmitted' });
    await at(h, { personalData: 'editing' });
    h.actor.send({ type: 'signUp.personalDataOpened' }); // the screen mounts
    await at(h, { personalData: 'editing' });
    expect(h.actor.getSnapshot().context.values).toMatchObject({
      fullName: 'Lucía Fernández',
      phoneNumber: '+5491155550101',
      gender: 'Female',
      birthDate: '1992-04-17',
      dni: '34567890',
    });
  });

  it('validates every field on submit', async () => {
    const h = start();
    root = h.root;
    await reachPersonalData(h);
    h.type('dni', '11111111');
    h.type('birthDate', `${new Date().getFullYear()}-01-01`);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    expect(errorsInSpanish(h)).toEqual({
      phoneNumber: 'Por favor ingresa un número de teléfono completo',
      gender: 'Por favor selecciona tu género',
      birthDate: 'La fecha de nacimiento debe ser anterior al año actual',
      dni: 'Por favor ingresa un DNI válido',
    });
    expect(h.spies.register).not.toHaveBeenCalled();
  });

  it('registers with the full payload, sends the code and opens VERIFY', async () => {
    const h = start();
    root = h.root;
    await reachPersonalData(h);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, { verify: 'editing' });
    expect(h.spies.register).toHaveBeenCalledWith({
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      password: 'Secreta123',
      phoneNumber: '+5491155550101',
      gender: 'Female',
      birthDate: '1992-04-17',
      identificationNumber: '34567890',
      brandId: 'brand-1',
    });
    expect(h.spies.send).toHaveBeenCalledTimes(1);
    expect(h.navigations().at(-1)).toEqual({ to: '/verificacion' });
  });

  it('shows "El DNI ya está en uso" under DNI for the server\'s "El dni ya está en uso"', async () => {
    const h = start({ register: async () => Promise.reject(failure(400, 'El dni ya está en uso')) });
    root = h.root;
    await reachPersonalData(h);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await waitFor(h.actor, (s) => Boolean(s.context.errors.dni));
    expect(error(h, 'dni')).toBe('El DNI ya está en uso');
    expect(h.actor.getSnapshot().context.values.dni).toBe('34567890');
  });

  it('stops silently on any other registration error', async () => {
    const h = start({ register: async () => Promise.reject(failure(500, 'Ocurrió un error inesperado')) });
    root = h.root;
    await reachPersonalData(h);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, { personalData: 'registering' });
    await at(h, { personalData: 'editing' });
    expect(h.actor.getSnapshot().context.errors).toEqual({});
    expect(h.toasts()).toEqual([]);
    expect(h.spies.send).not.toHaveBeenCalled();
  });
});

describe('when sending the code fails', () => {
  it('tries again and goes on when the second attempt succeeds', async () => {
    let calls = 0;
    const h = start({
      send: async () => {
        calls++;
        if (calls < 2) throw failure(500, 'Ocurrió un error inesperado');
        return {};
      },
    });
    root = h.root;
    await reachPersonalData(h);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, { verify: 'editing' });
    expect(h.spies.send).toHaveBeenCalledTimes(2);
    expect(h.toasts()).toEqual([]);
  });

  it('gives up after 3 attempts with the registration toast', async () => {
    const h = start({ send: async () => Promise.reject(failure(500, 'Ocurrió un error inesperado')) });
    root = h.root;
    await reachPersonalData(h);
    fillPersonalData(h);
    const attempts: number[] = [];
    h.actor.subscribe((s) => {
      if (s.matches({ personalData: 'sendingCode' })) attempts.push(selectSendAttempts(s));
    });
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await waitFor(
      h.actor,
      (s) => s.matches({ personalData: 'editing' }) && h.spies.send.mock.calls.length === 3,
    );
    expect([...new Set(attempts)]).toEqual([1, 2, 3]);
    expectState(h.actor, 'personalData.editing.codeNotSent');
    expect(h.spies.send).toHaveBeenCalledTimes(3);
    expect(h.toasts()).toMatchObject([{ kind: 'error', message: REGISTRATION_FAILED }]);
    expect(textIn(es, REGISTRATION_FAILED)).toBe(
      'No se pudo completar el registro. Por favor, inténtalo de nuevo.',
    );
    expect(h.navigations().some((n) => n.to === '/verificacion')).toBe(false);
  });
});

describe('on VERIFY', () => {
  async function reachVerify(h: Harness) {
    await reachPersonalData(h);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, { verify: 'editing' });
    h.actor.send({ type: 'signUp.verifyOpened' });
    await at(h, { verify: 'editing' });
  }

  it('needs 4 digits before finishing', async () => {
    const h = start();
    root = h.root;
    await reachVerify(h);
    h.actor.send({ type: 'signUp.codeDigitEntered', index: 0, text: '4' });
    h.actor.send({ type: 'signUp.codeDigitEntered', index: 1, text: '8' });
    expect(selectCanFinish(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'signUp.codeSubmitted' });
    expect(codeError(h)).toBe('Completa los 4 digitos');
    expect(h.spies.verify).not.toHaveBeenCalled();
  });

  it('verifies, signs in, clears the pending user and goes to BASE', async () => {
    const h = start();
    root = h.root;
    await reachVerify(h);
    h.actor.send({ type: 'signUp.codeDigitEntered', index: 0, text: '4821' });
    expect(selectCanFinish(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'signUp.codeSubmitted' });
    await at(h, 'done');
    expect(h.spies.verify).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      code: '4821',
      brandId: 'brand-1',
    });
    expect(h.sessionEvents()).toEqual([{ type: 'session.signedIn', user }]);
    expect(h.spies.clearPendingSignUp).toHaveBeenCalled();
    expect(h.navigations().at(-1)).toEqual({ to: '/', replace: true });
    expect(h.actor.getSnapshot().context.values.password).toBe('');
  });

  it('shows a wrong code under the boxes', async () => {
    const h = start({
      verify: async () => Promise.reject(failure(400, 'El código es incorrecto. Te quedan 4 intentos.')),
    });
    root = h.root;
    await reachVerify(h);
    h.actor.send({ type: 'signUp.codeDigitEntered', index: 0, text: '0000' });
    h.actor.send({ type: 'signUp.codeSubmitted' });
    await waitFor(h.actor, (s) => Boolean(s.context.codeError));
    expect(codeError(h)).toBe('El código es incorrecto. Te quedan 4 intentos.');
    expect(h.sessionEvents()).toEqual([]);
  });

  it('resends the code on "Reenviar código"', async () => {
    const h = start();
    root = h.root;
    await reachVerify(h);
    h.actor.send({ type: 'signUp.codeResendRequested' });
    await at(h, { verify: 'editing' });
    expect(h.spies.send).toHaveBeenCalledTimes(2);
  });

  it('keeps the step through a reload; back opens the personal data step as typed', async () => {
    const first = start();
    root = first.root;
    await reachVerify(first);
    const saved = first.spies.storePendingSignUp.mock.calls.at(-1)?.[1].pending as StoredSignUp['pending'];
    expect(saved).toMatchObject({
      email: 'lucia@example.com',
      step: 'verify',
      identificationNumber: '34567890',
    });
    first.root.stop();

    const h = start({ stored: () => ({ pending: saved, authMethod: null }) });
    root = h.root;
    h.actor.send({ type: 'signUp.verifyOpened' });
    await at(h, { verify: 'editing' });
    h.actor.send({ type: 'signUp.codeDigitEntered', index: 0, text: '4821' });
    h.actor.send({ type: 'signUp.codeSubmitted' });
    await at(h, 'done');
    expect(h.spies.verify).toHaveBeenCalledWith({
      email: 'lucia@example.com',
      code: '4821',
      brandId: 'brand-1',
    });

    const back = start({ stored: () => ({ pending: saved, authMethod: null }) });
    root = back.root;
    back.actor.send({ type: 'signUp.verifyOpened' });
    await at(back, { verify: 'editing' });
    back.actor.send({ type: 'signUp.personalDataOpened' }); // the header's back
    await at(back, { personalData: 'editing' });
    expect(back.navigations()).toEqual([]);
    expect(back.actor.getSnapshot().context.values.dni).toBe('34567890');
  });

  it('sends the diner to the step where no code was sent yet, instead of a code that never comes', async () => {
    for (const [step, route] of [
      ['personalData', '/auth/registro/datos-personales'],
      ['account', '/auth/registro'],
    ] as const) {
      const h = start({
        stored: () => ({
          pending: { name: 'Lucía Fernández', email: 'lucia@example.com', step },
          authMethod: null,
        }),
      });
      root = h.root;
      h.actor.send({ type: 'signUp.verifyOpened' });
      await at(h, step === 'account' ? { account: 'editing' } : { personalData: 'editing' });
      expect(h.navigations()).toEqual([{ to: route, replace: true }]);
      expect(h.spies.send).not.toHaveBeenCalled();
      h.root.stop();
    }
  });

  it('"Cambiar email" opens SIGN_UP with what was typed', async () => {
    const h = start();
    root = h.root;
    await reachVerify(h);
    h.actor.send({ type: 'signUp.changeEmailRequested' });
    await at(h, { account: 'editing' });
    expect(h.navigations().at(-1)).toEqual({ to: '/auth/registro' });
    expect(h.actor.getSnapshot().context.values.email).toBe('lucia@example.com');
  });

  it('redirects to BASE without a pending user', async () => {
    const h = start();
    root = h.root;
    h.actor.send({ type: 'signUp.verifyOpened' });
    await at(h, 'idle');
    expect(h.navigations()).toEqual([{ to: '/', replace: true }]);
  });
});

describe('the social login variant', () => {
  const social = (): StoredSignUp => ({
    pending: { _id: 'user-9', name: 'Lucía Fernández', email: 'lucia@example.com' },
    authMethod: 'google',
  });

  it('updates the profile, signs in, clears the flags and goes to BASE', async () => {
    const h = start({ stored: social });
    root = h.root;
    h.actor.send({ type: 'signUp.personalDataOpened' });
    await at(h, { personalData: 'editing' });
    expect(selectIsSocialSignUp(h.actor.getSnapshot())).toBe(true);
    fillPersonalData(h);
    h.actor.send({ type: 'signUp.personalDataSubmitted' });
    await at(h, 'done');
    expect(h.spies.updateSocialProfile).toHaveBeenCalledWith({
      userId: 'user-9',
      brandId: 'brand-1',
      body: {
        name: 'Lucía Fernández',
        phoneNumber: '+5491155550101',
        gender: 'Female',
        birthDate: '1992-04-17',
        identificationNumber: '34567890',
      },
    });
    expect(h.spies.register).not.toHaveBeenCalled();
    expect(h.sessionEvents()).toEqual([{ type: 'session.signedIn', user }]);
    expect(h.spies.clearAuthMethod).toHaveBeenCalled();
    expect(h.spies.clearPendingSignUp).toHaveBeenCalled();
    expect(h.navigations().at(-1)).toEqual({ to: '/', replace: true });
  });
});

describe('the code boxes rule', () => {
  it.each([
    [['', '', '', ''], 0, '4', ['4', '', '', '']],
    [['4', '', '', ''], 0, '47', ['7', '', '', '']],
    [['4', '8', '', ''], 1, '', ['4', '', '', '']],
    [['', '', '', ''], 2, '4821', ['4', '8', '2', '1']],
    [['', '', '', ''], 0, ' 4821 9', ['4', '8', '2', '1']],
  ])('%j, box %i, %j → %j', (digits, index, text, expected) =>
    expect(enterCodeDigits(digits, index, text)).toEqual(expected),
  );
});
