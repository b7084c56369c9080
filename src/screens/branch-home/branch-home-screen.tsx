import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectCatalogue, selectIsCatalogueLoading } from '@/machines/catalogue/catalogue.selectors';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { LEAVE_GUARD_MODAL_ID } from '@/machines/menu-browsing/menu-browsing.machine';
import { selectAppliedSearch } from '@/machines/menu-browsing/menu-browsing.selectors';
import {
  CATEGORY_PARAM,
  carouselEntries,
  homeSearchResults,
  productPath,
  TAG_PARAM,
} from '@/machines/menu-browsing/menu-rules';
import { ROUTES } from '@/machines/rules/routes';
import { useBrand, useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { ShellModal } from '@/src/shell/modal';
import { ActiveOrdersSlot } from '../active-orders/active-orders-carousel';
import { BranchProblem, useHasBranchProblem, useIsBranchLoading } from '../menu/branch-status-view';
import { MenuSkeleton, ProductList } from '../menu/menu-parts';
import { logMissingPath } from '../menu/menu-screen';
import { usePriceOf } from '../menu/price-text';
import { useMenuRoute } from '../menu/use-menu-route';
import '@/src/styles/menu.css';

/** The header's back on the branch home is the leave guard's (the layout flow forwards it to menuBrowsing). */
const LEAVE_BACK_EVENT = { to: 'menuBrowsing', type: 'menuBrowsing.backPressed' } as const;

/**
 * HOME/{id}/{storeId} (ordering.md §2 "Branch home"): the branch name in the header with back to BASE, the
 * search bar and the points badge; search results or 'No se encontraron resultados para "…"'; without a
 * search the active-orders, banner and stories slots (filled by later issues), the category and tag chips and
 * the products with the recent section and 'see more'. Leaving to BASE with products in the cart asks first.
 */
export function BranchHomeScreen({ params }: { params: { id: string; storeId: string } }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const menuBrowsing = useFlowRef('menuBrowsing');
  const { page, search } = useMenuRoute('home', params.id, params.storeId);
  const branch = useFlow('currentBranch', selectBranch);
  const menuPath = `${ROUTES.MENU}/${params.id}/${params.storeId}`;
  useScreenLayout(
    {
      title: branch ? { text: branch.name } : '',
      // Back to BASE goes through the leave guard (menuBrowsing decides: with products in the cart it asks).
      goBack: ROUTES.BASE,
      backEvent: LEAVE_BACK_EVENT,
      showSearchBar: true,
      headerPoints: true,
    },
    { checkoutBar: true, ivaDisclaimer: true },
  );
  const hasProblem = useHasBranchProblem();
  const catalogue = useFlow('catalogue', selectCatalogue);
  const isBranchLoading = useIsBranchLoading();
  // While the route's branch loads, skeletons: never the previous branch's products under this URL.
  const isLoading = useFlow('catalogue', selectIsCatalogueLoading) || isBranchLoading;
  const appliedSearch = useFlow('menuBrowsing', selectAppliedSearch);
  const priceOf = usePriceOf();
  const placeholder = brand.headerLogo ?? null;
  const results = useMemo(() => homeSearchResults(catalogue, appliedSearch), [catalogue, appliedSearch]);
  const chips = useMemo(() => carouselEntries(catalogue?.categories ?? []), [catalogue]);
  const hrefOf = useMemo(() => (product: Product) => productPath(page, product.sku, search), [page, search]);

  if (hasProblem) return <BranchProblem />;
  const isSearching = appliedSearch.trim() !== '';
  return (
    <section className="screen branch-home">
      {isLoading ? (
        <MenuSkeleton />
      ) : isSearching ? (
        results.length === 0 ? (
          <p className="menu-empty" role="status">
            {t('menu.noResults', { search: appliedSearch })}
          </p>
        ) : (
          <ProductList
            products={results}
            hrefOf={hrefOf}
            priceOf={priceOf}
            placeholder={placeholder}
            onMissingPath={logMissingPath}
          />
        )
      ) : (
        <>
          {/* Slots filled by later issues: banners and stories (engagement). */}
          <ActiveOrdersSlot />
          {chips.length > 0 ? (
            <nav className="branch-home__chips" aria-label={t('menu.categories')}>
              <ul>
                {chips.map((chip) => (
                  <li key={chip.id}>
                    <Link
                      className={`chip${chip.isTag ? ' chip--tag' : ''}`}
                      href={`${menuPath}?${chip.isTag ? TAG_PARAM : CATEGORY_PARAM}=${encodeURIComponent(chip.slug)}`}
                    >
                      {chip.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="branch-home__slot" data-slot="banners" />
          <div className="branch-home__slot" data-slot="stories" />
          {catalogue && catalogue.home.recentProducts.length > 0 ? (
            <section className="menu-section" aria-labelledby="branch-home-recent">
              <h2 id="branch-home-recent" className="menu-section__title">
                {t('menu.recentProducts')}
              </h2>
              <ProductList
                products={catalogue.home.recentProducts}
                hrefOf={hrefOf}
                priceOf={priceOf}
                placeholder={placeholder}
                onMissingPath={logMissingPath}
                isSlider
              />
            </section>
          ) : null}
          {catalogue ? (
            <section className="menu-section" aria-labelledby="branch-home-products">
              <h2 id="branch-home-products" className="menu-section__title">
                {t('menu.title')}
              </h2>
              <ProductList
                products={catalogue.home.products}
                hrefOf={hrefOf}
                priceOf={priceOf}
                placeholder={placeholder}
                onMissingPath={logMissingPath}
              />
              <Link href={menuPath} className="button button--secondary button--full">
                {t('menu.seeMore')}
              </Link>
            </section>
          ) : null}
        </>
      )}
      <ShellModal
        id={LEAVE_GUARD_MODAL_ID}
        title={t('menu.leaveTitle')}
        footer={
          <div className="modal-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => menuBrowsing.send({ type: 'menuBrowsing.leaveCancelled' })}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => menuBrowsing.send({ type: 'menuBrowsing.leaveConfirmed' })}
            >
              {t('menu.leaveConfirm')}
            </button>
          </div>
        }
      >
        <p>{t('menu.leaveBody')}</p>
      </ShellModal>
    </section>
  );
}
