import { type AnyActorRef, type AnyStateMachine, assign, createActor, createMachine } from 'xstate';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';

/** An API error as the HTTP adapter throws it: the server's message and the status. */
export const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

/** A stand-in session that records what it is told. */
export const fakeSession = createMachine({
  types: {} as { context: { events: unknown[] } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

/**
 * Runs a form flow (its stubs already provided) the way the app does: in one system beside the real
 * toasts flow and a recording session, under `systemId`. Stop `root` after the test.
 */
export function startFormFlow(systemId: string, flow: AnyStateMachine, input: unknown) {
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        { id: 'session', systemId: 'session', src: fakeSession },
        { id: systemId, systemId, src: flow, input },
      ],
    }),
  ).start();
  const actor = root.system.get(systemId) as AnyActorRef;
  const toasts = () => selectToasts((root.system.get('toasts') as AnyActorRef).getSnapshot());
  const sessionEvents = () => (root.system.get('session') as AnyActorRef).getSnapshot().context.events;
  return { root, actor, toasts, sessionEvents };
}
