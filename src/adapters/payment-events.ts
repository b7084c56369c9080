import type { AnyEventObject } from 'xstate';
import { fromCallback } from 'xstate';
import type { PaymentEventsInput } from '@/machines/payment-verification/payment-verification.machine';

/** What the browser gives the listeners (window in the app; a fake in tests). */
export interface PaymentEventTarget {
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
}

/**
 * The paymentVerification flow's `paymentEvents` actor (ordering.md §4 "Sending an order and online payment"
 * step 5): while a verification runs, the browser's
 * - `message` events whose data is `{type:'close'}` become `paymentVerification.providerClosed {origin}` (the flow
 *   decides whether the origin is the provider's checkout origin; any other message is dropped here);
 * - `visibilitychange` to visible becomes `paymentVerification.pageShown`;
 * - `storage` events (other tabs' writes) become `paymentVerification.storageChanged {key, newValue}`.
 * The listeners are removed when the run ends. A run with no known checkout origin (started on load) looks it up
 * with `findCheckoutOrigin` (GET /payments/config) and sends `paymentVerification.checkoutOriginFound`.
 */
export function paymentEventsActor(
  target: PaymentEventTarget = window,
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document,
  findCheckoutOrigin?: () => Promise<string>,
) {
  return fromCallback<AnyEventObject, PaymentEventsInput>(({ sendBack, input }) => {
    let live = true;
    if (findCheckoutOrigin && input?.checkoutOrigin === '') {
      findCheckoutOrigin().then(
        (origin) => {
          if (live && origin) sendBack({ type: 'paymentVerification.checkoutOriginFound', origin });
        },
        () => {},
      );
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'close') {
        sendBack({ type: 'paymentVerification.providerClosed', origin: event.origin });
      }
    };
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') sendBack({ type: 'paymentVerification.pageShown' });
    };
    const onStorage = (event: StorageEvent) => {
      sendBack({ type: 'paymentVerification.storageChanged', key: event.key, newValue: event.newValue });
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('storage', onStorage);
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      target.removeEventListener('message', onMessage);
      target.removeEventListener('storage', onStorage);
      doc.removeEventListener('visibilitychange', onVisibility);
    };
  });
}
