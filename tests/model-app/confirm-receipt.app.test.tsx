// @vitest-environment happy-dom
import { beforeAll, vi } from 'vitest';
import { createConfirmReceiptAppModel } from '@/machines/confirm-receipt/confirm-receipt.app-model';
import { describeAppModel } from './describe-app-model';

// The app as main.tsx boots it: the activeOrders watcher (whose child is confirmReceipt) opened on the runner's actor.
vi.mock('@/src/app/create-app-actor', async (importOriginal) => {
  const { withActiveOrdersWatcher } = await import('./active-orders-watcher');
  return withActiveOrdersWatcher(await importOriginal());
});

// The watcher's chunk, loaded before the runner fakes the clock (module loading needs real timers).
beforeAll(async () => {
  await import('@/src/app/active-orders-flow');
});

// The diner brings the tab back to the front: the window's focus (the watcher fetches again on it).
describeAppModel(
  createConfirmReceiptAppModel({ bringToFront: () => window.dispatchEvent(new Event('focus')) }),
);
