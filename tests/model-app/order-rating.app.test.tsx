// @vitest-environment happy-dom
import { beforeAll, vi } from 'vitest';
import { orderRatingAppModel } from '@/machines/order-rating/order-rating.app-model';
import { describeAppModel } from './describe-app-model';

// The app as main.tsx boots it: the activeOrders watcher (whose child is orderRating) opened on the runner's actor.
vi.mock('@/src/app/create-app-actor', async (importOriginal) => {
  const { withActiveOrdersWatcher } = await import('./active-orders-watcher');
  return withActiveOrdersWatcher(await importOriginal());
});

// The watcher's chunk and the prompt's, loaded before the runner fakes the clock (module loading needs real timers).
beforeAll(async () => {
  await import('@/src/app/active-orders-flow');
  await import('@/src/screens/order-rating/order-rating-chunk');
});

describeAppModel(orderRatingAppModel);
