import type { AnyEventObject } from 'xstate';
import { fromCallback } from 'xstate';

/** What the browser gives the listeners (window and document in the app; fakes in tests). */
export interface PageFocusTargets {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * The activeOrders watcher's `pageEvents` actor (ordering.md §4 "Active orders"; docs/ordering-active-orders.md):
 * the window's `focus` becomes `activeOrders.focused`, and `visibilitychange` becomes
 * `activeOrders.visibilityChanged {visible}`, the current visibility reported at once. Listeners are removed when
 * the watcher stops. It runs with the watcher's lazy chunk (src/app/active-orders-flow.ts).
 */
export function pageFocusEventsActor(targets: () => PageFocusTargets = () => ({ window, document })) {
  return fromCallback<AnyEventObject>(({ sendBack }) => {
    const { window: win, document: doc } = targets();
    const onFocus = () => sendBack({ type: 'activeOrders.focused' });
    const onVisibility = () =>
      sendBack({ type: 'activeOrders.visibilityChanged', visible: doc.visibilityState !== 'hidden' });
    onVisibility();
    win.addEventListener('focus', onFocus);
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      win.removeEventListener('focus', onFocus);
      doc.removeEventListener('visibilitychange', onVisibility);
    };
  });
}
