export const cartTexts = { cart: {} };
