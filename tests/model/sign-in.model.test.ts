import { signInModel } from '@/machines/sign-in/sign-in.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(signInModel);
