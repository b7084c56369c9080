import type { FlowModel, StepCondition } from '../flow-model';
import { type OrderRecord, parseOrder } from '../rules/order-record';
import { kitchenTakeaway } from './active-orders.fixtures';
import { activeOrdersMachine } from './active-orders.machine';

const diner = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Martina González',
  email: 'demo@demo.com',
};
const refreshed = { ...diner, name: 'Martina G.' };
const other = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía Fernández' };

/** A takeaway order in the kitchen at Brasa Palermo Soho (the branch the diner is in). */
export const activeTakeaway = parseOrder(
  kitchenTakeaway({
    _id: 'order-1',
    idOrder: 1042,
    idLocal: 'b-1',
    storeId: 'brasa-palermo',
    nameLocal: 'Brasa Palermo Soho',
    quantity: 2,
  }),
) as OrderRecord;

/** The same kind of order at Brasa Recoleta: the first active order is at another branch. */
export const activeElsewhere = parseOrder(
  kitchenTakeaway({
    _id: 'order-2',
    idOrder: 1043,
    idLocal: 'b-2',
    storeId: 'brasa-recoleta',
    nameLocal: 'Brasa Recoleta',
    quantity: 1,
  }),
) as OrderRecord;

/**
 * Signing in or out is a person's gesture on the app's screens: on a visible tab, and only to change who is signed
 * in (signing the same diner in again means signing out first; nobody signed in has nobody to log out).
 */
const signsInOrOut = (userId: string | null, text: string): StepCondition => ({
  text: `the tab is visible and ${text}`,
  holds: ({ keyContext }) => keyContext.visible !== false && keyContext.userId !== userId,
});

/** Starts with a registered diner restored from the saved state, as the app does after a reload. */
export const activeOrdersModel: FlowModel = {
  id: 'activeOrders',
  title: 'Active orders: the watcher behind the branch home’s order card',
  summary:
    'With a user (registered or guest) the diner’s active orders are fetched with GET /pedido/active/{userId} at start, when the window regains focus or the tab becomes visible, when a flow asks (after sending, rating or confirming receipt), and every 20 s only while an order is active and the tab is visible; a hidden tab asks nothing. A failed fetch hides the card and stops the polling. Every list is told to the cart (the other-branch guard), the branch list, payment verification, the rating prompt and the confirm-receipt control (ordering.md §4 "Active orders", "Payment verification on the active-orders watcher", "Open table order"; §7).',
  machine: activeOrdersMachine,
  input: { user: diner },
  start:
    'Sign in as demo@demo.com and open Brasa Palermo Soho’s branch home (the watcher asks for the active orders at once)',
  steps: [
    {
      event: { type: 'xstate.done.actor.fetchActiveOrders', output: [activeTakeaway] },
      step: 'The server answers one active takeaway order (#1042, in the kitchen) at Brasa Palermo Soho',
      producedBy:
        "as demo@demo.com, send a takeaway order at Brasa Palermo Soho and press 'Aprobar' on the payment sandbox's page: it starts in the kitchen (COCINA) with the next number (#1005 on a fresh database); a server started with KITCHEN_SPEED=0 keeps it there",
    },
    {
      event: { type: 'xstate.done.actor.fetchActiveOrders', output: [activeElsewhere] },
      step: 'The server answers one active takeaway order (#1043) at Brasa Recoleta, another branch',
      producedBy:
        "send the order at another branch (e.g. a 'Consumir aquí' order from Brasa Recoleta's table link /?table=4&table_id=40&branch_id=64b7f0a1c2d3e4f510000003&store_id=brasa-recoleta), then choose Brasa Palermo Soho on BASE",
    },
    {
      event: { type: 'xstate.done.actor.fetchActiveOrders', output: [] },
      step: 'The server answers no active order',
      producedBy:
        'signed in as the seeded demo@demo.com before sending any order (or after the orders are delivered: POST /api/dev/pedido/<id>/advance up to the last step)',
    },
    {
      event: { type: 'xstate.error.actor.fetchActiveOrders', error: new Error('offline') },
      step: 'Loading the active orders fails (e.g. no connection)',
    },
    { event: { type: 'xstate.after.poll.activeOrders.watching.polling' }, step: 'Wait 20 s' },
    {
      event: { type: 'activeOrders.focused' },
      step: 'Switch to another window and back (the window regains focus)',
    },
    {
      event: { type: 'activeOrders.visibilityChanged', visible: false },
      step: 'Switch to another tab (this one is hidden)',
    },
    {
      event: { type: 'activeOrders.visibilityChanged', visible: true },
      step: 'Come back to this tab (it is visible again)',
    },
    {
      event: { type: 'activeOrders.refreshRequested' },
      step: 'A flow asks for the list again (an order was sent, rated or its receipt confirmed)',
    },
    {
      event: { type: 'activeOrders.userChanged', user: refreshed },
      step: 'The same diner is refreshed (e.g. their name changed on PROFILE)',
    },
    {
      event: { type: 'activeOrders.userChanged', user: other },
      step: 'Another diner signs in (lucia@…)',
      when: signsInOrOut(other._id, 'Lucía is not the one signed in'),
    },
    {
      event: { type: 'activeOrders.userChanged', user: null },
      step: "Log out ('Cerrar sesión', then confirm)",
      when: signsInOrOut(null, 'someone is signed in'),
    },
    {
      event: { type: 'activeOrders.userChanged', user: diner },
      step: 'Sign in again as demo@demo.com',
      when: signsInOrOut(diner._id, 'demo@demo.com is not the one signed in'),
    },
  ],
  expectations: {
    evaluating: 'nothing yet (the watcher decides from the user)',
    signedOut: 'no order card on the branch home; no request for active orders',
    loading:
      'a request GET /pedido/active/{userId}; on a first load no order card yet, on a refetch the card stays as it was',
    'watching.deciding': 'nothing (the watcher decides whether to poll)',
    'watching.idle': 'no order card; no further request until focus, the tab becoming visible or a refresh',
    'watching.polling':
      "the branch home shows the 'Pedido Activo' card for #1042 at Brasa Palermo Soho (no card when the first active order is at another branch, #1043 at Brasa Recoleta); the list is asked again every 20 s",
    'watching.hidden': 'the tab is hidden: no request at all until it is visible again',
    failed: 'no order card and no message; no polling until focus, the tab becoming visible or a refresh',
  },
  keyContext: (s) => ({
    userId: s.context.user?._id ?? null,
    orders: (s.context.orders as OrderRecord[]).map((o) => o._id),
    visible: s.context.visible,
  }),
};
