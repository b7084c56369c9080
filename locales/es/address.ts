/** ordering.md: the address texts (issue 12). Top-level key: address. */
export const addressTexts = { address: {} } as const;
