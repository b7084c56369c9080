import type { SnapshotFrom } from 'xstate';
import type { OrderRecord } from '../rules/order-record';
import type { activeOrdersMachine } from './active-orders.machine';
import { carouselOrders, openTableOrderAt } from './active-orders.rules';

export type ActiveOrdersSnapshot = SnapshotFrom<typeof activeOrdersMachine>;

/** The active orders, newest first (empty with no user, before the first answer, or after a failure). */
export const selectActiveOrders = (s: ActiveOrdersSnapshot): OrderRecord[] => s.context.orders;

/** §4: an active order exists when the list is non-empty; false after a failed fetch. */
export const selectHasActiveOrder = (s: ActiveOrdersSnapshot): boolean =>
  !s.matches('failed') && s.context.orders.length > 0;

/** The first load for this user is under way (a refetch with a list already shown is not "loading"). */
export const selectIsLoading = (s: ActiveOrdersSnapshot): boolean =>
  (s.matches('loading') || s.matches('evaluating')) && !s.context.loaded;

/** The last fetch failed (the carousel is hidden until a fetch succeeds). */
export const selectHasFailed = (s: ActiveOrdersSnapshot): boolean => s.matches('failed');

/**
 * The carousel's orders on the branch home of `currentBranchId`, or null when it is hidden: loading, failed,
 * no active order, or the first active order's idLocal differs from the current branch (§4 "Active orders").
 */
export const selectCarouselOrders = (
  s: ActiveOrdersSnapshot,
  currentBranchId: string | null,
): OrderRecord[] | null =>
  carouselOrders(s.context.orders, currentBranchId, selectIsLoading(s) || selectHasFailed(s));

/** §4 "Open table order": a 'mesa' order of `branchId` whose orderStatus is not PAGADO, or null. */
export const selectOpenTableOrder = (s: ActiveOrdersSnapshot, branchId: string): OrderRecord | null =>
  openTableOrderAt(s.context.orders, branchId);
