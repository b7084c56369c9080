import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createLiveStateStore, stateNodeIds } from '@/src/adapters/live-states';

describe('stateNodeIds', () => {
  it('lists active nodes with their ancestors, prefixed by the machine id', () => {
    expect(stateNodeIds('layout', { splash: 'showing', modal: 'closed' })).toEqual([
      'layout.modal',
      'layout.modal.closed',
      'layout.splash',
      'layout.splash.showing',
    ]);
    expect(stateNodeIds('session', { active: 'guest' })).toEqual(['session.active', 'session.active.guest']);
    expect(stateNodeIds('app', 'ready')).toEqual(['app.ready']);
  });
});

describe('the live-state store', () => {
  it('follows a running actor through the inspect callback and notifies on change only', () => {
    const store = createLiveStateStore();
    let notified = 0;
    store.subscribe(() => {
      notified++;
    });
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { open: 'opened' } }, opened: {} },
    });
    const actor = createActor(machine, { inspect: store.inspect }).start();
    expect(store.getSnapshot().byMachine.door).toEqual(['door.closed']);
    actor.send({ type: 'unknown' });
    expect(notified).toBe(1);
    actor.send({ type: 'open' });
    expect(store.getSnapshot().byMachine.door).toEqual(['door.opened']);
    expect(notified).toBe(2);
  });

  it('keeps only the latest values while nobody watches, and has the states when read', () => {
    const store = createLiveStateStore();
    const machine = createMachine({
      id: 'door',
      initial: 'closed',
      states: { closed: { on: { open: 'opened' } }, opened: { on: { close: 'closed' } } },
    });
    const actor = createActor(machine, { inspect: store.inspect }).start();
    actor.send({ type: 'open' });
    expect(store.getSnapshot().byMachine.door).toEqual(['door.opened']);
    const read = store.getSnapshot();
    expect(store.getSnapshot()).toBe(read);
    actor.send({ type: 'close' });
    let notified = 0;
    store.subscribe(() => {
      notified++;
    });
    expect(store.getSnapshot().byMachine.door).toEqual(['door.closed']);
    actor.send({ type: 'open' });
    expect(notified).toBe(1);
    expect(store.getSnapshot().byMachine.door).toEqual(['door.opened']);
  });
});
