import { appModel } from '@/machines/app/app.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(appModel);
