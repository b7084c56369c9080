import type { SnapshotFrom } from 'xstate';
import { startingPreferences } from '../branches/branch-selection.rules';
import type { PreferredConsumeType } from '../catalogue/catalogue.types';
import type { appMachine } from './app.machine';
import type { AppFlowId, AppFlowRef } from './app-flows';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsBrandUnavailable = (s: AppSnapshot): boolean => s.matches('brandUnavailable');
export const selectIsReady = (s: AppSnapshot): boolean => s.matches('ready');
export const selectBrand = (s: AppSnapshot) => s.context.brand;
/** A long-lived flow's actor, once spawned (see app-flows.ts). */
export const selectFlowRef =
  <K extends AppFlowId>(id: K) =>
  (s: AppSnapshot): AppFlowRef<K> | null =>
    (s.children[id] as AppFlowRef<K> | undefined) ?? null;
/** Slices whose flows are not built yet: carried over unchanged from the last save. */
export const selectCarriedSlices = (s: AppSnapshot) => ({
  branch: s.context.restored.branch,
  order: s.context.restored.order,
  // Until the language flow is spawned, the saved language slice is kept as it was.
  language: s.context.restored.language,
  consumePreferences: s.context.restored.consumePreferences,
});
/**
 * The consume preferences BASE's flow starts with (FLOW_INPUTS.branchSelection: the saved slice, none when the
 * brand has no multipleMenu; `cleared` when a saved one was dropped). branchSelection is a route flow (loaded
 * with BASE's screen): until it runs, its readers get these, which is what it would hold had it run from the start.
 */
export const selectStartingConsumePreferences = (s: AppSnapshot) =>
  startingPreferences(s.context.restored.consumePreferences, s.context.brand?.multipleMenu ?? false);
/** The preferred consume type BASE's flow starts with (above). */
export const selectStartingConsumeType = (s: AppSnapshot): PreferredConsumeType | null =>
  selectStartingConsumePreferences(s).preferences.preferredConsumeType;
