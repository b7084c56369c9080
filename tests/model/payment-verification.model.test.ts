import { afterAll, beforeAll, vi } from 'vitest';
import { paymentVerificationModel } from '@/machines/payment-verification/payment-verification.model';
import { describeModel } from '@/tests/support/model-replay';

// Background exhaustion logs its line by design (ordering.md §8); the paths take that step.
beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(paymentVerificationModel);
