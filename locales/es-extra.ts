import { activeOrdersTexts } from './es/active-orders';
import { addressTexts } from './es/address';
import { cartTexts } from './es/cart';
import { checkoutTexts } from './es/checkout';
import { flowsPageTexts } from './es/flows-page';
import { menuTexts } from './es/menu';
import { orderHistoryTexts } from './es/order-history';
import { orderRatingTexts } from './es/order-rating';
import { paymentTexts } from './es/payment';
import { processingTexts } from './es/processing';
import { productTexts } from './es/product';
import { qrScannerTexts } from './es/qr-scanner';

/**
 * The ordering areas of the source catalogue (es-AR) that only screens behind a route use. Each route group that
 * shows them imports this module statically and registers it (src/i18n/i18n.ts `registerSourceTexts`), so the
 * texts arrive with the group's chunk; the app also fetches it once the first screen is idle. A key of these
 * areas used by the first screen's code fails `npm run check:bundle`.
 */
export const esExtra = {
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
} as const;

export default esExtra;
