import type { FlowModel, StepCondition } from '../flow-model';
import { profileProgress } from '../rules/profile-completion';
import { profileCompletionMachine } from './profile-completion.machine';

const incomplete = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Valentina Ruiz',
  email: 'perfil@demo.com',
};
const complete = { ...incomplete, phoneNumber: '+5491155550101', gender: 'Female', birthDate: '1992-04-17' };
const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };

/** The states in which the prompt's modal (or its congratulations) covers the screen. */
const MODAL_STATES = ['prompting.editing', 'prompting.submitting', 'congratulating'];
/**
 * Signing out, entering as a guest or signing in happen on PROFILE ('Cerrar sesión') and AUTH, which the prompt's
 * modal covers: a person closes it first (its own steps), so these changes come only with no modal on screen.
 */
const noModalCovers: StepCondition = {
  text: "the prompt's modal is not on screen (it covers PROFILE's 'Cerrar sesión' and AUTH: close it first)",
  holds: (at) => !at.stateIds.some((id) => MODAL_STATES.includes(id)),
};
/**
 * Signing the same user in again means signing out first, which the chart takes as two changes: entering as
 * `user` happens only with no modal on screen and someone else (or nobody) in.
 */
const enteringAs = (user: { _id: string }, who: string): StepCondition => ({
  text: `the prompt's modal is not on screen and ${who} is not the one in already (entering again means signing out first)`,
  holds: (at) => noModalCovers.holds(at) && at.keyContext.userId !== user._id,
});

/** The b2c prompt, starting with a registered user who has no phone, gender or birth date. */
export const profileCompletionModel: FlowModel = {
  id: 'profileCompletion',
  title: 'Profile completion prompt',
  summary:
    'One second after load, registered users missing phone, birth date or gender are asked for them in a modal with a progress bar; b2c users may dismiss it and are congratulated with confetti on success (accounts.md §2.5, §4.7, §5.3). b2b brands also ask for the company data and cannot dismiss it (covered by tests/machines/profile-completion.test.ts).',
  machine: profileCompletionMachine,
  input: { brandId: 'brand-1', businessType: 'b2c', user: incomplete },
  start:
    'Sign in on the b2c brand as a registered user without phone, gender and birth date (perfil@demo.com), on the branch selection',
  steps: [
    { event: { type: 'xstate.after.profilePrompt.profileCompletion.waiting' }, step: 'Wait 1 s' },
    {
      event: { type: 'profileCompletion.fieldChanged', field: 'birthDate', value: '1992-04-17' },
      step: "Pick the birth date 17/04/1992 in 'Fecha de nacimiento'",
    },
    {
      event: { type: 'profileCompletion.fieldChanged', field: 'gender', value: 'Female' },
      step: "Choose 'Femenino'",
    },
    {
      event: { type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: '+5411' },
      step: "Type '+5411' as the phone",
    },
    {
      event: { type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: '+5411555501' },
      step: "Type '+5411555501' as the phone (11 characters)",
    },
    {
      event: { type: 'profileCompletion.fieldChanged', field: 'phoneNumber', value: '+5491155550101' },
      step: "Type '+5491155550101' as the phone",
    },
    { event: { type: 'profileCompletion.submitted' }, step: "Press 'Confirmar'" },
    {
      event: { type: 'xstate.done.actor.updateProfile', output: complete },
      step: 'The server saves the data',
      producedBy: 'signed in as the seeded perfil@demo.com (Demo1234), the demo server saves it by itself',
    },
    {
      event: { type: 'xstate.error.actor.updateProfile', error: new Error('offline') },
      step: 'Saving fails (e.g. no connection)',
    },
    {
      event: { type: 'profileCompletion.dismissed' },
      step: 'Tap outside the modal (or press Escape, drag it down, or its close button)',
    },
    { event: { type: 'profileCompletion.congratulationsClosed' }, step: "Press 'Comenzar a ganar'" },
    {
      event: { type: 'profileCompletion.userChanged', user: complete },
      step: 'The user is refreshed with phone, gender and birth date (e.g. completed on another device)',
    },
    {
      event: { type: 'profileCompletion.userChanged', user: null },
      step: "Log out ('Cerrar sesión', then confirm)",
      when: noModalCovers,
    },
    {
      event: { type: 'profileCompletion.userChanged', user: guest },
      step: "Enter as a guest ('Explorar sin beneficios')",
      when: enteringAs(guest, 'the guest'),
    },
    {
      event: { type: 'profileCompletion.userChanged', user: incomplete },
      step: 'Sign in again as perfil@demo.com',
      when: enteringAs(incomplete, 'perfil@demo.com'),
    },
  ],
  expectations: {
    evaluating: 'nothing yet (the prompt decides from the user)',
    notNeeded: 'no profile prompt',
    waiting: 'no profile prompt yet (it opens 1 s after load)',
    'prompting.editing':
      'the modal with the progress bar, the hint on the missing data, birth date, gender and phone (prefilled "+54"); "Confirmar" enabled only at 100% with no message',
    'prompting.submitting': 'the modal stays open while the data is sent',
    congratulating: 'confetti and the "¡Felicidades! 🎉" modal with "Comenzar a ganar"',
    dismissed: 'the prompt has closed and is not shown again in this visit',
    completed: 'the prompt has closed; the profile is complete',
  },
  keyContext: (s) => ({
    userId: s.context.user?._id ?? null,
    progress: profileProgress(s.context.form, s.context.businessType),
    messages: Object.values(s.context.errors as Record<string, string | undefined>).filter(Boolean),
  }),
};
