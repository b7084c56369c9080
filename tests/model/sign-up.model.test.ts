import { signUpModel } from '@/machines/sign-up/sign-up.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(signUpModel);
