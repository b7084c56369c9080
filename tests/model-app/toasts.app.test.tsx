// @vitest-environment happy-dom
import { toastsAppModel } from '@/machines/toasts/toasts.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(toastsAppModel);
