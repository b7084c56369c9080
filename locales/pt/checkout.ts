export const checkoutTexts = { checkout: {} };
