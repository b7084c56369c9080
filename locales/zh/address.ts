export const addressTexts = { address: {} };
