import type { FlowModel } from '../flow-model';
import { toastsMachine } from './toasts.machine';

export const toastsModel: FlowModel = {
  id: 'toasts',
  title: 'Toasts',
  summary:
    'Notifications shown top-centre, newest appended last, closed on click or automatically after 5 s (accounts.md §2.3).',
  machine: toastsMachine,
  start: 'Open the app',
  steps: [
    {
      event: {
        type: 'toast.shown',
        kind: 'error',
        message: 'No se pudo ingresar como invitado, por favor intentalo de nuevo',
      },
      step: "Trigger an error notification (e.g. guest entry fails): 'No se pudo ingresar como invitado, por favor intentalo de nuevo'",
    },
    {
      // A catalogue key, not a function of the context (show-toast.ts takes both), and a second toast at once.
      event: { type: 'toast.shown', kind: 'error', message: 'signIn.failed' },
      step: "About 1 s later, sign in with email while the server fails: 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.'",
      when: {
        text: 'the first notification is still shown (two notifications at once)',
        holds: (at) => (at.keyContext.toasts as string[]).includes('toast-1'),
      },
    },
    { event: { type: 'toast.dismissed', id: 'toast-1' }, step: 'Tap the first notification' },
    {
      event: { type: 'toast.expired', id: 'toast-1' },
      step: 'Wait 5 s without touching the first notification',
    },
  ],
  expectations: {
    listening: 'the listed notifications are shown at the top centre, oldest first',
  },
  keyContext: (s) => ({ toasts: s.context.toasts.map((t: { id: string }) => t.id) }),
  // The list grows with every toast: "the same state" is whether the first toast is still listed (the steps
  // dismiss or expire it) and how many are listed, up to three.
  serializeState: (s) => {
    const ids = s.context.toasts.map((t: { id: string }) => t.id);
    return JSON.stringify([s.value, ids.includes('toast-1'), Math.min(ids.length, 3)]);
  },
};
