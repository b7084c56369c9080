/**
 * BASE's pure rules (ordering.md §2 "Branch selection (BASE)", §4 "Consume mode selection at the branch
 * card (multipleMenu brands)", §9 "Geolocation"): the search filter, the order of the cards, the modes a card
 * offers, the consume preference a chosen mode becomes, the three local flags and the geolocation requests.
 * No xstate, no DOM: the branchSelection flow applies them, tests/unit/branch-selection-rules.test.ts tables them.
 */
import type { Branch, ConsumePreferences, PreferredConsumeType } from '../catalogue/catalogue.types';
import { normalise } from '../rules/format';

/** The three consume modes a branch card offers (systemOptions' names; delivery covers the own delivery). */
export type ConsumeMode = 'tableSystem' | 'takeawaySystem' | 'deliverySystem';
export const CONSUME_MODES: readonly ConsumeMode[] = ['tableSystem', 'takeawaySystem', 'deliverySystem'];

export const EMPTY_CONSUME_PREFERENCES: ConsumePreferences = {
  preferredConsumeType: null,
  lastSelectedLocalId: null,
};

/** "Cards are filtered by the search text against branch name or address, case-insensitive" (accents too). */
export function matchesSearch(branch: Pick<Branch, 'name' | 'address'>, text: string): boolean {
  const query = normalise(text);
  if (query === '') return true;
  return normalise(branch.name ?? '').includes(query) || normalise(branch.address ?? '').includes(query);
}

/**
 * "The branch of the user's active order is sorted first"; the others keep the server's order (nearest first
 * when a position was sent).
 */
export function orderBranches<T extends Pick<Branch, 'id'>>(
  branches: readonly T[],
  activeOrderBranchId: string | null,
): T[] {
  if (!activeOrderBranchId) return [...branches];
  const active = branches.filter((b) => b.id === activeOrderBranchId);
  return [...active, ...branches.filter((b) => b.id !== activeOrderBranchId)];
}

/** The cards BASE shows: filtered by the search text, the active order's branch first. */
export function visibleBranches<T extends Pick<Branch, 'id' | 'name' | 'address'>>(
  branches: readonly T[],
  search: string,
  activeOrderBranchId: string | null,
): T[] {
  return orderBranches(
    branches.filter((b) => matchesSearch(b, search)),
    activeOrderBranchId,
  );
}

/** The own delivery when it is on and the branch has no deliverySystem (§4 "Consume type at checkout"). */
const ownDelivery = (branch: Pick<Branch, 'systemOptions'>) => {
  const options = branch.systemOptions;
  return !options?.deliverySystem && options?.deliveryPropio?.activo ? options.deliveryPropio : null;
};

/**
 * The modes a card offers, in the spec's order: each systemOptions flag that is on; delivery also when the
 * branch has the brand's own delivery instead (labelled with its name).
 */
export function enabledModes(branch: Pick<Branch, 'systemOptions'>): ConsumeMode[] {
  const options = branch.systemOptions;
  if (!options) return [];
  return CONSUME_MODES.filter((mode) =>
    mode === 'deliverySystem'
      ? Boolean(options.deliverySystem || ownDelivery(branch))
      : Boolean(options[mode]),
  );
}

/** The own-delivery name a delivery button shows instead of 'Delivery', if any. */
export function ownDeliveryName(branch: Pick<Branch, 'systemOptions'>): string | null {
  const own = ownDelivery(branch);
  return own?.name ? own.name : null;
}

/**
 * "Choosing a mode sets preferredConsumeType": the mode itself, except delivery at a branch without
 * deliverySystem but with deliveryPropio.activo, which becomes {type:'deliveryPropio', data}.
 */
export function preferredConsumeTypeFor(
  branch: Pick<Branch, 'systemOptions'>,
  mode: ConsumeMode,
): PreferredConsumeType {
  const own = mode === 'deliverySystem' ? ownDelivery(branch) : null;
  if (own) return { type: 'deliveryPropio', data: { ...own, name: own.name } };
  return mode;
}

/** "A non-table mode removes the stored QR data." */
export const removesQrData = (mode: ConsumeMode): boolean => mode !== 'tableSystem';

/** The mode a saved preference stands for (the own delivery is a delivery). */
export function modeOfPreference(preferred: PreferredConsumeType | null): ConsumeMode | null {
  if (preferred === null) return null;
  if (typeof preferred === 'object') return 'deliverySystem';
  return preferred;
}

const isPreferredConsumeType = (value: unknown): value is PreferredConsumeType => {
  if (value === 'tableSystem' || value === 'takeawaySystem' || value === 'deliverySystem') return true;
  if (!value || typeof value !== 'object') return false;
  const own = value as { type?: unknown; data?: unknown };
  return own.type === 'deliveryPropio' && Boolean(own.data) && typeof own.data === 'object';
};

/** The saved slice as read (anything malformed is no preference). */
export function readConsumePreferences(raw: unknown): ConsumePreferences {
  if (!raw || typeof raw !== 'object') return EMPTY_CONSUME_PREFERENCES;
  const value = raw as { preferredConsumeType?: unknown; lastSelectedLocalId?: unknown };
  return {
    preferredConsumeType: isPreferredConsumeType(value.preferredConsumeType)
      ? value.preferredConsumeType
      : null,
    lastSelectedLocalId: typeof value.lastSelectedLocalId === 'string' ? value.lastSelectedLocalId : null,
  };
}

const hasPreferences = (p: ConsumePreferences) =>
  p.preferredConsumeType !== null || p.lastSelectedLocalId !== null;

/**
 * The preferences the flow starts with: the saved ones, or none when "the brand turns off multipleMenu"
 * (`cleared` says a saved preference was dropped, so the empty slice is written back).
 */
export function startingPreferences(
  restored: unknown,
  multipleMenu: boolean,
): { preferences: ConsumePreferences; cleared: boolean } {
  const saved = readConsumePreferences(restored);
  if (multipleMenu) return { preferences: saved, cleared: false };
  return { preferences: EMPTY_CONSUME_PREFERENCES, cleared: hasPreferences(saved) };
}

/** "Local flags tableSystem, takeawaySystem and deliverySystem are set to 'true' when any branch offers that mode." */
export function localModeFlags(branches: readonly Pick<Branch, 'systemOptions'>[]): ConsumeMode[] {
  return CONSUME_MODES.filter((mode) => branches.some((b) => Boolean(b.systemOptions?.[mode])));
}

/**
 * A disabled card "has a white veil and ignores clicks". Reading (the brief's): a closed branch ('close') is
 * disabled; 'closing_soon' and 'open' can be chosen. docs/ordering-branches.md says why.
 */
export const isBranchSelectable = (branch: Pick<Branch, 'status'>): boolean => branch.status !== 'close';

/** §9 "Geolocation": both requests use high accuracy. */
export const GEOLOCATION_REQUESTS = {
  /** The diner tapped 'Activar': timeout 10000 ms, maximum age 0. */
  manual: { enableHighAccuracy: true, timeout: 10000, maximumAge: 0 },
  /** Asked by the screen itself (permission already granted): timeout 5000 ms, maximum age 60000 ms. */
  automatic: { enableHighAccuracy: true, timeout: 5000, maximumAge: 60000 },
} as const;
export type GeolocationRequestKind = keyof typeof GEOLOCATION_REQUESTS;

/** §8 "Geolocation": the five failures. */
export type GeolocationErrorKind = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';
export const GEOLOCATION_ERRORS: readonly GeolocationErrorKind[] = [
  'unsupported',
  'denied',
  'unavailable',
  'timeout',
  'unknown',
];

/** The failure a geolocation actor rejected with (`{ geolocationError: kind }`); anything else is generic. */
export function readGeolocationError(error: unknown): GeolocationErrorKind {
  const kind = (error as { geolocationError?: unknown } | null)?.geolocationError;
  return GEOLOCATION_ERRORS.includes(kind as GeolocationErrorKind)
    ? (kind as GeolocationErrorKind)
    : 'unknown';
}

/** The browser's permission for the position, as the permissions API answers it. */
export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unsupported';

export interface Position {
  latitude: number;
  longitude: number;
}
