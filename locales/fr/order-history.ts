export const orderHistoryTexts = {
  orderHistory: {},
} as const;
