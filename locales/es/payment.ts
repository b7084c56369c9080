/** ordering.md: the payment texts (issue 12). Top-level key: payment. */
export const paymentTexts = { payment: {} } as const;
