import { accounts } from './en/accounts';
import { branchesTexts } from './en/branches';
import { cartTexts } from './en/cart';
import { menuTexts } from './en/menu';
import { productTexts } from './en/product';
import { profile } from './en/profile';
import { shell } from './en/shell';

/** The en UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const en = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default en;
