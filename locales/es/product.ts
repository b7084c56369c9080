/** ordering.md: the product texts (issue 11). Top-level key: product. */
export const productTexts = { product: {} } as const;
