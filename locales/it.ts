import { accounts } from './it/accounts';
import { branchesTexts } from './it/branches';
import { cartTexts } from './it/cart';
import { menuTexts } from './it/menu';
import { productTexts } from './it/product';
import { profile } from './it/profile';
import { shell } from './it/shell';

/** The it UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const it = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
  ...menuTexts,
  ...productTexts,
  ...cartTexts,
};
export default it;
