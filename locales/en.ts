import { accounts } from './en/accounts';
import { profile } from './en/profile';
import { shell } from './en/shell';

/** The en UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const en = { ...shell, ...profile, ...accounts };
export default en;
