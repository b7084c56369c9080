import { memo, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, Subcategory } from '@/machines/catalogue/catalogue.types';
import type { CarouselEntry, MenuSection } from '@/machines/menu-browsing/menu-rules';
import { subcategoryAnchor } from '@/machines/menu-browsing/menu-rules';
import { ProductCard } from './product-card';

/** The DOM id of a section (the scroll target and the carousel's observer use it). */
export const sectionDomId = (key: string) => `menu-section-${key}`;

export interface ProductListProps {
  products: readonly Product[];
  /** Renders only the first `limit` products (a long menu's section filling or emptying, menu-window.tsx). */
  limit?: number;
  /** While `limit` hides some products: the list's estimated full height (px), so nothing below it moves. */
  reserveHeight?: number;
  hrefOf: (product: Product) => string | null;
  priceOf: (product: Product) => string | null;
  placeholder: string | null;
  onMissingPath: (product: Product) => void;
  /** Slider mode: one horizontal carousel with prev/next buttons. */
  isSlider?: boolean;
}

/**
 * A list of product cards (or a slider of small cards). Memoised: with stable `hrefOf` / `priceOf` a keystroke
 * in the search bar (which rewrites ?search and renders the screen) renders neither the list nor its cards.
 */
export const ProductList = memo(function ProductList({
  products,
  limit,
  reserveHeight,
  hrefOf,
  priceOf,
  placeholder,
  onMissingPath,
  isSlider,
}: ProductListProps) {
  const isPartial = limit !== undefined && limit < products.length;
  const { t } = useTranslation();
  // Once per list, not once per card (i18next's `t`, a call per card among them, was 52 ms of a cold load's
  // CPU profile at 4×).
  const seePricesText = t('menu.seePrices');
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  const list = (
    <ul
      ref={track}
      className={isSlider ? 'product-slider__track' : 'product-list'}
      style={isPartial && reserveHeight ? { minHeight: reserveHeight } : undefined}
    >
      {(isPartial ? products.slice(0, limit) : products).map((product) => (
        <li key={product.sku} className="product-list__item">
          <ProductCard
            product={product}
            href={hrefOf(product)}
            price={priceOf(product)}
            seePricesText={seePricesText}
            variant={isSlider ? 'small' : 'list'}
            placeholder={placeholder}
            onMissingPath={onMissingPath}
          />
        </li>
      ))}
    </ul>
  );
  if (!isSlider) return list;
  return (
    <div className="product-slider">
      <button
        type="button"
        className="product-slider__arrow"
        aria-label={t('menu.previous')}
        onClick={() => scrollBy(-1)}
      >
        ‹
      </button>
      {list}
      <button
        type="button"
        className="product-slider__arrow"
        aria-label={t('menu.next')}
        onClick={() => scrollBy(1)}
      >
        ›
      </button>
    </div>
  );
});

export interface SubcategoryCardsProps {
  categorySlug: string;
  subcategories: readonly Subcategory[];
  onOpen: (subcategoryId: string) => void;
  placeholder: string | null;
}

/** Subcategory cards (image, name, description); each card's id is the #cat-…-subcat-… anchor. */
export function SubcategoryCards({
  categorySlug,
  subcategories,
  onOpen,
  placeholder,
}: SubcategoryCardsProps) {
  return (
    <ul className="subcategory-cards">
      {subcategories.map((sub) => (
        <li key={sub.id} id={subcategoryAnchor(categorySlug, sub.id)}>
          <button type="button" className="subcategory-card" onClick={() => onOpen(sub.id)}>
            <span className="subcategory-card__media">
              {sub.image || placeholder ? (
                <img
                  src={sub.image || placeholder || ''}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </span>
            <span className="subcategory-card__body">
              <span className="subcategory-card__name">{sub.name}</span>
              {sub.description ? (
                <span className="subcategory-card__description">{sub.description}</span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface MenuSectionViewProps {
  section: MenuSection;
  title: string;
  /** 'Ver todo' (not on 'Tus últimos pedidos' nor in search mode). */
  onSeeAll?: () => void;
  subcategories?: ReactNode;
  children: ReactNode;
}

/**
 * One section of MENU. Rendered with `content-visibility: auto` and an intrinsic size (menu.css), so the
 * browser lays out and paints only the sections near the viewport: 2,000 products stay fast without a
 * windowing library (docs/ordering-menu.md "Long menus").
 */
export function MenuSectionView({ section, title, onSeeAll, subcategories, children }: MenuSectionViewProps) {
  const { t } = useTranslation();
  const headingId = `${sectionDomId(section.key)}-title`;
  return (
    <section
      id={sectionDomId(section.key)}
      data-section={section.key}
      className={`menu-section${section.isSearchGroup ? ' menu-section--search' : ''}`}
      aria-labelledby={headingId}
      // i18n-exempt: a CSS length, not text.
      style={{ containIntrinsicSize: `auto ${120 + section.products.length * 112}px` }}
    >
      <div className="menu-section__header">
        <h2 id={headingId} className="menu-section__title">
          {title}
        </h2>
        {onSeeAll ? (
          <button type="button" className="menu-section__see-all" onClick={onSeeAll}>
            {t('menu.seeAll')}
            <span className="visually-hidden"> {title}</span>
          </button>
        ) : null}
      </div>
      {subcategories}
      {children}
    </section>
  );
}

export interface CategoryCarouselProps {
  entries: readonly CarouselEntry[];
  /** The highlighted, centred tile (the selected filter, else the section in view). */
  activeId: string | null;
  selectedSlug: string | null;
  onTap: (entry: CarouselEntry) => void;
  isCompact: boolean;
}

/**
 * The sticky category carousel (ordering.md §2 "Category carousel"): image tiles ('preferences' entries get
 * a tag mark and act as tag filters), the selected tile highlighted and centred, smaller once the page has
 * scrolled, prev/next arrows on desktop. Memoised: a keystroke in the search bar does not render its tiles again.
 */
export const CategoryCarousel = memo(function CategoryCarousel({
  entries,
  activeId,
  selectedSlug,
  onTap,
  isCompact,
}: CategoryCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  // The active tile is centred in the track (at once on the first render, smoothly later); only the track
  // scrolls, horizontally, never the page.
  const hasCentred = useRef(false);
  useEffect(() => {
    const list = track.current;
    const tile =
      list?.querySelector<HTMLElement>('li[data-selected]') ??
      list?.querySelector<HTMLElement>('li[data-active]');
    const isFirst = !hasCentred.current;
    hasCentred.current = true;
    if (!list || !tile || (activeId === null && selectedSlug === null)) return;
    const left =
      list.scrollLeft +
      tile.getBoundingClientRect().left -
      list.getBoundingClientRect().left -
      (list.clientWidth - tile.offsetWidth) / 2;
    // i18n-exempt: a CSS media query, not text.
    const instant = isFirst || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // 'instant', not 'auto': the track's CSS scroll-behavior is smooth, which 'auto' would follow.
    list.scrollTo?.({ left: Math.max(0, left), behavior: instant ? 'instant' : 'smooth' });
  }, [activeId, selectedSlug]);
  return (
    <nav
      className={`category-carousel${isCompact ? ' category-carousel--compact' : ''}`}
      aria-label={t('menu.categories')}
    >
      <button
        type="button"
        className="category-carousel__arrow"
        aria-label={t('menu.previous')}
        onClick={() => scrollBy(-1)}
      >
        ‹
      </button>
      <ul ref={track} className="category-carousel__track">
        {entries.map((entry) => {
          const isActive = entry.id === activeId || entry.slug === selectedSlug;
          return (
            <li
              key={entry.id}
              data-active={isActive || undefined}
              data-selected={entry.slug === selectedSlug || undefined}
            >
              <button
                type="button"
                className={`category-tile${isActive ? ' is-active' : ''}`}
                aria-pressed={entry.slug === selectedSlug}
                onClick={() => onTap(entry)}
              >
                <span className="category-tile__media">
                  {entry.isTag ? (
                    <svg
                      className="category-tile__tag"
                      viewBox="0 0 24 24"
                      width="28"
                      height="28"
                      aria-hidden="true"
                    >
                      <path
                        d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Zm5-5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
                        fill="currentColor"
                      />
                    </svg>
                  ) : entry.image ? (
                    <img src={entry.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  ) : null}
                </span>
                <span className="category-tile__name">{entry.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="category-carousel__arrow"
        aria-label={t('menu.next')}
        onClick={() => scrollBy(1)}
      >
        ›
      </button>
    </nav>
  );
});

/** Skeletons (ordering.md §9): 8 categories, and 3 sections of 4 rows or 5 slider cards. */
export function MenuSkeleton({ isSlider }: { isSlider?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="menu-skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="menu-skeleton__tiles">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <span key={i} className="skeleton menu-skeleton__tile" />
        ))}
      </div>
      {isSlider ? (
        <div className="menu-skeleton__slider">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
            <span key={i} className="skeleton menu-skeleton__card" />
          ))}
        </div>
      ) : (
        Array.from({ length: 3 }, (_, s) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <div key={s} className="menu-skeleton__section">
            {Array.from({ length: 4 }, (_, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
              <span key={r} className="skeleton menu-skeleton__row" />
            ))}
          </div>
        ))
      )}
    </div>
  );
}
