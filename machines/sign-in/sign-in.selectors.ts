import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import type { SignInField, signInMachine } from './sign-in.machine';

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export const selectSignInValue =
  (field: SignInField) =>
  (s: SignInSnapshot): string =>
    s.context.values[field];
/** The message under a field, if any (the view renders it in the diner's language and capitalises it). */
export const selectSignInError =
  (field: SignInField) =>
  (s: SignInSnapshot): UiText | null =>
    s.context.errors[field] ?? null;
/** POST /login is in flight: "Ingresar" shows a spinner and ignores presses. */
export const selectIsSigningIn = (s: SignInSnapshot): boolean =>
  s.matches('signingIn') || s.matches('leaving');
/** POST /forgotpassword is in flight. */
export const selectIsRequestingRecovery = (s: SignInSnapshot): boolean => s.matches('requestingRecovery');
export const selectCanSubmitSignIn = (s: SignInSnapshot): boolean => s.can({ type: 'signIn.submitted' });
export const selectCanRequestRecovery = (s: SignInSnapshot): boolean =>
  s.can({ type: 'signIn.forgotPasswordRequested' });
