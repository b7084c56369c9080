import { startActiveOrdersWatcher } from '@/src/adapters/active-orders-start';
import type * as CreateAppActor from '@/src/app/create-app-actor';

/**
 * createAppActor as main.tsx boots the app: the activeOrders watcher (whose children are confirmReceipt and
 * orderRating) is opened once the session has a user. The runner builds the actor with createAppActor, so a suite
 * whose flow is the watcher's child mocks it with this (vi.mock's factory: `withActiveOrdersWatcher(await
 * importOriginal())`).
 */
export function withActiveOrdersWatcher(real: typeof CreateAppActor): typeof CreateAppActor {
  return {
    ...real,
    createAppActor: (...args: Parameters<typeof real.createAppActor>) => {
      const actor = real.createAppActor(...args);
      startActiveOrdersWatcher(actor);
      return actor;
    },
  };
}
