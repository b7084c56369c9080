import { fromPromise } from 'xstate';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type { CheckoutQuote } from '@/machines/checkout/checkout.rules';
import type {
  PaymentsConfig,
  QuoteCheckoutInput,
  StoredCheckoutState,
} from '@/machines/checkout/checkout.setup';
import type { TableQr } from '@/machines/rules/entry';
import { SESSION_KEYS } from '@/machines/rules/storage-keys';
import { session } from '../adapters/browser-storage';
import type { CheckoutApi } from '../adapters/checkout-api';
import { navigateAction } from '../adapters/navigation';

/**
 * Session storage key of the drafts the guest registration modal was shown for (ordering.md §6 "once per
 * draftOrderId"; not a spec key: the spec keeps it in memory, a reload would show it again).
 */
export const GUEST_MODAL_SHOWN_KEY = 'checkout_guest_modal_shown';

function readStoredState(): StoredCheckoutState {
  const shown = session.getJson<unknown>(GUEST_MODAL_SHOWN_KEY);
  return {
    qrData: session.getJson<Partial<TableQr>>(SESSION_KEYS.qrData),
    guestModalShownFor: Array.isArray(shown)
      ? shown.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/**
 * The checkout flow with the app's calls, session storage and navigation. A route flow (machines/app/app-flows.ts
 * `RouteFlows`): provided when the checkout route group's code loads (src/app/route-flows.ts), spawned by the root
 * actor when CHECKOUT first opens.
 */
export function provideCheckoutFlow(
  api: Pick<CheckoutApi, 'quoteCheckout' | 'fetchActiveOrders' | 'fetchPaymentsConfig'>,
) {
  return checkoutMachine.provide({
    actors: {
      readStoredState: fromPromise<StoredCheckoutState>(async () => readStoredState()),
      fetchActiveOrders: fromPromise<unknown[], { userId: string }>(({ input }) =>
        api.fetchActiveOrders(input.userId),
      ),
      quoteOrder: fromPromise<CheckoutQuote, QuoteCheckoutInput>(({ input }) => api.quoteCheckout(input)),
      fetchPaymentsConfig: fromPromise<PaymentsConfig, { brandId: string }>(({ input }) =>
        api.fetchPaymentsConfig(input.brandId),
      ),
    },
    actions: {
      navigate: navigateAction,
      removeQrData: () => session.remove(SESSION_KEYS.qrData),
      rememberGuestModal: (_, { draftOrderId }) => {
        const { guestModalShownFor } = readStoredState();
        session.setJson(GUEST_MODAL_SHOWN_KEY, [...new Set([...guestModalShownFor, draftOrderId])]);
      },
    },
  });
}
