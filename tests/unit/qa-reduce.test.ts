import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { FlowModel } from '@/machines/flow-model';
import { passwordRecoveryModel } from '@/machines/password-recovery/password-recovery.model';
import { signInModel } from '@/machines/sign-in/sign-in.model';
import { supportModel } from '@/machines/support/support.model';
import { type FlowPath, generatePaths } from '@/tools/flow-graph/paths';
import { toQaMarkdown } from '@/tools/flow-graph/qa';
import { qaPaths, reduceCover } from '@/tools/flow-graph/qa-reduce';

/**
 * The QA pages print a reduced set of the generated paths (tools/flow-graph/qa-reduce.ts): the paths that only
 * repeat a state with nothing new are left out, and every state, model step and chart transition the full set
 * takes is still taken by some printed path.
 */

const union = (sets: Iterable<Set<string>>) => new Set([...sets].flatMap((s) => [...s]));

describe('reduceCover', () => {
  const itemsArb = fc.array(fc.uniqueArray(fc.constantFrom(...'abcdefghijkl'), { maxLength: 6 }), {
    maxLength: 14,
  });

  it('keeps every key, takes items from the input in its order, and keeps no redundant item', () => {
    fc.assert(
      fc.property(itemsArb, (raw) => {
        const items = raw.map((keys, id) => ({ id, keys: new Set(keys) }));
        const kept = reduceCover(
          items,
          (i) => i.keys,
          (i) => i.keys.size,
        );
        expect(union(kept.map((i) => i.keys))).toEqual(union(items.map((i) => i.keys)));
        const ids = kept.map((i) => i.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        for (const item of kept) {
          const others = union(kept.filter((o) => o !== item).map((o) => o.keys));
          expect(
            [...item.keys].some((k) => !others.has(k)),
            `item ${item.id} is redundant`,
          ).toBe(true);
        }
      }),
      { numRuns: 300, seed: 9 },
    );
  });

  it('leaves out an item whose keys others hold, and prefers the cheaper of two equal items', () => {
    const items = [
      { id: 'long', keys: new Set(['a', 'b']), cost: 5 },
      { id: 'filler', keys: new Set(['a']), cost: 1 },
      { id: 'short', keys: new Set(['a', 'b']), cost: 2 },
      { id: 'c', keys: new Set(['c']), cost: 1 },
    ];
    const kept = reduceCover(
      items,
      (i) => i.keys,
      (i) => i.cost,
    ).map((i) => i.id);
    expect(kept).toEqual(['short', 'c']);
  });
});

/** The chart transitions a path takes, computed apart from qa-reduce: (event, states before, states after). */
function transitions(paths: FlowPath[]) {
  const out = new Set<string>();
  for (const p of paths) {
    [p.initial, ...p.steps].slice(0, -1).forEach((before, i) => {
      const after = p.steps[i];
      out.add(`${after.event.type}|${before.stateIds.join('+')}>${after.stateIds.join('+')}`);
    });
  }
  return out;
}
const statesOf = (paths: FlowPath[]) =>
  new Set(paths.flatMap((p) => [p.initial, ...p.steps].flatMap((s) => s.stateIds)));
const stepsOf = (paths: FlowPath[]) => new Set(paths.flatMap((p) => p.steps.map((s) => s.step)));

describe('qaPaths on the real models', () => {
  // Single-region charts, so "the states before and after" is exactly the chart's transition.
  it.each([signInModel, supportModel, passwordRecoveryModel].map((m) => [m.id, m] as const))(
    '%s: fewer paths, the same states, steps and transitions',
    (_id, model) => {
      const all = generatePaths(model);
      const shown = qaPaths(model, all);
      expect(shown.length).toBeLessThanOrEqual(all.length);
      expect(statesOf(shown)).toEqual(statesOf(all));
      expect(stepsOf(shown)).toEqual(stepsOf(all));
      expect(transitions(shown)).toEqual(transitions(all));
      // A subset of the replayed paths, in their order.
      const indices = shown.map((p) => p.index);
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
      for (const p of shown) expect(all[p.index - 1]).toBe(p);
    },
  );

  it('signIn: the three filler paths (the same screen opened, the same e-mail typed, the same tap) are left out', () => {
    const all = generatePaths(signInModel);
    const titles = qaPaths(signInModel, all).map((p) => p.title);
    expect(titles).not.toContain('Open the sign-in screen again');
    expect(titles).not.toContain("Type 'Lucia@Example.com' in Email → Type 'Lucia@Example.com' in Email");
    expect(titles).not.toContain("Tap 'Ingresar' → Tap 'Ingresar'");
    // The path that shows 'Ingrese su email para recuperar su contraseña.' stays (a transition of its own).
    expect(titles).toContain(
      "Tap 'Ingresar' → Tap '¿Olvidaste tu contraseña?' → Tap '¿Olvidaste tu contraseña?'",
    );
    expect(all.length - titles.length).toBe(3);
  });
});

describe('a tiny chart', () => {
  const machine = setup({ types: { context: {} as { n: number } } }).createMachine({
    id: 'tiny',
    context: { n: 0 },
    initial: 'closed',
    states: {
      closed: {
        on: { open: 'opened', poke: { actions: assign({ n: ({ context }) => Math.min(context.n + 1, 2) }) } },
      },
      opened: { on: { close: 'closed' } },
    },
  });
  const model: FlowModel = {
    id: 'tiny',
    title: 'Tiny',
    summary: 'A door.',
    machine,
    start: 'Look at the door',
    steps: [
      { event: { type: 'open' }, step: "Tap 'Abrir'" },
      { event: { type: 'close' }, step: "Tap 'Cerrar'" },
      { event: { type: 'poke' }, step: 'Knock' },
    ],
    expectations: { closed: 'the door is closed', opened: 'the door is open' },
    keyContext: (s) => ({ knocks: s.context.n }),
  };

  it('the page prints one path per transition that shows something new, and says how many it left out', () => {
    const all = generatePaths(model);
    const page = toQaMarkdown(model, all);
    const shown = qaPaths(model, all);
    expect(page).toContain(`This page prints ${shown.length} of the ${all.length} paths`);
    expect(page.match(/^## Path /gm)?.length).toBe(shown.length);
    expect(transitions(shown)).toEqual(transitions(all));
  });
});
