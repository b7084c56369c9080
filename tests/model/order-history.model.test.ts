import { orderHistoryModel } from '@/machines/order-history/order-history.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(orderHistoryModel);
