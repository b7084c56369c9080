import { accounts } from './de/accounts';
import { activeOrdersTexts } from './de/active-orders';
import { addressTexts } from './de/address';
import { branchesTexts } from './de/branches';
import { cartTexts } from './de/cart';
import { checkoutTexts } from './de/checkout';
import { flowsPageTexts } from './de/flows-page';
import { menuTexts } from './de/menu';
import { orderHistoryTexts } from './de/order-history';
import { orderRatingTexts } from './de/order-rating';
import { paymentTexts } from './de/payment';
import { processingTexts } from './de/processing';
import { productTexts } from './de/product';
import { profile } from './de/profile';
import { qrScannerTexts } from './de/qr-scanner';
import { shell } from './de/shell';

/** The de UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const de = {
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
export default de;
