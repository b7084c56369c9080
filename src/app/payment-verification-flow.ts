import { fromCallback, fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import {
  paymentVerificationMachine,
  type VerifyPaymentInput,
} from '@/machines/payment-verification/payment-verification.machine';
import { pendingPaymentKey } from '@/machines/rules/storage-keys';
import { local } from '../adapters/browser-storage';
import type { Api } from '../adapters/http';
import { paymentEventsActor } from '../adapters/payment-events';
import { sharedPaymentWindow, watchProviderWindowClosed } from '../adapters/payment-window';
import { withRouteApis } from '../adapters/route-apis';

/**
 * The payment verification flow with the app's real call, local storage and browser events. A route flow
 * (machines/app/app-flows.ts `RouteFlows`): loaded and spawned when CHECKOUT opens (its screen wraps itself with
 * `withRouteFlow('paymentVerification', …)`), when sendOrder hands over to it, or at start when a stored
 * 'idOrder…' key exists (src/adapters/pending-payment.ts).
 */
export function providePaymentVerificationFlow(baseApi: Api) {
  const api = withRouteApis(baseApi);
  return paymentVerificationMachine.provide({
    actors: {
      readStoredPaymentId: neverRejectingRead(
        'paymentVerification',
        'readStoredPaymentId',
        null,
        (input: { providerName: string }) => local.get(pendingPaymentKey(input.providerName)),
      ),
      verifyPayment: fromPromise<unknown, VerifyPaymentInput>(({ input }) => api.verifyPayment(input)),
      paymentEvents: paymentEventsActor(window, document, () => api.checkoutOrigin()),
      watchProviderWindow: fromCallback(({ sendBack }) =>
        watchProviderWindowClosed(sharedPaymentWindow(), () =>
          sendBack({ type: 'paymentVerification.providerWindowClosed' }),
        ),
      ),
    },
    actions: {
      removeStoredPaymentId: (_, params: { providerName: string }) => {
        local.remove(pendingPaymentKey(params.providerName));
      },
    },
  });
}
