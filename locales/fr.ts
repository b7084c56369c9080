import { accounts } from './fr/accounts';
import { profile } from './fr/profile';
import { shell } from './fr/shell';

/** The fr UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const fr = { ...shell, ...profile, ...accounts };
export default fr;
