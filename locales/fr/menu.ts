export const menuTexts = { menu: {} };
