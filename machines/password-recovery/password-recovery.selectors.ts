import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { passwordChecklist } from '../rules/account-validators';
import type { NewPasswordField, passwordRecoveryMachine } from './password-recovery.machine';

export type PasswordRecoverySnapshot = SnapshotFrom<typeof passwordRecoveryMachine>;

export const selectRecoveryEmail = (s: PasswordRecoverySnapshot): string | null => s.context.storedEmail;
/** "Reenviar" can be pressed: an e-mail is stored and no request is in flight. */
export const selectCanResend = (s: PasswordRecoverySnapshot): boolean =>
  s.can({ type: 'passwordRecovery.resendRequested' });
export const selectIsResending = (s: PasswordRecoverySnapshot): boolean =>
  s.matches({ emailSent: 'resending' });

export const selectNewPasswordValue =
  (field: NewPasswordField) =>
  (s: PasswordRecoverySnapshot): string =>
    s.context.values[field];
export const selectNewPasswordError =
  (field: NewPasswordField) =>
  (s: PasswordRecoverySnapshot): UiText | null =>
    s.context.errors[field] ?? null;
export const selectNewPasswordChecklist = (s: PasswordRecoverySnapshot) =>
  passwordChecklist(s.context.values.password, s.context.values.confirmPassword);
/** Reset, sign-in or the new link request is in flight: "Guardar e iniciar sesión" ignores presses. */
export const selectIsSavingPassword = (s: PasswordRecoverySnapshot): boolean =>
  s.matches({ newPassword: 'resetting' }) ||
  s.matches({ newPassword: 'signingIn' }) ||
  s.matches({ newPassword: 'requestingNewLink' });

/** The link is not opened yet, or being read and checked: neither the form nor the invalid-link message. */
export const selectIsCheckingLink = (s: PasswordRecoverySnapshot): boolean =>
  s.matches('idle') || s.matches({ newPassword: 'loading' }) || s.matches({ newPassword: 'checkingLink' });
/** The opened link is used, expired or made up: the message and "Enviarme un nuevo enlace" replace the form. */
export const selectIsLinkInvalid = (s: PasswordRecoverySnapshot): boolean =>
  s.matches({ newPassword: 'linkInvalid' }) || s.matches({ newPassword: 'sendingNewLink' });
export const selectIsSendingNewLink = (s: PasswordRecoverySnapshot): boolean =>
  s.matches({ newPassword: 'sendingNewLink' });
/** A new link was requested from an invalid one. */
export const selectIsNewLinkSent = (s: PasswordRecoverySnapshot): boolean =>
  s.matches({ newPassword: 'newLinkSent' });
