import { afterAll, beforeAll, vi } from 'vitest';
import { checkoutModel } from '@/machines/checkout/checkout.model';
import { describeModel } from '@/tests/support/model-replay';

// A refused quote is logged by design; the paths take that step often.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(checkoutModel);
