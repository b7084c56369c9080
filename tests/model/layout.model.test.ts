import { layoutModel } from '@/machines/layout/layout.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(layoutModel);
