// @vitest-environment happy-dom
import { signInAppModel } from '@/machines/sign-in/sign-in.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(signInAppModel);
