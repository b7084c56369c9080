import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { parentRouteOf } from '@/machines/rules/routes';
import { useScreenLayout } from '@/src/app/use-screen-layout';

/**
 * A route of the route map whose flow is not built yet: it exists (no redirect) and keeps the shell usable.
 * Each later issue replaces its routes with real screens.
 */
export function PlaceholderScreen() {
  const [pathname] = useLocation();
  const { t } = useTranslation();
  useScreenLayout({ title: '', goBack: parentRouteOf(pathname) });
  return (
    <section className="screen" data-route={pathname}>
      <p className="screen-message">{t('common.notAvailableYet')}</p>
    </section>
  );
}
