// @vitest-environment happy-dom
import { sessionAppModel } from '@/machines/session/session.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(sessionAppModel);
