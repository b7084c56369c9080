import { createAddressApi } from './address-api';
import { createCheckoutApi } from './checkout-api';
import { createConfirmReceiptApi } from './confirm-receipt-api';
import type { Api } from './http';
import { createOrderHistoryApi } from './order-history-api';
import { createOrderRatingApi } from './order-rating-api';
import { createOrdersApi } from './orders-api';
import { createPaymentApi } from './payment-api';

/**
 * The area APIs that only route flows use (checkout, addresses, sending, payment verification, the active
 * orders' rating and receipt, the order history), built from the app's HTTP client inside their lazy modules, so
 * none of their code is in the first screen's chunk (`createApi` in http.ts carries `call` for this). Imported
 * only by route groups and route-flow providers.
 */
export function withRouteApis(api: Api) {
  return {
    ...api,
    ...createCheckoutApi(api.call),
    ...createAddressApi(api.call),
    ...createOrdersApi(api.call),
    ...createPaymentApi(api.call),
    ...createConfirmReceiptApi(api.call),
    ...createOrderRatingApi(api.call),
    ...createOrderHistoryApi(api.call),
  };
}

export type RouteApi = ReturnType<typeof withRouteApis>;
