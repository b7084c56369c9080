import { accounts } from './zh/accounts';
import { profile } from './zh/profile';
import { shell } from './zh/shell';

/** The zh UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const zh = { ...shell, ...profile, ...accounts };
export default zh;
