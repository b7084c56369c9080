import { activeOrdersWords } from './active-orders/active-orders.words';
import { addressSearchWords } from './address-search/address-search.words';
import { appWords } from './app/app.words';
import { branchSelectionWords } from './branches/branch-selection.words';
import { cartWords } from './cart/cart.words';
import { catalogueWords } from './catalogue/catalogue.words';
import { checkoutWords } from './checkout/checkout.words';
import { checkoutPreferencesWords } from './checkout/checkout-preferences.words';
import { confirmReceiptWords } from './confirm-receipt/confirm-receipt.words';
import { currentBranchWords } from './current-branch/current-branch.words';
import type { FlowWords } from './flow-words';
import { languageWords } from './language/language.words';
import { translationTelemetryWords } from './language/translation-telemetry.words';
import { layoutWords } from './layout/layout.words';
import { menuBrowsingWords } from './menu-browsing/menu-browsing.words';
import { orderHistoryWords } from './order-history/order-history.words';
import { orderPreparationWords } from './order-preparation/order-preparation.words';
import { orderRatingWords } from './order-rating/order-rating.words';
import { passwordRecoveryWords } from './password-recovery/password-recovery.words';
import { paymentVerificationWords } from './payment-verification/payment-verification.words';
import { pointsWords } from './points/points.words';
import { profileCompletionWords } from './profile-completion/profile-completion.words';
import { qrScannerWords } from './qr-scanner/qr-scanner.words';
import { sendOrderWords } from './send-order/send-order.words';
import { sessionWords } from './session/session.words';
import { signInWords } from './sign-in/sign-in.words';
import { signUpWords } from './sign-up/sign-up.words';
import { socialLoginWords } from './social-login/social-login.words';
import { supportWords } from './support/support.words';
import { toastsWords } from './toasts/toasts.words';

/**
 * The words of every flow of machines/registry.ts, by model id: state labels and guard meanings for the diagrams
 * (`npm run flows`, /__flows). `npm run flows -- --check` fails while a flow lacks any.
 */
export const FLOW_WORDS: Readonly<Record<string, FlowWords>> = {
  app: appWords,
  session: sessionWords,
  socialLogin: socialLoginWords,
  layout: layoutWords,
  toasts: toastsWords,
  profileCompletion: profileCompletionWords,
  points: pointsWords,
  support: supportWords,
  signIn: signInWords,
  signUp: signUpWords,
  passwordRecovery: passwordRecoveryWords,
  language: languageWords,
  translationTelemetry: translationTelemetryWords,
  branchSelection: branchSelectionWords,
  cart: cartWords,
  currentBranch: currentBranchWords,
  catalogue: catalogueWords,
  menuBrowsing: menuBrowsingWords,
  orderPreparation: orderPreparationWords,
  paymentVerification: paymentVerificationWords,
  qrScanner: qrScannerWords,
  addressSearch: addressSearchWords,
  sendOrder: sendOrderWords,
  checkout: checkoutWords,
  confirmReceipt: confirmReceiptWords,
  orderHistory: orderHistoryWords,
  orderRating: orderRatingWords,
  activeOrders: activeOrdersWords,
  checkoutPreferences: checkoutPreferencesWords,
};
