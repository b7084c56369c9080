/**
 * The cart's blocking modals (ordering.md §2 "Modals used by ordering"), opened through the layout flow; alone in
 * their module so the lazy slot in the first screen's chunk (src/app/cart-modal-slot.tsx) can name them without
 * bringing the cart flow along (it loads when first needed).
 */
export const CART_BRANCH_CLOSED_MODAL_ID = 'cart.branchClosed';
export const CART_ACTIVE_ORDER_MODAL_ID = 'cart.activeOrderElsewhere';
