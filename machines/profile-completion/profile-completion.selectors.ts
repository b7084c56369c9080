import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import {
  filledProfileFieldCount,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  profileFieldsFor,
  profileHint,
  profileProgress,
} from '../rules/profile-completion';
import type { profileCompletionMachine } from './profile-completion.machine';

export type ProfileCompletionSnapshot = SnapshotFrom<typeof profileCompletionMachine>;

/** The company fields are asked too (b2b brands). */
export const selectIsB2b = (s: ProfileCompletionSnapshot): boolean => s.context.businessType === 'b2b';
/** The fields the modal shows, in order. */
export const selectProfileFields = (s: ProfileCompletionSnapshot): readonly ProfileField[] =>
  profileFieldsFor(s.context.businessType);
export const selectProfileForm = (s: ProfileCompletionSnapshot): ProfileForm => s.context.form;
export const selectProfileErrors = (s: ProfileCompletionSnapshot): ProfileErrors => s.context.errors;
/** The progress bar, 0–100. */
export const selectProfileProgress = (s: ProfileCompletionSnapshot): number =>
  profileProgress(s.context.form, s.context.businessType);
/** "¡Solo te falta un último dato! ✨" / "¡Te faltan {n} datos más …! ✨", or null when nothing is missing. */
export const selectProfileHint = (s: ProfileCompletionSnapshot): UiText | null =>
  profileHint(
    s.context.businessType,
    profileFieldsFor(s.context.businessType).length -
      filledProfileFieldCount(s.context.form, s.context.businessType),
  );
/** The submit button is enabled (progress at 100% and no message shown). */
export const selectCanSubmitProfile = (s: ProfileCompletionSnapshot): boolean =>
  s.can({ type: 'profileCompletion.submitted' });
export const selectIsSubmittingProfile = (s: ProfileCompletionSnapshot): boolean =>
  s.matches({ prompting: 'submitting' });
/** The prompt may be closed by the person (b2c, not while sending). */
export const selectCanDismissProfile = (s: ProfileCompletionSnapshot): boolean =>
  s.can({ type: 'profileCompletion.dismissed' });
/** The congratulations modal and the confetti are showing. */
export const selectIsCongratulating = (s: ProfileCompletionSnapshot): boolean => s.matches('congratulating');
