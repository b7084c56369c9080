// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, RecordedRequest, ServerAnswer } from '../app-model';
import { kitchenTakeaway } from './active-orders.fixtures';
import { HOME_URL, PALERMO_ID, palermo } from './branch-home-on-the-app';

/**
 * What the activeOrders app-model (active-orders.app-model.ts) knows of a run: the orders the server lists, the
 * run's facts (who is signed in, what was answered, whether the tab is visible), the server's answers that record
 * them, the fetches the app sent, and the card the diner must see (§2 "Active order card", §4 "Carousel").
 */
const RECOLETA_ID = '64b7f0a1c2d3e4f510000002';
/** A takeaway order of Morcilla × 2 in the kitchen, listed as active (GET /pedido/active). */
const takeaway = (_id: string, idOrder: string, branch: { id: string; storeId: string; name: string }) => ({
  ...kitchenTakeaway({
    _id,
    idOrder,
    idLocal: branch.id,
    storeId: branch.storeId,
    nameLocal: branch.name,
    quantity: 2,
  }),
  activeOrder: true,
  created: '2026-11-23T19:55:00.000Z',
});
type Listed = ReturnType<typeof takeaway>;
const AT_PALERMO = takeaway('order-1', '1042', {
  id: PALERMO_ID,
  storeId: 'brasa-palermo',
  name: palermo.name,
});
const AT_RECOLETA = takeaway('order-2', '1043', {
  id: RECOLETA_ID,
  storeId: 'brasa-recoleta',
  name: 'Brasa Recoleta',
});

/** One run's facts (one app runs at a time; reset when each starts). */
interface RunFacts {
  /** Who is signed in (user id), as the steps left it. */
  userId: string | null;
  /** The last list the server answered for this diner; null before the first answer, after a failure. */
  shown: Listed[] | null;
  /** The tab is visible. */
  visible: boolean;
  /** Fetches of this diner before they signed in (older ones are never answered), and answers since. */
  fetchMark: number;
  answered: number;
}
export const facts: RunFacts = { userId: 'user-1', shown: null, visible: true, fetchMark: 0, answered: 0 };
/** A new run: demo@demo.com signed in, nothing answered yet, the tab visible. */
export const resetFacts = () =>
  Object.assign(facts, { userId: 'user-1', shown: null, visible: true, fetchMark: 0, answered: 0 });

/**
 * The server's answer to the newest GET /pedido/active/{userId}: the list, or no connection (null). It also
 * records what the diner was told, read by the state checks (the runner answers before it checks).
 */
function answerWith(orders: Listed[] | null): ServerAnswer {
  const record = () => {
    facts.shown = orders;
    facts.answered += 1;
  };
  return {
    status: orders ? 200 : 0,
    get networkError() {
      if (orders === null) record();
      return orders === null;
    },
    get body() {
      if (orders) record();
      return orders ? { status: 'success', data: orders } : undefined;
    },
  };
}

export const ACTIVE_ORDERS_FIXTURES = {
  oneAtPalermo: answerWith([AT_PALERMO]),
  oneAtRecoleta: answerWith([AT_RECOLETA]),
  none: answerWith([]),
  noConnection: answerWith(null),
};

export const carousel = (app: AppDriver) => app.screen.queryByRole('region', { name: 'Pedidos activos' });
export const fetchesOf = (app: AppDriver, userId: string | null) =>
  app.requests().filter((r: RecordedRequest) => r.method === 'GET' && r.path === `/pedido/active/${userId}`);
export const allFetches = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'GET' && r.path.startsWith('/pedido/active/'));
/** A fetch for this diner is under way (sent, not answered yet). */
export const inFlight = (app: AppDriver) =>
  facts.userId !== null && fetchesOf(app, facts.userId).length - facts.fetchMark > facts.answered;

/** §2 / §4: the card of the first active order when it is at this branch; nothing otherwise. */
export function expectCard(app: AppDriver) {
  const first = facts.shown?.[0];
  if (app.url() !== HOME_URL || !first || first.idLocal !== PALERMO_ID) {
    app.expect(carousel(app), 'no active-order carousel').toBeNull();
    return;
  }
  const region = carousel(app) as HTMLElement;
  app.expect(region, "the 'Pedido Activo' carousel").not.toBeNull();
  app.within(region).getByText('Pedido Activo');
  app.within(region).getByText(`Compra: #${first.idOrder}`);
  // Takeaway: 'Horario de retiro: {date} - {HH:MM UTC}' (horaRetiro 2026-11-23T21:30Z).
  app.within(region).getByText('Horario de retiro: 23/11/2026 - 21:30 UTC');
}
