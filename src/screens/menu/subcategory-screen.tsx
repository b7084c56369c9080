import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { selectCatalogue, selectIsCatalogueLoading } from '@/machines/catalogue/catalogue.selectors';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { selectHeader } from '@/machines/layout/layout.selectors';
import { selectAppliedSearch } from '@/machines/menu-browsing/menu-browsing.selectors';
import {
  CATEGORY_PARAM,
  productPath,
  searchProducts,
  subcategoryTitle,
  visibleCategories,
} from '@/machines/menu-browsing/menu-rules';
import { ROUTES } from '@/machines/rules/routes';
import { useBrand, useFlow, useLayout } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { BranchProblem, useHasBranchProblem, useIsBranchLoading } from './branch-status-view';
import { MenuSkeleton, ProductList } from './menu-parts';
import { logMissingPath } from './menu-screen';
import { usePriceOf } from './price-text';
import { useMenuRoute } from './use-menu-route';
import '@/src/styles/menu.css';

/**
 * MENU/{id}/{storeId}/subcategory/{subcategoryId}?categoria=… (ordering.md §2 "Subcategory menu"): the title
 * is the categoria value with hyphens as spaces, capitalised (else 'Menú'); Back goes to the previous path
 * (MENU with the #cat-…-subcat-… hash); the products are filtered by the shared search.
 */
export function SubcategoryScreen({
  params,
}: {
  params: { id: string; storeId: string; subcategoryId: string };
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { page } = useMenuRoute('subcategory', params.id, params.storeId);
  const categoria = new URLSearchParams(useSearch()).get(CATEGORY_PARAM);
  const previousPath = useLayout((s) => selectHeader(s).previousPath);
  const title = subcategoryTitle(categoria);
  useScreenLayout(
    {
      title: title ? { text: title } : 'menu.title',
      goBack: previousPath ?? `${ROUTES.MENU}/${params.id}/${params.storeId}`,
      previousPath,
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
  const appliedSearch = useFlow('menuBrowsing', selectAppliedSearch);
  const priceOf = usePriceOf();

  const subcategory = useMemo(() => {
    for (const category of visibleCategories(catalogue?.categories ?? [])) {
      const found = category.subcategories?.find((s) => s.id === params.subcategoryId);
      if (found) return found;
    }
    return null;
  }, [catalogue, params.subcategoryId]);
  const products = useMemo(
    () => searchProducts(subcategory?.products ?? [], appliedSearch),
    [subcategory, appliedSearch],
  );
  const hrefOf = useMemo(() => (product: Product) => productPath(page, product.sku, ''), [page]);

  if (hasProblem) return <BranchProblem />;
  return (
    <section className="screen menu-screen">
      {isLoading ? (
        <MenuSkeleton />
      ) : appliedSearch.trim() && products.length === 0 ? (
        <p className="menu-empty" role="status">
          {t('menu.noResults', { search: appliedSearch })}
        </p>
      ) : (
        <ProductList
          products={products}
          hrefOf={hrefOf}
          priceOf={priceOf}
          placeholder={brand.headerLogo ?? null}
          onMissingPath={logMissingPath}
        />
      )}
    </section>
  );
}
