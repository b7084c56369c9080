import { passwordRecoveryModel } from '@/machines/password-recovery/password-recovery.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(passwordRecoveryModel);
