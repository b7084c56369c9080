import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { FlowModel, StepPoint } from '@/machines/flow-model';
import { eventsTable } from '@/tools/flow-graph/describe';
import { generatePaths } from '@/tools/flow-graph/paths';
import { toQaMarkdown } from '@/tools/flow-graph/qa';

/**
 * A step's `when` (machines/flow-model.ts): the path generator offers the step only where its condition holds,
 * although the machine accepts the event everywhere, and the QA text prints the condition beside the step.
 * A tiny screen: a help overlay covers it after 'Ayuda'; 'Pagar' is accepted by the chart in every state but a
 * person can only tap it with the overlay closed; 'Recordar' only once 'Ayuda' was read (a condition on what happened
 * before: the screen is back in the same state after 'Cerrar', so the traversal must keep the two apart).
 */
const screen = setup({
  types: { context: {} as { paid: number } },
}).createMachine({
  id: 'tiny',
  context: { paid: 0 },
  initial: 'open',
  on: { pay: { actions: assign({ paid: ({ context }) => context.paid + 1 }) } },
  states: {
    open: { on: { help: 'covered', remember: 'remembered' } },
    covered: { on: { close: 'open' } },
    remembered: { on: { back: 'open' } },
  },
});

const COVERED = 'the help overlay is closed';
const HELPED = "'Ayuda' was read once on this path";
const seen: StepPoint[] = [];

const model = (guarded: boolean): FlowModel => ({
  id: 'tiny',
  title: 'Tiny screen',
  summary: 'A test machine.',
  machine: screen,
  start: 'Open the screen',
  steps: [
    { event: { type: 'help' }, step: "Tap 'Ayuda'" },
    { event: { type: 'close' }, step: "Tap 'Cerrar'" },
    { event: { type: 'back' }, step: "Tap 'Volver'" },
    {
      event: { type: 'pay' },
      step: "Tap 'Pagar'",
      ...(guarded
        ? {
            when: {
              text: COVERED,
              holds: (at: StepPoint) => {
                seen.push(at);
                return !at.stateIds.includes('covered');
              },
            },
          }
        : {}),
    },
    {
      event: { type: 'remember' },
      step: "Tap 'Recordar'",
      ...(guarded
        ? { when: { text: HELPED, holds: (at: StepPoint) => at.events.some((e) => e.type === 'help') } }
        : {}),
    },
  ],
  expectations: { open: 'the screen', covered: 'the help overlay', remembered: 'the reminder' },
  keyContext: (s) => ({ paid: s.context.paid }),
  serializeState: (s) => JSON.stringify([s.value, Math.min(s.context.paid, 2)]),
});

/** Every step of every path, with the states the path was in just before it. */
const stepsWithBefore = (m: FlowModel) =>
  generatePaths(m).flatMap((p) =>
    p.steps.map((step, i) => ({
      step,
      before: (i === 0 ? p.initial : p.steps[i - 1]).stateIds,
      earlier: p.steps.slice(0, i).map((s) => s.event.type),
    })),
  );

describe('a step with `when` in the generated paths', () => {
  it('without `when`, the generator taps Pagar under the overlay (the chart accepts it there)', () => {
    const under = stepsWithBefore(model(false)).filter(
      ({ step, before }) => step.event.type === 'pay' && before.includes('covered'),
    );
    expect(under.length).toBeGreaterThan(0);
  });

  it('offers Pagar only where its condition holds, and still offers it', () => {
    const pays = stepsWithBefore(model(true)).filter(({ step }) => step.event.type === 'pay');
    expect(pays.length).toBeGreaterThan(0);
    expect(pays.filter(({ before }) => before.includes('covered'))).toEqual([]);
  });

  it('asks the condition with where the path is: states, key context, events so far', () => {
    seen.length = 0;
    generatePaths(model(true));
    const covered = seen.find((at) => at.stateIds.includes('covered'));
    expect(covered?.events.map((e) => e.type)).toContain('help');
    expect(covered?.keyContext).toHaveProperty('paid');
    expect(covered?.snapshot.value).toBe('covered');
  });

  it('a condition on what happened earlier: Recordar only after Ayuda, and still reached', () => {
    const unguarded = stepsWithBefore(model(false)).filter(({ step }) => step.event.type === 'remember');
    expect(unguarded.some(({ earlier }) => !earlier.includes('help'))).toBe(true);
    const remembers = stepsWithBefore(model(true)).filter(({ step }) => step.event.type === 'remember');
    expect(remembers.length).toBeGreaterThan(0);
    expect(remembers.filter(({ earlier }) => !earlier.includes('help'))).toEqual([]);
  });

  it('prints the condition beside the guarded step in the QA text, and only there', () => {
    const m = model(true);
    const text = toQaMarkdown(m, generatePaths(m));
    const payLines = text.split('\n').filter((l) => l.includes("Tap 'Pagar'") && /^\d+\. /.test(l));
    expect(payLines.length).toBeGreaterThan(0);
    for (const line of payLines) expect(line).toContain(`Tap 'Pagar' _(only possible when ${COVERED})_`);
    const helpLines = text.split('\n').filter((l) => /^\d+\. Tap 'Ayuda'/.test(l));
    expect(helpLines.length).toBeGreaterThan(0);
    for (const line of helpLines) expect(line).not.toContain('only possible when');
    expect(text).toContain('A step marked _(only possible when …)_');
    expect(eventsTable(m)).toContain(`Tap 'Recordar' (only possible when ${HELPED})`);
  });

  it('a model without `when` prints no condition', () => {
    const m = model(false);
    expect(toQaMarkdown(m, generatePaths(m))).not.toContain('only possible when');
  });

  it('is deterministic: the same model gives the same paths', () => {
    const text = () => toQaMarkdown(model(true), generatePaths(model(true)));
    expect(text()).toBe(text());
  });
});
