import type { SnapshotFrom } from 'xstate';
import type { MessageKey, UiText } from '../../locales/catalogue';
import type { Branch } from '../catalogue/catalogue.types';
import { DEFAULT_LANGUAGE } from '../rules/languages';
import { scheduleStatusText } from '../rules/schedule-text';
import { type BranchView, type branchSelectionMachine, mapFocusOf } from './branch-selection.machine';
import {
  type ConsumeMode,
  enabledModes,
  type GeolocationErrorKind,
  isBranchSelectable,
  modeOfPreference,
  ownDeliveryName,
  type Position,
  visibleBranches,
} from './branch-selection.rules';

export type BranchSelectionSnapshot = SnapshotFrom<typeof branchSelectionMachine>;

/** What one card shows (plain data: the card component renders it without a machine). */
export interface BranchCardData {
  id: string;
  storeId: string;
  name: string;
  address: string;
  image: string | null;
  status: Branch['status'];
  /**
   * The status badge: the server's Spanish line read back into its schedule.* message (a note stays content,
   * already in the diner's language when the list was asked for in it).
   */
  scheduleStatus: UiText | '';
  /** Km from the diner, when the list was requested with a position. */
  distanceKm: number | null;
  modes: ConsumeMode[];
  /** The own-delivery name a delivery icon/button shows instead of 'Delivery'. */
  ownDeliveryName: string | null;
  isDisabled: boolean;
  /** The branch of the diner's active order: first and outlined. */
  isActiveOrderBranch: boolean;
  /** The last chosen branch: highlighted with its mode. */
  isLastSelected: boolean;
  selectedMode: ConsumeMode | null;
  isFlipped: boolean;
  geoLocation: Position | null;
  todaySchedule: { open: string; close: string } | null;
}

const toCard = (s: BranchSelectionSnapshot, branch: Branch): BranchCardData => {
  const { preferences, activeOrderBranchId, flippedBranchId } = s.context;
  const isLastSelected = preferences.lastSelectedLocalId === branch.id;
  const today = branch.todaySchedule as { open?: unknown; close?: unknown } | null | undefined;
  return {
    id: branch.id,
    storeId: branch.storeId,
    name: branch.name ?? '',
    address: branch.address ?? '',
    image: branch.image ?? null,
    status: branch.status,
    scheduleStatus: branch.scheduleStatus
      ? scheduleStatusText(branch.scheduleStatus, s.context.branchesLanguage !== DEFAULT_LANGUAGE)
      : '',
    distanceKm: typeof branch.distance === 'number' ? branch.distance : null,
    modes: enabledModes(branch),
    ownDeliveryName: ownDeliveryName(branch),
    isDisabled: !isBranchSelectable(branch),
    isActiveOrderBranch: activeOrderBranchId === branch.id,
    isLastSelected,
    selectedMode: isLastSelected ? modeOfPreference(preferences.preferredConsumeType) : null,
    isFlipped: flippedBranchId === branch.id,
    geoLocation: branch.geoLocation ?? null,
    todaySchedule:
      today && typeof today.open === 'string' && typeof today.close === 'string'
        ? { open: today.open, close: today.close }
        : null,
  };
};

const sameCards = (a: BranchCardData[], b: BranchCardData[]) =>
  a.length === b.length && a.every((card, i) => JSON.stringify(card) === JSON.stringify(b[i]));

/** The cards in order (search filter, active order branch first); compare with `sameBranchCards`. */
export const selectBranchCards = (s: BranchSelectionSnapshot): BranchCardData[] =>
  visibleBranches(s.context.branches, s.context.search, s.context.activeOrderBranchId).map((b) =>
    toCard(s, b),
  );
export const sameBranchCards = sameCards;

/** 6 skeleton cards (3 in the map view) while the list is asked for. */
export const selectIsLoadingBranches = (s: BranchSelectionSnapshot): boolean =>
  s.matches('idle') ||
  s.matches({ open: 'loading' }) ||
  s.matches({ open: 'opening' }) ||
  s.matches({ open: 'locatingAutomatically' });
export const selectHasLoadFailed = (s: BranchSelectionSnapshot): boolean => s.matches({ open: 'failed' });
/** The list loaded but nothing matches the search text. */
export const selectHasNoSearchResults = (s: BranchSelectionSnapshot): boolean =>
  !selectIsLoadingBranches(s) &&
  !s.matches({ open: 'failed' }) &&
  s.context.branches.length > 0 &&
  visibleBranches(s.context.branches, s.context.search, null).length === 0;
export const selectSearchText = (s: BranchSelectionSnapshot): string => s.context.search;
/** 'Activar ubicación' is asked (the prompt's chunk loads then). */
export const selectIsPrompting = (s: BranchSelectionSnapshot): boolean => s.matches({ open: 'prompting' });
export const selectIsLocating = (s: BranchSelectionSnapshot): boolean => s.matches({ open: 'locating' });
export const selectCanLocate = (s: BranchSelectionSnapshot): boolean =>
  s.can({ type: 'branchSelection.locateRequested' });

const GEOLOCATION_MESSAGES: Record<GeolocationErrorKind, MessageKey> = {
  unsupported: 'branchSelection.geolocation.unsupported',
  denied: 'branchSelection.geolocation.denied',
  unavailable: 'branchSelection.geolocation.unavailable',
  timeout: 'branchSelection.geolocation.timeout',
  unknown: 'branchSelection.geolocation.unknown',
};
/** The last location request's failure message (§8 "Geolocation"), if any. */
export const selectGeolocationMessage = (s: BranchSelectionSnapshot): MessageKey | null =>
  s.context.geolocationError ? GEOLOCATION_MESSAGES[s.context.geolocationError] : null;
export const selectHasPosition = (s: BranchSelectionSnapshot): boolean => s.context.position !== null;
export const selectPosition = (s: BranchSelectionSnapshot): Position | null => s.context.position;
export const selectBranchView = (s: BranchSelectionSnapshot): BranchView => s.context.view;
/** The map view's centred card: the focused one, else the active order's branch, else the first. */
export const selectMapFocusId = (s: BranchSelectionSnapshot): string | null => mapFocusOf(s.context);

export {
  selectChangedConsumePreferences,
  selectPreferredConsumeType,
} from './consume-preferences.selectors';
