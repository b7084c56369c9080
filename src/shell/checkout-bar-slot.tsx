/**
 * Where the checkout bar goes when the page enables it and the order has products (ordering.md). The
 * ordering issue replaces this with the real bar; until then the slot renders nothing.
 */
export function CheckoutBarSlot() {
  return null;
}
