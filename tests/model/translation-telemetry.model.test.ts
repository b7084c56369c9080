import { translationTelemetryModel } from '@/machines/language/translation-telemetry.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(translationTelemetryModel);
