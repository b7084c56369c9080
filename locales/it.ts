import { accounts } from './it/accounts';
import { activeOrdersTexts } from './it/active-orders';
import { addressTexts } from './it/address';
import { branchesTexts } from './it/branches';
import { cartTexts } from './it/cart';
import { checkoutTexts } from './it/checkout';
import { flowsPageTexts } from './it/flows-page';
import { menuTexts } from './it/menu';
import { orderHistoryTexts } from './it/order-history';
import { orderRatingTexts } from './it/order-rating';
import { paymentTexts } from './it/payment';
import { processingTexts } from './it/processing';
import { productTexts } from './it/product';
import { profile } from './it/profile';
import { qrScannerTexts } from './it/qr-scanner';
import { shell } from './it/shell';

/** The it UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const it = {
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
export default it;
