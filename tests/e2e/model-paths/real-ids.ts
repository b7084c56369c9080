import { BRANCH_IDS } from '@/server/db/seed/branches';
import { BRAND_B2C_ID } from '@/server/db/seed/brands';
import { DEMO_PASSWORD, DEMO_USER_ID, userSeeds } from '@/server/db/seed/users';
import { UNKNOWN_HOST } from './app';
import { IdMap, type IdPairs } from './id-map';

/**
 * The static half of the id map (docs/browser-paths-plan.md §2, W1): the model ids that name a seeded row, per
 * flow, with the seed's real ids imported from server/db/seed (never written out). The learned half (a guest the
 * server mints, Lucía's id) is added by the start producer (start.ts) while a walk is arranged. Node only: the
 * page gets the pairs, not this module.
 */

const PERFIL_USER_ID = userSeeds.find((u) => u.email === 'perfil@demo.com')?.id;

/** Every flow: the seeded b2c brand and demo@demo.com. */
const COMMON: IdPairs = [
  ['brand-1', BRAND_B2C_ID],
  ['user-1', DEMO_USER_ID],
];

/**
 * Per flow, what differs from COMMON: the models name Brasa Palermo Soho five ways, so each flow gets only its own
 * (the map is one-to-one per flow), and profileCompletion's user-1 is perfil@demo.com.
 */
const BY_FLOW: Record<string, IdPairs> = {
  currentBranch: [
    ['b-1', BRANCH_IDS.palermo],
    ['b-2', BRANCH_IDS.belgrano],
  ],
  catalogue: [['b-1', BRANCH_IDS.palermo]],
  menuBrowsing: [['b-1', BRANCH_IDS.palermo]],
  addressSearch: [['b-1', BRANCH_IDS.palermo]],
  branchSelection: [['branch-palermo', BRANCH_IDS.palermo]],
  checkout: [['local-1', BRANCH_IDS.palermo]],
  // The cart reaches Brasa Palermo Soho by its link (machines/cart/cart-at-a-branch.app-model.ts, h4's branch steps).
  cart: [['local-1', BRANCH_IDS.palermo]],
  // The app is opened at a host the server knows no brand for (model-paths/app.ts): its domain is the model's localhost.
  app: [['localhost', UNKNOWN_HOST]],
  // user-1 is Lucía, whose real id (and the link's token) the spec learns from the outbox (W5).
  passwordRecovery: [['brand-1', BRAND_B2C_ID]],
  // user-1 is Lucía, whose real id the spec learns (model-paths/session.ts).
  session: [['brand-1', BRAND_B2C_ID]],
  // user-9 is the user the Google sandbox signs in, learned from its cookie (model-paths/social-login.ts).
  socialLogin: [['brand-1', BRAND_B2C_ID]],
  profileCompletion: [
    ['brand-1', BRAND_B2C_ID],
    ['user-1', PERFIL_USER_ID ?? 'perfil@demo.com is not seeded'],
  ],
};

/** The flows whose BY_FLOW entries replace COMMON instead of adding to it. */
const REPLACES_COMMON = new Set(['profileCompletion', 'passwordRecovery', 'session', 'socialLogin']);

/** A fresh map for one walk of the flow: its static entries. */
export function staticIds(flowId: string): IdMap {
  const own = BY_FLOW[flowId] ?? [];
  return new IdMap(REPLACES_COMMON.has(flowId) ? own : [...COMMON, ...own]);
}

/** The seeded accounts' passwords by e-mail (every demo account has the seed's), for a saved diner's sign-in. */
export const seededPassword = (email: string): string | undefined =>
  userSeeds.some((u) => u.email === email) ? DEMO_PASSWORD : undefined;

export { BRAND_B2C_ID };
