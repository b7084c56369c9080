/** Route group loaded on demand: ORDER_SUMMARY and the cart's blocking modals (issue 11). */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

import { OrderSummaryScreen as OrderSummaryView } from '../../screens/order-summary/order-summary-screen';
import { withRouteFlow } from '../route-flow-screen';

export { CartModalsHost } from '../../screens/order-summary/cart-modals';
/** The cart is a route flow (it loads when first needed): ORDER_SUMMARY renders once it runs. */
export const OrderSummaryScreen = withRouteFlow('cart', OrderSummaryView);

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
