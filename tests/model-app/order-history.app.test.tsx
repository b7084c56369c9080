// @vitest-environment happy-dom
import { orderHistoryAppModel } from '@/machines/order-history/order-history.app-model';
import { describeAppModel } from './describe-app-model';

describeAppModel(orderHistoryAppModel);
