import { afterAll, beforeAll, vi } from 'vitest';
import { activeOrdersModel } from '@/machines/active-orders/active-orders.model';
import { describeModel } from '@/tests/support/model-replay';

// A failed load is logged by design; the paths take that step often.
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(activeOrdersModel);
