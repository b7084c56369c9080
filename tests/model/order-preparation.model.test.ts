import { orderPreparationModel } from '@/machines/order-preparation/order-preparation.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(orderPreparationModel);
