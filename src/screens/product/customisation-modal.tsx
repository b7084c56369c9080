import { useTranslation } from 'react-i18next';
import { selectIsMobile } from '@/machines/layout/layout.selectors';
import {
  selectIsClosingModal,
  selectIsModalShown,
} from '@/machines/order-preparation/order-preparation.selectors';
import { useFlow, useLayout } from '@/src/app/hooks';
import { ModalFrame } from '@/src/shell/modal';
import { ProductBottomBar, ProductSkeleton } from './product-overlay';
import { OptionGroupSection } from './product-parts';
import { useProductFlow } from './use-product-flow';
import '@/src/styles/product.css';

/**
 * The customisation modal (§2 "Customisation modal"), opened from a related/suggested product strip with
 * `orderPreparation.opened` and `presentation: 'modal'` (edit mode when a cart line is passed). It follows
 * the spec's "Other reading (modal)": selecting adds 1, removing subtracts 1, maxQty 1 is a radio group;
 * a group the selection completes closes and the next required one opens. The minus at 1 closes it (and
 * in edit mode removes the product from the order); closing resets it after 300 ms.
 */
/** The modal while the flow shows it (the app's host renders this once the flow runs). */
export function CustomisationModalWhenShown() {
  return useFlow('orderPreparation', selectIsModalShown) ? <CustomisationModal /> : null;
}

export function CustomisationModal() {
  const { t } = useTranslation();
  const view = useProductFlow();
  const isMobile = useLayout(selectIsMobile);
  const isClosing = useFlow('orderPreparation', selectIsClosingModal);
  const title = view.product ? view.content(view.product.name) : t('common.loading');
  const maxQtyText = view.uiText(view.maxQtyError ?? undefined);
  return (
    <ModalFrame
      title={title}
      isMobile={isMobile}
      isClosing={isClosing}
      isDismissable
      onDismiss={view.on.close}
      footer={
        view.hasProduct ? (
          <ProductBottomBar
            total={view.total}
            formatPrice={view.formatPrice}
            quantity={view.quantity}
            canDecrease={view.canDecrease}
            isTypedQuantity={false}
            quantityText={view.quantityText}
            isEditing={view.isEditing}
            isSaving={view.isSaving}
            onDecrease={view.on.decrease}
            onIncrease={view.on.increase}
            onQuantityTyped={view.on.typed}
            onQuantityBlurred={view.on.blurred}
            onSubmit={view.on.submit}
          />
        ) : null
      }
    >
      {view.isLoading && <ProductSkeleton />}
      {view.isUnavailable && <p>{t('product.unavailable')}</p>}
      {view.hasProduct && (
        <div className="customisation">
          <h3 className="product-section__title">{t('product.customize')}</h3>
          {maxQtyText && (
            <p className="product-limit" role="alert">
              {maxQtyText}
            </p>
          )}
          {view.groups.map((group) => (
            <OptionGroupSection
              key={group.id}
              group={group}
              content={view.content}
              uiText={view.uiText}
              formatPrice={view.formatPrice}
              onToggle={view.on.toggleGroup}
              onChoose={view.on.choose}
              onRemove={view.on.remove}
            />
          ))}
        </div>
      )}
    </ModalFrame>
  );
}
