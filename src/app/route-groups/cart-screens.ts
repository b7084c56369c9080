/** Route group loaded on demand: ORDER_SUMMARY and the cart's blocking modals (issue 11). */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

export { CartModalsHost } from '../../screens/order-summary/cart-modals';
export { OrderSummaryScreen } from '../../screens/order-summary/order-summary-screen';

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
