import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/locales/catalogue';
import { ROUTES } from '@/machines/rules/routes';
import { CouponIcon, HomeIcon, PointsIcon, ProfileIcon, QrIcon } from './icons';

export interface NavItem {
  key: string;
  /** The item's catalogue key. */
  label: MessageKey;
  /** Null for items that are shown but lead nowhere (Cupones). */
  path: string | null;
  icon: () => ReactNode;
}

/** The bar's items in order (accounts.md §2.3 "Bottom navigation"); the middle slot is the QR button's gap. */
export const NAV_ITEMS: readonly (NavItem | 'placeholder')[] = [
  { key: 'home', label: 'shell.nav.home', path: ROUTES.BASE, icon: HomeIcon },
  { key: 'points', label: 'shell.nav.points', path: ROUTES.POINTS, icon: PointsIcon },
  'placeholder',
  { key: 'coupons', label: 'shell.nav.coupons', path: null, icon: CouponIcon },
  { key: 'profile', label: 'shell.nav.profile', path: ROUTES.PROFILE, icon: ProfileIcon },
];

/** Whether the path is inside `section` (the section itself or below it). */
const within = (section: string, path: string) => path === section || path.startsWith(`${section}/`);

/**
 * Whether `currentPath` is within the item's section. "Inicio" (BASE) is the ordering section: BASE itself, a
 * branch's home and its menu (a product open over them too); not PROFILE, POINTS or the other sections.
 */
export function isNavPathActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === ROUTES.BASE)
    return (
      currentPath === ROUTES.BASE || within(ROUTES.HOME, currentPath) || within(ROUTES.MENU, currentPath)
    );
  return within(itemPath, currentPath);
}

export interface BottomNavProps {
  /** The current pathname. */
  activePath: string;
  /** Mobile: a bottom bar; desktop: a floating bar. */
  isMobile: boolean;
  /** Hidden while typing on mobile (selectIsNavBarVisible is false). */
  isHidden: boolean;
  onNavigate: (path: string) => void;
}

/** Plain left clicks navigate in-app; modified clicks keep the browser's behaviour (new tab, etc.). */
function linkHandler(path: string, onNavigate: (path: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
}

export function BottomNav({ activePath, isMobile, isHidden, onNavigate }: BottomNavProps) {
  const { t } = useTranslation();
  const isQrActive = isNavPathActive(ROUTES.QR_CODE, activePath);
  return (
    <nav
      className={`bottom-nav ${isMobile ? 'bottom-nav--bar' : 'bottom-nav--floating'}`}
      aria-label={t('shell.nav.label')}
      hidden={isHidden}
      data-hidden={isHidden || undefined}
    >
      <ul className="bottom-nav__list">
        {NAV_ITEMS.map((item) => {
          if (item === 'placeholder') {
            return (
              <li
                key="placeholder"
                className="bottom-nav__item bottom-nav__item--placeholder"
                aria-hidden="true"
              />
            );
          }
          const Icon = item.icon;
          if (item.path === null) {
            return (
              <li key={item.key} className="bottom-nav__item">
                {/* Shown but disabled: focusable so screen readers find it, dimmed, leads nowhere. */}
                <button type="button" className="bottom-nav__link" aria-disabled="true" data-disabled="true">
                  <Icon />
                  <span className="bottom-nav__label">{t(item.label)}</span>
                </button>
              </li>
            );
          }
          const isActive = isNavPathActive(item.path, activePath);
          return (
            <li key={item.key} className="bottom-nav__item">
              <a
                className="bottom-nav__link"
                href={item.path}
                aria-current={isActive ? 'page' : undefined}
                data-active={isActive || undefined}
                onClick={linkHandler(item.path, onNavigate)}
              >
                <Icon />
                <span className="bottom-nav__label">{t(item.label)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <a
        className="bottom-nav__qr"
        href={ROUTES.QR_CODE}
        aria-label={t('shell.nav.qrCode')}
        aria-current={isQrActive ? 'page' : undefined}
        data-active={isQrActive || undefined}
        onClick={linkHandler(ROUTES.QR_CODE, onNavigate)}
      >
        <span className="bottom-nav__qr-circle">
          <QrIcon />
        </span>
      </a>
    </nav>
  );
}
