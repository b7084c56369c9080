import { afterAll, beforeAll, vi } from 'vitest';
import { cartModel } from '@/machines/cart/cart.model';
import { describeModel } from '@/tests/support/model-replay';

// A failed quote or suggestions call is logged by design; the paths take those steps often.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(cartModel);
