import { currentBranchModel } from '@/machines/current-branch/current-branch.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(currentBranchModel);
