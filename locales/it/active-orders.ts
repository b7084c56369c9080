export const activeOrdersTexts = {
  activeOrders: {},
} as const;
