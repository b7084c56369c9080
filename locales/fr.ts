import { accounts } from './fr/accounts';
import { branchesTexts } from './fr/branches';
import { cartTexts } from './fr/cart';
import { menuTexts } from './fr/menu';
import { productTexts } from './fr/product';
import { profile } from './fr/profile';
import { shell } from './fr/shell';

/** The fr UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const fr = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default fr;
