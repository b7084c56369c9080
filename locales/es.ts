import { accounts } from './es/accounts';
import { profile } from './es/profile';
import { shell } from './es/shell';

/** The source catalogue (es-AR): the spec's texts, character for character. Inline in the first load. */
export const es = { ...shell, ...profile, ...accounts } as const;
