import { type ActorRefFrom, assertEvent, assign, sendParent, setup, stopChild } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { TIMINGS } from '../rules/timings';

export type ToastKind = 'default' | 'success' | 'info' | 'error' | 'warning' | 'loading';

export interface ToastInput {
  id: string;
  kind: ToastKind;
  /** A catalogue key, or text from outside (a server's message), rendered by the view in the diner's language. */
  message: UiText;
}

/** One toast: visible for 5 s, then it asks its parent to remove it (accounts.md §2.3 "Toasts"). */
export const toastMachine = setup({
  types: { context: {} as ToastInput, input: {} as ToastInput },
  delays: { toastDuration: TIMINGS.toast },
}).createMachine({
  id: 'toast',
  context: ({ input }) => input,
  initial: 'visible',
  states: {
    visible: {
      after: {
        toastDuration: {
          target: 'expired',
          actions: sendParent(({ context }) => ({ type: 'toast.expired' as const, id: context.id })),
        },
      },
    },
    expired: { type: 'final' },
  },
});

export interface ToastEntry extends ToastInput {
  ref: ActorRefFrom<typeof toastMachine>;
}

export interface ToastsContext {
  toasts: ToastEntry[];
  nextId: number;
}

export type ToastsEvent =
  | { type: 'toast.shown'; kind?: ToastKind; message: UiText }
  | { type: 'toast.dismissed'; id: string }
  | { type: 'toast.expired'; id: string };

/** The events that close a toast: a tap, or its 5 s. */
const CLOSING = ['toast.dismissed', 'toast.expired'] as const;

/**
 * The toast list. Other flows show a toast with
 * `sendTo(({ system }) => system.get('toasts'), { type: 'toast.shown', kind: 'error', message })`.
 * Newest are appended at the end (not put on top); a click dismisses; each closes itself after 5 s.
 */
export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  actors: { toast: toastMachine },
  actions: {
    // Each action and guard is reached by its own events only: the assertions say so (they narrow the type,
    // where an `if` returning nothing was a branch no event could take).
    addToast: assign(({ context, event, spawn }) => {
      assertEvent(event, 'toast.shown');
      const id = `toast-${context.nextId}`;
      const input: ToastInput = { id, kind: event.kind ?? 'default', message: event.message };
      const ref = spawn('toast', { id, input });
      return { toasts: [...context.toasts, { ...input, ref }], nextId: context.nextId + 1 };
    }),
    stopToast: stopChild(({ event }) => {
      assertEvent(event, CLOSING);
      return event.id;
    }),
    removeToast: assign(({ context, event }) => {
      assertEvent(event, CLOSING);
      return { toasts: context.toasts.filter((t) => t.id !== event.id) };
    }),
  },
  guards: {
    isKnownToast: ({ context, event }) => {
      assertEvent(event, CLOSING);
      return context.toasts.some((t) => t.id === event.id);
    },
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'listening',
  states: {
    listening: {
      on: {
        'toast.shown': { actions: 'addToast' },
        'toast.dismissed': { guard: 'isKnownToast', actions: ['stopToast', 'removeToast'] },
        'toast.expired': { guard: 'isKnownToast', actions: ['stopToast', 'removeToast'] },
      },
    },
  },
});
