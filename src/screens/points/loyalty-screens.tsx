import { selectPointsUnit } from '@/machines/language/language.selectors';
import { selectAvailablePoints, selectIsLoadingPoints } from '@/machines/points/points.selectors';
import { selectIsGuest, selectPersonalQrPayload, selectUser } from '@/machines/session/session.selectors';
import { useBrand, useFlow, useSession } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useSocialLogin } from '../welcome-modal/use-social-login';
import { LoyaltySignInPrompt, PersonalQr, PointsTotal } from './loyalty-views';
import '@/src/styles/points.css';

/** The registered diner's total from the points flow (the header badge's data). */
function usePointsTotal() {
  return {
    availablePoints: useFlow('points', selectAvailablePoints),
    isLoading: useFlow('points', selectIsLoadingPoints),
    unit: useFlow('language', selectPointsUnit),
  };
}

/** A guest's prompt with the social sign-in, for either screen. */
function GuestPrompt({ screen }: { screen: 'points' | 'qr' }) {
  const brand = useBrand();
  const socialLogin = useSocialLogin();
  return (
    <LoyaltySignInPrompt
      screen={screen}
      appName={brand.appName}
      providerName={socialLogin.providerName}
      isStartingSocialLogin={socialLogin.isStarting}
      onSocialLogin={socialLogin.start}
    />
  );
}

/**
 * POINTS (accounts.md §2.7): a guest is asked to sign in; a registered diner sees "Total de puntos". The
 * transactions list and POINTS_DETAILS come with the engagement flows (their data is not loaded yet).
 */
export function PointsScreen() {
  const isGuest = useSession(selectIsGuest);
  const total = usePointsTotal();
  useScreenLayout({ title: '' }, { navBar: true });
  return (
    <section className="screen loyalty" data-route="points">
      {isGuest ? <GuestPrompt screen="points" /> : <PointsTotal {...total} />}
    </section>
  );
}

/** QR_CODE (accounts.md §2.7): a guest is asked to sign in; a registered diner sees the total, name and QR. */
export function QrCodeScreen() {
  const isGuest = useSession(selectIsGuest);
  const user = useSession(selectUser);
  const payload = useSession(selectPersonalQrPayload);
  const total = usePointsTotal();
  useScreenLayout({ title: '' }, { navBar: true });
  return (
    <section className="screen loyalty" data-route="qr-code">
      {isGuest || !payload ? (
        <GuestPrompt screen="qr" />
      ) : (
        <>
          <PointsTotal {...total} />
          <PersonalQr userName={user?.name ?? ''} payload={payload} />
        </>
      )}
    </section>
  );
}
