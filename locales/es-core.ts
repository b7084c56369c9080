import { accounts } from './es/accounts';
import { branchesTexts } from './es/branches';
import { profile } from './es/profile';
import { shell } from './es/shell';

/**
 * The part of the source catalogue (es-AR) inline in the first load: the shell, the accounts screens, PROFILE
 * and BASE. The ordering areas behind a route (menu, product, cart, checkout…) are `locales/es-extra.ts`, which
 * arrives with the first of those routes' chunks (docs/i18n.md "Spanish in two parts").
 */
export const esCore = {
  ...shell,
  ...profile,
  ...accounts,
  ...branchesTexts,
} as const;
