import { useTranslation } from 'react-i18next';
import { Button } from '@/src/shell/button';
import { Benefits } from '../auth/auth-welcome';

export interface WelcomePromptActionsProps {
  providerName: string;
  isStartingSocialLogin: boolean;
  onSocialLogin: () => void;
  onExplore: () => void;
}

/** The welcome / auto-login prompt's body (accounts.md §2.5): the benefits. */
export function WelcomePromptBody() {
  return <Benefits />;
}

/** Its actions: "Ingresá con {provider}" and "Explorar sin beneficios". */
export function WelcomePromptActions({
  providerName,
  isStartingSocialLogin,
  onSocialLogin,
  onExplore,
}: WelcomePromptActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions modal-actions--stacked">
      <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
        {t('auth.signInWith', { provider: providerName })}
      </Button>
      <Button isFullWidth variant="ghost" onPress={onExplore}>
        {t('auth.exploreAsGuest')}
      </Button>
    </div>
  );
}
