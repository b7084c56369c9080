import { type APIRequestContext, expect } from '@playwright/test';
import { ACTIVE_ORDERS_FIXTURES } from '@/machines/active-orders/active-orders-on-the-app';
import { BRANCH_IDS } from '@/server/db/seed/branches';
import { DEMO_PASSWORD } from '@/server/db/seed/users';
import { forceBranchStatus } from './branch-status';
import type { FlowLevers } from './flow-levers';
import type { IdMap } from './id-map';
import { closeElsewhere, pageCaller, placeOrder } from './real-orders';

/**
 * activeOrders in the browser (docs/browser-paths-plan.md W17). The start is demo@demo.com (the model's user-1 ↔ the
 * seeded demo, real-ids.ts) signed in for real (POST /login with the seed's password) on Brasa Palermo Soho's home,
 * with the watcher's first GET /pedido/active held. Each list a step answers is made true just before the held
 * request goes on: every order the model lists is a real takeaway order of demo's (real-orders.ts: the total the
 * server asks for, the sandbox's 'Aprobar'; at the branch whose seeded id the model names, forced open), and the
 * orders of an earlier list the new one does not hold are closed as another device would (PUT RECIBIDO with the
 * page's session). The map learns the model's order id, its number ('#1042' ↔ the real '#<number>') and its pick-up
 * time ('23/11/2026 - 21:30 UTC' ↔ the real order's), which the page driver reads in the model's while the model's
 * code runs. The page's timers run on Playwright's page.clock, so the 20 s poll and the 5 minutes the checks wait
 * pass at once (`fakeClock`).
 */

type Fixture = keyof typeof ACTIVE_ORDERS_FIXTURES;
interface ModelOrder {
  _id: string;
  idOrder: string;
  idLocal: string;
  horaRetiro: string;
}
type Branch = keyof typeof BRANCH_IDS;

const pad = (n: number) => String(n).padStart(2, '0');
/** How a card writes a pick-up instant (active-orders.md §4): DD/MM/YYYY - HH:MM UTC. */
const pickUpText = (iso: string) => {
  const at = new Date(iso);
  return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} - ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
};

/** The real orders each walk placed and still open, by the model's order id (the walk's id map is the key). */
const openBy = new WeakMap<IdMap, Map<string, string>>();
/** Every real order a walk placed and has not closed (real ids; the walks' diner is demo@demo.com). */
const leftOpen = new Set<string>();

/**
 * Closes what the walks left open (called after every walk), as demo on another device (its own sign-in: the walk's
 * page may be signed out or offline by then): an order left active would reach a rating state in the demo kitchen
 * and prompt demo's rating in the specs that run after (the CI rehearsal of 25 Nov: the support form behind '¿Cómo
 * fue tu experiencia en Brasa Belgrano?').
 */
export async function closeActiveOrdersLeftOpen(request: APIRequestContext) {
  if (leftOpen.size === 0) return;
  const login = await request.post('/api/login', {
    data: { email: 'demo@demo.com', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  for (const realId of [...leftOpen]) {
    leftOpen.delete(realId);
    const closed = await request.put(`/api/pedido/updateOrder/${realId}`, {
      // A takeaway is taken off the active list as the rating prompt's close does (only deliveries are 'RECIBIDO').
      data: { activeOrder: 'false' },
    });
    expect(closed.status(), `PUT /pedido/updateOrder/${realId} after the walk: ${await closed.text()}`).toBe(
      200,
    );
  }
}

export const activeOrdersLevers: FlowLevers = {
  realFixtures: {
    noConnection: { connection: 'none' },
  },
  browserImpossible: (_before, step) => {
    const { action } = step;
    if (action.kind !== 'server' || !(action.fixture in ACTIVE_ORDERS_FIXTURES)) return null;
    const answer = ACTIVE_ORDERS_FIXTURES[action.fixture as Fixture];
    const listed = answer.networkError ? [] : ((answer.body as { data: ModelOrder[] }).data ?? []);
    return listed.length > 0
      ? "the list's orders would be placed for demo@demo.com, and the server spends a registered diner's points on every order (ordering.md §9): the CI rehearsal of 25 Nov found demo's balance down from 2,525 to 269 for the specs after (languages' points badge); these walks need a seeded diner of their own"
      : null;
  },
  fakeClock:
    "the 20 s poll and the checks' 5 minutes (quietForFiveMinutes, the tab away) pass at once on the page's timers",
  beforeStep: async ({ page, request, ids, step }) => {
    const { action } = step;
    if (action.kind !== 'server' || !(action.fixture in ACTIVE_ORDERS_FIXTURES)) return;
    const answer = ACTIVE_ORDERS_FIXTURES[action.fixture as Fixture];
    // The model's list (read in Node: the page's ledger is the page's own).
    const listed = answer.networkError ? null : ((answer.body as { data: ModelOrder[] }).data ?? []);
    if (listed === null) return;
    const open = openBy.get(ids) ?? new Map<string, string>();
    openBy.set(ids, open);
    for (const [modelId, realId] of [...open]) {
      if (listed.some((o) => o._id === modelId)) continue;
      await closeElsewhere(page, realId);
      leftOpen.delete(realId);
      open.delete(modelId);
    }
    const demoId = ids.realValue('user-1');
    expect(demoId, 'the walk signed demo in for real').not.toBe('user-1');
    for (const order of listed.filter((o) => !open.has(o._id))) {
      // The branch whose seeded id is the model's idLocal (the model's 'Brasa Recoleta' has the seed's Belgrano id,
      // 64b7f0a1c2d3e4f510000002; no check reads its name, only that it is not Palermo).
      const realLocal = ids.realValue(order.idLocal);
      const branch = (Object.keys(BRANCH_IDS) as Branch[]).find((b) => BRANCH_IDS[b] === realLocal);
      expect(branch, `a seeded branch with the model's idLocal ${order.idLocal}`).toBeDefined();
      // Open at any hour for the order (the spec's afterEach puts it back on its schedule).
      await forceBranchStatus(request, { [branch as Branch]: 'open' });
      const real = await placeOrder(pageCaller(page), request, demoId, 'takeaway', branch);
      open.set(order._id, real._id);
      leftOpen.add(real._id);
      // Read back (a 1-minute age answers the order) for its pick-up time.
      const read = await request.post(`/api/dev/pedido/${real._id}/age`, { data: { minutes: 1 } });
      expect(read.status(), await read.text()).toBe(200);
      const { horaRetiro } = (await read.json()).data as { horaRetiro: string };
      ids.add(order._id, real._id);
      // The same number or time by chance needs no translation (a pair to itself is refused).
      if (real.idOrder !== order.idOrder) ids.add(`#${order.idOrder}`, `#${real.idOrder}`);
      const [modelTime, realTime] = [pickUpText(order.horaRetiro), pickUpText(horaRetiro)];
      if (modelTime !== realTime) ids.add(modelTime, realTime);
    }
  },
};
