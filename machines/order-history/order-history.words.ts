import type { FlowWords } from '../flow-words';

/** orderHistory: its states and guards in the product's words (docs/flows, /__flows). */
export const orderHistoryWords: FlowWords = {
  states: {
    list: "'Órdenes'",
    'list.idle': 'Order list not open',
    'list.loading': 'Loading the orders',
    'list.loaded': 'Orders shown',
    'list.failed': 'Orders could not load',
    detail: "'Detalle de orden'",
    'detail.idle': 'No order detail open',
    'detail.loading': 'Loading the detail',
    'detail.loaded': 'Order detail shown',
    'detail.refused': 'Order not available to this user',
    'detail.failed': 'Detail could not load',
  },
  guards: {
    hasUser: 'someone is signed in',
    backsToList: 'the detail was opened from the list',
    isSameUser: 'the same user as the list shown',
    isRefused: "the server refuses (another user's order or an unknown id)",
  },
};
