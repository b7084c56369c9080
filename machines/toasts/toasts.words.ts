import type { FlowWords } from '../flow-words';

/** toasts: its states and guards in the product's words (docs/flows, /__flows). */
export const toastsWords: FlowWords = {
  states: {
    listening: 'Notifications on screen',
  },
  guards: {
    isKnownToast: 'that notification is still on screen',
  },
  events: {
    'toast.shown': 'A notification is shown',
  },
};
