/** Route group loaded on demand: ORDER_SUMMARY and the cart's blocking modals (issue 11). */
export { CartModalsHost } from '../../screens/order-summary/cart-modals';
export { OrderSummaryScreen } from '../../screens/order-summary/order-summary-screen';
