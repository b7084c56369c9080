/** ordering.md: the cart texts (issue 11). Top-level key: cart. */
export const cartTexts = { cart: {} } as const;
