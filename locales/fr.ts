import { accounts } from './fr/accounts';
import { activeOrdersTexts } from './fr/active-orders';
import { addressTexts } from './fr/address';
import { branchesTexts } from './fr/branches';
import { cartTexts } from './fr/cart';
import { checkoutTexts } from './fr/checkout';
import { flowsPageTexts } from './fr/flows-page';
import { menuTexts } from './fr/menu';
import { orderHistoryTexts } from './fr/order-history';
import { orderRatingTexts } from './fr/order-rating';
import { paymentTexts } from './fr/payment';
import { processingTexts } from './fr/processing';
import { productTexts } from './fr/product';
import { profile } from './fr/profile';
import { qrScannerTexts } from './fr/qr-scanner';
import { shell } from './fr/shell';

/** The fr UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const fr = {
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
export default fr;
