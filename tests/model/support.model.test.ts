import { supportModel } from '@/machines/support/support.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(supportModel);
