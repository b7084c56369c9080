export const productTexts = { product: {} };
