import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsBooting = (s: AppSnapshot): boolean =>
  s.matches('restoring') || s.matches('resolvingBrand');
export const selectIsBrandUnavailable = (s: AppSnapshot): boolean => s.matches('brandUnavailable');
export const selectIsReady = (s: AppSnapshot): boolean => s.matches('ready');
export const selectBrand = (s: AppSnapshot) => s.context.brand;
export const selectLayoutRef = (s: AppSnapshot) => s.context.layout;
export const selectToastsRef = (s: AppSnapshot) => s.context.toasts;
export const selectSessionRef = (s: AppSnapshot) => s.context.session;
/** Slices whose flows are not built yet: carried over unchanged from the last save. */
export const selectCarriedSlices = (s: AppSnapshot) => ({
  branch: s.context.restored.branch,
  order: s.context.restored.order,
  language: s.context.restored.language,
  consumePreferences: s.context.restored.consumePreferences,
});
