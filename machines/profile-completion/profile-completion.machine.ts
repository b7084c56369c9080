import { type AnyActorRef, and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { normalizeCuit } from '../rules/account-validators';
import {
  type BusinessType,
  canSubmitProfile,
  hasProfileErrors,
  needsProfileCompletion,
  PROFILE_UPDATE_FAILED,
  type ProfileCompletionBody,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  profileCompletionBody,
  profileFormFromUser,
  validateProfileField,
  validateProfileOnSubmit,
} from '../rules/profile-completion';
import { TIMINGS } from '../rules/timings';
import { watchSessionUser } from '../session/watch-session-user';
import { showToast } from '../toasts/show-toast';
import type { User } from '../types';

import {
  PROFILE_COMPLETION_MODAL_ID,
  PROFILE_CONGRATULATIONS_MODAL_ID,
} from './profile-completion.modal-ids';

/** The layout modal ids this flow opens (declared by src/screens/profile-completion). */
export { PROFILE_COMPLETION_MODAL_ID, PROFILE_CONGRATULATIONS_MODAL_ID };

export interface ProfileCompletionInput {
  brandId: string;
  businessType: BusinessType;
  /** The user the session starts with (the restored one); later changes arrive as `profileCompletion.userChanged`. */
  user: User | null;
}

export interface ProfileCompletionContext {
  brandId: string;
  businessType: BusinessType;
  user: User | null;
  form: ProfileForm;
  /** The messages shown under the fields. */
  errors: ProfileErrors;
}

export type ProfileCompletionEvent =
  | { type: 'profileCompletion.userChanged'; user: User | null }
  | { type: 'profileCompletion.fieldChanged'; field: ProfileField; value: string }
  | { type: 'profileCompletion.submitted' }
  | { type: 'profileCompletion.dismissed' }
  | { type: 'profileCompletion.congratulationsClosed' };

export interface UpdateProfileInput {
  brandId: string;
  userId: string;
  body: ProfileCompletionBody;
}

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`profileCompletion: actor "${name}" was not provided`);
  });

/** Sends to a flow by system id; skipped when that flow does not exist (this flow tested alone). */
const sendToSystem = (
  systemId: string,
  build: (context: ProfileCompletionContext) => { type: string } & Record<string, unknown>,
) =>
  enqueueActions<
    ProfileCompletionContext,
    ProfileCompletionEvent,
    undefined,
    ProfileCompletionEvent,
    never,
    never,
    never,
    never,
    never
  >(({ context, system, enqueue }) => {
    const target = system.get(systemId) as AnyActorRef | undefined;
    if (target) enqueue.sendTo(target, build(context));
  });

const eventUser = (event: ProfileCompletionEvent): User | null =>
  event.type === 'profileCompletion.userChanged' ? event.user : null;

/**
 * The profile-completion prompt (accounts.md §2.5, §4.7, §5.3, §6): 1 s after load, a registered user who
 * misses phone, birth date or gender (b2b also name, CUIT, razón social, company name) is asked for them.
 * b2c may dismiss it; b2b may not. On success the user is updated locally and b2c users are congratulated.
 * It follows the session's user through the system (`watchSession`), and opens its modals through the
 * layout flow.
 */
export const profileCompletionMachine = setup({
  types: {
    context: {} as ProfileCompletionContext,
    events: {} as ProfileCompletionEvent,
    input: {} as ProfileCompletionInput,
  },
  actors: {
    /** Follows the session flow's user and reports each change as `profileCompletion.userChanged`. */
    watchSession: watchSessionUser<ProfileCompletionEvent>((user) => ({
      type: 'profileCompletion.userChanged',
      user,
    })),
    /** PUT /user/{brandId}/{userId} → the updated user. */
    updateProfile: notProvided<User, UpdateProfileInput>('updateProfile'),
  },
  delays: {
    profilePrompt: TIMINGS.profilePrompt,
  },
  guards: {
    needsCompletion: ({ context }) => needsProfileCompletion(context.user, context.businessType),
    /** The same person still misses data: keep waiting (or typing) without starting over. */
    isSameUserStillIncomplete: ({ context, event }) => {
      const user = eventUser(event);
      return !!user && user._id === context.user?._id && needsProfileCompletion(user, context.businessType);
    },
    isSameUser: ({ context, event }) => {
      const user = eventUser(event);
      return !!user && user._id === context.user?._id;
    },
    isDismissible: ({ context }) => context.businessType !== 'b2b',
    isB2c: ({ context }) => context.businessType !== 'b2b',
    /** Progress at 100% and no message shown (accounts.md §2.5). */
    isReadyToSubmit: ({ context }) => canSubmitProfile(context.form, context.businessType, context.errors),
    passesSubmitRules: ({ context }) =>
      !hasProfileErrors(validateProfileOnSubmit(context.form, context.businessType, new Date())),
  },
  actions: {
    storeUser: assign(({ event }) =>
      event.type === 'profileCompletion.userChanged' ? { user: event.user } : {},
    ),
    prepareForm: assign(({ context }) => ({ form: profileFormFromUser(context.user), errors: {} })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'profileCompletion.fieldChanged') return {};
      // The CUIT keeps only what it is sent as: dashes and spaces are dropped as they are typed or pasted.
      const value = event.field === 'cuit' ? normalizeCuit(event.value) : event.value;
      const form = { ...context.form, [event.field]: value };
      const message = validateProfileField(event.field, form, 'typing', new Date());
      return { form, errors: { ...context.errors, [event.field]: message } };
    }),
    showSubmitErrors: assign(({ context }) => ({
      errors: validateProfileOnSubmit(context.form, context.businessType, new Date()),
    })),
    storeUpdatedUser: assign(({ context }, updated: User) => ({
      user: context.user ? { ...context.user, ...updated } : updated,
    })),
    /** After `storeUpdatedUser`: the session merges the updated user (accounts.md §4.7 "On success"). */
    notifySession: sendToSystem('session', (context) => ({
      type: 'session.userUpdated',
      user: context.user ?? {},
    })),
    openProfileModal: sendToSystem('layout', (context) => ({
      type: 'layout.modalOpened',
      modalId: PROFILE_COMPLETION_MODAL_ID,
      // b2b company data is mandatory: neither the overlay, nor dragging, nor Escape closes it (§6).
      dismissible: context.businessType !== 'b2b',
    })),
    openCongratulations: sendToSystem('layout', () => ({
      type: 'layout.modalOpened',
      modalId: PROFILE_CONGRATULATIONS_MODAL_ID,
    })),
    closeModal: sendToSystem('layout', () => ({ type: 'layout.modalClosed' })),
    notifyUpdateFailed: showToast('error', PROFILE_UPDATE_FAILED),
  },
}).createMachine({
  id: 'profileCompletion',
  context: ({ input }) => ({
    brandId: input.brandId,
    businessType: input.businessType,
    user: input.user ?? null,
    form: profileFormFromUser(input.user ?? null),
    errors: {},
  }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'evaluating',
  states: {
    evaluating: {
      description: 'Decides from the held user: only registered users with missing data are asked.',
      always: [{ guard: 'needsCompletion', target: 'waiting' }, { target: 'notNeeded' }],
    },
    notNeeded: {
      description: 'No user, a guest (never prompted) or a complete profile.',
      on: { 'profileCompletion.userChanged': { target: 'evaluating', actions: 'storeUser' } },
    },
    waiting: {
      description: 'The prompt opens 1 s after load.',
      after: { profilePrompt: 'prompting' },
      on: {
        'profileCompletion.userChanged': [
          { guard: 'isSameUserStillIncomplete', actions: 'storeUser' },
          { target: 'evaluating', actions: 'storeUser' },
        ],
      },
    },
    prompting: {
      description: 'The modal with the progress bar and the missing fields.',
      entry: ['prepareForm', 'openProfileModal'],
      exit: 'closeModal',
      on: {
        'profileCompletion.userChanged': [
          { guard: 'isSameUser', actions: 'storeUser' },
          { target: 'evaluating', actions: 'storeUser' },
        ],
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'profileCompletion.fieldChanged': { actions: 'changeField' },
            'profileCompletion.submitted': [
              { guard: and(['isReadyToSubmit', 'passesSubmitRules']), target: 'submitting' },
              { guard: 'isReadyToSubmit', actions: 'showSubmitErrors' },
            ],
            'profileCompletion.dismissed': { guard: 'isDismissible', target: '#profileCompletion.dismissed' },
          },
        },
        submitting: {
          description: 'PUT /user/{brandId}/{userId}; the modal stays open meanwhile.',
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => ({
              brandId: context.brandId,
              userId: context.user?._id ?? '',
              body: profileCompletionBody(context.form, context.businessType),
            }),
            onDone: [
              {
                guard: 'isB2c',
                target: '#profileCompletion.congratulating',
                actions: [{ type: 'storeUpdatedUser', params: ({ event }) => event.output }, 'notifySession'],
              },
              {
                target: '#profileCompletion.completed',
                actions: [{ type: 'storeUpdatedUser', params: ({ event }) => event.output }, 'notifySession'],
              },
            ],
            onError: { target: 'editing', actions: 'notifyUpdateFailed' },
          },
        },
      },
    },
    congratulating: {
      description: 'b2c only: confetti and "¡Felicidades! 🎉" with "Comenzar a ganar".',
      entry: 'openCongratulations',
      exit: 'closeModal',
      on: {
        'profileCompletion.congratulationsClosed': 'completed',
        'profileCompletion.userChanged': [
          { guard: 'isSameUser', actions: 'storeUser' },
          { target: 'evaluating', actions: 'storeUser' },
        ],
      },
    },
    dismissed: {
      description: 'A b2c user closed the prompt: not asked again for this visit.',
      on: {
        'profileCompletion.userChanged': [
          { guard: 'isSameUser', actions: 'storeUser' },
          { target: 'evaluating', actions: 'storeUser' },
        ],
      },
    },
    completed: {
      description: 'The data was confirmed and the user updated locally.',
      on: {
        'profileCompletion.userChanged': [
          { guard: 'isSameUser', actions: 'storeUser' },
          { target: 'evaluating', actions: 'storeUser' },
        ],
      },
    },
  },
});
