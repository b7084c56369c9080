/**
 * Route group loaded on demand: CHECKOUT (with the processing screen), CHECKOUT_SELECT_TABLE, CHECKOUT_ADDRESS and
 * CHECKOUT_SEARCH_ADDRESS (issue 12), and the providers of their route flows.
 */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

export { AddressListScreen } from '../../screens/address/address-list-screen';
export { AddressSearchScreen } from '../../screens/address/address-search-screen';
export { CheckoutScreen } from '../../screens/checkout/checkout-screen';
export { SelectTableScreen } from '../../screens/select-table/select-table-screen';
export { provideAddressSearchFlow } from '../address-flow';
export { provideCheckoutFlow } from '../checkout-flow';
export { provideQrScannerFlow } from '../qr-scanner-flow';
export { provideSendOrderFlow } from '../send-order-flow';

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
