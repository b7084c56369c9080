import type { SnapshotFrom } from 'xstate';
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
