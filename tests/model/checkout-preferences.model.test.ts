import { checkoutPreferencesModel } from '@/machines/checkout/checkout-preferences.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(checkoutPreferencesModel);
