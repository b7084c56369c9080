import { accounts } from './de/accounts';
import { branchesTexts } from './de/branches';
import { cartTexts } from './de/cart';
import { menuTexts } from './de/menu';
import { productTexts } from './de/product';
import { profile } from './de/profile';
import { shell } from './de/shell';

/** The de UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const de = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default de;
