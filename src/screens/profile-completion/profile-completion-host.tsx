import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, UiText } from '@/locales/catalogue';
import {
  PROFILE_COMPLETION_MODAL_ID,
  PROFILE_CONGRATULATIONS_MODAL_ID,
} from '@/machines/profile-completion/profile-completion.machine';
import {
  selectCanSubmitProfile,
  selectIsCongratulating,
  selectIsSubmittingProfile,
  selectProfileErrors,
  selectProfileFields,
  selectProfileForm,
  selectProfileHint,
  selectProfileProgress,
} from '@/machines/profile-completion/profile-completion.selectors';
import type { ProfileField } from '@/machines/rules/profile-completion';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { useFieldMessages } from '@/src/screens/accounts-shared/account-form';
import { Button } from '@/src/shell/button';
import { ShellModal } from '@/src/shell/modal';
import { ModalEnvironmentProvider, useModalEnvironment } from '@/src/shell/modal-host';
import { Confetti } from './confetti';
import {
  PROFILE_COMPLETION_TITLE,
  ProfileCompletionForm,
  ProfileCompletionSubmit,
} from './profile-completion-form';
import '@/src/styles/profile-completion.css';

export const CONGRATULATIONS_TITLE = 'profileCompletion.congratulations' satisfies MessageKey;

const sameHint = (a: UiText | null, b: UiText | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The profile-completion prompt and the congratulations (accounts.md §2.5, §4.7), mounted once in the app.
 * The flow decides when they open (through the layout's modal) and whether they may be dismissed: the
 * overlay, Escape, dragging and the close button all ask the flow, which ignores them for b2b.
 */
export function ProfileCompletionHost() {
  const { t } = useTranslation();
  const flow = useFlowRef('profileCompletion');
  const fields = useFlow('profileCompletion', selectProfileFields);
  const form = useFlow('profileCompletion', selectProfileForm);
  const errors = useFieldMessages(useFlow('profileCompletion', selectProfileErrors));
  const progress = useFlow('profileCompletion', selectProfileProgress);
  // A new {key, values} each time the form changes: compared by content so the host re-renders only when it does.
  const hint = useFlow('profileCompletion', selectProfileHint, sameHint);
  const text = useUiText(hint ? [hint] : []);
  const canSubmit = useFlow('profileCompletion', selectCanSubmitProfile);
  const isSubmitting = useFlow('profileCompletion', selectIsSubmittingProfile);
  const isCongratulating = useFlow('profileCompletion', selectIsCongratulating);

  const changeField = useCallback(
    (field: ProfileField, value: string) =>
      flow.send({ type: 'profileCompletion.fieldChanged', field, value }),
    [flow],
  );
  const submit = useCallback(() => flow.send({ type: 'profileCompletion.submitted' }), [flow]);
  const dismiss = useCallback(() => flow.send({ type: 'profileCompletion.dismissed' }), [flow]);
  const closeCongratulations = useCallback(
    () => flow.send({ type: 'profileCompletion.congratulationsClosed' }),
    [flow],
  );

  return (
    <>
      <DismissThroughFlow onDismiss={dismiss}>
        <ShellModal
          id={PROFILE_COMPLETION_MODAL_ID}
          title={t(PROFILE_COMPLETION_TITLE)}
          footer={<ProfileCompletionSubmit isDisabled={!canSubmit} isSubmitting={isSubmitting} />}
        >
          <ProfileCompletionForm
            fields={fields}
            form={form}
            errors={errors}
            progress={progress}
            hint={hint ? (text(hint) ?? null) : null}
            isSubmitting={isSubmitting}
            onFieldChange={changeField}
            onSubmit={submit}
          />
        </ShellModal>
      </DismissThroughFlow>
      {isCongratulating ? <Confetti /> : null}
      <DismissThroughFlow onDismiss={closeCongratulations}>
        <ShellModal
          id={PROFILE_CONGRATULATIONS_MODAL_ID}
          title={t(CONGRATULATIONS_TITLE)}
          footer={
            <Button isFullWidth onPress={closeCongratulations}>
              {t('profileCompletion.startEarning')}
            </Button>
          }
        />
      </DismissThroughFlow>
    </>
  );
}

/** Routes the modal's dismiss requests (overlay, Escape, drag, close button) to this flow instead of the layout. */
function DismissThroughFlow({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  const environment = useModalEnvironment();
  const value = useMemo(() => ({ ...environment, onDismissRequest: onDismiss }), [environment, onDismiss]);
  return <ModalEnvironmentProvider value={value}>{children}</ModalEnvironmentProvider>;
}
