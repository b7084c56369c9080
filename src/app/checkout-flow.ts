import { type AnyActorRef, fromPromise } from 'xstate';
import type { ActiveOrdersSnapshot } from '@/machines/active-orders/active-orders.selectors';
import { checkoutMachine } from '@/machines/checkout/checkout.machine';
import type {
  CheckoutEstimateRequest,
  CheckoutQuote,
  EstimatedOption,
} from '@/machines/checkout/checkout.rules';
import type {
  PaymentsConfig,
  QuoteCheckoutInput,
  StoredCheckoutState,
} from '@/machines/checkout/checkout.setup';
import type { TableQr } from '@/machines/rules/entry';
import { SESSION_KEYS } from '@/machines/rules/storage-keys';
import type { createAddressApi } from '../adapters/address-api';
import { local, session } from '../adapters/browser-storage';
import type { CheckoutApi } from '../adapters/checkout-api';
import { checkoutConnectionListener } from '../adapters/connectivity-events';
import { navigateAction } from '../adapters/navigation';

/**
 * Local storage key of the drafts the guest registration modal was shown for (ordering.md §6 "once per
 * draftOrderId"; not a spec key: the spec keeps it in memory, a reload would show it again). Local, not session
 * storage: the draft (the saved cart) outlives the tab, so a diner back tomorrow with the same cart is not asked
 * again. The newest 20 drafts are kept.
 */
export const GUEST_MODAL_SHOWN_KEY = 'checkout_guest_modal_shown';

/**
 * Issue 13: the open table order comes from the active-orders watcher when it runs for this user: it is asked to
 * refresh and its next list is used (checkout's rule then picks the open table order of the branch, the same
 * reading as `selectOpenTableOrder`). Without the watcher, for another user, or when its fetch fails, checkout's own
 * GET /pedido/active as before.
 */
export function activeOrdersFromWatcher(
  watcher: AnyActorRef | undefined,
  userId: string,
  fetchDirectly: () => Promise<unknown[]>,
): Promise<unknown[]> {
  const snapshot = watcher?.getSnapshot() as ActiveOrdersSnapshot | undefined;
  if (!watcher || snapshot?.context.user?._id !== userId) return fetchDirectly();
  return new Promise<unknown[]>((resolve) => {
    const settle = (s: ActiveOrdersSnapshot) => {
      if (s.matches('loading') || s.matches('evaluating')) return false;
      subscription?.unsubscribe();
      resolve(s.matches('watching') ? s.context.orders : fetchDirectly());
      return true;
    };
    let subscription: { unsubscribe: () => void } | undefined;
    watcher.send({ type: 'activeOrders.refreshRequested' });
    if (settle(watcher.getSnapshot() as ActiveOrdersSnapshot)) return;
    subscription = watcher.subscribe((s) => void settle(s as ActiveOrdersSnapshot));
  });
}

function readStoredState(): StoredCheckoutState {
  const shown = local.getJson<unknown>(GUEST_MODAL_SHOWN_KEY);
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
  api: Pick<CheckoutApi, 'quoteCheckout' | 'fetchActiveOrders' | 'fetchPaymentsConfig'> &
    Pick<ReturnType<typeof createAddressApi>, 'estimateDelivery'>,
) {
  return checkoutMachine.provide({
    actors: {
      readStoredState: fromPromise<StoredCheckoutState>(async () => readStoredState()),
      fetchActiveOrders: fromPromise<unknown[], { userId: string }>(({ input, system }) =>
        activeOrdersFromWatcher(system.get('activeOrders'), input.userId, () =>
          api.fetchActiveOrders(input.userId),
        ),
      ),
      quoteOrder: fromPromise<CheckoutQuote, QuoteCheckoutInput>(({ input }) => api.quoteCheckout(input)),
      estimateDelivery: fromPromise<EstimatedOption[], CheckoutEstimateRequest>(({ input }) =>
        api.estimateDelivery(input),
      ),
      fetchPaymentsConfig: fromPromise<PaymentsConfig, { brandId: string }>(({ input }) =>
        api.fetchPaymentsConfig(input.brandId),
      ),
      watchConnection: checkoutConnectionListener(),
    },
    actions: {
      navigate: navigateAction,
      removeQrData: () => session.remove(SESSION_KEYS.qrData),
      rememberGuestModal: (_, { draftOrderId }) => {
        const { guestModalShownFor } = readStoredState();
        local.setJson(GUEST_MODAL_SHOWN_KEY, [...new Set([...guestModalShownFor, draftOrderId])].slice(-20));
      },
    },
  });
}
