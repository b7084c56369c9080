import type { APIRequestContext } from '@playwright/test';
import { isSameEvent } from '@/machines/app-model';
import { orderHistoryAppModel } from '@/machines/order-history/order-history.app-model';
import { DEMO_ORDER_IDS } from '@/server/db/seed/orders';
import type { FlowPath } from '@/tools/flow-graph/paths';
import { forceBranchStatus } from './branch-status';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';
import { freshGuest, placeOrder, requestCaller } from './real-orders';

/**
 * orderHistory in the browser (docs/browser-paths-plan.md W15). The start is demo@demo.com (the model's user-1) on
 * PROFILE, signed in for real. The model's order-1 is, per walk: another user's order when the walk takes the 403
 * (a table order a fresh guest places at Brasa Palermo Soho just before, so the real server refuses it to demo),
 * else the demo diner's seeded takeaway order (DEMO_ORDER_IDS.takeaway, #1002), whose data the model's order is
 * (machines/order-history/order-history.fixtures.ts `seededTakeaway`): the detail's checks read the real one.
 */

const fixtureTaken = (steps: FlowPath['steps'], fixture: string) =>
  steps.some((s) =>
    orderHistoryAppModel.steps.some(
      (m) => m.action.kind === 'server' && m.action.fixture === fixture && isSameEvent(m.event, s.event),
    ),
  );

export async function learnOrderHistory(
  request: APIRequestContext,
  ids: IdMap,
  steps: FlowPath['steps'],
): Promise<void> {
  if (!fixtureTaken(steps, 'anotherUsersOrder')) {
    ids.add('order-1', DEMO_ORDER_IDS.takeaway);
    return;
  }
  // Open at any hour for the order (the spec's afterEach puts it back on its schedule).
  await forceBranchStatus(request, { palermo: 'open' });
  const guest = await freshGuest(request);
  const theirs = await placeOrder(requestCaller(request), request, guest, 'mesa');
  ids.add('order-1', theirs._id);
}

const SEEDED =
  "demo@demo.com's history is the seed's four orders (#1001–#1004, server/db/seed/orders.ts) plus any an earlier spec placed";
export const orderHistoryLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
    twoOrders: {
      cannot: `${SEEDED}; the model's list is exactly two rows, /perfil/ordenes/order-1 then order-0, one of them cancelled`,
    },
    noOrders: {
      cannot: `${SEEDED}, and the start signs demo in (the model's saved user is demo@demo.com): no empty history`,
    },
    malformedOrder: {
      cannot:
        'the real server always writes orderPayment as an array (server/services/orders.ts toOrderDto); a truncated JSON string stands for an old or foreign record that no API call produces',
    },
  },
};
