import { accounts } from './pt/accounts';
import { branchesTexts } from './pt/branches';
import { cartTexts } from './pt/cart';
import { menuTexts } from './pt/menu';
import { productTexts } from './pt/product';
import { profile } from './pt/profile';
import { shell } from './pt/shell';

/** The pt UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const pt = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default pt;
