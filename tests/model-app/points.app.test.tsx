// @vitest-environment happy-dom
import { pointsAppModel } from '@/machines/points/points.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(pointsAppModel);
