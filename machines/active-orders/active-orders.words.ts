import type { FlowWords } from '../flow-words';

/** activeOrders: its states and guards in the product's words (docs/flows, /__flows). */
export const activeOrdersWords: FlowWords = {
  states: {
    evaluating: 'Checking who is signed in',
    signedOut: 'No active orders (nobody signed in)',
    loading: 'Loading the active orders',
    watching: 'Watching the active orders',
    'watching.deciding': 'Deciding whether to keep checking',
    'watching.idle': 'No active order',
    'watching.polling': "'Pedido Activo' card, checked every 20 s",
    'watching.hidden': 'Tab hidden: not checking',
    failed: 'Active orders could not load',
  },
  guards: {
    isSameUser: 'it is the same diner',
    isSignedIn: 'someone is signed in',
    hasUser: 'someone is signed in',
    hasActiveOrder: 'an order is active',
    isVisible: 'the tab is visible',
    becameVisible: 'the tab became visible',
    becameHidden: 'the tab became hidden',
  },
  events: {
    'activeOrders.userChanged': 'The diner changes or is refreshed',
    'activeOrders.visibilityChanged': 'The tab is hidden or shown again',
  },
};
