import { sendOrderModel } from '@/machines/send-order/send-order.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(sendOrderModel);
