import { fromPromise } from 'xstate';
import { neverRejectingRead } from '@/machines/never-rejecting-read';
import { orderRatingMachine, type UpdateRatedOrderInput } from '@/machines/order-rating/order-rating.machine';
import { promptedOrders } from '../adapters/order-rating-api';
import type { RouteApi as Api } from '../adapters/route-apis';

/**
 * The orderRating machine with the app's real effects, spawned by the activeOrders watcher as its child
 * (src/app/active-orders-flow.ts provides it): the PUT of the rating or of the close, and the prompted ids kept
 * in localStorage across reloads.
 */
export function provideOrderRating(api: Api) {
  return orderRatingMachine.provide({
    actors: {
      readPromptedOrders: neverRejectingRead('orderRating', 'readPromptedOrders', [], () =>
        promptedOrders.read(),
      ),
      updateRatedOrder: fromPromise(({ input }: { input: UpdateRatedOrderInput }) =>
        api.updateRatedOrder(input.orderId, input.body),
      ),
    },
    actions: {
      rememberPromptedOrders: (_, params: { prompted: string[] }) => promptedOrders.write(params.prompted),
    },
  });
}
