import { confirmReceiptModel } from '@/machines/confirm-receipt/confirm-receipt.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(confirmReceiptModel);
