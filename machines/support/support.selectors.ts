import type { SnapshotFrom } from 'xstate';
import {
  isSupportFormSendable,
  type SupportErrors,
  supportFormErrors,
  type supportMachine,
} from './support.machine';

export type SupportSnapshot = SnapshotFrom<typeof supportMachine>;

export type SupportView = 'form' | 'sending' | 'sent' | 'failed';

/** Which of the screen's faces shows: the form (also while sending), the success or the error state. */
export const selectSupportView = (s: SupportSnapshot): SupportView => {
  if (s.matches('sent')) return 'sent';
  if (s.matches('failed')) return 'failed';
  if (s.matches('sending')) return 'sending';
  return 'form';
};
export const selectSupportSubject = (s: SupportSnapshot): string => s.context.subject;
export const selectSupportMessage = (s: SupportSnapshot): string => s.context.message;
/** The messages to show: only for fields already edited (or all after a refused submit). */
export const selectSupportErrors = (s: SupportSnapshot): SupportErrors => {
  const errors = supportFormErrors(s.context.subject, s.context.message);
  return {
    subject: s.context.shown.subject ? errors.subject : undefined,
    message: s.context.shown.message ? errors.message : undefined,
  };
};
/** "Enviar" is enabled: editing, both fields filled and no message (the same rule the machine's guard applies). */
export const selectCanSendSupport = (s: SupportSnapshot): boolean =>
  s.matches('editing') && isSupportFormSendable(s.context.subject, s.context.message);
export const selectIsSendingSupport = (s: SupportSnapshot): boolean => s.matches('sending');
