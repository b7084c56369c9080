import { profileCompletionModel } from '@/machines/profile-completion/profile-completion.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(profileCompletionModel);
