import { assign, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import { validateSupportDescription, validateSupportSubject } from '../rules/account-validators';
import { ROUTES } from '../rules/routes';
import type { NavigateParams } from '../types';

export interface SupportMessage {
  email: string;
  subject: string;
  description: string;
}

export type SupportField = 'subject' | 'message';

export interface SupportContext {
  /** The signed-in user's e-mail, given by the screen when it opens. */
  email: string;
  subject: string;
  message: string;
  /** Fields whose message is shown: edited once, or all after a refused submit. */
  shown: Record<SupportField, boolean>;
}

export type SupportEvent =
  | { type: 'support.opened'; email: string | null }
  | { type: 'support.subjectChanged'; value: string }
  | { type: 'support.messageChanged'; value: string }
  | { type: 'support.submitted' }
  | { type: 'support.retryRequested' }
  | { type: 'support.newMessageRequested' }
  | { type: 'support.accountRequested' };

/** Catalogue keys of the messages under the fields. */
export type SupportErrors = Partial<Record<SupportField, MessageKey>>;

/** The form's messages (accounts.md §5.3 "Support"): subject ≥ 3 trimmed, message ≥ 100 non-space characters. */
export function supportFormErrors(subject: string, message: string): SupportErrors {
  const errors: SupportErrors = {};
  const subjectError = validateSupportSubject(subject);
  const messageError = validateSupportDescription(message);
  if (subjectError) errors.subject = subjectError;
  if (messageError) errors.message = messageError;
  return errors;
}

/** Submit is possible with both fields filled and no message (accounts.md §5.3). */
export const isSupportFormSendable = (subject: string, message: string): boolean =>
  subject !== '' && message !== '' && Object.keys(supportFormErrors(subject, message)).length === 0;

const EMPTY_FORM = { subject: '', message: '', shown: { subject: false, message: false } };

/**
 * The support form of PROFILE_HELP_SUPPORT (accounts.md §2.6, §5.3, §7.3, §8): "Envíanos tu consulta" with
 * Asunto and Mensaje, POST /support/add, then the success or the error state. Spawned once by the app and
 * reset by `support.opened` when the screen mounts.
 */
export const supportMachine = setup({
  types: {
    context: {} as SupportContext,
    events: {} as SupportEvent,
  },
  actors: {
    /** POST /support/add {email, subject, description}. */
    sendSupportMessage: fromPromise<unknown, SupportMessage>(async () => {
      throw new Error('support: actor "sendSupportMessage" was not provided');
    }),
  },
  guards: {
    isSendable: ({ context }) => isSupportFormSendable(context.subject, context.message),
  },
  actions: {
    resetForm: assign(({ event }) => ({
      ...EMPTY_FORM,
      ...(event.type === 'support.opened' ? { email: event.email ?? '' } : {}),
    })),
    clearForm: assign({ ...EMPTY_FORM }),
    changeSubject: assign(({ context, event }) =>
      event.type === 'support.subjectChanged'
        ? { subject: event.value, shown: { ...context.shown, subject: true } }
        : {},
    ),
    changeMessage: assign(({ context, event }) =>
      event.type === 'support.messageChanged'
        ? { message: event.value, shown: { ...context.shown, message: true } }
        : {},
    ),
    revealErrors: assign({ shown: { subject: true, message: true } }),
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'support',
  context: { email: '', ...EMPTY_FORM },
  on: {
    'support.opened': { target: '.editing', actions: 'resetForm' },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; messages show under the fields as they are typed.',
      on: {
        'support.subjectChanged': { actions: 'changeSubject' },
        'support.messageChanged': { actions: 'changeMessage' },
        'support.submitted': [{ guard: 'isSendable', target: 'sending' }, { actions: 'revealErrors' }],
      },
    },
    sending: {
      invoke: {
        id: 'sendSupportMessage',
        src: 'sendSupportMessage',
        input: ({ context }) => ({
          email: context.email,
          subject: context.subject,
          description: context.message,
        }),
        onDone: 'sent',
        onError: 'failed',
      },
    },
    sent: {
      description: '"Tu mensaje se envió correctamente".',
      on: {
        'support.newMessageRequested': { target: 'editing', actions: 'clearForm' },
        'support.accountRequested': {
          target: 'editing',
          actions: ['clearForm', { type: 'navigate', params: { to: ROUTES.PROFILE } }],
        },
      },
    },
    failed: {
      description: '"Hubo un error al enviar el mensaje"; the typed message is kept for a retry.',
      on: {
        'support.retryRequested': 'sending',
        'support.newMessageRequested': { target: 'editing', actions: 'clearForm' },
      },
    },
  },
});
