// @vitest-environment happy-dom
import { afterAll, beforeAll } from 'vitest';
import { createActiveOrdersAppModel } from '@/machines/active-orders/active-orders.app-model';
import { describeAppModel } from './describe-app-model';

// The watcher's chunk, loaded before the runner fakes the clock (module loading needs real timers).
beforeAll(async () => {
  await import('@/src/app/active-orders-flow');
});

// The tab's visibility as the browser reports it: document.visibilityState, announced by `visibilitychange`.
let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
afterAll(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describeAppModel(
  createActiveOrdersAppModel({
    setVisible: (visible) => {
      const next = visible ? 'visible' : 'hidden';
      if (next === visibility) return;
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  }),
);
