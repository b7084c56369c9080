/**
 * Route group loaded on demand: PROFILE_ORDERS and the order detail PROFILE_ORDERS/{id} (issue 13), and the
 * provider of their route flow (orderHistory).
 */
import { esExtra } from '@/locales/es-extra';
import { registerSourceTexts } from '../../i18n/i18n';

export { OrderDetailScreen } from '../../screens/order-detail/order-detail-screen';
export { OrderHistoryScreen } from '../../screens/order-history/order-history-screen';
export { provideOrderHistoryFlow } from '../order-history-flow';

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
