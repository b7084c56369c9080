import { activeOrdersModel } from './active-orders/active-orders.model';
import { addressSearchModel } from './address-search/address-search.model';
import { appModel } from './app/app.model';
import { branchSelectionModel } from './branches/branch-selection.model';
import { cartModel } from './cart/cart.model';
import { catalogueModel } from './catalogue/catalogue.model';
import { checkoutModel } from './checkout/checkout.model';
import { checkoutPreferencesModel } from './checkout/checkout-preferences.model';
import { confirmReceiptModel } from './confirm-receipt/confirm-receipt.model';
import { currentBranchModel } from './current-branch/current-branch.model';
import type { FlowModel } from './flow-model';
import { languageModel } from './language/language.model';
import { translationTelemetryModel } from './language/translation-telemetry.model';
import { layoutModel } from './layout/layout.model';
import { menuBrowsingModel } from './menu-browsing/menu-browsing.model';
import { orderHistoryModel } from './order-history/order-history.model';
import { orderPreparationModel } from './order-preparation/order-preparation.model';
import { orderRatingModel } from './order-rating/order-rating.model';
import { passwordRecoveryModel } from './password-recovery/password-recovery.model';
import { paymentVerificationModel } from './payment-verification/payment-verification.model';
import { pointsModel } from './points/points.model';
import { profileCompletionModel } from './profile-completion/profile-completion.model';
import { qrScannerModel } from './qr-scanner/qr-scanner.model';
import { sendOrderModel } from './send-order/send-order.model';
import { sessionModel } from './session/session.model';
import { signInModel } from './sign-in/sign-in.model';
import { signUpModel } from './sign-up/sign-up.model';
import { socialLoginModel } from './social-login/social-login.model';
import { supportModel } from './support/support.model';
import { toastsModel } from './toasts/toasts.model';

/**
 * Every flow of the app. `npm run flows` and `npm run paths` document each one, `/__flows` shows them live,
 * and tests/model replays their generated paths. A new machine is added here with its model.
 */
export const FLOW_MODELS: readonly FlowModel[] = [
  appModel,
  sessionModel,
  socialLoginModel,
  layoutModel,
  toastsModel,
  profileCompletionModel,
  pointsModel,
  supportModel,
  signInModel,
  signUpModel,
  passwordRecoveryModel,
  languageModel,
  translationTelemetryModel,
  branchSelectionModel,
  cartModel,
  currentBranchModel,
  catalogueModel,
  menuBrowsingModel,
  orderPreparationModel,
  paymentVerificationModel,
  qrScannerModel,
  addressSearchModel,
  sendOrderModel,
  checkoutModel,
  checkoutPreferencesModel,
  confirmReceiptModel,
  orderHistoryModel,
  orderRatingModel,
  activeOrdersModel,
];
