/**
 * Route group loaded on demand: CHECKOUT (with the processing screen), CHECKOUT_SELECT_TABLE, CHECKOUT_ADDRESS and
 * CHECKOUT_SEARCH_ADDRESS (issue 12), and the providers of their route flows.
 */
export { AddressListScreen } from '../../screens/address/address-list-screen';
export { AddressSearchScreen } from '../../screens/address/address-search-screen';
export { CheckoutScreen } from '../../screens/checkout/checkout-screen';
export { SelectTableScreen } from '../../screens/select-table/select-table-screen';
