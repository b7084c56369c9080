import { setup } from 'xstate';
import type { OrderRecord } from '../rules/order-record';

/**
 * The order rating prompt (ordering.md §4 "Order rating prompt"). A child of the activeOrders watcher
 * (system id `orderRating`), told of every active-orders list. SCAFFOLD: the issue-13 rating helper replaces
 * this machine; the event names below are the agreed contract (/tmp/team/contracts-13.md).
 */
export type OrderRatingEvent =
  | { type: 'orderRating.ordersChanged'; orders: OrderRecord[] }
  | { type: 'orderRating.starsChosen'; stars: number }
  | { type: 'orderRating.textChanged'; text: string }
  | { type: 'orderRating.submitted' }
  | { type: 'orderRating.closed' };

export const orderRatingMachine = setup({
  types: { events: {} as OrderRatingEvent },
}).createMachine({ id: 'orderRating' });
