// @vitest-environment happy-dom
import { supportAppModel } from '@/machines/support/support.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(supportAppModel);
