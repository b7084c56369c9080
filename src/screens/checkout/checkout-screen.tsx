/** Placeholder until the checkout helper's screen lands (issue 12). */
export function CheckoutScreen() {
  return null;
}
