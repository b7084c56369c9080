import type { FlowModel } from '../flow-model';
import { catalogueMachine } from './catalogue.machine';
import type { Catalogue } from './catalogue.types';

const catalogue: Catalogue = {
  home: { products: [], featuredCategories: [], recentProducts: [] },
  categories: [
    { id: 'c-1', name: 'Parrilla', slug: 'parrilla', type: 'category', products: [], subcategories: [] },
  ],
};
const offline = new Error('network error');

/** Starts with Brasa Palermo Soho as the current branch, in Spanish, as a guest. */
export const catalogueModel: FlowModel = {
  id: 'catalogue',
  title: "Catalogue: the branch's menu, cached per branch and language",
  summary:
    'The branch\'s catalogue (ordering.md §3 "Menu", §7 GET /menu/{brandId}/{storeId}/{userId or guest}): fetched once per branch and language, kept in IndexedDB so a revisit paints the menu before the network answers, loaded again when the branch, the language or the signed-in user changes.',
  machine: catalogueMachine,
  input: { brandId: 'brand-1', branch: { id: 'b-1', storeId: 'brasa-palermo' }, language: 'es' },
  start: 'Open MENU of Brasa Palermo Soho as a guest',
  steps: [
    {
      event: { type: 'xstate.done.actor.readCachedCatalogue', output: catalogue },
      step: 'The menu saved on an earlier visit is found',
      producedBy:
        'open MENU of Brasa Palermo Soho once, then reload: the app kept the menu in IndexedDB for this branch and language',
    },
    {
      event: { type: 'xstate.done.actor.readCachedCatalogue', output: null },
      step: 'No menu is saved yet (first visit)',
      producedBy: 'a fresh private window (first visit)',
    },
    {
      event: { type: 'xstate.error.actor.readCachedCatalogue', error: offline },
      step: 'The saved menu cannot be read',
      producedBy:
        'only checked automatically (tests/model, tests/model-app): the app takes a saved menu it cannot read for no menu at all (src/app/catalogue-flows.ts), so this failure never reaches the flow',
    },
    {
      event: { type: 'xstate.done.actor.fetchCatalogue', output: catalogue },
      step: 'The server answers the menu',
      producedBy: 'the demo server answers the seeded menu by itself',
    },
    {
      event: { type: 'xstate.error.actor.fetchCatalogue', error: offline },
      step: 'Loading the menu fails (no connection)',
    },
    { event: { type: 'catalogue.retryRequested' }, step: "Tap 'Intentar nuevamente'" },
    {
      event: { type: 'catalogue.languageChanged', language: 'en' },
      step: 'Switch the language to English on PROFILE',
    },
    {
      event: { type: 'catalogue.branchChanged', storeId: 'brasa-belgrano' },
      step: "Pick 'Brasa Belgrano' on BASE",
    },
    {
      event: { type: 'catalogue.branchChanged', storeId: null },
      step: 'The branch is forgotten (no branch chosen)',
    },
    { event: { type: 'catalogue.userChanged', userId: 'user-1' }, step: 'Sign in as demo@demo.com' },
  ],
  expectations: {
    deciding: 'nothing changes yet',
    idle: 'no menu (no branch chosen)',
    'loading.readingCache': 'the menu skeletons (8 categories, 3 sections of 4 rows)',
    'loading.fetching': 'the menu skeletons (8 categories, 3 sections of 4 rows)',
    'loading.revalidating': 'the saved menu, at once, while the server is asked',
    ready: 'the menu: the category carousel and the sections',
    failed: "'No se pudo cargar el menú.' and 'Intentar nuevamente'",
  },
  keyContext: (s) => ({
    storeId: (s.context as { storeId: string | null }).storeId,
    language: (s.context as { language: string }).language,
    source: (s.context as { source: string | null }).source,
  }),
};
