import { activeOrdersModel } from '@/machines/active-orders/active-orders.model';
import { isSameEvent } from '@/machines/app-model';
import type { FlowLevers } from './flow-levers';

/**
 * activeOrders in the browser (docs/browser-paths-plan.md W17), partly. The start is demo@demo.com (the model's
 * user-1 ↔ the seeded demo, real-ids.ts) signed in for real (POST /login with the seed's password) on Brasa Palermo
 * Soho's home, with the watcher's first GET /pedido/active held: the first load shows no card. 'Log out' is walked
 * whole (PROFILE → 'Cerrar sesión' → confirm, AUTH, and no request after it). The list's answers and the timed
 * steps are cut, each with its reason below (W17's ALIGN and page.clock are not done).
 */

const step = (i: number) => activeOrdersModel.steps[i].event;
const [oneAtPalermo, oneAtRecoleta, none, noConnection, poll, , hidden] = [0, 1, 2, 3, 4, 5, 6].map(step);

const LEDGER =
  "the model records what the diner was shown when the runner reads the fixture's body (a getter in machines/active-orders/active-orders-on-the-app.ts answerWith); the page driver releases the real answer and never reads the body, so the card's oracle (expectCard) would expect no card; and the card it would expect reads the model's '#1042' and the pick-up '23/11/2026 - 21:30 UTC', where a real order has the brand's next number and its own time (W17's ALIGN: read them from the created order)";
const FIVE_MINUTES =
  "the step's check waits 5 minutes (quietForFiveMinutes, app.wait(5 min)) and the page driver's wait is real time: the walk's 30 s budget runs out; it needs Playwright's page.clock driving the page's timers (W17), which the page driver's own waits (setTimeout, performance.now) would then follow too";

export const activeOrdersLevers: FlowLevers = {
  browserImpossible: (_before, { event }) => {
    if ([oneAtPalermo, oneAtRecoleta].some((e) => isSameEvent(event, e))) return LEDGER;
    if ([none, noConnection].some((e) => isSameEvent(event, e))) return FIVE_MINUTES;
    if (isSameEvent(event, hidden))
      return "the diner stays on the other tab for 5 minutes inside the step (app.wait(5 min)): real time in the page driver, over the walk's 30 s budget (W17: page.clock)";
    if (isSameEvent(event, poll))
      return "the 20 s interval in real time, and its check counts the requests since an answered list the model's ledger did not record (see the answers' cut)";
    return null;
  },
};
