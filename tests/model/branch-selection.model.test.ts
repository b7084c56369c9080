import { branchSelectionModel } from '@/machines/branches/branch-selection.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(branchSelectionModel);
