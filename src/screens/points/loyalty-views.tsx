import { useTranslation } from 'react-i18next';
import { useLocale } from '@/src/i18n/use-locale';
import { Button } from '@/src/shell/button';
import { QrCode } from './qr-code';

export interface LoyaltySignInPromptProps {
  /** Which screen asks: POINTS ("los puntos de …") or QR_CODE ("el QR de …"). */
  screen: 'points' | 'qr';
  appName: string;
  providerName: string;
  isStartingSocialLogin: boolean;
  onSocialLogin: () => void;
}

/** A guest on POINTS or QR_CODE (accounts.md §2.7): "Ingresá para poder utilizar …" and the sign-in. */
export function LoyaltySignInPrompt({
  screen,
  appName,
  providerName,
  isStartingSocialLogin,
  onSocialLogin,
}: LoyaltySignInPromptProps) {
  const { t } = useTranslation();
  return (
    <div className="loyalty-card">
      <h1 className="loyalty-card__title">
        {screen === 'points' ? t('points.guestPrompt', { appName }) : t('points.qrGuestPrompt', { appName })}
      </h1>
      <Button isFullWidth isLoading={isStartingSocialLogin} onPress={onSocialLogin}>
        {t('profile.signInWith', { provider: providerName })}
      </Button>
    </div>
  );
}

export interface PointsTotalProps {
  /** availablePoints, or null while the first load runs or after a failed one. */
  availablePoints: number | null;
  isLoading: boolean;
  /** The language's points unit (PTS, PKT, PNT, 分). */
  unit: string;
}

/** "Total de puntos" with availablePoints and the unit; a spinner while loading (accounts.md §2.7). */
export function PointsTotal({ availablePoints, isLoading, unit }: PointsTotalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="loyalty-card loyalty-card--total" aria-busy={isLoading}>
      <h2 className="loyalty-card__label">{t('points.total')}</h2>
      {isLoading ? (
        <span className="spinner loyalty-card__spinner" role="progressbar" aria-label={t('common.loading')} />
      ) : (
        <p className="loyalty-card__points">
          {/* i18n-exempt: a number and its unit, no words */}
          {`${Math.trunc(availablePoints ?? 0).toLocaleString(locale)} ${unit}`}
        </p>
      )}
    </div>
  );
}

export interface PersonalQrProps {
  userName: string;
  /** The JSON {user_id, brand_id} the staff scans. */
  payload: string;
}

/** QR_CODE for a registered diner: the name and the personal code (accounts.md §2.7). */
export function PersonalQr({ userName, payload }: PersonalQrProps) {
  const { t } = useTranslation();
  return (
    <div className="loyalty-card loyalty-card--qr">
      <p className="loyalty-card__name">{userName}</p>
      <QrCode value={payload} label={t('points.qrLabel')} />
    </div>
  );
}
