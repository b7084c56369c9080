import * as v from 'valibot';
import { messages, notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { idParam } from '../http/validate';
import { branchMessages, findBranchById, setBranchSystems, toBranchDto } from '../services/branches';

/**
 * Demo/test tool (issue 9, W20): a branch's consume systems (table, takeaway, delivery) switched on or off, so
 * CHECKOUT at a branch with every system disabled (ordering.md §2 "Unavailable") can be produced for real. The
 * browser replay of checkoutPreferences (tests/e2e/model-paths/checkout-preferences.ts) turns Brasa Belgrano's
 * off before its walk and puts back the `previous` systems this answers after it. Served only where the e-mail
 * sandbox is and never under NODE_ENV=production, like the other dev levers; 404 for an unknown branch.
 */
export const devBranchMessages = {
  systems: 'Los campos tableSystem, takeawaySystem y deliverySystem deben ser true o false',
} as const;

const flag = v.boolean(devBranchMessages.systems);

export const devBranchRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/dev/local/:id/systems',
    summary: "Demo/test only: switch a branch's table, takeaway and delivery systems on or off",
    auth: 'none',
    params: v.object({ id: idParam }),
    body: v.object({ tableSystem: flag, takeawaySystem: flag, deliverySystem: flag }),
    async handler({ c, deps, params, body }) {
      if (!deps.config.devOutbox || deps.config.nodeEnv === 'production')
        throw notFound(messages.routeNotFound);
      const before = await findBranchById(deps.db, params.id);
      if (!before) throw notFound(branchMessages.notFound);
      const branch = await setBranchSystems(deps.db, params.id, body);
      if (!branch) throw notFound(branchMessages.notFound);
      const previous = {
        tableSystem: before.table_system,
        takeawaySystem: before.takeaway_system,
        deliverySystem: before.delivery_system,
      };
      return ok(c, { previous, branch: toBranchDto(branch) });
    },
  }),
];
