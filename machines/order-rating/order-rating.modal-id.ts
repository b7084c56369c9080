/**
 * The layout modal id of the order rating prompt, alone in its module so the lazy slot in the first screen's chunk
 * (src/screens/order-rating/order-rating-slot.tsx) can name it without bringing the chart along.
 */
export const ORDER_RATING_MODAL_ID = 'order-rating';
