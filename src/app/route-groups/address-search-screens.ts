/**
 * Route group loaded on demand: CHECKOUT_SEARCH_ADDRESS (issue 12) on its own, because its text fields bring
 * react-aria's TextField (~15 kB): in CHECKOUT's group they were fetched and evaluated on every CHECKOUT open,
 * before the guest promo's paint (docs/performance.md "CHECKOUT and the product overlay under Lighthouse").
 * Its flow (addressSearch) stays in CHECKOUT's group, with the machines it shares with checkout.
 */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

export { AddressSearchScreen } from '../../screens/address/address-search-screen';

// The Spanish texts of the checkout screens (locales/es-extra.ts), also when this group loads first.
registerSourceTexts(esExtra);
