import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { selectPointsUnit } from '@/machines/language/language.selectors';
import type { HeaderSettings } from '@/machines/layout/layout.machine';
import {
  selectHeader,
  selectIsHeaderSlidAway,
  selectIsSplashShowing,
} from '@/machines/layout/layout.selectors';
import { selectAvailablePoints } from '@/machines/points/points.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useBrand, useFlow, useLayout, useLayoutRef } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { HeaderTabs, type ShownTabOption } from './header-tabs';
import { BackIcon } from './icons';
import { PointsBadge, type PointsSummary } from './points-badge';
import { SearchBar } from './search-bar';
import { readSearchParam, urlWithSearchText } from './search-query';
import { SplashScreen } from './splash';

export interface HeaderBarProps {
  title: string;
  subTitle?: string;
  /** Shows the back button. */
  hasBack: boolean;
  onBack?: () => void;
  tabs: { active: string | null; options: ShownTabOption[]; alertValue?: string } | null;
  onTabChange?: (value: string) => void;
  /** Null hides the search bar. */
  searchValue: string | null;
  onSearchChange?: (value: string) => void;
  onSearchClear?: () => void;
  /** Null hides the points badge. */
  points: PointsSummary | null;
  onPointsPress?: () => void;
  /** Slid away (scrolled away, hidden by the screen, or loading). */
  isHidden: boolean;
}

/** The header's content; renders nothing when a screen asks for none of it. */
export function HeaderBar(props: HeaderBarProps) {
  const { title, subTitle, hasBack, tabs, searchValue, points, isHidden } = props;
  const { t } = useTranslation();
  const hasTabs = Boolean(tabs && tabs.options.length > 0);
  const hasTopRow = Boolean(title || subTitle || hasBack || points);
  if (!hasTopRow && !hasTabs && searchValue === null) return null;
  return (
    // Slides away with a CSS transition of its row's height (header.css; instant with reduced motion).
    <header
      className="header"
      data-hidden={isHidden || undefined}
      aria-hidden={isHidden || undefined}
      inert={isHidden || undefined}
    >
      <div className="header__clip">
        <div className="header__inner">
          {hasTopRow ? (
            <div className="header__row">
              {hasBack ? (
                <button
                  type="button"
                  className="header__back"
                  aria-label={t('common.back')}
                  onClick={props.onBack}
                >
                  <BackIcon />
                </button>
              ) : null}
              <div className="header__titles">
                {title ? <h1 className="header__title">{title}</h1> : null}
                {subTitle ? <p className="header__subtitle">{subTitle}</p> : null}
              </div>
              {points ? <PointsBadge {...points} onPress={props.onPointsPress} /> : null}
            </div>
          ) : null}
          {searchValue !== null ? (
            <SearchBar
              value={searchValue}
              onChange={(value) => props.onSearchChange?.(value)}
              onClear={() => props.onSearchClear?.()}
            />
          ) : null}
          {tabs && hasTabs ? (
            <HeaderTabs
              options={tabs.options}
              active={tabs.active}
              alertValue={tabs.alertValue}
              label={title || t('shell.header.sections')}
              onChange={(value) => props.onTabChange?.(value)}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The badge's data: shown only on screens that ask for it (headerPoints) and once the points flow holds a
 * number for a registered diner (accounts.md §2.3 "Points badge").
 */
export function headerPointsSummary(
  headerPoints: boolean,
  availablePoints: number | null,
  unit: string,
): PointsSummary | null {
  return headerPoints && availablePoints !== null ? { availablePoints, unit } : null;
}

/**
 * The header container: the splash while it shows, then title, back, search, tabs and the points badge as
 * the screen set them in the layout actor; the badge's number comes from the points flow and its unit from
 * the language flow.
 */
export function Header() {
  const brand = useBrand();
  const availablePoints = useFlow('points', selectAvailablePoints);
  const pointsUnit = useFlow('language', selectPointsUnit);
  const layout = useLayoutRef();
  const header = useLayout(selectHeader);
  const isSplashShowing = useLayout(selectIsSplashShowing);
  const isHidden = useLayout(selectIsHeaderSlidAway);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const tabLabels = header.tabs?.options.map((option) => option.label) ?? [];
  const text = useUiText([header.title, header.subTitle, ...tabLabels]);
  const shownText = (value: HeaderSettings['title']) => (value ? (text(value) ?? '') : '');
  const tabs = header.tabs
    ? { ...header.tabs, options: header.tabs.options.map((o) => ({ ...o, label: shownText(o.label) })) }
    : null;

  const goBack = () => {
    layout.send({ type: 'layout.backPressed' });
    // A guarded back (backEvent) is forwarded by the layout flow to the screen's flow, which decides.
    if (header.goBack && !header.backEvent) navigate(header.goBack);
  };
  const changeTab = (value: string) => {
    if (header.tabs)
      layout.send({ type: 'layout.headerChanged', header: { tabs: { ...header.tabs, active: value } } });
  };
  const changeSearch = (text: string) =>
    navigate(urlWithSearchText(location, search, text), { replace: true });
  const openPoints = () => {
    layout.send({ type: 'layout.previousPathStored', path: location });
    navigate(ROUTES.POINTS);
  };

  return (
    <>
      {/* Always mounted so its exit animation runs when the splash turns off. */}
      <SplashScreen isShowing={isSplashShowing} logoUrl={brand.headerLogo} appName={brand.appName} />
      <HeaderBar
        title={shownText(header.title)}
        subTitle={shownText(header.subTitle)}
        hasBack={Boolean(header.goBack)}
        onBack={goBack}
        tabs={tabs}
        onTabChange={changeTab}
        searchValue={header.showSearchBar ? readSearchParam(search) : null}
        onSearchChange={changeSearch}
        onSearchClear={() => changeSearch('')}
        points={headerPointsSummary(header.headerPoints, availablePoints, pointsUnit)}
        onPointsPress={openPoints}
        isHidden={isHidden}
      />
    </>
  );
}
