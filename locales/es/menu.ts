/** ordering.md: the menu texts (issue 11). Top-level key: menu. */
export const menuTexts = { menu: {} } as const;
