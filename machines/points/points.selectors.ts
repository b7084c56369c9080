import type { SnapshotFrom } from 'xstate';
import type { pointsMachine } from './points.machine';

export type PointsSnapshot = SnapshotFrom<typeof pointsMachine>;

/**
 * The registered diner's availablePoints for the header badge, or null when there is nothing to show (no
 * user, a guest, the first load still running, or a failed fetch).
 */
export const selectAvailablePoints = (s: PointsSnapshot): number | null => s.context.availablePoints;

/** The first load of the points runs: POINTS and QR_CODE show a spinner instead of a number. */
export const selectIsLoadingPoints = (s: PointsSnapshot): boolean =>
  s.matches('loading') && s.context.availablePoints === null;
