// @vitest-environment happy-dom
import { passwordRecoveryAppModel } from '@/machines/password-recovery/password-recovery.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(passwordRecoveryAppModel);
