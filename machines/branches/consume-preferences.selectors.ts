import type { SnapshotFrom } from 'xstate';
import type { ConsumePreferences, PreferredConsumeType } from '../catalogue/catalogue.types';
import type { branchSelectionMachine } from './branch-selection.machine';

/**
 * What BASE's flow tells the rest of the app: the consume preference. Kept apart from
 * branch-selection.selectors.ts (which builds the cards with the machine's map rules) and reading the machine's
 * type only, so the first screen's readers (persistence, the preference hook) do not bring the flow's code into
 * the first load: branchSelection is a route flow, loaded with BASE's screen.
 */
type BranchSelectionSnapshot = SnapshotFrom<typeof branchSelectionMachine>;

/**
 * The `consumePreferences` slice when this flow has changed it since the app started (a mode chosen, or
 * cleared because the brand has no multipleMenu); undefined while the saved one (or the session's table QR
 * choice) still stands. src/adapters/persistence.ts writes it.
 */
export const selectChangedConsumePreferences = (
  s: BranchSelectionSnapshot,
): ConsumePreferences | undefined => (s.context.preferencesChanged ? s.context.preferences : undefined);

/**
 * The diner's preferred consume type (ordering.md §3 "Consume preference"): prices given per consume type
 * resolve with it (§4 "Price resolution"; deliveryPropio counts as deliverySystem). Null: no preference.
 */
export const selectPreferredConsumeType = (s: BranchSelectionSnapshot): PreferredConsumeType | null =>
  s.context.preferences.preferredConsumeType;
