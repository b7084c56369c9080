import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutField, DeliveryChoice } from '@/machines/checkout/checkout.rules';
import {
  sameChoices,
  selectAddress,
  selectDeliveryChoices,
  selectNeedsAddress,
} from '@/machines/checkout/checkout.selectors';
import { formatCurrency } from '@/machines/rules/format';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { ContentText } from '@/src/i18n/content-text';

/**
 * CHECKOUT's delivery content (ordering.md §2 "Delivery: the chosen address and a delivery option"): the address (or
 * its link to 'Datos de entrega'), then the delivery option. The options are the estimate's, asked with the server's
 * quoted subtotal (issue 12): with more than one ('Moto', 'Auto'), the diner chooses among them; each shows its
 * price, none while shipping is free ('¡Felicitaciones! Tienes envío gratis en tu pedido'), so the option, the
 * banner and the totals agree.
 */
export function DeliveryContent({
  validityId,
  invalidField,
}: {
  validityId: string | undefined;
  invalidField: CheckoutField | null;
}) {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const address = useFlow('checkout', selectAddress);
  const choices = useFlow('checkout', selectDeliveryChoices, sameChoices);
  const needsAddress = useFlow('checkout', selectNeedsAddress);
  const chooseAddress = useCallback(
    () => checkout.send({ type: 'checkout.changeAddressRequested' }),
    [checkout],
  );
  const addressInvalid = invalidField === 'address' || invalidField === 'deliveryOption';
  return (
    <dl className="checkout__details">
      {needsAddress ? (
        <div>
          <dt>{t('checkout.address')}</dt>
          <dd>
            <button
              type="button"
              className="link-button checkout__link"
              data-focus="address"
              onClick={chooseAddress}
              aria-invalid={addressInvalid ? true : undefined}
              aria-describedby={addressInvalid ? validityId : undefined}
            >
              {t('checkout.chooseAddress')}
            </button>
          </dd>
        </div>
      ) : null}
      {address ? (
        <div>
          <dt>{t('checkout.address')}</dt>
          <dd>
            {address.tag ? <ContentText text={address.tag} as="strong" /> : null}{' '}
            {address.addressName ? <ContentText text={address.addressName} /> : null}
          </dd>
        </div>
      ) : null}
      {choices.length === 1 ? (
        <div>
          <dt>{t('checkout.deliveryOption')}</dt>
          <dd data-testid="delivery-option">
            <ChoiceText choice={choices[0]} />
          </dd>
        </div>
      ) : null}
      {choices.length > 1 ? <DeliveryChoices choices={choices} /> : null}
    </dl>
  );
}

/** 'Moto: $ 1.800', or 'Moto' alone when the option costs nothing (free shipping). */
function ChoiceText({ choice }: { choice: DeliveryChoice }) {
  const { t } = useTranslation();
  return (
    <>
      {choice.amount === null
        ? choice.tipo
        : t('checkout.deliveryOptionValue', { tipo: choice.tipo, amount: formatCurrency(choice.amount) })}
    </>
  );
}

/** The estimate's options as a radio group 'Opción de entrega'; a tap makes one the cart's option. */
function DeliveryChoices({ choices }: { choices: DeliveryChoice[] }) {
  const { t } = useTranslation();
  const checkout = useFlowRef('checkout');
  const label = useId();
  const choose = useCallback(
    (optionId: string) => checkout.send({ type: 'checkout.deliveryOptionChosen', optionId }),
    [checkout],
  );
  return (
    <div>
      <dt id={label}>{t('checkout.deliveryOption')}</dt>
      <dd>
        <div role="radiogroup" aria-labelledby={label} className="checkout__types">
          {choices.map((choice) => (
            <label key={choice.id} className="checkout__type">
              <input
                type="radio"
                name="delivery-option"
                value={choice.id}
                checked={choice.selected}
                onChange={() => choose(choice.id)}
              />
              <span>
                <ChoiceText choice={choice} />
              </span>
            </label>
          ))}
        </div>
      </dd>
    </div>
  );
}
