import { socialLoginModel } from '@/machines/social-login/social-login.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(socialLoginModel);
