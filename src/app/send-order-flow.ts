import { fromPromise } from 'xstate';
import { type SubmitOrderInput, sendOrderMachine } from '@/machines/send-order/send-order.machine';
import type { SendOrderAnswer } from '@/machines/send-order/send-order.types';
import { local } from '../adapters/browser-storage';
import { navigateAction } from '../adapters/navigation';
import type { OrdersApi } from '../adapters/orders-api';
import { type PaymentWindow, sharedPaymentWindow } from '../adapters/payment-window';
import { i18n } from '../i18n/i18n';

/**
 * The sendOrder flow with the app's order calls, the provider's window, local storage (the pending payment key)
 * and navigation. A route flow (machines/app/app-flows.ts `RouteFlows`): provided when the checkout route group's
 * code loads (src/app/route-flows.ts), spawned by the root actor when CHECKOUT first opens.
 */
export function provideSendOrderFlow(
  api: Pick<OrdersApi, 'submitOrder'>,
  paymentWindow: PaymentWindow = sharedPaymentWindow(),
) {
  return sendOrderMachine.provide({
    actors: {
      submitOrder: fromPromise<SendOrderAnswer, SubmitOrderInput>(({ input }) => api.submitOrder(input)),
    },
    actions: {
      reserveProviderWindow: () => paymentWindow.reserve(i18n.t('processing.working')),
      openProviderCheckout: (_, { url }) => {
        paymentWindow.navigate(url);
      },
      closeProviderWindow: () => paymentWindow.close(),
      storePendingPayment: (_, { key, orderId }) => local.set(key, orderId),
      navigate: navigateAction,
    },
  });
}
