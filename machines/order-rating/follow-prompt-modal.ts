import { type AnyActorRef, fromCallback } from 'xstate';
import type { LayoutSnapshot } from '../layout/layout.selectors';
import { ORDER_RATING_MODAL_ID } from './order-rating.modal-id';

/** The layout shows the prompt: its modal is open (not closing) and it is ours. */
const isShown = (s: LayoutSnapshot): boolean =>
  s.matches({ modal: 'open' }) && s.context.currentModalId === ORDER_RATING_MODAL_ID;

/**
 * Follows the layout's open sheet while the prompt is open, and reports `orderRating.modalLost {orderId}` once when the layout
 * stops showing it by itself (browser back closes any dismissible sheet in the layout, and another modal replaces it):
 * the flow then does what closing does, instead of staying open with nothing on screen. It waits to have seen the
 * prompt shown first (the opening reaches the layout after this actor starts). No layout (the flow tested alone):
 * nothing.
 */
export const followPromptModal = fromCallback<{ type: string }, { orderId: string }>(
  ({ system, sendBack, input }) => {
    const layout = system.get('layout') as AnyActorRef | undefined;
    if (!layout) return;
    let seen = isShown(layout.getSnapshot() as LayoutSnapshot);
    let reported = false;
    const subscription = layout.subscribe((snapshot: LayoutSnapshot) => {
      if (isShown(snapshot)) {
        seen = true;
        return;
      }
      if (seen && !reported) {
        reported = true;
        sendBack({ type: 'orderRating.modalLost', orderId: input.orderId });
      }
    });
    return () => subscription.unsubscribe();
  },
);
