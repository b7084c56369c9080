import type { FlowWords } from '../flow-words';

/** catalogue: its states and guards in the product's words (docs/flows, /__flows). */
export const catalogueWords: FlowWords = {
  states: {
    deciding: 'Deciding whether to load the menu',
    idle: 'No menu (no branch)',
    loading: 'Loading the menu',
    'loading.readingCache': 'Looking for a saved menu',
    'loading.fetching': 'Loading the menu (skeletons)',
    'loading.revalidating': 'Saved menu shown, refreshing it',
    ready: 'Menu shown',
    failed: "'No se pudo cargar el menú.'",
  },
  guards: {
    changesKey: 'the branch, language or viewer differ from the menu shown',
    hasBranch: 'a branch is chosen',
    isNewKey: 'the menu shown is for another branch, language or viewer',
    isCachedCatalogue: 'a menu was saved on an earlier visit',
    hasCatalogue: 'a menu is already shown',
  },
  events: {
    'catalogue.branchChanged': 'The chosen branch changes',
  },
};
