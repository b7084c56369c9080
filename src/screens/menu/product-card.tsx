import { type MouseEvent, memo, useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { Product } from '@/machines/catalogue/catalogue.types';
import { normalise } from '@/machines/rules/format';
import { watchCardImage } from './card-images';

// i18n-exempt-file: the dietary tag names are wire values compared with the server's tags, not text shown.
/** ordering.md §3 "Dietary tags": the tags that have an icon; any other tag is ignored on a card. */
export const DIETARY_TAGS = [
  'sin gluten',
  'sin tacc',
  'vegetariano',
  'deslactosado',
  'vegano',
  'keto',
  'gluten',
  'lacteos',
  'pescado',
  'huevo',
  'crustaceos',
  'frutos secos',
  'soja',
  'dioxidodeazufre',
  'mani',
] as const;
const KNOWN_TAGS = new Set<string>(DIETARY_TAGS);
const tagKey = (tag: string) => normalise(tag).replace(/^dioxido de azufre$/, 'dioxidodeazufre');
/** A tag's short mark (its initials), shown in a round badge; its name is the accessible label. */
const initials = (tag: string) =>
  tag
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

export const knownTags = (ref: readonly string[] | null | undefined): string[] =>
  (ref ?? []).filter((tag) => KNOWN_TAGS.has(tagKey(tag)));

/** Product names are shown capitalised (ordering.md §2 "Product cards"). */
export const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase('es-AR') + name.slice(1);

/**
 * The card's picture: sized (no layout shift), decoded off the main thread where the format allows, and given
 * its `src` when near the view and the list is not flung (card-images.ts); until then the media box shows the
 * placeholder background.
 */
function CardImage({ src }: { src: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => (image.current ? watchCardImage(image.current, src) : undefined), [src]);
  return <img ref={image} alt="" width={96} height={96} decoding="async" />;
}

export interface ProductCardProps {
  product: Product;
  /**
   * The product path ({basePath}/product/{sku}), or null when it cannot be built. Without a query string it is
   * the same on every keystroke (the card does not render again); the click adds the page's query at that
   * moment, so the overlay and its 'Volver' keep ?search and the filters. A path with a query is kept as is.
   */
  href: string | null;
  /** The formatted price, or null for 'Ver Precios'. */
  price: string | null;
  seePricesText: string;
  /** 'list' adds the description; 'small' shows only name and price. */
  variant: 'list' | 'small';
  placeholder: string | null;
  /** Called when the path is missing (basePath or sku): nothing happens and the error is logged. */
  onMissingPath?: (product: Product) => void;
}

/** The path a tap on a card opens: its product path with the page's query string at the time of the tap. */
export const withCurrentQuery = (href: string): string =>
  href.includes('?') || typeof window === 'undefined' ? href : `${href}${window.location.search}`;

/** A plain click (no modifier key, the main button) opens the overlay in the page, as a wouter Link does. */
const isPlainClick = (event: MouseEvent) =>
  !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0);

/**
 * A product card (ordering.md §2 "Product cards"): the image (lazy, sized, the brand's placeholder), the
 * capitalised name, the price ('Ver Precios' at 0) and the dietary tag icons; the list variant adds the
 * description. A link to the product path, so it opens over the page and keeps the query string (read at the tap).
 */
export const ProductCard = memo(function ProductCard({
  product,
  href,
  price,
  seePricesText,
  variant,
  placeholder,
  onMissingPath,
}: ProductCardProps) {
  const image = product.imageShow || product.image || placeholder;
  const tags = knownTags(product.ref);
  const content = (
    <>
      <span className="product-card__media">{image ? <CardImage src={image} /> : null}</span>
      <span className="product-card__body">
        <span className="product-card__name">{capitalised(product.name)}</span>
        {variant === 'list' && product.description ? (
          <span className="product-card__description">{product.description}</span>
        ) : null}
        <span className="product-card__footer">
          <span className="product-card__price">{price ?? seePricesText}</span>
          {variant === 'list' && tags.length > 0 ? (
            <span className="product-card__tags">
              {tags.map((tag) => (
                <span key={tag} className="product-card__tag" role="img" aria-label={tag} title={tag}>
                  {initials(tag)}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  if (!href) {
    const report = (event: MouseEvent) => {
      event.preventDefault();
      onMissingPath?.(product);
    };
    return (
      <button type="button" className={`product-card product-card--${variant}`} onClick={report}>
        {content}
      </button>
    );
  }
  // A plain anchor, not wouter's Link: a Link subscribes to the location, so opening the overlay would render
  // every card of a 2,000-product menu again.
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event) || event.defaultPrevented) return;
    event.preventDefault();
    navigate(withCurrentQuery(href));
  };
  return (
    <a href={href} className={`product-card product-card--${variant}`} onClick={open}>
      {content}
    </a>
  );
});
