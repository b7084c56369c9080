import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SplashScreenProps {
  isShowing: boolean;
  logoUrl?: string;
  appName: string;
}

/**
 * The brand logo full screen while the splash is on (accounts.md §2.3 "Splash"). A logo that fails to load is
 * hidden and the app name stands in for it.
 */
export function SplashScreen({ isShowing, logoUrl, appName }: SplashScreenProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const reduceMotion = useReducedMotion();
  const { t } = useTranslation();
  const showLogo = Boolean(logoUrl) && failedLogo !== logoUrl;
  return (
    <AnimatePresence>
      {isShowing ? (
        <m.div
          key="splash"
          className="splash"
          role="status"
          aria-label={t('app.loadingBrand', { appName })}
          initial={false}
          exit={{ opacity: 0 }}
          transition={{ duration: reduceMotion ? 0 : 0.4 }}
        >
          {showLogo ? (
            <img
              className="splash__logo"
              src={logoUrl}
              alt={appName}
              onError={() => setFailedLogo(logoUrl ?? null)}
            />
          ) : (
            <span className="splash__name">{appName}</span>
          )}
        </m.div>
      ) : null}
    </AnimatePresence>
  );
}
