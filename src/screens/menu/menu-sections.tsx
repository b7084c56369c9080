import { memo, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/machines/catalogue/catalogue.types';
import type { MenuSection } from '@/machines/menu-browsing/menu-rules';
import { useFlowRef } from '@/src/app/hooks';
import { MenuSectionView, ProductList, SubcategoryCards } from './menu-parts';
import {
  EAGER_SECTIONS,
  FILL_CHUNK_PX,
  FIRST_VIEW_PX,
  filledLimits,
  NearView,
  pendingHeight,
  WINDOW_MIN_CARDS,
} from './menu-window';

export interface MenuSectionListProps {
  sections: readonly MenuSection[];
  /** The applied search (after its 300 ms), not the text being typed. */
  appliedSearch: string;
  hrefOf: (product: Product) => string | null;
  priceOf: (product: Product) => string | null;
  placeholder: string | null;
  onMissingPath: (product: Product) => void;
  isSlider: boolean;
  /** Two columns (desktop, not slider mode). */
  hasColumns: boolean;
}

/**
 * MENU's sections (ordering.md §2 "Menu"). Memoised, and every prop is stable while the diner types: a
 * keystroke rewrites ?search and renders MenuScreen, not this list nor its cards; the applied search (300 ms
 * later) does. On a long menu (WINDOW_MIN_CARDS) the cards of sections past the first ones render when they
 * come near the view and unmount when far from it, a chunk of cards per commit (menu-window.tsx); headings, subcategory cards (#cat-…-subcat-…) and section ids stay.
 * A shorter menu renders the cards of its first view in its first commit and the others a chunk per commit
 * after it (`filledLimits`, menu-window.tsx), so no single task renders the whole menu.
 */
export const MenuSectionList = memo(function MenuSectionList({
  sections,
  appliedSearch,
  hrefOf,
  priceOf,
  placeholder,
  onMissingPath,
  isSlider,
  hasColumns,
}: MenuSectionListProps) {
  const { t } = useTranslation();
  const menuBrowsing = useFlowRef('menuBrowsing');
  const isSearching = appliedSearch.trim() !== '';
  const cardCount = sections.reduce((n, s) => n + s.products.length, 0);
  const isWindowed = cardCount > WINDOW_MIN_CARDS;
  const columns = hasColumns ? 2 : 1;
  // Each section's own cards (not those shown under its subcategory cards).
  const owns = sections.map((section) => {
    const subcategories = section.category?.subcategories ?? [];
    if (subcategories.length === 0 || isSearching) return section.products;
    const inSubcategory = new Set(subcategories.flatMap((s) => s.products.map((p) => p.sku)));
    return section.products.filter((p) => !inSubcategory.has(p.sku));
  });
  // The estimated height filled so far (only grows: a later search or filter renders its cards at once once
  // the first fill is done); the next chunk is asked for after this commit is on the page.
  const [shownPx, setShownPx] = useState(FIRST_VIEW_PX);
  const filled = filledLimits(
    owns.map((own) => own.length),
    shownPx,
    columns,
    isSlider,
  );
  const isFilling = !isWindowed && filled.some((limit, index) => limit < owns[index].length);
  useEffect(() => {
    if (isFilling) startTransition(() => setShownPx(shownPx + FILL_CHUNK_PX));
  }, [isFilling, shownPx]);
  return (
    <div className={`menu-sections${hasColumns ? ' menu-sections--columns' : ''}`}>
      {sections.map((section, index) => {
        const subcategories = section.category?.subcategories ?? [];
        const own = owns[index];
        const list = (limit?: number) => (
          <ProductList
            products={own}
            limit={limit}
            reserveHeight={isWindowed ? undefined : pendingHeight(own.length, columns, isSlider)}
            hrefOf={hrefOf}
            priceOf={priceOf}
            placeholder={placeholder}
            onMissingPath={onMissingPath}
            isSlider={isSlider}
          />
        );
        return (
          <MenuSectionView
            key={section.key}
            section={section}
            title={section.isLastOrders ? t('menu.lastOrders') : section.title}
            onSeeAll={
              section.slug && !section.isLastOrders && section.category?.type !== 'preferences'
                ? () => menuBrowsing.send({ type: 'menuBrowsing.seeAllRequested', slug: section.slug ?? '' })
                : undefined
            }
            subcategories={
              subcategories.length > 0 && section.slug ? (
                <SubcategoryCards
                  categorySlug={section.slug}
                  subcategories={subcategories.filter((s) => s.products.length > 0)}
                  placeholder={placeholder}
                  onOpen={(subcategoryId) =>
                    menuBrowsing.send({
                      type: 'menuBrowsing.subcategoryOpened',
                      categorySlug: section.slug ?? '',
                      subcategoryId,
                    })
                  }
                />
              ) : null
            }
          >
            {isWindowed ? (
              <NearView
                eager={index < EAGER_SECTIONS}
                first={filled[index]}
                height={pendingHeight(own.length, columns, isSlider)}
                total={own.length}
              >
                {list}
              </NearView>
            ) : (
              list(filled[index])
            )}
          </MenuSectionView>
        );
      })}
    </div>
  );
});
