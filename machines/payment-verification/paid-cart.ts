import type { AnyActorRef, AnyEventObject } from 'xstate';
import { findSystemActor } from '../system-actors';

/**
 * The cart holds the order that was paid (ordering.md §4 "Processing screen": on success the cart is cleared).
 * The paid order's draftOrderId comes from the verification's answer; when it is unknown (the active-orders
 * watcher listed the stored id) the cart counts as that order's: it keeps the draftOrderId it was sent with until
 * it is cleared, and a stored 'idOrder…' key only exists for an order sent from it. A cart with another
 * draftOrderId (a new cart) or none (empty) is not that order's.
 */
export function isCartOfPaidOrder(cartDraftOrderId: string | null, paidDraftOrderId: string | null): boolean {
  if (!cartDraftOrderId) return false;
  return paidDraftOrderId === null || cartDraftOrderId === paidDraftOrderId;
}

/** The paid order's draftOrderId in a verification answer ({draftOrderId}), or null. */
export function draftOrderIdOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const value = (answer as { draftOrderId?: unknown }).draftOrderId;
  return typeof value === 'string' && value !== '' ? value : null;
}

type Enqueue = { sendTo: (to: never, event: AnyEventObject) => void };
type System = { get: (id: string) => unknown };

/** Sends `cart.cleared` to the cart when it holds the paid order (nothing when the cart is another one). */
export function clearCartOfPaidOrder(
  system: System,
  enqueue: unknown,
  paidDraftOrderId: string | null,
): void {
  // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
  const cart: AnyActorRef | undefined = findSystemActor(system, 'cart', 'clear the cart of the paid order');
  if (!cart) return;
  const snapshot = cart.getSnapshot() as { context?: { cart?: { draftOrderId?: string | null } } };
  const cartDraft = snapshot.context?.cart?.draftOrderId ?? null;
  if (isCartOfPaidOrder(cartDraft, paidDraftOrderId))
    (enqueue as Enqueue).sendTo(cart as never, { type: 'cart.cleared' });
}
