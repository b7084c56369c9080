/**
 * The session-storage key of the preparation kept across a reload (`{prefix}` as in machines/rules/storage-keys.ts;
 * the spec names no key for it: docs/ordering-product.md "Kept across a reload"). Its own module so that BASE
 * (branchSelection's reset, in the first screen's chunk) can forget the record without the preparation's rules.
 */
export const savedPreparationKey = (prefix: string) => `${prefix}_order_preparation`;
