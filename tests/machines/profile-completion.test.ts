import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
  waitFor,
} from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { layoutMachine } from '@/machines/layout/layout.machine';
import {
  PROFILE_COMPLETION_MODAL_ID,
  PROFILE_CONGRATULATIONS_MODAL_ID,
  profileCompletionMachine,
  type UpdateProfileInput,
} from '@/machines/profile-completion/profile-completion.machine';
import {
  selectCanDismissProfile,
  selectCanSubmitProfile,
  selectProfileErrors,
  selectProfileForm,
  selectProfileHint,
  selectProfileProgress,
} from '@/machines/profile-completion/profile-completion.selectors';
import type { BusinessType } from '@/machines/rules/profile-completion';
import { sessionMachine } from '@/machines/session/session.machine';
import { selectUser } from '@/machines/session/session.selectors';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

/** The flow keeps catalogue keys; the diner reads the spec's Spanish. */
const spanish = (message: UiText | null | undefined) => (message == null ? message : textIn(es, message));

import { withStubbedActors } from '@/tests/support/model-replay';

const incomplete: User = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Valentina Ruiz',
  email: 'perfil@demo.com',
};
const b2bIncomplete: User = {
  ...incomplete,
  phoneNumber: '+5491155550101',
  gender: 'Male',
  birthDate: '1980-01-10',
  name: 'Sergio Acosta',
};
const guest: User = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };

type UpdateProfile = (input: UpdateProfileInput) => Promise<User>;

const echoUpdate: UpdateProfile = async ({ userId, body }) => ({
  _id: userId,
  phoneNumber: body.phoneNumber,
  gender: body.gender,
  birthDate: `${body.birthDate.year}-${String(body.birthDate.month).padStart(2, '0')}-${String(body.birthDate.day).padStart(2, '0')}`,
  ...(body.cuit ? { cuit: body.cuit, businessName: body.businessName, companyName: body.companyName } : {}),
});

/** The flow inside a system like the app's: toasts, layout (splash over), session and the prompt. */
function startApp(options: {
  user: User | null;
  businessType?: BusinessType;
  updateProfile?: ReturnType<typeof vi.fn<UpdateProfile>>;
}) {
  const updateProfile = options.updateProfile ?? vi.fn<UpdateProfile>(echoUpdate);
  const clock = new SimulatedClock();
  const parent = createMachine({
    invoke: [
      { id: 'toasts', systemId: 'toasts', src: toastsMachine },
      { id: 'layout', systemId: 'layout', src: layoutMachine, input: { viewportWidth: 390 } },
      {
        id: 'session',
        systemId: 'session',
        // The session's own calls (user refresh, stored flags) never answer here: only its user matters.
        src: withStubbedActors(sessionMachine),
        input: { brandId: 'brand-1', user: options.user },
      },
      {
        id: 'profileCompletion',
        systemId: 'profileCompletion',
        src: profileCompletionMachine.provide({
          actors: { updateProfile: fromPromise(({ input }) => updateProfile(input as UpdateProfileInput)) },
        }),
        input: { brandId: 'brand-1', businessType: options.businessType ?? 'b2c', user: options.user },
      },
    ],
  });
  const root = createActor(parent, { clock }).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  const prompt = get('profileCompletion');
  const layout = get('layout');
  // Past the splash (2 s + 1 s), so the layout shows modals; the prompt's own 1 s is tested alone below.
  return { root, clock, prompt, layout, session: get('session'), toasts: get('toasts'), updateProfile };
}

/** The flow alone, with the user given by the test instead of the session. */
function startAlone(user: User | null, businessType: BusinessType = 'b2c') {
  const clock = new SimulatedClock();
  const machine = profileCompletionMachine.provide({
    actors: { watchSession: fromCallback(() => {}), updateProfile: fromPromise(async () => incomplete) },
  });
  const actor = createActor(machine, { clock, input: { brandId: 'brand-1', businessType, user } }).start();
  return { actor, clock };
}

const snapshot = (actor: AnyActorRef) => actor.getSnapshot() as AnyMachineSnapshot;
const layoutModal = (layout: AnyActorRef) => ({
  value: (snapshot(layout).value as Record<string, string>).modal,
  id: snapshot(layout).context.currentModalId,
  dismissible: snapshot(layout).context.modalDismissible,
});

function fillB2c(prompt: AnyActorRef, phone = '+5491155550101') {
  prompt.send({ type: 'profileCompletion.fieldChanged', field: 'birthDate', value: '1992-04-17' });
  prompt.send({ type: 'profileCompletion.fieldChanged', field: 'gender', value: 'Female' });
  prompt.send({ type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: phone });
}

let running: AnyActorRef | undefined;
afterEach(() => running?.stop());

describe('when it opens', () => {
  it('opens 1 s after load for a registered user without phone, birth date or gender', () => {
    const { actor, clock } = startAlone(incomplete);
    running = actor;
    expectState(actor, 'waiting');
    clock.increment(999);
    expectState(actor, 'waiting');
    clock.increment(1);
    expectState(actor, 'prompting.editing');
  });

  it('never prompts guests', () => {
    const { actor, clock } = startAlone(guest);
    running = actor;
    clock.increment(10_000);
    expectState(actor, 'notNeeded');
  });

  it('does not prompt a b2c user whose phone, birth date and gender are known', () => {
    const { actor, clock } = startAlone(b2bIncomplete, 'b2c');
    running = actor;
    clock.increment(10_000);
    expectState(actor, 'notNeeded');
  });

  it('prompts the same user on a b2b brand when the company data is missing', () => {
    const { actor, clock } = startAlone(b2bIncomplete, 'b2b');
    running = actor;
    clock.increment(1000);
    expectState(actor, 'prompting.editing');
    expect(selectProfileProgress(actor.getSnapshot())).toBe(70);
    expect(spanish(selectProfileHint(actor.getSnapshot()))).toBe('¡Te faltan 3 datos más para continuar! ✨');
  });

  it('starts again when a registered user signs in later, and closes on logout', () => {
    const { root, clock, prompt, session, layout } = startApp({ user: null });
    running = root;
    expectState(prompt, 'notNeeded');
    session.send({ type: 'session.signedIn', user: incomplete });
    expectState(prompt, 'waiting');
    clock.increment(4000);
    expectState(prompt, 'prompting.editing');
    expect(layoutModal(layout)).toEqual({
      value: 'open',
      id: PROFILE_COMPLETION_MODAL_ID,
      dismissible: true,
    });
    session.send({ type: 'session.logoutConfirmed' });
    expectState(prompt, 'notNeeded');
    expect(layoutModal(layout).value).toBe('closing');
  });

  it('keeps what was typed when the session refreshes the same user', () => {
    const { root, clock, prompt, session } = startApp({ user: incomplete });
    running = root;
    clock.increment(3000);
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'gender', value: 'Other' });
    session.send({ type: 'session.userUpdated', user: { name: 'Valentina R.' } });
    expectState(prompt, 'prompting.editing');
    expect(selectProfileForm(prompt.getSnapshot()).gender).toBe('Other');
  });
});

describe('when the modal is open', () => {
  it('prefills the phone with +54 and starts the b2c bar at 60%', () => {
    const { actor, clock } = startAlone(incomplete);
    running = actor;
    clock.increment(1000);
    const s = actor.getSnapshot();
    expect(selectProfileForm(s).phoneNumber).toBe('+54');
    expect(selectProfileProgress(s)).toBe(60);
    expect(spanish(selectProfileHint(s))).toBe('¡Te faltan 3 datos más para obtener tu 10%! ✨');
    expect(selectCanSubmitProfile(s)).toBe(false);
  });

  it('enables submit only at 100% and with no message', () => {
    const { actor, clock } = startAlone(incomplete);
    running = actor;
    clock.increment(1000);
    actor.send({ type: 'profileCompletion.fieldChanged', field: 'birthDate', value: '1992-04-17' });
    actor.send({ type: 'profileCompletion.fieldChanged', field: 'gender', value: 'Female' });
    expect(spanish(selectProfileHint(actor.getSnapshot()))).toBe('¡Solo te falta un último dato! ✨');
    actor.send({ type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: '+5411' });
    expect(selectProfileProgress(actor.getSnapshot())).toBe(100);
    expect(spanish(selectProfileErrors(actor.getSnapshot()).phoneNumber)).toBe(
      'El número de teléfono está incompleto',
    );
    expect(selectCanSubmitProfile(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'profileCompletion.submitted' });
    expectState(actor, 'prompting.editing');
    actor.send({ type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: '+5491155550101' });
    expect(selectCanSubmitProfile(actor.getSnapshot())).toBe(true);
  });

  it('refuses on submit a "+" phone shorter than 12 characters, which passes while typing', () => {
    const { actor, clock } = startAlone(incomplete);
    running = actor;
    clock.increment(1000);
    fillB2c(actor, '+5411555501');
    expect(selectProfileErrors(actor.getSnapshot()).phoneNumber).toBeUndefined();
    expect(selectCanSubmitProfile(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'profileCompletion.submitted' });
    expectState(actor, 'prompting.editing');
    expect(spanish(selectProfileErrors(actor.getSnapshot()).phoneNumber)).toBe(
      'El número de teléfono está incompleto',
    );
    expect(selectCanSubmitProfile(actor.getSnapshot())).toBe(false);
  });

  it('lets a b2c user dismiss it, which closes the layout modal', () => {
    const { root, clock, prompt, layout } = startApp({ user: incomplete });
    running = root;
    clock.increment(3000);
    expect(selectCanDismissProfile(prompt.getSnapshot())).toBe(true);
    prompt.send({ type: 'profileCompletion.dismissed' });
    expectState(prompt, 'dismissed');
    expect(layoutModal(layout).value).toBe('closing');
    clock.increment(10_000);
    expectState(prompt, 'dismissed');
  });

  it('cannot be dismissed on a b2b brand: the modal opens non-dismissible and stays', () => {
    const { root, clock, prompt, layout } = startApp({ user: b2bIncomplete, businessType: 'b2b' });
    running = root;
    clock.increment(3000);
    expect(layoutModal(layout)).toEqual({
      value: 'open',
      id: PROFILE_COMPLETION_MODAL_ID,
      dismissible: false,
    });
    expect(selectCanDismissProfile(prompt.getSnapshot())).toBe(false);
    prompt.send({ type: 'profileCompletion.dismissed' });
    layout.send({ type: 'layout.modalDismissRequested' });
    expectState(prompt, 'prompting.editing');
    expect(layoutModal(layout).value).toBe('open');
  });
});

describe('when the data is confirmed', () => {
  it('sends {birthDate:{year, month, day}, phoneNumber, gender}, updates the session and congratulates (b2c)', async () => {
    const { root, clock, prompt, layout, session, updateProfile } = startApp({ user: incomplete });
    running = root;
    clock.increment(3000);
    fillB2c(prompt);
    prompt.send({ type: 'profileCompletion.submitted' });
    expectState(prompt, 'prompting.submitting');
    await waitFor(prompt, (s) => s.matches('congratulating'));
    expect(updateProfile).toHaveBeenCalledWith({
      brandId: 'brand-1',
      userId: 'user-1',
      body: { birthDate: { year: 1992, month: 4, day: 17 }, phoneNumber: '+5491155550101', gender: 'Female' },
    });
    expect(selectUser(session.getSnapshot())).toMatchObject({
      name: 'Valentina Ruiz',
      phoneNumber: '+5491155550101',
      gender: 'Female',
      birthDate: '1992-04-17',
    });
    clock.increment(300);
    expect(layoutModal(layout)).toMatchObject({ value: 'open', id: PROFILE_CONGRATULATIONS_MODAL_ID });
    prompt.send({ type: 'profileCompletion.congratulationsClosed' });
    expectState(prompt, 'completed');
    expect(layoutModal(layout).value).toBe('closing');
  });

  it('sends the company data and closes without congratulations (b2b)', async () => {
    const { root, clock, prompt, layout, updateProfile } = startApp({
      user: b2bIncomplete,
      businessType: 'b2b',
    });
    running = root;
    clock.increment(3000);
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'cuit', value: '30712345678' });
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'businessName', value: 'Acosta SRL' });
    expect(selectCanSubmitProfile(prompt.getSnapshot())).toBe(false);
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'companyName', value: 'Almacén Acosta' });
    expect(selectCanSubmitProfile(prompt.getSnapshot())).toBe(true);
    prompt.send({ type: 'profileCompletion.submitted' });
    await waitFor(prompt, (s) => s.matches('completed'));
    expect(updateProfile.mock.calls[0][0].body).toEqual({
      birthDate: { year: 1980, month: 1, day: 10 },
      phoneNumber: '+5491155550101',
      gender: 'Male',
      name: 'Sergio Acosta',
      cuit: '30712345678',
      businessName: 'Acosta SRL',
      companyName: 'Almacén Acosta',
    });
    expect(layoutModal(layout).value).toBe('closing');
  });

  it('drops the dashes and spaces of a CUIT as typed and sends the digits (issue 10 #11)', async () => {
    const { root, clock, prompt, updateProfile } = startApp({ user: b2bIncomplete, businessType: 'b2b' });
    running = root;
    clock.increment(3000);
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'cuit', value: '30-71234567-8 ' });
    expect(selectProfileForm(prompt.getSnapshot()).cuit).toBe('30712345678');
    expect(selectProfileErrors(prompt.getSnapshot()).cuit).toBeUndefined();
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'businessName', value: 'Acosta SRL' });
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'companyName', value: 'Almacén Acosta' });
    prompt.send({ type: 'profileCompletion.submitted' });
    await waitFor(prompt, (s) => s.matches('completed'));
    expect(updateProfile.mock.calls[0][0].body.cuit).toBe('30712345678');
  });

  it('refuses a CUIT with anything but digits, dashes and spaces: "Por favor ingresa un CUIT válido"', () => {
    const { root, clock, prompt } = startApp({ user: b2bIncomplete, businessType: 'b2b' });
    running = root;
    clock.increment(3000);
    prompt.send({ type: 'profileCompletion.fieldChanged', field: 'cuit', value: '30.71234567.8' });
    const message = selectProfileErrors(prompt.getSnapshot()).cuit;
    expect(message && textIn(es, message)).toBe('Por favor ingresa un CUIT válido');
  });

  it('shows "No se pudo confirmar tus datos" on failure and keeps the form', async () => {
    const failing = vi.fn<UpdateProfile>(async () => {
      throw new Error('offline');
    });
    const { root, clock, prompt, toasts, layout } = startApp({ user: incomplete, updateProfile: failing });
    running = root;
    clock.increment(3000);
    fillB2c(prompt);
    prompt.send({ type: 'profileCompletion.submitted' });
    await waitFor(prompt, (s) => s.matches({ prompting: 'editing' }));
    const shown = selectToasts(toasts.getSnapshot()).map((toast) => ({
      ...toast,
      message: spanish(toast.message),
    }));
    expect(shown).toMatchObject([{ kind: 'error', message: 'No se pudo confirmar tus datos' }]);
    expect(selectProfileForm(prompt.getSnapshot())).toMatchObject({
      birthDate: '1992-04-17',
      gender: 'Female',
      phoneNumber: '+5491155550101',
    });
    expect(layoutModal(layout)).toMatchObject({ value: 'open', id: PROFILE_COMPLETION_MODAL_ID });
  });

  it('ignores dismissal while the data is being sent', () => {
    const { root, clock, prompt } = startApp({
      user: incomplete,
      updateProfile: vi.fn<UpdateProfile>(() => new Promise<User>(() => {})),
    });
    running = root;
    clock.increment(3000);
    fillB2c(prompt);
    prompt.send({ type: 'profileCompletion.submitted' });
    prompt.send({ type: 'profileCompletion.dismissed' });
    expectState(prompt, 'prompting.submitting');
  });
});
