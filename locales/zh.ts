import { accounts } from './zh/accounts';
import { activeOrdersTexts } from './zh/active-orders';
import { addressTexts } from './zh/address';
import { branchesTexts } from './zh/branches';
import { cartTexts } from './zh/cart';
import { checkoutTexts } from './zh/checkout';
import { flowsPageTexts } from './zh/flows-page';
import { menuTexts } from './zh/menu';
import { orderHistoryTexts } from './zh/order-history';
import { orderRatingTexts } from './zh/order-rating';
import { paymentTexts } from './zh/payment';
import { processingTexts } from './zh/processing';
import { productTexts } from './zh/product';
import { profile } from './zh/profile';
import { qrScannerTexts } from './zh/qr-scanner';
import { shell } from './zh/shell';

/** The zh UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const zh = {
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
export default zh;
