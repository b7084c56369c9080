import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { selectCartLine } from '@/machines/cart/cart.selectors';
import type { CartLine } from '@/machines/cart/cart.types';
import { matchProductPath } from '@/machines/order-preparation/product-route';
import { selectUser } from '@/machines/session/session.selectors';
import { useBrand, useFlow, useFlowRef, usePreferredConsumeType, useSession } from '@/src/app/hooks';
import { useUiText } from '@/src/i18n/use-ui-text';
import { ProductBottomBar, ProductHeader, ProductOverlayFrame, ProductSkeleton } from './product-overlay';
import { AditionalsSection, ObservationsField, OptionGroupSection, UpsellSection } from './product-parts';
import { type ProductFlowView, useProductFlow } from './use-product-flow';
import '@/src/styles/product.css';

const noLine = (): CartLine | undefined => undefined;

/**
 * The product overlay's route (§2 "Product overlay (product/:sku)", "Product edit"): any
 * `{basePath}/product/{sku}` or `{basePath}/product/{storeId}/{sku}/{orderProductId}` path, over the page
 * that stays rendered below. On mount it tells orderPreparation what to open (the edited line comes from
 * the cart's selectCartLine); leaving the path tells it the overlay went away.
 */
export function ProductScreen() {
  const [pathname] = useLocation();
  const search = useSearch();
  const route = useMemo(() => matchProductPath(pathname), [pathname]);
  const flow = useFlowRef('orderPreparation');
  const brand = useBrand();
  const user = useSession(selectUser);
  const line = useFlow('cart', route?.orderProductId ? selectCartLine(route.orderProductId) : noLine);
  const businessType = brand.businessType;
  const priceCategory = user?.priceCategory ?? null;
  const userId = user?._id ?? null;
  const consumeType = usePreferredConsumeType();

  useEffect(() => {
    if (!route) return;
    flow.send({
      type: 'orderPreparation.opened',
      request: {
        sku: route.sku,
        brandId: brand._id,
        storeId: route.storeId ?? route.branchStoreId ?? line?.storeId ?? '',
        branchId: route.branchId,
        basePath: route.basePath,
        search: search ? `?${search}` : '',
        line: line ?? null,
        // The diner's preferred consume type picks the price of a per-consume-type product (as the menu's cards).
        priceContext: { businessType, priceCategory, consumeType },
        userId,
      },
    });
  }, [flow, route, brand._id, search, line, businessType, priceCategory, consumeType, userId]);

  useEffect(() => () => flow.send({ type: 'orderPreparation.dismissed' }), [flow]);

  const view = useProductFlow();
  if (!route) return null;
  return <ProductOverlay view={view} />;
}

/** The overlay's content from the flow's view. */
function ProductOverlay({ view }: { view: ProductFlowView }) {
  const { t } = useTranslation();
  const maxQtyText = useUiText([view.maxQtyError ?? undefined])(view.maxQtyError ?? undefined);
  const title = view.product ? view.content(view.product.name) : null;
  return (
    <ProductOverlayFrame
      title={title}
      onBack={view.on.close}
      footer={
        view.hasProduct ? (
          <ProductBottomBar
            total={view.total}
            formatPrice={view.formatPrice}
            quantity={view.quantity}
            canDecrease={view.canDecrease}
            isTypedQuantity={view.isTypedQuantity}
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
      {view.isUnavailable && (
        <div className="product-unavailable">
          <p>{t('product.unavailable')}</p>
          <button type="button" className="button button--secondary" onClick={view.on.close}>
            {t('product.back')}
          </button>
        </div>
      )}
      {view.hasProduct && view.product && (
        <>
          <ProductHeader product={view.product} content={view.content} />
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
          <AditionalsSection
            aditionals={view.aditionals}
            content={view.content}
            formatPrice={view.formatPrice}
            onAdd={view.on.addAditional}
            onRemove={view.on.removeAditional}
          />
          <ObservationsField value={view.observations} onChange={view.on.observations} />
          <UpsellSection
            groups={view.upsells}
            content={view.content}
            formatPrice={view.formatPrice}
            onAdd={view.on.addUpsell}
            onRemove={view.on.removeUpsell}
            onChange={view.on.changeUpsell}
          />
        </>
      )}
    </ProductOverlayFrame>
  );
}
