export const paymentTexts = { payment: {} };
