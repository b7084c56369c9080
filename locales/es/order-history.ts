/** ordering.md: the orderHistory texts (issue 13). Top-level key: orderHistory. §2 "Order history" and "Order detail", §4 "orderStatus icons". */
export const orderHistoryTexts = {
  orderHistory: {},
} as const;
