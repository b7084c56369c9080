import { qrScannerModel } from '@/machines/qr-scanner/qr-scanner.model';
import { describeModel } from '@/tests/support/model-replay';

describeModel(qrScannerModel);
