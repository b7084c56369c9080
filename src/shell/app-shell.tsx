import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { selectHasProducts } from '@/machines/cart/cart.selectors';
import {
  type BottomAreaKind,
  selectBottomAreaFor,
  selectIsMobile,
  selectIsNavBarVisible,
  selectIsSplashShowing,
  selectIvaDisclaimer,
  selectMenuLink,
  selectPageBackground,
} from '@/machines/layout/layout.selectors';
import { isValidCssColor } from '@/machines/rules/brand-colors';
import { shouldShowVatDisclaimer, VAT_DISCLAIMER_TEXT } from '@/machines/rules/vat-disclaimer';
import { selectUser } from '@/machines/session/session.selectors';
import { useBrand, useLayout, useLayoutRef, useSession, useSpawnedFlowRef } from '@/src/app/hooks';
import { BottomNav } from './bottom-nav';
import { Button } from './button';
import { CheckoutBarSlot, orNothing } from './checkout-bar-slot';
import { Header } from './header';
import { ModalHost } from './modal-host';
import { Toasts } from './toasts';
import {
  useBrandTheme,
  useScrollReporting,
  useTextEntryReporting,
  useViewportReporting,
} from './use-shell-reporting';

const hasProductsOrNone = orNothing(selectHasProducts, false);

export interface AppShellProps {
  /** The routed screen. */
  children: ReactNode;
}

/**
 * The app shell (accounts.md §2.3): brand background, splash, header, the scrolling content area, the VAT
 * line, the bottom area (menu button, checkout bar or navigation), modals and toasts. It renders the layout
 * actor's state and reports scrolling, resizing and typing to it.
 */
export function AppShell({ children }: AppShellProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const layout = useLayoutRef();
  const user = useSession(selectUser);
  const isMobile = useLayout(selectIsMobile);
  // The cart flow loads after the first screen: until it runs, no order.
  const hasProducts = useSelector(useSpawnedFlowRef('cart') ?? undefined, hasProductsOrNone);
  const bottomArea = useLayout(useMemo(() => selectBottomAreaFor(hasProducts), [hasProducts]));
  const ivaDisclaimer = useLayout(selectIvaDisclaimer);
  const pageBackground = useLayout(selectPageBackground);
  const isSplashShowing = useLayout(selectIsSplashShowing);
  const [location] = useLocation();
  const contentRef = useRef<HTMLElement>(null);

  useBrandTheme(brand);
  useViewportReporting(layout);
  useTextEntryReporting(layout);
  const scrollHandlers = useScrollReporting(layout);

  // A new route starts at the top; the resulting scroll event brings the header back. Not on the first
  // render: the content starts at the top, and scrolling there would force a layout while the app mounts.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    contentRef.current?.scrollTo({ top: 0 });
  }, [location]);

  const showVat = shouldShowVatDisclaimer({ ivaDisclaimer, brand, user });
  const contentStyle = isValidCssColor(pageBackground) ? { backgroundColor: pageBackground } : undefined;

  return (
    <ModalHost>
      {/* Behind the splash the screen settles unseen (`visibility: hidden`, shell.css): a header or a
          list that arrives a frame late moves nothing the diner can see, and is no layout shift. */}
      <div
        className="shell"
        data-layout={isMobile ? 'mobile' : 'desktop'}
        data-behind-splash={isSplashShowing || undefined}
      >
        {brand.appBackground ? (
          <img className="shell__background" src={brand.appBackground} alt="" aria-hidden="true" />
        ) : null}
        <Header />
        <main
          id="contenido"
          className="shell__content"
          ref={contentRef}
          style={contentStyle}
          {...scrollHandlers}
        >
          {children}
        </main>
        {showVat || bottomArea !== 'none' ? (
          <div className="shell__bottom">
            {showVat ? <p className="shell__vat">{t(VAT_DISCLAIMER_TEXT)}</p> : null}
            <BottomArea kind={bottomArea} isMobile={isMobile} />
          </div>
        ) : null}
      </div>
      <Toasts />
    </ModalHost>
  );
}

/** Exactly one of: "Ver menú completo", the checkout bar, or the navigation. */
function BottomArea({ kind, isMobile }: { kind: BottomAreaKind; isMobile: boolean }) {
  switch (kind) {
    case 'menu-button':
      return <MenuButtonBar />;
    case 'checkout-bar':
      return <CheckoutBarSlot />;
    case 'nav-bar':
      return <NavigationBar isMobile={isMobile} />;
    default:
      return null;
  }
}

function MenuButtonBar() {
  const menuLink = useLayout(selectMenuLink);
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return (
    <div className="menu-button-bar">
      <Button isFullWidth onPress={() => menuLink && navigate(menuLink)}>
        {t('shell.fullMenu')}
      </Button>
    </div>
  );
}

function NavigationBar({ isMobile }: { isMobile: boolean }) {
  const layout = useLayoutRef();
  const isVisible = useLayout(selectIsNavBarVisible);
  const [location] = useLocation();
  // The layout flow navigates, or hands a guarded leave (the branch home's 'Inicio') to the screen's flow.
  const onNavigate = useCallback(
    (to: string) => layout.send({ type: 'layout.navigationRequested', to }),
    [layout],
  );
  return (
    <BottomNav activePath={location} isMobile={isMobile} isHidden={!isVisible} onNavigate={onNavigate} />
  );
}
