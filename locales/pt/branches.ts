export const branchesTexts = { branchSelection: {} };
