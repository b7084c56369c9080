/**
 * The layout modal id of '¿Recibiste tu pedido correctamente?' (declared by src/screens/active-orders), in a
 * module of its own so the branch home's chunk does not carry the confirmReceipt machine (it loads with the
 * activeOrders watcher).
 */
export const CONFIRM_RECEIPT_MODAL_ID = 'confirm-receipt';
