import { raise } from 'xstate';
import type { Branch } from '../catalogue/catalogue.types';
import { DEFAULT_LANGUAGE } from '../rules/languages';
import { localModeFlags, startingPreferences } from './branch-selection.rules';
import { branchSelectionSetup, findBranch, homeRouteOf, requestLanguageOf } from './branch-selection.setup';

export type {
  BranchSelectionContext,
  BranchSelectionEvent,
  BranchSelectionInput,
  BranchView,
  FetchBranchesInput,
  OpeningState,
} from './branch-selection.setup';
export {
  BRANCHES_LOAD_FAILED,
  homeRouteOf,
  LOCATION_PROMPT_MODAL_ID,
  mapFocusOf,
  NOTHING_STORED,
  openingStateReader,
} from './branch-selection.setup';

/**
 * BASE, branch selection (ordering.md §2 "Branch selection (BASE)", §4 "Consume mode selection at the branch
 * card", §8 "Geolocation", §9 "Geolocation"): loads the brand's branches (with the diner's position when
 * known), filters them by the header's search text, locates the diner on request, and on a choice resets the
 * order, hands the branch to `currentBranch` and opens HOME/{id}/{storeId}. Owns the `consumePreferences` slice.
 */
export const branchSelectionMachine = branchSelectionSetup.createMachine({
  id: 'branchSelection',
  context: ({ input }) => {
    const start = startingPreferences(input.restoredPreferences, input.multipleMenu);
    return {
      brandId: input.brandId,
      multipleMenu: input.multipleMenu,
      branches: [],
      search: '',
      activeOrderBranchId: null,
      position: null,
      geolocationError: null,
      flippedBranchId: null,
      preferences: start.preferences,
      // "If the brand turns off multipleMenu, the preferences are cleared": the empty slice is written back.
      preferencesChanged: start.cleared,
      view: 'list',
      mapFocusId: null,
      language: input.language ?? null,
      branchesLanguage: DEFAULT_LANGUAGE,
    };
  },
  initial: 'idle',
  invoke: { id: 'watchLanguage', src: 'watchLanguage' },
  on: {
    'branchSelection.opened': { target: '.open', reenter: true, actions: 'forgetOpenState' },
    // Kept for the next list: each opening of BASE asks for it in the diner's language.
    'branchSelection.languageChanged': { actions: 'storeLanguage' },
    'branchSelection.activeOrderBranchChanged': { actions: 'storeActiveOrderBranch' },
  },
  states: {
    idle: {
      description: 'BASE has not been opened yet.',
    },
    open: {
      description:
        'BASE was opened (each opening starts here again); the header search bar filters the cards.',
      initial: 'opening',
      on: {
        'branchSelection.searchChanged': { actions: 'storeSearch' },
        'branchSelection.viewChanged': { actions: 'storeView' },
      },
      states: {
        opening: {
          description:
            'BASE opened: reads whether a saved auth return path exists (none: the order preparation is reset) and the location permission.',
          invoke: {
            id: 'readOpeningState',
            src: 'readOpeningState',
            onDone: [
              {
                guard: { type: 'isPermissionGranted', params: ({ event }) => ({ opening: event.output }) },
                target: 'locatingAutomatically',
                actions: {
                  type: 'resetOrderPreparation',
                  params: ({ event }) => ({ opening: event.output }),
                },
              },
              {
                target: 'loading',
                actions: {
                  type: 'resetOrderPreparation',
                  params: ({ event }) => ({ opening: event.output }),
                },
              },
            ],
            // No onError: the reader cannot reject (`openingStateReader`, branch-selection.setup.ts): a storage
            // or permissions API that fails reads as nothing stored and no permission asked.
          },
        },
        locatingAutomatically: {
          description:
            'The permission is already granted: the position is asked for without a prompt (timeout 5000 ms, maximum age 60000 ms); a failure only loads the list without it.',
          invoke: {
            id: 'locateAutomatically',
            src: 'locate',
            input: { kind: 'automatic' },
            onDone: {
              target: 'loading',
              actions: { type: 'storePosition', params: ({ event }) => ({ position: event.output }) },
            },
            onError: { target: 'loading' },
          },
        },
        loading: {
          description:
            "6 skeleton cards; POST /local/all with the position when known (then nearest first) and ?lang= in the diner's language.",
          on: {
            // The answer on its way is in the old language: asked again in the new one.
            'branchSelection.languageChanged': {
              guard: 'isOtherLanguage',
              target: 'loading',
              reenter: true,
              actions: 'storeLanguage',
            },
          },
          invoke: {
            id: 'fetchBranches',
            src: 'fetchBranches',
            input: ({ context }) => ({
              brandId: context.brandId,
              position: context.position,
              language: requestLanguageOf(context),
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeBranches', params: ({ event }) => ({ branches: event.output }) },
                {
                  type: 'setLocalModeFlags',
                  params: ({ event }) => ({ modes: localModeFlags(event.output) }),
                },
              ],
            },
            onError: { target: 'failed', actions: 'notifyLoadFailed' },
          },
        },
        failed: {
          description: "'No se pudieron cargar las sucursales.' and 'Intentar nuevamente'.",
          on: { 'branchSelection.retryRequested': { target: 'loading' } },
        },
        ready: {
          description:
            'The cards, filtered by the search text, the active order branch first; the locate-me button.',
          on: {
            'branchSelection.cardPressed': [
              { guard: { type: 'isDisabledBranch', params: ({ event }) => ({ branchId: event.branchId }) } },
              {
                guard: 'isMultipleMenu',
                actions: { type: 'flipCard', params: ({ event }) => ({ branchId: event.branchId }) },
              },
              {
                target: '#branchSelection.selected',
                actions: [
                  { type: 'resetOrder' },
                  { type: 'handOverBranch', params: ({ event }) => ({ branchId: event.branchId }) },
                  {
                    type: 'navigate',
                    params: ({ context, event }) => ({
                      to: homeRouteOf(findBranch(context, event.branchId) as Branch),
                    }),
                  },
                ],
              },
            ],
            'branchSelection.mapCardPressed': [
              {
                guard: { type: 'isCentredOnMap', params: ({ event }) => ({ branchId: event.branchId }) },
                actions: raise(({ event }) => ({
                  type: 'branchSelection.cardPressed',
                  branchId: event.branchId,
                })),
              },
              {
                actions: [
                  { type: 'focusMapCard', params: ({ event }) => ({ branchId: event.branchId }) },
                  'flipBack',
                ],
              },
            ],
            'branchSelection.cardFlippedBack': { actions: 'flipBack' },
            'branchSelection.modeChosen': [
              {
                guard: {
                  type: 'isTableModeOffered',
                  params: ({ event }) => ({ branchId: event.branchId, mode: event.mode }),
                },
                target: '#branchSelection.selected',
                actions: [
                  {
                    type: 'choosePreference',
                    params: ({ event }) => ({ branchId: event.branchId, mode: event.mode }),
                  },
                  'tellCartPreference',
                  { type: 'resetOrder' },
                  { type: 'handOverBranch', params: ({ event }) => ({ branchId: event.branchId }) },
                  {
                    type: 'navigate',
                    params: ({ context, event }) => ({
                      to: homeRouteOf(findBranch(context, event.branchId) as Branch),
                    }),
                  },
                ],
              },
              {
                guard: {
                  type: 'isModeOffered',
                  params: ({ event }) => ({ branchId: event.branchId, mode: event.mode }),
                },
                target: '#branchSelection.selected',
                actions: [
                  {
                    type: 'choosePreference',
                    params: ({ event }) => ({ branchId: event.branchId, mode: event.mode }),
                  },
                  'tellCartPreference',
                  'removeQrData',
                  { type: 'resetOrder' },
                  { type: 'handOverBranch', params: ({ event }) => ({ branchId: event.branchId }) },
                  {
                    type: 'navigate',
                    params: ({ context, event }) => ({
                      to: homeRouteOf(findBranch(context, event.branchId) as Branch),
                    }),
                  },
                ],
              },
            ],
            'branchSelection.locateRequested': { target: 'prompting', actions: 'flipBack' },
            // A branch's own note is content: the list is asked for again in the diner's new language.
            'branchSelection.languageChanged': {
              guard: 'isOtherLanguage',
              target: 'loading',
              actions: 'storeLanguage',
            },
            // The same as `open`'s; named here so the diagram and the generated paths filter a loaded list too.
            'branchSelection.searchChanged': { actions: ['storeSearch', 'flipBack'] },
          },
        },
        prompting: {
          description:
            "'Activar ubicación' / 'Activa tu ubicación para encontrar el local más cercano.' with 'Cancelar' and 'Activar'.",
          entry: 'openLocationPrompt',
          on: {
            'branchSelection.locateConfirmed': { target: 'locating', actions: 'closeLocationPrompt' },
            'branchSelection.locateCancelled': { target: 'ready', actions: 'closeLocationPrompt' },
          },
        },
        locating: {
          description:
            'The diner tapped Activar: the position is asked for (timeout 10000 ms, maximum age 0).',
          entry: 'clearGeolocationError',
          invoke: {
            id: 'locate',
            src: 'locate',
            input: { kind: 'manual' },
            onDone: {
              target: 'loading',
              actions: { type: 'storePosition', params: ({ event }) => ({ position: event.output }) },
            },
            onError: {
              target: 'ready',
              actions: { type: 'storeGeolocationError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    selected: {
      description: 'A branch was chosen: the order was reset and HOME/{id}/{storeId} opens (BASE is left).',
    },
  },
});
