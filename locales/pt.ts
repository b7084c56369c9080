import { accounts } from './pt/accounts';
import { activeOrdersTexts } from './pt/active-orders';
import { addressTexts } from './pt/address';
import { branchesTexts } from './pt/branches';
import { cartTexts } from './pt/cart';
import { checkoutTexts } from './pt/checkout';
import { flowsPageTexts } from './pt/flows-page';
import { menuTexts } from './pt/menu';
import { orderHistoryTexts } from './pt/order-history';
import { orderRatingTexts } from './pt/order-rating';
import { paymentTexts } from './pt/payment';
import { processingTexts } from './pt/processing';
import { productTexts } from './pt/product';
import { profile } from './pt/profile';
import { qrScannerTexts } from './pt/qr-scanner';
import { shell } from './pt/shell';

/** The pt UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const pt = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
  ...checkoutTexts,
  ...addressTexts,
  ...qrScannerTexts,
  ...paymentTexts,
  ...processingTexts,
  ...orderHistoryTexts,
  ...orderRatingTexts,
  ...activeOrdersTexts,
  ...flowsPageTexts,
};
export default pt;
