// @vitest-environment happy-dom
import { beforeAll, vi } from 'vitest';
import { createConfirmReceiptAppModel } from '@/machines/confirm-receipt/confirm-receipt.app-model';
import { startActiveOrdersWatcher } from '@/src/adapters/active-orders-start';
import { describeAppModel } from './describe-app-model';

// The app as main.tsx boots it: the activeOrders watcher (whose child is confirmReceipt) is opened once the
// session has a user. The runner builds the actor with createAppActor, so the opening is added here.
vi.mock('@/src/app/create-app-actor', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/src/app/create-app-actor')>();
  return {
    ...real,
    createAppActor: (...args: Parameters<typeof real.createAppActor>) => {
      const actor = real.createAppActor(...args);
      startActiveOrdersWatcher(actor);
      return actor;
    },
  };
});

// The watcher's chunk, loaded before the runner fakes the clock (module loading needs real timers).
beforeAll(async () => {
  await import('@/src/app/active-orders-flow');
});

// The diner brings the tab back to the front: the window's focus (the watcher fetches again on it).
describeAppModel(
  createConfirmReceiptAppModel({ bringToFront: () => window.dispatchEvent(new Event('focus')) }),
);
