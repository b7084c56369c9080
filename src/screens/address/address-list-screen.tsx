import { useTranslation } from 'react-i18next';
import {
  selectAddressListError,
  selectAddressListView,
  selectChoosingAddressId,
  selectSavedAddresses,
} from '@/machines/address-search/address-search.selectors';
import { selectCart } from '@/machines/cart/cart.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useUiText } from '@/src/i18n/use-ui-text';
import { Button } from '@/src/shell/button';
import { useAddressOpening } from './address-opening';
import '@/src/styles/address.css';

/**
 * CHECKOUT_ADDRESS, title 'Datos de entrega' (ordering.md §2 "Delivery address list"): the saved addresses, each
 * with its label, one of which can be chosen (the delivery estimate, then back to CHECKOUT); the empty text;
 * 'Agregar una nueva dirección' to CHECKOUT_SEARCH_ADDRESS.
 */
function AddressListView() {
  const { t } = useTranslation();
  useScreenLayout({ title: 'address.title', goBack: ROUTES.CHECKOUT });
  const flow = useAddressOpening('addressSearch.listOpened');
  const view = useFlow('addressSearch', selectAddressListView);
  const addresses = useFlow('addressSearch', selectSavedAddresses);
  const choosingId = useFlow('addressSearch', selectChoosingAddressId);
  const error = useFlow('addressSearch', selectAddressListError);
  const currentId = useFlow('cart', (s) => selectCart(s).address?.deliveryAddressId ?? null);
  const text = useUiText([error ?? undefined]);

  return (
    <section className="screen address-list" aria-label={t('address.title')} aria-busy={view === 'loading'}>
      {view === 'loading' ? (
        <ul className="address-list__items" aria-hidden="true">
          <li className="address-card address-card--skeleton" />
          <li className="address-card address-card--skeleton" />
        </ul>
      ) : null}
      {view === 'failed' ? (
        <div className="address-list__failed" role="alert">
          <p>{t('address.loadFailed')}</p>
          <Button variant="secondary" onPress={() => flow.send({ type: 'addressSearch.retryRequested' })}>
            {t('address.retry')}
          </Button>
        </div>
      ) : null}
      {view === 'empty' ? <p className="address-list__empty">{t('address.empty')}</p> : null}
      {view === 'list' ? (
        <ul className="address-list__items" aria-label={t('address.savedAddresses')}>
          {addresses.map((address) => (
            <li key={address._id}>
              <button
                type="button"
                className="address-card"
                aria-pressed={currentId === address._id}
                aria-busy={choosingId === address._id}
                disabled={choosingId !== null}
                onClick={() => flow.send({ type: 'addressSearch.addressChosen', addressId: address._id })}
              >
                <span className="address-card__tag">{address.etiqueta}</span>
                <span className="address-card__address">{address.deliveryAddress}</span>
                {choosingId === address._id ? (
                  <span className="address-card__status">{t('address.choosing')}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="address-list__error" role="alert">
          {text(error)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        isFullWidth
        isDisabled={choosingId !== null}
        onPress={() => flow.send({ type: 'addressSearch.newAddressRequested' })}
      >
        {t('address.addNew')}
      </Button>
    </section>
  );
}

export const AddressListScreen = withRouteFlow('addressSearch', AddressListView);
