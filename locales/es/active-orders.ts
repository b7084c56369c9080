/** ordering.md: the activeOrders texts (issue 13). Top-level key: activeOrders. §2 "Active order card", §4 "Active orders" (card, carousel, confirm receipt). */
export const activeOrdersTexts = {
  activeOrders: {},
} as const;
