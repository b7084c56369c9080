// @vitest-environment happy-dom
import { appAppModel } from '@/machines/app/app.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(appAppModel);
