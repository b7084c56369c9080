// @vitest-environment happy-dom
import { paymentVerificationAppModel } from '@/machines/payment-verification/payment-verification.app-model';
// The checkout route group, loaded before the clock is faked (React.lazy finds it in the module cache).
import '@/src/app/route-groups/checkout-screens';
import { describeAppModel } from './describe-app-model';
import { installPaymentBrowser } from './payment-browser';

installPaymentBrowser();
describeAppModel(paymentVerificationAppModel);
