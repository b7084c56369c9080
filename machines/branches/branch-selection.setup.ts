import { type AnyActorRef, assign, type EventObject, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { Branch, ConsumePreferences } from '../catalogue/catalogue.types';
import { follow } from '../catalogue/follow-system-actor';
import { selectLanguage } from '../language/language.selectors';
import { DEFAULT_LANGUAGE } from '../rules/languages';
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
  type Position,
  preferredConsumeTypeFor,
  readGeolocationError,
  removesQrData,
  visibleBranches,
} from './branch-selection.rules';

export interface BranchSelectionInput {
  brandId: string;
  multipleMenu: boolean;
  /** The saved `consumePreferences` slice, as read (malformed is no preference). */
  restoredPreferences?: unknown /**
   * The diner's language when it is already known (the models start after the language flow's first report);
   * otherwise null until `watchLanguage` reports it, at once on the app.
   */;
  language?: string;
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
  /** The diner's language, followed through the system (null until the language flow reports it). */
  language: string | null;
  /** The language the branches shown were asked in: the server translated their notes into it. */
  branchesLanguage: string;
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
  | { type: 'branchSelection.activeOrderBranchChanged'; branchId: string | null }
  /** The diner's language (the language flow's, followed through the system): a branch's note is content. */
  | { type: 'branchSelection.languageChanged'; language: string };

export interface OpeningState {
  /** A path stored before a social login ({prefix}_auth_pathname) exists. */
  hasReturnPath: boolean;
  permission: LocationPermission;
}

export interface FetchBranchesInput {
  brandId: string;
  position: Position | null;
  /** ?lang= (not sent for Spanish): the server answers a branch's own status note in that language. */
  language: string;
}

/** The language a list is asked in: the diner's, Spanish until the language flow reports it. */
export const requestLanguageOf = (context: Pick<BranchSelectionContext, 'language'>): string =>
  context.language ?? DEFAULT_LANGUAGE;

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

/** What the opening read answers when it cannot read: no saved auth return path, the permission not asked. */
export const NOTHING_STORED: OpeningState = { hasReturnPath: false, permission: 'prompt' };

/**
 * The opening read as the chart invokes it: it cannot reject. A reader that fails (a blocked storage, a
 * permissions API that throws) answers `NOTHING_STORED`, so the chart has no error transition for it.
 */
export const openingStateReader = (read: () => Promise<OpeningState>) =>
  fromPromise<OpeningState, undefined>(async () => {
    try {
      return await read();
    } catch {
      return NOTHING_STORED;
    }
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

export const findBranch = (context: BranchSelectionContext, branchId: string) =>
  context.branches.find((b) => b.id === branchId);

/** The flow's types, named effects (throwing "not provided" until the app provides them), guards and actions. */
/**
 * ordering.md §2 BASE "Reset": "If no saved auth return path exists, the order preparation state is reset when
 * this screen opens." The preparation kept for a reload is forgotten here: orderPreparation is a route flow, not
 * running until a product first opens in this visit (after a reload on BASE it is not), so it could not forget
 * it itself; a running orderPreparation is told to clear what it prepares (`orderPreparation.reset`).
 */
const resetOrderPreparation = enqueueActions<
  BranchSelectionContext,
  BranchSelectionEvent,
  { opening: OpeningState },
  BranchSelectionEvent,
  never,
  { type: 'forgetSavedPreparation'; params: unknown },
  never,
  never,
  never
>(({ system, enqueue }, params) => {
  if (params.opening.hasReturnPath) return;
  enqueue({ type: 'forgetSavedPreparation' });
  // Looked up without a missing-actor report: before a product opens no orderPreparation runs, by design.
  const flow = system.get('orderPreparation') as AnyActorRef | undefined;
  if (flow) enqueue.sendTo(flow, { type: 'orderPreparation.reset' });
});

export const branchSelectionSetup = setup({
  types: {
    context: {} as BranchSelectionContext,
    events: {} as BranchSelectionEvent,
    input: {} as BranchSelectionInput,
  },
  actors: {
    watchLanguage: follow(
      'language',
      (s: Parameters<typeof selectLanguage>[0]) => selectLanguage(s) as string,
      (language): BranchSelectionEvent => ({ type: 'branchSelection.languageChanged', language }),
    ),
    /**
     * Whether a saved auth return path exists, and the location permission (permissions API). It cannot
     * reject (the chart has no error transition for it): the app provides it through `openingStateReader`.
     */
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
    /** A new language after the first report: the list shown (or being asked for) is in another one. */
    isOtherLanguage: ({ context, event }) =>
      event.type === 'branchSelection.languageChanged' &&
      context.language !== null &&
      event.language !== context.language,
    /** The map's centred card: the focused one, else the active order's branch, else the first shown. */
    isCentredOnMap: ({ context }, params: { branchId: string }) => mapFocusOf(context) === params.branchId,
    isModeOffered: ({ context }, params: { branchId: string; mode: ConsumeMode }) =>
      isOffered(context, params),
    /** The table mode is offered (it keeps the stored QR data). */
    isTableModeOffered: ({ context }, params: { branchId: string; mode: ConsumeMode }) =>
      isOffered(context, params) && !removesQrData(params.mode),
  },
  actions: {
    resetOrderPreparation,
    /** Session storage `{prefix}_order_preparation`: the preparation kept for a reload (saved-preparation-key.ts). */
    forgetSavedPreparation: () => {},
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
    storeBranches: assign(({ context }, params: { branches: Branch[] }) => ({
      branches: params.branches,
      branchesLanguage: requestLanguageOf(context),
    })),
    storeLanguage: assign(({ event }) =>
      event.type === 'branchSelection.languageChanged' ? { language: event.language } : {},
    ),
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
});
