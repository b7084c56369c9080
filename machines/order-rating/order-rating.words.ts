import type { FlowWords } from '../flow-words';

/** orderRating: its states and guards in the product's words (docs/flows, /__flows). */
export const orderRatingWords: FlowWords = {
  states: {
    watching: 'No rating prompt',
    reading: 'Checking which orders were asked already',
    prompting: "'¿Cómo fue tu experiencia…?'",
    'prompting.choosing': 'Choosing the stars',
    'prompting.submitting': 'Sending the rating',
    closing: 'Closed without rating',
  },
  guards: {
    hasOrderToRate: 'an active order waits for a rating and was never asked',
    isValidStars: '1 to 5 stars are chosen',
    hasValidRating: '1 to 5 stars are chosen',
    isPromptedOrder: 'the closed prompt is the one for this order',
  },
  events: {
    'orderRating.ordersChanged': 'The active orders arrive',
  },
};
