import type { FlowWords } from '../flow-words';

/** app: its states and guards in the product's words (docs/flows, /__flows). */
export const appWords: FlowWords = {
  states: {
    restoring: 'Reading what was saved',
    resolvingBrand: 'Finding the brand',
    'resolvingBrand.checkingPreloaded': 'Checking the brand shipped with the page',
    'resolvingBrand.fetching': 'Asking the server for the brand',
    brandUnavailable: 'Brand could not be loaded',
    ready: 'App ready in the brand colours',
  },
  guards: {
    hasMatchingPreloadedBrand: 'the page already carries the brand of this domain',
  },
};
