import { afterAll, beforeAll, vi } from 'vitest';
import { pointsModel } from '@/machines/points/points.model';
import { describeModel } from '@/tests/support/model-replay';

// A failed load is logged by design (accounts.md §8); the paths take that step often.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describeModel(pointsModel);
