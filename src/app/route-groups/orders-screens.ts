/**
 * Route group loaded on demand: PROFILE_ORDERS and the order detail PROFILE_ORDERS/{id} (issue 13), and the
 * provider of their route flow (orderHistory).
 */
import { esExtra } from '@/locales/es-extra';
import type { Api } from '../../adapters/http';
import { withRouteApis } from '../../adapters/route-apis';
import { registerSourceTexts } from '../../i18n/i18n';
import { provideOrderHistoryFlow as provideOrderHistory } from '../order-history-flow';

export { OrderDetailScreen } from '../../screens/order-detail/order-detail-screen';
export { OrderHistoryScreen } from '../../screens/order-history/order-history-screen';

/** The flow's calls are built here, in this group's chunk (src/adapters/route-apis.ts). */
export const provideOrderHistoryFlow = (api: Api) => provideOrderHistory(withRouteApis(api));

// This group's Spanish texts arrive with its chunk (locales/es-extra.ts).
registerSourceTexts(esExtra);
