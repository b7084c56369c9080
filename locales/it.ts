import { accounts } from './it/accounts';
import { profile } from './it/profile';
import { shell } from './it/shell';

/** The it UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const it = { ...shell, ...profile, ...accounts };
export default it;
