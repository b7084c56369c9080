import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLASH_LOGO_SIZE } from '@/machines/rules/splash';
import { usePrefersReducedMotion, usePresence } from './presence';
import { releaseServerSplash } from './server-splash';

export interface SplashScreenProps {
  isShowing: boolean;
  logoUrl?: string;
  appName: string;
}

/** The splash's exit fade (and the server splash's when the app appears with the splash already off). */
const FADE_SECONDS = 0.4;

/**
 * The brand logo full screen while the splash is on (accounts.md §2.3 "Splash"). A logo that fails to load is
 * hidden and the app name stands in for it. It takes over the splash the server rendered in the HTML
 * (server-splash.ts): same markup and CSS at the same place, the server's removed once this one's logo is ready.
 */
export function SplashScreen({ isShowing, logoUrl, appName }: SplashScreenProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const reduceMotion = usePrefersReducedMotion();
  const { t } = useTranslation();
  const showLogo = Boolean(logoUrl) && failedLogo !== logoUrl;
  const logoRef = useRef<HTMLImageElement>(null);
  const fadeMs = reduceMotion ? 0 : FADE_SECONDS * 1000;
  const { isMounted, isLeaving } = usePresence(isShowing, fadeMs);

  // Before this splash is painted: the server's goes as soon as this one looks the same (its logo, usually
  // from the memory cache, complete), and fades out with this one when the splash turns off (or was already
  // off when the shell appeared).
  useLayoutEffect(() => {
    if (!isShowing) {
      releaseServerSplash(fadeMs);
      return;
    }
    const logo = logoRef.current;
    if (!logo || logo.complete) {
      releaseServerSplash();
      return;
    }
    const release = () => releaseServerSplash();
    logo.addEventListener('load', release);
    logo.addEventListener('error', release);
    return () => {
      logo.removeEventListener('load', release);
      logo.removeEventListener('error', release);
    };
  }, [isShowing, fadeMs]);

  if (!isMounted) return null;
  return (
    // Fades out for FADE_SECONDS once the splash turns off (splash.css `.splash--leaving`).
    <div
      className={isLeaving ? 'splash splash--leaving' : 'splash'}
      role="status"
      aria-label={t('app.loadingBrand', { appName })}
      style={isLeaving ? { transitionDuration: `${fadeMs}ms` } : undefined}
    >
      {showLogo ? (
        <img
          ref={logoRef}
          className="splash__logo"
          src={logoUrl}
          alt={appName}
          width={SPLASH_LOGO_SIZE.width}
          height={SPLASH_LOGO_SIZE.height}
          fetchPriority="high"
          onError={() => setFailedLogo(logoUrl ?? null)}
        />
      ) : (
        <span className="splash__name">{appName}</span>
      )}
    </div>
  );
}
