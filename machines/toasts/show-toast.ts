import { type EventObject, enqueueActions, type MachineContext } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { findSystemActor } from '../system-actors';
import type { ToastKind, ToastsEvent } from './toasts.machine';

/**
 * An action that shows a toast through the system's `toasts` actor, so any flow can notify without
 * importing the toast list's internals. With no toasts actor (a flow tested alone) it does nothing, and says so
 * where the app asks to hear it (machines/system-actors.ts: in development).
 */
export const showToast = <TContext extends MachineContext, TEvent extends EventObject>(
  kind: ToastKind,
  message: UiText | ((args: { context: TContext; event: TEvent }) => UiText),
) =>
  enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, never>(
    ({ context, event, system, enqueue }) => {
      // Sending to a stand-in ref crashes XState's relay (it calls the ref's internal _send), so skip instead.
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const toasts = findSystemActor(system, 'toasts', 'show a toast');
      if (!toasts) return;
      const shown: ToastsEvent = {
        type: 'toast.shown',
        kind,
        message: typeof message === 'function' ? message({ context, event }) : message,
      };
      enqueue.sendTo(toasts, shown);
    },
  );
