import type { SnapshotFrom } from 'xstate';
import type { ToastInput, toastsMachine } from './toasts.machine';

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** The visible toasts, oldest first, as plain data for the view. */
export const selectToasts = (s: ToastsSnapshot): ToastInput[] =>
  s.context.toasts.map(({ id, kind, message }) => ({ id, kind, message }));

/** Compares toast lists by id so the view re-renders only when the list changes. */
export const sameToasts = (a: ToastInput[], b: ToastInput[]): boolean =>
  a.length === b.length && a.every((t, i) => t.id === b[i].id);
