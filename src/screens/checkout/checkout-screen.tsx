import { type ChangeEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCart } from '@/machines/cart/cart.selectors';
import type { CheckoutField, ConsumeType } from '@/machines/checkout/checkout.rules';
import {
  sameOptions,
  selectChangeAction,
  selectConsumeOptions,
  selectConsumeType,
  selectDeliveryBanner,
  selectFocusRequest,
  selectGuestPromoAmount,
  selectInvalidField,
  selectIsCartEmpty,
  selectIsConsumeTypeLocked,
  selectIsGuestPromoShown,
  selectIsSendBlocked,
  selectPaymentLabel,
  selectPickUpError,
  selectPickUpMinimum,
  selectPickUpValue,
  selectQuoteError,
  selectTable,
  selectUnavailable,
  selectValidityError,
} from '@/machines/checkout/checkout.selectors';
import { CHECKOUT_GUEST_MODAL_ID, type FocusField } from '@/machines/checkout/checkout.setup';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { selectAvailablePoints } from '@/machines/points/points.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { ROUTES } from '@/machines/rules/routes';
import { selectIsSending } from '@/machines/send-order/send-order.selectors';
import { selectUser } from '@/machines/session/session.selectors';
import { selectProviderName } from '@/machines/social-login/social-login.selectors';
import { useFlow, useFlowRef, usePreferredConsumeType } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { Button } from '@/src/shell/button';
import { ShellModal } from '@/src/shell/modal';
import { ProcessingScreen } from '../processing/processing-screen';
import { DeliveryContent } from './checkout-delivery';
import { QuoteChanges, Totals } from './checkout-totals';
import '@/src/styles/checkout.css';

/**
 * CHECKOUT, 'Mi orden' (ordering.md §2 "Checkout"): the 'Tipo de consumición' chooser, the per-type content (the
 * table, the pick-up time, the address and delivery option), 'Método de pago', the server's totals, the delivery
 * banner, 'Enviar orden' (or 'No disponible'), and for guests the promo and the registration modal. While sendOrder
 * works, the processing/result screen takes its place. Everything it shows comes from the checkout flow's selectors.
 */
function CheckoutContent() {
  useScreenLayout(
    { title: 'checkout.title', goBack: ROUTES.ORDER_SUMMARY },
    { navBar: false, checkoutBar: false },
  );
  const checkout = useFlowRef('checkout');
  const isSending = useFlow('sendOrder', selectIsSending);
  const cart = useFlow('cart', selectCart);
  const branch = useFlow('currentBranch', selectBranch);
  const user = useFlow('session', selectUser);
  const availablePoints = useFlow('points', selectAvailablePoints);
  const preferredConsumeType = usePreferredConsumeType();

  // Opening checkout is what happened: the flow applies the opening rules to what the other flows hold now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen opens only.
  useEffect(() => {
    checkout.send({ type: 'checkout.opened', cart, branch, user, availablePoints, preferredConsumeType });
    return () => checkout.send({ type: 'checkout.closed' });
  }, [checkout]);

  if (isSending) return <ProcessingScreen />;
  return <CheckoutView />;
}

function CheckoutView() {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const options = useFlow('checkout', selectConsumeOptions, sameOptions);
  const selected = useFlow('checkout', selectConsumeType);
  const isLocked = useFlow('checkout', selectIsConsumeTypeLocked);
  const changeAction = useFlow('checkout', selectChangeAction);
  const unavailable = useFlow('checkout', selectUnavailable);
  const banner = useFlow('checkout', selectDeliveryBanner);
  const validity = useFlow('checkout', selectValidityError);
  const paymentLabel = useFlow('checkout', selectPaymentLabel);
  const quoteError = useFlow('checkout', selectQuoteError);
  const isSendBlocked = useFlow('checkout', selectIsSendBlocked);
  const isCartEmpty = useFlow('checkout', selectIsCartEmpty);
  const text = useUiText([
    ...options.map((o) => o.label),
    banner ?? '',
    validity ?? '',
    paymentLabel,
    quoteError ?? '',
  ]);
  const groupLabel = useId();
  const validityId = useId();
  const invalidField = useFlow('checkout', selectInvalidField);
  const focusRequest = useFlow('checkout', selectFocusRequest);
  const sectionRef = useRef<HTMLDivElement>(null);

  // After a refused 'Enviar orden' the flow names the first invalid field: the focus goes there (issue 12).
  useEffect(() => {
    if (!focusRequest) return;
    sectionRef.current?.querySelector<HTMLElement>(FOCUS_TARGETS[focusRequest])?.focus();
    checkout.send({ type: 'checkout.focusMoved' });
  }, [focusRequest, checkout]);

  const choose = useCallback(
    (consumeType: ConsumeType) => checkout.send({ type: 'checkout.consumeTypeChosen', consumeType }),
    [checkout],
  );
  const change = useCallback(() => {
    if (changeAction === 'scanQr') checkout.send({ type: 'checkout.scanQrRequested' });
    else if (changeAction === 'changeAddress') checkout.send({ type: 'checkout.changeAddressRequested' });
    else checkout.send({ type: 'checkout.changeRequested' });
  }, [checkout, changeAction]);
  // The send is handled inside the tap: sendOrder's provider window must open in the user's gesture.
  const send = useCallback(() => checkout.send({ type: 'checkout.sendRequested' }), [checkout]);

  return (
    <div className="screen checkout" ref={sectionRef}>
      <section className="checkout__section" aria-labelledby={groupLabel}>
        <h2 id={groupLabel} className="checkout__heading">
          {t('checkout.consumeType')}
        </h2>
        {unavailable ? (
          <p className="checkout__unavailable">{t(unavailable.chooser)}</p>
        ) : (
          <div
            role="radiogroup"
            aria-labelledby={groupLabel}
            className="checkout__types"
            aria-invalid={invalidField === 'consumeType' ? true : undefined}
            aria-describedby={invalidField === 'consumeType' && validity ? validityId : undefined}
          >
            {options.map((option) => (
              <label key={option.type} className="checkout__type">
                <input
                  type="radio"
                  name="consume-type"
                  value={option.type}
                  checked={selected === option.type}
                  disabled={isLocked && option.type !== 'local'}
                  onChange={() => choose(option.type)}
                />
                <span>{text(option.label)}</span>
              </label>
            ))}
          </div>
        )}
        {changeAction ? (
          <Button variant="secondary" onPress={change} className="checkout__change">
            {t(
              changeAction === 'scanQr'
                ? 'checkout.scanQr'
                : changeAction === 'changeAddress'
                  ? 'checkout.changeAddress'
                  : 'checkout.change',
            )}
          </Button>
        ) : null}
        <TypeContent
          type={selected}
          validityId={validity ? validityId : undefined}
          invalidField={invalidField}
        />
      </section>

      {banner ? (
        <p className="checkout__banner" role="status">
          {text(banner)}
        </p>
      ) : null}

      {/* Nothing to pay for in an empty cart: no method ('Puntos' for a zero total would mislead). */}
      {isCartEmpty ? null : (
        <section className="checkout__section" aria-label={t('checkout.payment.title')}>
          <h2 className="checkout__heading">{t('checkout.payment.title')}</h2>
          <p className="checkout__payment" data-testid="payment-method">
            {text(paymentLabel)}
          </p>
        </section>
      )}

      <QuoteChanges />

      <Totals quoteError={quoteError ? (text(quoteError) ?? '') : null} />

      <GuestPromo />

      {validity ? (
        <p id={validityId} className="checkout__error" role="alert">
          {text(validity)}
        </p>
      ) : null}
      {unavailable ? (
        <>
          <p className="checkout__unavailable" role="status">
            {t(unavailable.send)}
          </p>
          <Button isFullWidth isDisabled>
            {t('checkout.unavailable')}
          </Button>
        </>
      ) : (
        <>
          {isCartEmpty ? (
            <p className="checkout__unavailable" role="status">
              {t('cart.empty')}
            </p>
          ) : null}
          <Button isFullWidth onPress={send} isDisabled={isSendBlocked || isCartEmpty}>
            {t('checkout.send')}
          </Button>
        </>
      )}
      <GuestModal />
    </div>
  );
}

/** Where the focus goes for each invalid field after a refused 'Enviar orden' (the first match inside CHECKOUT). */
const FOCUS_TARGETS: Record<FocusField, string> = {
  consumeType: 'input[name="consume-type"]:not(:disabled)',
  table: '.checkout__change',
  pickUpTime: 'input[type="datetime-local"]',
  address: '[data-focus="address"]',
  deliveryOption: '[data-focus="address"]',
};

/** The per-type content: the table, the pick-up time, or the address and its delivery option. */
function TypeContent({
  type,
  validityId,
  invalidField,
}: {
  type: ConsumeType | null;
  validityId: string | undefined;
  invalidField: CheckoutField | null;
}) {
  const { t } = useTranslation();
  const table = useFlow('checkout', selectTable);
  if (type === 'local') {
    return table ? <p className="checkout__detail">{t('checkout.table', { table })}</p> : null;
  }
  if (type === 'takeaway') return <PickUpTime />;
  if (type === 'delivery' || type === 'delivery_propio') {
    return <DeliveryContent validityId={validityId} invalidField={invalidField} />;
  }
  return null;
}

/** §5 "Pick-up time": a datetime input from now + 15 min, its message, and the note always shown. */
function PickUpTime() {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const value = useFlow('checkout', selectPickUpValue);
  const error = useFlow('checkout', selectPickUpError);
  const minimum = useFlow('checkout', selectPickUpMinimum);
  const text = useUiText([error ?? '']);
  const id = useId();
  const change = useCallback(
    (event: ChangeEvent<HTMLInputElement>) =>
      checkout.send({ type: 'checkout.pickUpTimeChanged', value: event.target.value }),
    [checkout],
  );
  return (
    <div className="checkout__pickup field">
      <label htmlFor={id} className="field__label">
        {t('checkout.pickUp.label')}
      </label>
      <input
        id={id}
        className="field__input"
        type="datetime-local"
        min={minimum}
        value={value}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {text(error)}
        </p>
      ) : null}
      <p id={`${id}-note`} className="checkout__note">
        {t('checkout.pickUp.note')}
      </p>
    </div>
  );
}

/** §6: after 1 s, the guest's registration promo with total × (PercentagePoints or 10) / 100. */
function GuestPromo() {
  const { t } = useTranslation();
  const isShown = useFlow('checkout', selectIsGuestPromoShown);
  const amount = useFlow('checkout', selectGuestPromoAmount);
  if (!isShown) return null;
  return (
    <p className="checkout__promo" role="status" data-testid="guest-promo">
      {t('checkout.guest.promo', { amount: formatCurrency(amount) })}
    </p>
  );
}

/** §6: after 2 s, once per draftOrderId, '¡Mejorá tu experiencia!' (a bottom drawer on mobile, focus kept inside). */
function GuestModal() {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const provider = useFlow('socialLogin', selectProviderName);
  const register = useCallback(() => checkout.send({ type: 'checkout.guestRegisterRequested' }), [checkout]);
  const skip = useCallback(() => checkout.send({ type: 'checkout.guestContinued' }), [checkout]);
  return (
    <ShellModal
      id={CHECKOUT_GUEST_MODAL_ID}
      title={t('checkout.guest.modalTitle')}
      footer={
        <div className="checkout__modal-actions">
          <Button isFullWidth onPress={register}>
            {t('checkout.guest.register', { provider })}
          </Button>
          <Button isFullWidth variant="secondary" onPress={skip}>
            {t('checkout.guest.continue')}
          </Button>
        </div>
      }
    />
  );
}

/** The checkout, sendOrder and paymentVerification flows arrive with CHECKOUT (the processing screen reads the last two). */
export const CheckoutScreen = withRouteFlow(
  'checkout',
  withRouteFlow('sendOrder', withRouteFlow('paymentVerification', CheckoutContent)),
);
