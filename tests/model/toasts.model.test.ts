import { toastsModel } from '@/machines/toasts/toasts.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(toastsModel);
