import { useEffect, useMemo } from 'react';
import type { UiText } from '@/locales/catalogue';
import {
  selectAditionals,
  selectCanDecrease,
  selectGroups,
  selectHasProduct,
  selectIsEditing,
  selectIsLoading,
  selectIsSaving,
  selectIsTypedQuantity,
  selectIsUnavailable,
  selectMaxQtyError,
  selectObservations,
  selectProductView,
  selectQuantity,
  selectQuantityText,
  selectScrollTarget,
  selectTotal,
  selectUpsellGroups,
} from '@/machines/order-preparation/order-preparation.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useContentTexts } from '@/src/i18n/content-text';
import { useUiText } from '@/src/i18n/use-ui-text';
import { usePrefersReducedMotion } from '@/src/shell/presence';

/** Structural equality for the view models the selectors build (small, plain data). */
const sameJson = <T>(a: T, b: T): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * What the product overlay and the customisation modal render, read from the orderPreparation flow with
 * selectors, and the named events they send. Also performs the scroll the flow asks for (§5: 300 ms after a
 * submit with missing groups) and reports it.
 */

/** Prices read one way in every language (§9 "Number format"), as on every other screen. */
const formatPriceOnce = (value: number) => formatCurrency(value);

export function useProductFlow() {
  const flow = useFlowRef('orderPreparation');
  const product = useFlow('orderPreparation', selectProductView, sameJson);
  const groups = useFlow('orderPreparation', selectGroups, sameJson);
  const aditionals = useFlow('orderPreparation', selectAditionals, sameJson);
  const upsells = useFlow('orderPreparation', selectUpsellGroups, sameJson);
  const maxQtyError = useFlow('orderPreparation', selectMaxQtyError, sameJson);
  const scrollTarget = useFlow('orderPreparation', selectScrollTarget);
  const reduceMotion = usePrefersReducedMotion();

  const contentTexts = useMemo(
    () => [
      ...(product ? [product.name, product.description, ...product.tags, ...product.allergens] : []),
      ...groups.flatMap((g) => [g.name, ...g.options.map((o) => o.name)]),
      ...aditionals.map((a) => a.name),
      ...upsells.flatMap((g) => [g.title, ...g.products.map((p) => p.name)]),
    ],
    [product, groups, aditionals, upsells],
  );
  const content = useContentTexts(contentTexts.filter(Boolean));
  const uiText = useUiText([maxQtyError ?? undefined]);

  useEffect(() => {
    if (!scrollTarget) return;
    const element = document.getElementById(`product-group-${scrollTarget}`);
    element?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    element?.querySelector<HTMLElement>('.product-group__toggle')?.focus({ preventScroll: true });
    flow.send({ type: 'orderPreparation.scrolled' });
  }, [scrollTarget, flow, reduceMotion]);

  const send = flow.send.bind(flow);
  return {
    product,
    groups,
    aditionals,
    upsells,
    maxQtyError,
    content,
    uiText: uiText as (message: UiText | undefined) => string | undefined,
    formatPrice: formatPriceOnce,
    isLoading: useFlow('orderPreparation', selectIsLoading),
    isUnavailable: useFlow('orderPreparation', selectIsUnavailable),
    hasProduct: useFlow('orderPreparation', selectHasProduct),
    total: useFlow('orderPreparation', selectTotal),
    quantity: useFlow('orderPreparation', selectQuantity),
    quantityText: useFlow('orderPreparation', selectQuantityText),
    canDecrease: useFlow('orderPreparation', selectCanDecrease),
    isTypedQuantity: useFlow('orderPreparation', selectIsTypedQuantity),
    isEditing: useFlow('orderPreparation', selectIsEditing),
    isSaving: useFlow('orderPreparation', selectIsSaving),
    observations: useFlow('orderPreparation', selectObservations),
    on: {
      toggleGroup: (groupId: string) => send({ type: 'orderPreparation.groupToggled', groupId }),
      choose: (optionKey: string) => send({ type: 'orderPreparation.ingredientChosen', optionKey }),
      remove: (optionKey: string) => send({ type: 'orderPreparation.ingredientRemoved', optionKey }),
      addAditional: (optionKey: string) => send({ type: 'orderPreparation.aditionalAdded', optionKey }),
      removeAditional: (optionKey: string) => send({ type: 'orderPreparation.aditionalRemoved', optionKey }),
      addUpsell: (productId: string) => send({ type: 'orderPreparation.upsellAdded', productId }),
      removeUpsell: (productId: string) => send({ type: 'orderPreparation.upsellRemoved', productId }),
      changeUpsell: (productId: string, quantity: number) =>
        send({ type: 'orderPreparation.upsellQuantityChanged', productId, quantity }),
      observations: (text: string) => send({ type: 'orderPreparation.observationsChanged', text }),
      increase: () => send({ type: 'orderPreparation.quantityIncreased' }),
      decrease: () => send({ type: 'orderPreparation.quantityDecreased' }),
      typed: (text: string) => send({ type: 'orderPreparation.quantityTyped', text }),
      blurred: () => send({ type: 'orderPreparation.quantityBlurred' }),
      submit: () => send({ type: 'orderPreparation.submitted' }),
      close: () =>
        send({ type: 'orderPreparation.closeRequested', hasPreviousEntry: window.history.length > 1 }),
    },
  };
}

export type ProductFlowView = ReturnType<typeof useProductFlow>;
