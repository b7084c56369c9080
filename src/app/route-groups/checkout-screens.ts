/**
 * Route group loaded on demand: CHECKOUT (with the processing screen), CHECKOUT_SELECT_TABLE and CHECKOUT_ADDRESS
 * (issue 12), and the providers of their route flows, addressSearch's included (CHECKOUT_SEARCH_ADDRESS's screen
 * is a group of its own: address-search-screens.ts).
 */
import { esExtra } from '@/locales/es-extra';
import type { Api } from '../../adapters/http';
import { withRouteApis } from '../../adapters/route-apis';
import { registerSourceTexts } from '../../i18n/i18n';
import { provideAddressSearchFlow as provideAddressSearch } from '../address-flow';
import { provideCheckoutFlow as provideCheckout } from '../checkout-flow';
import { provideSendOrderFlow as provideSendOrder } from '../send-order-flow';

export { AddressListScreen } from '../../screens/address/address-list-screen';
export { CheckoutScreen } from '../../screens/checkout/checkout-screen';
export { SelectTableScreen } from '../../screens/select-table/select-table-screen';
export { provideQrScannerFlow } from '../qr-scanner-flow';

// The route flows' calls are built here, in this group's chunk (src/adapters/route-apis.ts).
export const provideAddressSearchFlow = (api: Api) => provideAddressSearch(withRouteApis(api));
export const provideCheckoutFlow = (api: Api) => provideCheckout(withRouteApis(api));
export const provideSendOrderFlow = (api: Api) => provideSendOrder(withRouteApis(api));

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
