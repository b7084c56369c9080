// @vitest-environment happy-dom
import { currentBranchAppModel } from '@/machines/current-branch/current-branch.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(currentBranchAppModel);
