import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCatalogue,
  selectCatalogueFailed,
  selectIsCatalogueLoading,
} from '@/machines/catalogue/catalogue.selectors';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { selectIsHeaderSlidAway, selectIsMobile } from '@/machines/layout/layout.selectors';
import { lastOrderProducts } from '@/machines/menu-browsing/last-orders';
import {
  selectActiveSection,
  selectAppliedSearch,
  selectFilter,
  selectOrderedProducts,
  selectScrollTarget,
} from '@/machines/menu-browsing/menu-browsing.selectors';
import {
  type CarouselEntry,
  carouselEntries,
  MENU_TOP_TARGET,
  menuSections,
  productPath,
} from '@/machines/menu-browsing/menu-rules';
import { ROUTES } from '@/machines/rules/routes';
import { useBrand, useFlow, useFlowRef, useLayout } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { BranchProblem, useHasBranchProblem, useIsBranchLoading } from './branch-status-view';
import { useKeepViewOnLastOrders } from './keep-view-on-insert';
import { CategoryCarousel, MenuSkeleton, sectionDomId } from './menu-parts';
import { MenuSectionList } from './menu-sections';
import { usePriceOf } from './price-text';
import { useMenuRoute } from './use-menu-route';
import '@/src/styles/menu.css';

/** ordering.md §2 "Menu": the page scrolls to the selected section with an offset of about 200–220 px. */
export const SCROLL_OFFSET_PX = 210;

/** Slider mode is a brand setting (`menuSlider`); the spec names the mode but not its switch. */
const isSliderBrand = (brand: object) => (brand as { menuSlider?: unknown }).menuSlider === true;

// i18n-exempt: a CSS media query, not text.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches;

/**
 * Scrolls the content area (the shell's scrolling `main`, else the page) so an element sits below the
 * sticky header and carousel.
 */
export function scrollToElement(element: Element | null) {
  if (!element) return;
  const behavior = reducedMotion() ? 'auto' : 'smooth';
  const container = element.closest('.shell__content');
  if (container) {
    const top =
      element.getBoundingClientRect().top -
      container.getBoundingClientRect().top +
      container.scrollTop -
      SCROLL_OFFSET_PX;
    container.scrollTo({ top: Math.max(0, top), behavior });
    return;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/** Scrolls the content area (else the page) to its top: a cleared filter shows the whole menu and the header. */
export function scrollToTop(element: Element | null) {
  const behavior = reducedMotion() ? 'auto' : 'smooth';
  const container = element?.closest('.shell__content');
  if (container) container.scrollTo({ top: 0, behavior });
  else window.scrollTo({ top: 0, behavior });
}

/** Logged when a card cannot build its product path (ordering.md §2 "Product cards"). */
export const logMissingPath = (product: Product) =>
  console.error('menu: a product card has no base path or sku', product._id);

/**
 * MENU/{id}/{storeId} (ordering.md §2 "Menu"): title 'Menú', the sticky category carousel, 'Tus últimos
 * pedidos' first, one section per shown category (not 'adicional', not empty) with 'Ver todo' and
 * subcategory cards, search results grouped under uppercase headings, two columns on desktop, slider mode.
 */
export function MenuScreen({ params }: { params: { id: string; storeId: string } }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const menuBrowsing = useFlowRef('menuBrowsing');
  const catalogueRef = useFlowRef('catalogue');
  const { page } = useMenuRoute('menu', params.id, params.storeId);
  useScreenLayout(
    {
      title: 'menu.title',
      goBack: `${ROUTES.HOME}/${params.id}/${params.storeId}`,
      showSearchBar: true,
      headerPoints: true,
    },
    { checkoutBar: true, ivaDisclaimer: true },
  );

  const hasProblem = useHasBranchProblem();
  const catalogue = useFlow('catalogue', selectCatalogue);
  const isBranchLoading = useIsBranchLoading();
  // While the route's branch loads, skeletons: never the previous branch's menu under this URL.
  const isLoading = useFlow('catalogue', selectIsCatalogueLoading) || isBranchLoading;
  const hasFailed = useFlow('catalogue', selectCatalogueFailed);
  const filter = useFlow('menuBrowsing', selectFilter);
  const appliedSearch = useFlow('menuBrowsing', selectAppliedSearch);
  const scrollTarget = useFlow('menuBrowsing', selectScrollTarget);
  const activeSection = useFlow('menuBrowsing', selectActiveSection);
  const orderedProducts = useFlow('menuBrowsing', selectOrderedProducts);
  const isMobile = useLayout(selectIsMobile);
  const isCompact = useLayout(selectIsHeaderSlidAway);
  const priceOf = usePriceOf();
  const isSlider = isSliderBrand(brand);
  const placeholder = brand.headerLogo ?? null;

  // 'Tus últimos pedidos': the diner's own orders, as this branch's menu has those products.
  const lastOrders = useMemo(
    () => lastOrderProducts(catalogue, orderedProducts),
    [catalogue, orderedProducts],
  );
  const sections = useMemo(
    () => menuSections({ catalogue, filter, search: appliedSearch, lastOrders }),
    [catalogue, filter, appliedSearch, lastOrders],
  );
  // A history answering after the menu has painted inserts the section above the view without moving it.
  useKeepViewOnLastOrders(lastOrders.length, !isLoading && sections.some((section) => !section.isLastOrders));
  const entries = useMemo(() => carouselEntries(catalogue?.categories ?? []), [catalogue]);
  // Without the query string: the same function on every keystroke (?search changes), so no card renders
  // again before the debounce; the card adds the query at the tap (product-card.tsx withCurrentQuery).
  const hrefOf = useMemo(() => (product: Product) => productPath(page, product.sku, ''), [page]);

  // A tap, a chip or a filter asks the page to scroll to a section (500 ms smooth scroll, 210 px offset).
  useEffect(() => {
    if (!scrollTarget) return;
    if (scrollTarget.sectionId === MENU_TOP_TARGET) scrollToTop(document.querySelector('.menu-screen'));
    else scrollToElement(document.getElementById(sectionDomId(scrollTarget.sectionId)));
  }, [scrollTarget]);

  // Back from a subcategory: the #cat-…-subcat-… hash brings its card back into view.
  const hasCatalogue = catalogue !== null;
  // Deferred one frame: the shell puts a new route at the top in its own effect, which runs after this one.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hasCatalogue || !hash) return;
    const frame = requestAnimationFrame(() =>
      scrollToElement(document.getElementById(decodeURIComponent(hash))),
    );
    return () => cancelAnimationFrame(frame);
  }, [hasCatalogue]);

  // The carousel follows the section in view (the flow ignores this for 600 ms after a tap).
  const sectionKeys = sections.map((s) => s.key).join('|');
  useEffect(() => {
    if (!sectionKeys || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        const visible = records.find((r) => r.isIntersecting);
        const key = visible?.target.getAttribute('data-section');
        if (key) menuBrowsing.send({ type: 'menuBrowsing.sectionScrolledIntoView', sectionId: key });
      },
      { rootMargin: `-${SCROLL_OFFSET_PX}px 0px -60% 0px` },
    );
    for (const el of document.querySelectorAll('[data-section]')) observer.observe(el);
    return () => observer.disconnect();
  }, [menuBrowsing, sectionKeys]);

  // One tap: the flow sets (or clears) the filter and scrolls to the section. Stable, so the memoised carousel
  // renders again only when its tiles, the active one, the filter or its size change (not on a keystroke).
  const select = useCallback(
    (entry: CarouselEntry) =>
      menuBrowsing.send({
        type: 'menuBrowsing.carouselTileTapped',
        sectionId: entry.id,
        slug: entry.slug,
        isTag: entry.isTag,
      }),
    [menuBrowsing],
  );

  if (hasProblem) return <BranchProblem />;

  return (
    <section className="screen menu-screen">
      {isLoading ? (
        <MenuSkeleton isSlider={isSlider} />
      ) : hasFailed ? (
        <div className="menu-problem" role="alert">
          <p>{t('menu.menuFailed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => catalogueRef.send({ type: 'catalogue.retryRequested' })}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {appliedSearch.trim() ? null : (
            <CategoryCarousel
              entries={entries}
              activeId={activeSection}
              selectedSlug={filter?.slug ?? null}
              onTap={select}
              isCompact={isCompact}
            />
          )}
          {appliedSearch.trim() && sections.length === 0 ? (
            <p className="menu-empty" role="status">
              {t('menu.noResults', { search: appliedSearch })}
            </p>
          ) : null}
          <MenuSectionList
            sections={sections}
            appliedSearch={appliedSearch}
            hrefOf={hrefOf}
            priceOf={priceOf}
            placeholder={placeholder}
            onMissingPath={logMissingPath}
            isSlider={isSlider}
            hasColumns={!isMobile && !isSlider}
          />
        </>
      )}
    </section>
  );
}
