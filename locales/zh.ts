import { accounts } from './zh/accounts';
import { branchesTexts } from './zh/branches';
import { cartTexts } from './zh/cart';
import { menuTexts } from './zh/menu';
import { productTexts } from './zh/product';
import { profile } from './zh/profile';
import { shell } from './zh/shell';

/** The zh UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const zh = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default zh;
