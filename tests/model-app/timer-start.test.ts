import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { FlowEvent, FlowModel } from '@/machines/flow-model';
import type { FlowPath } from '@/tools/flow-graph/paths';
import { timerStartIndex } from './timer-start';

/**
 * The app runner's clock steps (app-runner.tsx) wait what is left of a timer: its delay minus the fake time
 * since the point `timerStartIndex` names. A timer runs from when it was (re)scheduled, not from the start of
 * the walk nor from the first entry of its state.
 */
const machine = createMachine({
  id: 'timer',
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        restart: { target: 'waiting', reenter: true },
        // A self-transition without re-entry keeps the timer running.
        poke: { target: 'waiting' },
        away: 'elsewhere',
      },
      after: { 500: 'done' },
    },
    elsewhere: { on: { back: 'waiting' } },
    done: {},
  },
});

const TIMER: FlowEvent = { type: 'xstate.after.500.timer.waiting' };
const model: FlowModel = {
  id: 'timer',
  title: 'timer',
  summary: 'a 500 ms timer',
  machine,
  start: 'start',
  steps: [],
  expectations: {},
};
const pathOf = (...types: string[]): FlowPath => ({
  index: 1,
  title: types.join(' → '),
  initial: { stateValue: 'waiting', stateIds: ['waiting'], keyContext: {}, atMs: 0, passedThrough: [] },
  steps: types.map((type) => ({
    event: type === TIMER.type ? TIMER : { type },
    step: type,
    stateValue: 'waiting',
    stateIds: ['waiting'],
    keyContext: {},
    atMs: 0,
    passedThrough: [],
    waitedMs: 0,
  })),
});

describe('timerStartIndex: the point of a path a timer step counts from', () => {
  it('a timer scheduled at the start counts from the start', () => {
    expect(timerStartIndex(model, pathOf(TIMER.type), 0)).toBe(0);
    expect(timerStartIndex(model, pathOf('poke', 'poke', TIMER.type), 2)).toBe(0);
  });

  it('a re-entry restarts the timer though the state stays the same (language path 38)', () => {
    expect(timerStartIndex(model, pathOf('poke', 'restart', 'poke', TIMER.type), 3)).toBe(2);
  });

  it('leaving and entering again restarts it from the entry', () => {
    expect(timerStartIndex(model, pathOf('away', 'back', 'poke', TIMER.type), 3)).toBe(2);
  });
});
