import { accounts } from './es/accounts';
import { addressTexts } from './es/address';
import { branchesTexts } from './es/branches';
import { cartTexts } from './es/cart';
import { checkoutTexts } from './es/checkout';
import { menuTexts } from './es/menu';
import { paymentTexts } from './es/payment';
import { processingTexts } from './es/processing';
import { productTexts } from './es/product';
import { profile } from './es/profile';
import { qrScannerTexts } from './es/qr-scanner';
import { shell } from './es/shell';

/** The source catalogue (es-AR): the spec's texts, character for character. Inline in the first load. */
export const es = {
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
} as const;
