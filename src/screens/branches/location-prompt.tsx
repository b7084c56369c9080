import { useTranslation } from 'react-i18next';
import { LOCATION_PROMPT_MODAL_ID } from '@/machines/branches/branch-selection.machine';
import { Button } from '@/src/shell/button';
import { ShellModal } from '@/src/shell/modal';

export interface LocationPromptProps {
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Activar ubicación' (ordering.md §2 "Locate me"). Its own chunk with the modal frame (react-aria, motion),
 * loaded when the diner taps the locate-me button, so BASE's first load stays without them.
 */
export default function LocationPrompt({ onCancel, onConfirm }: LocationPromptProps) {
  const { t } = useTranslation();
  return (
    <ShellModal
      id={LOCATION_PROMPT_MODAL_ID}
      title={t('branchSelection.locate.title')}
      footer={
        <div className="modal-actions">
          <Button variant="secondary" onPress={onCancel}>
            {t('branchSelection.locate.cancel')}
          </Button>
          <Button onPress={onConfirm}>{t('branchSelection.locate.confirm')}</Button>
        </div>
      }
    >
      <p>{t('branchSelection.locate.text')}</p>
    </ShellModal>
  );
}
