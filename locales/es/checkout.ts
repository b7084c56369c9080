/** ordering.md: the checkout texts (issue 12). Top-level key: checkout. */
export const checkoutTexts = { checkout: {} } as const;
