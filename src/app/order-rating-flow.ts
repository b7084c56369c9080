import { orderRatingMachine } from '@/machines/order-rating/order-rating.machine';
import type { Api } from '../adapters/http';

/**
 * The orderRating machine with the app's real effects, spawned by the activeOrders watcher as its child
 * (src/app/active-orders-flow.ts provides it). SCAFFOLD: the rating helper fills in `.provide`.
 */
export function provideOrderRating(_api: Api) {
  return orderRatingMachine;
}
