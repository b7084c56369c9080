import { accounts } from './de/accounts';
import { profile } from './de/profile';
import { shell } from './de/shell';

/** The de UI catalogue: its own chunk, downloaded only when the diner picks the language. */
export const de = { ...shell, ...profile, ...accounts };
export default de;
