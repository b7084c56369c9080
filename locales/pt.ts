import { accounts } from './pt/accounts';
import { profile } from './pt/profile';
import { shell } from './pt/shell';

/** The pt UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const pt = { ...shell, ...profile, ...accounts };
export default pt;
