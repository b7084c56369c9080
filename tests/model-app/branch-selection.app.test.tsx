// @vitest-environment happy-dom
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(branchSelectionAppModel);
