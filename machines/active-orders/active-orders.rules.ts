import type { OrderRecord } from '../rules/order-record';

/**
 * Pure rules of the active-orders watcher (ordering.md §4 "Active orders", "Open table order", "Payment
 * verification on the active-orders watcher"; §2 "Active order card"). Table-tested in
 * tests/machines/active-orders.test.ts.
 */

/** What the cart's other-branch guard needs of the FIRST active order (all null when there is none). */
export interface FirstActiveOrder {
  branchId: string | null;
  orderType: string | null;
  branchName: string | null;
  storeId: string | null;
}

export function firstActiveOrder(orders: readonly OrderRecord[]): FirstActiveOrder {
  const first = orders[0];
  if (!first) return { branchId: null, orderType: null, branchName: null, storeId: null };
  return {
    branchId: first.idLocal,
    orderType: first.type || null,
    branchName: first.branchName || null,
    storeId: first.storeId,
  };
}

/**
 * The active orders whose payment is settled (approved, or none needed): the ids told to paymentVerification.
 * Reading: this server lists an order as active from its creation, while its card payment is still pending
 * (`paymentStatus: 'pending'`); §4's "active orders contain the stored id ⇒ verified" can only mean an order the
 * kitchen took, so an order still waiting for its payment is not counted. A record without `paymentStatus`
 * (another server) counts, as the spec reads.
 */
export function settledOrderIds(orders: readonly OrderRecord[]): string[] {
  return orders
    .filter((o) => o.paymentStatus !== 'pending' && o.paymentStatus !== 'rejected')
    .map((o) => o._id);
}

/**
 * The carousel's orders on the branch `currentBranchId`, or null when it is hidden (§4 "Active orders": hidden
 * while loading, on error, or when the first active order's idLocal differs from the current branch; and when
 * there is nothing to show).
 */
export function carouselOrders(
  orders: OrderRecord[],
  currentBranchId: string | null,
  hidden: boolean,
): OrderRecord[] | null {
  if (hidden || orders.length === 0 || !currentBranchId) return null;
  // The same array, so a view's selector sees no change until the list changes.
  return orders[0].idLocal === currentBranchId ? orders : null;
}

/** §4 "Open table order": a 'mesa' order of that branch whose orderStatus is not PAGADO. */
export function openTableOrderAt(orders: readonly OrderRecord[], branchId: string): OrderRecord | null {
  return (
    orders.find((o) => o.type === 'mesa' && o.idLocal === branchId && o.orderStatus !== 'PAGADO') ?? null
  );
}
