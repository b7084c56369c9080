/** ordering.md: the branches texts (issue 11). Top-level key: branchSelection. */
export const branchesTexts = { branchSelection: {} } as const;
