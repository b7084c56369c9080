// @vitest-environment happy-dom
import { vi } from 'vitest';
import { createPointsAppModel } from '@/machines/points/points.app-model';
import { describeAppModel } from './describe-app-model';

/** §8 "Points": a failed load is logged only: the errors are read here (machines/ names no console). */
const logged: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  logged.push(args);
});

describeAppModel(createPointsAppModel({ errors: () => logged }));
