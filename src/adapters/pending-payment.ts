import { ROUTES } from '@/machines/rules/routes';
import { pendingPaymentKey } from '@/machines/rules/storage-keys';
import type { AppActor } from '../app/app-context';

/**
 * On load (ordering.md §4 "Sending an order and online payment" step 5: "on load, when a stored id exists"): once
 * the app is ready, a local storage key 'idOrder' + provider name opens the paymentVerification route flow in
 * background mode (its code loads only then) with the stored id and the saved branch's id. In the first chunk:
 * kept to these lines.
 */
export function startPendingPaymentCheck(
  app: AppActor,
  storage: () => Storage = () => window.localStorage,
): void {
  const subscription = app.subscribe((snapshot) => {
    if (!snapshot.matches('ready')) return;
    subscription.unsubscribe();
    try {
      const store = storage();
      const prefix = pendingPaymentKey('');
      const key = Object.keys(store).find((k) => k.startsWith(prefix));
      if (key === undefined) return;
      const branch = snapshot.context.restored.branch as { id?: unknown; storeId?: unknown } | null;
      const idLocal = typeof branch?.id === 'string' ? branch.id : '';
      const storeId = typeof branch?.storeId === 'string' ? branch.storeId : '';
      const event = {
        type: 'paymentVerification.started',
        orderId: store.getItem(key) ?? '',
        idLocal,
        providerName: key.slice(prefix.length),
        checkoutOrigin: '',
        mode: 'background',
        // Where a processing screen showing this run goes on success (the branch home).
        homePath: idLocal && storeId ? `${ROUTES.HOME}/${idLocal}/${storeId}` : '',
      };
      app.send({ type: 'app.flowOpened', flow: 'paymentVerification', event });
    } catch (error) {
      console.warn('storage unavailable', error);
    }
  });
}
