import type { FlowWords } from '../flow-words';

/** points: its states and guards in the product's words (docs/flows, /__flows). */
export const pointsWords: FlowWords = {
  states: {
    evaluating: 'Checking who is signed in',
    signedOut: 'No points badge',
    loading: 'Loading the points',
    loaded: 'Points badge shown',
    failed: 'Points could not load',
  },
  guards: {
    isSameRegisteredUser: 'the same registered user is refreshed',
    isRegisteredUser: 'the new user has an account',
    isRegistered: 'the user has an account',
  },
  events: {
    'points.userChanged': 'The user changes or is refreshed',
  },
};
