import { accounts } from './en/accounts';
import { activeOrdersTexts } from './en/active-orders';
import { addressTexts } from './en/address';
import { branchesTexts } from './en/branches';
import { cartTexts } from './en/cart';
import { checkoutTexts } from './en/checkout';
import { flowsPageTexts } from './en/flows-page';
import { menuTexts } from './en/menu';
import { orderHistoryTexts } from './en/order-history';
import { orderRatingTexts } from './en/order-rating';
import { paymentTexts } from './en/payment';
import { processingTexts } from './en/processing';
import { productTexts } from './en/product';
import { profile } from './en/profile';
import { qrScannerTexts } from './en/qr-scanner';
import { shell } from './en/shell';

/** The en UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const en = {
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
export default en;
