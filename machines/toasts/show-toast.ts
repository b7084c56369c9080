import { type AnyActorRef, type EventObject, type MachineContext, sendTo } from 'xstate';
import type { ToastKind, ToastsEvent } from './toasts.machine';

const NO_TOASTS = { send: () => {}, id: 'no-toasts' } as unknown as AnyActorRef;

/**
 * An action that shows a toast through the system's `toasts` actor, so any flow can notify without
 * importing the toast list's internals. With no toasts actor (a flow tested alone) it does nothing.
 */
export const showToast = <TContext extends MachineContext, TEvent extends EventObject>(
  kind: ToastKind,
  message: string | ((args: { context: TContext; event: TEvent }) => string),
) =>
  sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent, never, never>(
    ({ system }) => (system.get('toasts') as AnyActorRef | undefined) ?? NO_TOASTS,
    (args: { context: TContext; event: TEvent }) =>
      ({
        type: 'toast.shown',
        kind,
        message: typeof message === 'function' ? message(args) : message,
      }) satisfies ToastsEvent as unknown as TEvent,
  );
