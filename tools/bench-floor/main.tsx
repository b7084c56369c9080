/**
 * The floor of `npm run bench:web`: a bare React 19 + XState page (one machine, one button) built with the
 * project's Vite, so Lighthouse shows what the framework alone costs next to the app's routes.
 */
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMachine } from 'xstate';

const toggle = createMachine({
  id: 'toggle',
  initial: 'idle',
  states: { idle: { on: { TOGGLE: 'active' } }, active: { on: { TOGGLE: 'idle' } } },
});

function Floor() {
  const [snapshot, send] = useMachine(toggle);
  return (
    <main>
      <h1>Floor: React + XState</h1>
      <p>State: {String(snapshot.value)}</p>
      <button type="button" onClick={() => send({ type: 'TOGGLE' })}>
        Toggle
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
