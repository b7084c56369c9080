import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@/machines/order-preparation/order-preparation.selectors';
import { DialogLayer } from '@/src/shell/dialog-layer';
import { DietaryMarks } from './dietary-marks';
import { type ContentLookup, Stepper } from './product-parts';

export interface ProductOverlayFrameProps {
  /** The product's name once loaded (labels the dialog). */
  title: string | null;
  onBack: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The overlay over HOME/MENU (§2 "Product overlay"): slides in from the right in 300 ms (CSS, none with
 * reduced motion), locks the page scroll, traps the focus and returns it on close (the shell's modal layer,
 * src/shell/dialog-layer.tsx); Escape is 'Volver'; a press on the backdrop does nothing.
 */
export function ProductOverlayFrame({ title, onBack, children, footer }: ProductOverlayFrameProps) {
  const { t } = useTranslation();
  return (
    <DialogLayer className="product-overlay-backdrop" onEscape={onBack}>
      <div className="product-overlay">
        <div
          className="product-overlay__dialog"
          role="dialog"
          aria-modal="true"
          aria-label={title ?? t('common.loading')}
          tabIndex={-1}
        >
          <div className="product-overlay__top">
            <button type="button" className="product-overlay__back" onClick={onBack}>
              <span aria-hidden="true">‹ </span>
              {t('product.back')}
            </button>
          </div>
          <div className="product-overlay__scroll" data-product-scroll>
            {children}
          </div>
          {footer}
        </div>
      </div>
    </DialogLayer>
  );
}

/** Shimmer skeletons while the product loads. */
export function ProductSkeleton() {
  return (
    <div className="product-skeleton" aria-hidden="true">
      <div className="shimmer product-skeleton__image" />
      <div className="shimmer product-skeleton__line product-skeleton__line--title" />
      <div className="shimmer product-skeleton__line" />
      <div className="shimmer product-skeleton__line product-skeleton__line--short" />
      <div className="shimmer product-skeleton__block" />
    </div>
  );
}

export interface ProductHeaderProps {
  product: ProductView;
  content: ContentLookup;
}

/** Image (imageShow), name, tags ('ref', with icons), description and allergen icons ('alergenos'), labelled. */
export function ProductHeader({ product, content }: ProductHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="product-header">
      <div className="product-header__image">
        {product.imageShow && (
          <img src={product.imageShow} alt="" width={390} height={260} loading="lazy" decoding="async" />
        )}
      </div>
      <h2 className="product-header__name">{content(product.name)}</h2>
      <DietaryMarks
        names={product.tags}
        label={t('product.tags')}
        className="product-header__tags"
        content={content}
      />
      {product.description && <p className="product-header__description">{content(product.description)}</p>}
      <DietaryMarks
        names={product.allergens}
        label={t('product.allergens')}
        className="product-header__allergens"
        content={content}
      />
    </div>
  );
}

export interface ProductBottomBarProps {
  total: number;
  formatPrice: (value: number) => string;
  quantity: number;
  canDecrease: boolean;
  /** b2b: a numeric field 'Cantidad:' instead of the stepper. */
  isTypedQuantity: boolean;
  quantityText: string;
  isEditing: boolean;
  isSaving: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onQuantityTyped: (text: string) => void;
  onQuantityBlurred: () => void;
  onSubmit: () => void;
}

/** The bottom bar (§2): the total or 'Selecciona un producto', the quantity, and the save button. */
export function ProductBottomBar({
  total,
  formatPrice,
  quantity,
  canDecrease,
  isTypedQuantity,
  quantityText,
  isEditing,
  isSaving,
  onDecrease,
  onIncrease,
  onQuantityTyped,
  onQuantityBlurred,
  onSubmit,
}: ProductBottomBarProps) {
  const { t } = useTranslation();
  return (
    <div className="product-bar">
      <div className="product-bar__row">
        {isTypedQuantity ? (
          <label className="product-bar__typed">
            {t('product.quantity')}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="product-bar__input"
              value={quantityText}
              onChange={(event) => onQuantityTyped(event.currentTarget.value)}
              onBlur={onQuantityBlurred}
            />
          </label>
        ) : (
          <Stepper
            value={quantity}
            label={t('product.quantity')}
            canDecrease={canDecrease}
            decreaseLabel={t('product.decrease')}
            increaseLabel={t('product.increase')}
            onDecrease={onDecrease}
            onIncrease={onIncrease}
          />
        )}
        <p className="product-bar__total" aria-live="polite">
          {total > 0 ? (
            <>
              <span className="visually-hidden">{t('product.total')} </span>
              {formatPrice(total)}
            </>
          ) : (
            t('product.selectProduct')
          )}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary button--full product-bar__submit"
        aria-disabled={isSaving || undefined}
        data-pending={isSaving || undefined}
        onClick={() => {
          if (!isSaving) onSubmit();
        }}
      >
        {isEditing ? t('product.save') : t('product.add')}
      </button>
    </div>
  );
}
