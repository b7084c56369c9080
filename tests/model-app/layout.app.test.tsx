// @vitest-environment happy-dom
import { layoutAppModel } from '@/machines/layout/layout.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(layoutAppModel);
