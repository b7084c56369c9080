import { assign, type EventObject, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { Branch, ConsumePreferences } from '../catalogue/catalogue.types';
import { ROUTES } from '../rules/routes';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams } from '../types';
import {
  type ConsumeMode,
  enabledModes,
  type GeolocationErrorKind,
  type GeolocationRequestKind,
  isBranchSelectable,
  type LocationPermission,
  localModeFlags,
  type Position,
  preferredConsumeTypeFor,
  readGeolocationError,
  removesQrData,
  startingPreferences,
  visibleBranches,
} from './branch-selection.rules';

export interface BranchSelectionInput {
  brandId: string;
  multipleMenu: boolean;
  /** The saved `consumePreferences` slice, as read (malformed is no preference). */
  restoredPreferences?: unknown;
}

export type BranchView = 'list' | 'map';

export interface BranchSelectionContext {
  brandId: string;
  multipleMenu: boolean;
  branches: Branch[];
  /** The header search bar's text (the `search` query parameter). */
  search: string;
  /** The branch of the diner's active order, told by the active-orders watcher (issue 13). */
  activeOrderBranchId: string | null;
  /** The diner's last known position; the list is requested with it. */
  position: Position | null;
  /** The last manual location request's failure, shown until the next request. */
  geolocationError: GeolocationErrorKind | null;
  /** The card turned to 'Selecciona una opción:' (multipleMenu brands). */
  flippedBranchId: string | null;
  preferences: ConsumePreferences;
  /** This flow changed the preferences (or cleared them): the persisted slice is its own from now on. */
  preferencesChanged: boolean;
  view: BranchView;
  /** The map view's centred card; null is the default (the active order's branch, else the first). */
  mapFocusId: string | null;
}

export type BranchSelectionEvent =
  | { type: 'branchSelection.opened' }
  | { type: 'branchSelection.searchChanged'; text: string }
  | { type: 'branchSelection.retryRequested' }
  | { type: 'branchSelection.locateRequested' }
  | { type: 'branchSelection.locateConfirmed' }
  | { type: 'branchSelection.locateCancelled' }
  | { type: 'branchSelection.cardPressed'; branchId: string }
  | { type: 'branchSelection.cardFlippedBack' }
  | { type: 'branchSelection.modeChosen'; branchId: string; mode: ConsumeMode }
  | { type: 'branchSelection.viewChanged'; view: BranchView }
  /** A card tapped in the map view: centres the map on it; tapping the centred card again presses it. */
  | { type: 'branchSelection.mapCardPressed'; branchId: string }
  /** From the active-orders watcher (issue 13): the branch of the first active order, or null. */
  | { type: 'branchSelection.activeOrderBranchChanged'; branchId: string | null };

export interface OpeningState {
  /** A path stored before a social login ({prefix}_auth_pathname) exists. */
  hasReturnPath: boolean;
  permission: LocationPermission;
}

export interface FetchBranchesInput {
  brandId: string;
  position: Position | null;
}

/** ordering.md §8 "Toasts": the branch list failure. */
export const BRANCHES_LOAD_FAILED: MessageKey = 'branchSelection.loadFailedToast';
/** The shell modal id of the 'Activar ubicación' prompt. */
export const LOCATION_PROMPT_MODAL_ID = 'branchSelection.locationPrompt';

/**
 * Sends an event to another long-lived flow through the system (`cart`, `currentBranch`, `layout`,
 * `orderPreparation`); a flow tested alone has none, and nothing is sent (machines/system-actors.ts).
 */
const sendToFlow = <TParams>(
  systemId: string,
  purpose: string,
  build: (args: { context: BranchSelectionContext; params: TParams }) => EventObject | null,
) =>
  enqueueActions<
    BranchSelectionContext,
    BranchSelectionEvent,
    TParams,
    BranchSelectionEvent,
    never,
    never,
    never,
    never,
    never
  >(({ context, system, enqueue }, params) => {
    const event = build({ context, params });
    if (!event) return;
    const target = findSystemActor(system, systemId, purpose);
    if (target) enqueue.sendTo(target, event);
  });

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`branchSelection: actor "${name}" was not provided`);
  });

/** The map view's centred card (ordering.md §2: the active order's branch, or else the first, is preselected). */
export function mapFocusOf(
  context: Pick<BranchSelectionContext, 'branches' | 'search' | 'activeOrderBranchId' | 'mapFocusId'>,
) {
  const shown = visibleBranches(context.branches, context.search, context.activeOrderBranchId);
  const focused = context.mapFocusId;
  if (focused && shown.some((b) => b.id === focused)) return focused;
  return shown[0]?.id ?? null;
}

/** A multipleMenu card offers this mode at a branch that can be chosen. */
const isOffered = (context: BranchSelectionContext, params: { branchId: string; mode: ConsumeMode }) => {
  const branch = findBranch(context, params.branchId);
  return (
    context.multipleMenu &&
    !!branch &&
    isBranchSelectable(branch) &&
    enabledModes(branch).includes(params.mode)
  );
};

/** HOME/{id}/{storeId} of a branch. */
export const homeRouteOf = (branch: Pick<Branch, 'id' | 'storeId'>): string =>
  `${ROUTES.HOME}/${encodeURIComponent(branch.id)}/${encodeURIComponent(branch.storeId)}`;

const findBranch = (context: BranchSelectionContext, branchId: string) =>
  context.branches.find((b) => b.id === branchId);

/**
 * BASE, branch selection (ordering.md §2 "Branch selection (BASE)", §4 "Consume mode selection at the branch
 * card", §8 "Geolocation", §9 "Geolocation"): loads the brand's branches (with the diner's position when
 * known), filters them by the header's search text, locates the diner on request, and on a choice resets the
 * order, hands the branch to `currentBranch` and opens HOME/{id}/{storeId}. Owns the `consumePreferences` slice.
 */
export const branchSelectionMachine = setup({
  types: {
    context: {} as BranchSelectionContext,
    events: {} as BranchSelectionEvent,
    input: {} as BranchSelectionInput,
  },
  actors: {
    /** Whether a saved auth return path exists, and the location permission (permissions API). */
    readOpeningState: notProvided<OpeningState, undefined>('readOpeningState'),
    /** POST /local/all {idMarca, latitude?, longitude?} → the branches (nearest first with a position). */
    fetchBranches: notProvided<Branch[], FetchBranchesInput>('fetchBranches'),
    /** navigator.geolocation with §9's options; rejects with `{ geolocationError: kind }`. */
    locate: notProvided<Position, { kind: GeolocationRequestKind }>('locate'),
  },
  guards: {
    isPermissionGranted: (_, params: { opening: OpeningState }) => params.opening.permission === 'granted',
    isDisabledBranch: ({ context }, params: { branchId: string }) => {
      const branch = findBranch(context, params.branchId);
      return !branch || !isBranchSelectable(branch);
    },
    isMultipleMenu: ({ context }) => context.multipleMenu,
    /** The map's centred card: the focused one, else the active order's branch, else the first shown. */
    isCentredOnMap: ({ context }, params: { branchId: string }) => mapFocusOf(context) === params.branchId,
    isModeOffered: ({ context }, params: { branchId: string; mode: ConsumeMode }) =>
      isOffered(context, params),
    /** The table mode is offered (it keeps the stored QR data). */
    isTableModeOffered: ({ context }, params: { branchId: string; mode: ConsumeMode }) =>
      isOffered(context, params) && !removesQrData(params.mode),
  },
  actions: {
    /** "If no saved auth return path exists, the order preparation state is reset when this screen opens." */
    resetOrderPreparation: sendToFlow<{ opening: OpeningState | null }>(
      'orderPreparation',
      // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
      'reset the order preparation',
      ({ params }) => (params.opening?.hasReturnPath ? null : { type: 'orderPreparation.reset' }),
    ),
    storeSearch: assign(({ event }) =>
      event.type === 'branchSelection.searchChanged' ? { search: event.text } : {},
    ),
    storeActiveOrderBranch: assign(({ event }) =>
      event.type === 'branchSelection.activeOrderBranchChanged'
        ? { activeOrderBranchId: event.branchId }
        : {},
    ),
    storeView: assign(({ event }) =>
      event.type === 'branchSelection.viewChanged' ? { view: event.view } : {},
    ),
    focusMapCard: assign((_, params: { branchId: string }) => ({ mapFocusId: params.branchId })),
    forgetOpenState: assign({ flippedBranchId: null, geolocationError: null }),
    storeBranches: assign((_, params: { branches: Branch[] }) => ({ branches: params.branches })),
    storePosition: assign((_, params: { position: Position }) => ({
      position: params.position,
      geolocationError: null,
    })),
    storeGeolocationError: assign((_, params: { error: unknown }) => ({
      geolocationError: readGeolocationError(params.error),
    })),
    clearGeolocationError: assign({ geolocationError: null }),
    /** Local storage tableSystem / takeawaySystem / deliverySystem = 'true' for each mode a branch offers. */
    setLocalModeFlags: (_, _params: { modes: ConsumeMode[] }) => {},
    notifyLoadFailed: showToast('error', BRANCHES_LOAD_FAILED),
    flipCard: assign((_, params: { branchId: string }) => ({ flippedBranchId: params.branchId })),
    flipBack: assign({ flippedBranchId: null }),
    choosePreference: assign(({ context }, params: { branchId: string; mode: ConsumeMode }) => {
      const branch = findBranch(context, params.branchId);
      if (!branch) return {};
      return {
        preferences: {
          preferredConsumeType: preferredConsumeTypeFor(branch, params.mode),
          lastSelectedLocalId: branch.id,
        },
        preferencesChanged: true,
        flippedBranchId: null,
      };
    }),
    /** The cart prices its quote and suggestions for the chosen mode (ordering.md §4 "Price resolution"). */
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    tellCartPreference: sendToFlow('cart', 'price the cart for the chosen mode', ({ context }) => ({
      type: 'cart.preferenceChanged',
      preferredConsumeType: context.preferences.preferredConsumeType,
    })),
    /** Session storage qr_data (the table QR). */
    removeQrData: () => {},
    /** Selecting a branch: reset the order in progress, hand the branch over, open HOME/{id}/{storeId}. */
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    resetOrder: sendToFlow('cart', 'reset the order when a branch is selected', () => ({
      type: 'cart.cleared',
    })),
    handOverBranch: sendToFlow<{ branchId: string }>(
      'currentBranch',
      // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
      'store the selected branch',
      ({ context, params }) => {
        const branch = findBranch(context, params.branchId);
        return branch ? { type: 'currentBranch.selected', branch } : null;
      },
    ),
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    openLocationPrompt: sendToFlow('layout', "open the 'Activar ubicación' prompt", () => ({
      type: 'layout.modalOpened',
      modalId: LOCATION_PROMPT_MODAL_ID,
      // Answered with 'Cancelar' or 'Activar' only, so this flow and the layout never disagree on it.
      dismissible: false,
    })),
    // i18n-exempt: a developer's warning when the system lacks the actor (machines/system-actors.ts).
    closeLocationPrompt: sendToFlow('layout', "close the 'Activar ubicación' prompt", () => ({
      type: 'layout.modalClosed',
    })),
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
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
    };
  },
  initial: 'idle',
  on: {
    'branchSelection.opened': { target: '.open', reenter: true, actions: 'forgetOpenState' },
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
            onError: {
              target: 'loading',
              actions: { type: 'resetOrderPreparation', params: { opening: null } },
            },
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
          description: '6 skeleton cards; POST /local/all with the position when known (then nearest first).',
          invoke: {
            id: 'fetchBranches',
            src: 'fetchBranches',
            input: ({ context }) => ({ brandId: context.brandId, position: context.position }),
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
