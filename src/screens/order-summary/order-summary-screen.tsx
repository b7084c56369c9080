import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCartLines,
  selectCartTotal,
  selectIsB2b,
  selectIsQuoting,
  selectIsSummaryEmpty,
  selectServerQuote,
  selectSuggestions,
  suggestionPrice,
} from '@/machines/cart/cart.selectors';
import type { CartLine } from '@/machines/cart/cart.types';
import { sameSummaryChanges, selectSummaryChanges } from '@/machines/cart/summary-changes.selectors';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { ContentText } from '@/src/i18n/content-text';
import { QuoteChangesNotice, Suggestions, SummaryLine, SummaryTotals } from './order-summary-view';
import { useQuantityText } from './use-quantity-text';
import { useSuggestionModal } from './use-suggestion-modal';
import '@/src/styles/cart.css';

/**
 * ORDER_SUMMARY, 'Mi orden' (ordering.md §2 "Order summary"): the branch, the cart lines with their
 * customisations, quantity controls (b2b: a typed field) and 'Editar', the totals with the server's quote of
 * the same lines, '¿Querés sumar algo más?', and the checkout bar ('Confirmar orden'). With an empty cart it
 * says 'No hay productos en la orden' and the cart flow redirects.
 */
export function OrderSummaryScreen() {
  const { t } = useTranslation();
  const cart = useFlowRef('cart');
  const branch = useFlow('currentBranch', selectBranch);
  const lines = useFlow('cart', selectCartLines);
  const total = useFlow('cart', selectCartTotal);
  const isEmpty = useFlow('cart', selectIsSummaryEmpty);
  const isB2b = useFlow('cart', selectIsB2b);
  const quote = useFlow('cart', selectServerQuote);
  const isQuoting = useFlow('cart', selectIsQuoting);
  const changes = useFlow('cart', selectSummaryChanges, sameSummaryChanges);
  const suggestions = useFlow('cart', selectSuggestions);
  const home = branch ? `${ROUTES.HOME}/${branch.id}/${branch.storeId}` : ROUTES.BASE;
  useScreenLayout(
    { title: 'cart.title', goBack: home },
    { checkoutBar: true, navBar: false, ivaDisclaimer: true },
  );

  useEffect(() => {
    cart.send({ type: 'cart.summaryOpened' });
    return () => cart.send({ type: 'cart.summaryClosed' });
  }, [cart]);

  const increase = useCallback(
    (orderProductId: string) => cart.send({ type: 'cart.lineIncreased', orderProductId }),
    [cart],
  );
  const decrease = useCallback(
    (orderProductId: string) => cart.send({ type: 'cart.lineRemoved', orderProductId }),
    [cart],
  );
  const typed = useCallback(
    (orderProductId: string, value: string) =>
      cart.send({ type: 'cart.quantityTyped', orderProductId, value }),
    [cart],
  );
  const committed = useCallback(
    (orderProductId: string) => cart.send({ type: 'cart.quantityCommitted', orderProductId }),
    [cart],
  );
  const removeWithdrawn = useCallback(
    (orderProductId: string) => cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId }),
    [cart],
  );
  // A suggestion opens the customisation modal (§2), which hands the prepared line to the cart.
  const openSuggestion = useSuggestionModal();
  const editHref = (line: CartLine) =>
    `${ROUTES.ORDER_SUMMARY}/product/${line.storeId ?? branch?.storeId ?? ''}/${line.sku}/${line.orderProductId}`;

  return (
    <div className="screen order-summary">
      {branch ? (
        <header className="order-summary__branch">
          <ContentText text={branch.name} as="p" className="order-summary__branch-name" />
          <ContentText text={branch.address} as="p" className="order-summary__branch-address" />
        </header>
      ) : null}
      {isEmpty ? (
        <p className="order-summary__empty" role="status">
          {t('cart.empty')}
        </p>
      ) : (
        <>
          <QuoteChangesNotice changes={changes} onRemove={removeWithdrawn} />
          <ul className="order-summary__lines" aria-label={t('cart.lines')}>
            {lines.map((line) => (
              <SummaryLineContainer
                key={line.orderProductId}
                line={line}
                editHref={editHref(line)}
                isB2b={isB2b}
                onIncrease={increase}
                onDecrease={decrease}
                onQuantityTyped={typed}
                onQuantityCommitted={committed}
              />
            ))}
          </ul>
          <SummaryTotals total={total} serverTotal={quote ? quote.total : null} isQuoting={isQuoting} />
          <Suggestions suggestions={suggestions} priceOf={suggestionPrice} onOpen={openSuggestion} />
        </>
      )}
    </div>
  );
}

type ContainerProps = Omit<Parameters<typeof SummaryLine>[0], 'quantityText'>;

/** Reads the b2b field's text for its own line only. */
function SummaryLineContainer(props: ContainerProps) {
  const quantityText = useQuantityText(props.line.orderProductId);
  return <SummaryLine {...props} quantityText={quantityText} />;
}
