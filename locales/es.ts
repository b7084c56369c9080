import { accounts } from './es/accounts';
import { branchesTexts } from './es/branches';
import { cartTexts } from './es/cart';
import { menuTexts } from './es/menu';
import { productTexts } from './es/product';
import { profile } from './es/profile';
import { shell } from './es/shell';

/** The source catalogue (es-AR): the spec's texts, character for character. Inline in the first load. */
export const es = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
} as const;
