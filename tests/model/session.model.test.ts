import { sessionModel } from '@/machines/session/session.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(sessionModel);
