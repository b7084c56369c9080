// @vitest-environment happy-dom
import { profileCompletionAppModel } from '@/machines/profile-completion/profile-completion.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(profileCompletionAppModel);
