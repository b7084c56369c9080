import { describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';
import { signInModel } from '@/machines/sign-in/sign-in.model';
import { signInWords } from '@/machines/sign-in/sign-in.words';
import { FLOW_WORDS } from '@/machines/words-registry';
import { codeNamesTable, describeFlow, eventsTable } from '@/tools/flow-graph/describe';
import { allStateNodes, statePath } from '@/tools/flow-graph/machine-info';
import { mermaidId, toMermaid } from '@/tools/flow-graph/mermaid';
import { machineTransitions } from '@/tools/flow-graph/transitions';
import { diagramLabels, guardMeaning, missingWords } from '@/tools/flow-graph/words';

/**
 * The diagrams people read (issue 9, "Diagrams people can read"): states and arrows in the product's words from
 * machines/<folder>/<flow>.words.ts, no box for the machine itself, each guarded branch with its meaning, and
 * a flow without words fails `npm run flows -- --check` (which lists missingWords).
 */
describe.each(FLOW_MODELS.map((m) => [m.id, m] as const))('the words of %s', (id, model) => {
  const words = FLOW_WORDS[id];

  it('name every state and every guard', () => {
    expect(missingWords(model, words)).toEqual([]);
  });

  it('name no state the chart does not have', () => {
    const states = new Set(allStateNodes(model.machine).map(statePath));
    expect(Object.keys(words.states).filter((s) => !states.has(s))).toEqual([]);
    const events = new Set(machineTransitions(model.machine).map((t) => t.eventType));
    expect(Object.keys(words.events ?? {}).filter((e) => !events.has(e))).toEqual([]);
  });

  it('draw no box for the machine itself and no code-name box', () => {
    const text = toMermaid(model.machine, { labels: diagramLabels(model, words) });
    expect(text).not.toMatch(/_root\b/);
    // No arrow from a box standing for the machine (its any-state steps are listed in the table instead).
    expect(text).not.toContain(`${mermaidId(model.machine.root)} -->`);
    expect(text).not.toMatch(/state "\[/);
    for (const node of allStateNodes(model.machine))
      expect(text).toContain(`state "${words.states[statePath(node)].replace(/"/g, "'")}"`);
  });
});

describe('the sign-in page', () => {
  const words = signInWords;
  const diagram = toMermaid(signInModel.machine, { labels: diagramLabels(signInModel, words) });
  const table = eventsTable(signInModel, words);

  it('labels boxes and arrows in words, guarded arrows with their meaning, the fallback "otherwise"', () => {
    expect(diagram).toContain(`state "Filling in 'Inicio de sesión'" as editing`);
    expect(diagram).toContain("editing --> signingIn : Tap 'Ingresar', when Email and Contraseña are valid");
    expect(diagram).toContain("editing --> editing : Tap 'Ingresar', otherwise");
    expect(diagram).not.toContain('signIn.submitted');
    expect(diagram).not.toContain('isFormValid');
  });

  it('leaves the any-state "opened" out of the diagram and lists it in the table', () => {
    expect(diagram).not.toContain('Open the sign-in screen again');
    expect(table).toContain(
      "| any state | Open the sign-in screen again |  | Filling in 'Inicio de sesión' |",
    );
  });

  it('gives each guarded branch of one step its own row with its meaning', () => {
    const rows = table.split('\n').filter((r) => r.includes("| Tap 'Ingresar' |"));
    expect(rows).toEqual([
      "| Filling in 'Inicio de sesión' | Tap 'Ingresar' | when the brand is not known yet | stays |",
      "| Filling in 'Inicio de sesión' | Tap 'Ingresar' | when Email and Contraseña are valid | Signing in |",
      "| Filling in 'Inicio de sesión' | Tap 'Ingresar' | otherwise | stays |",
    ]);
  });

  it('keeps the code names in a folded table for developers', () => {
    expect(describeFlow(signInModel, words)).toContain('<summary>For developers: code names</summary>');
    const dev = codeNamesTable(signInModel, words);
    expect(dev).toContain("| Filling in 'Inicio de sesión' | `editing` |");
    expect(dev).toContain('| `signIn.submitted` | `editing` | `signingIn` | `isFormValid` |');
  });

  it('reports a guard or state without words, so the check fails', () => {
    const { isFormValid: _dropped, ...guards } = words.guards;
    const { signingIn: _gone, ...states } = words.states;
    expect(missingWords(signInModel, { states, guards })).toEqual(['state signingIn', 'guard isFormValid']);
    expect(missingWords(signInModel, undefined)).toHaveLength(
      allStateNodes(signInModel.machine).length +
        new Set(machineTransitions(signInModel.machine).flatMap((t) => (t.guard ? [t.guard] : []))).size,
    );
  });

  it('reads negated and combined guards from their parts', () => {
    const w = { states: {}, guards: { a: 'A holds', b: 'B holds' } };
    expect(guardMeaning(w, '!a')).toBe('not (A holds)');
    expect(guardMeaning(w, 'and(a, !b)')).toBe('A holds and not (B holds)');
    expect(guardMeaning(w, 'and(a, c)')).toBeNull();
  });
});
