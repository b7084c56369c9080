import DOMPurify from 'dompurify';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_MODELS } from '@/machines/registry';
import { FLOW_WORDS } from '@/machines/words-registry';
import { allStateNodes, statePath } from '@/tools/flow-graph/machine-info';
import { mermaidId, toMermaid } from '@/tools/flow-graph/mermaid';
import { machineTransitions } from '@/tools/flow-graph/transitions';
import { diagramLabels } from '@/tools/flow-graph/words';

type Mermaid = { parse: (text: string) => Promise<unknown> };
let mermaid: Mermaid;

beforeAll(async () => {
  // Mermaid's parser runs in node; only its sanitiser wants a DOM, and parsing sanitises nothing.
  Object.assign(DOMPurify, { addHook: () => {}, removeHook: () => {}, sanitize: (text: string) => text });
  mermaid = (await import('mermaid')).default as unknown as Mermaid;
});

describe.each(FLOW_MODELS.map((model) => [model.id, model] as const))('the %s diagram', (_, model) => {
  const text = toMermaid(model.machine);

  it('is valid Mermaid', async () => {
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
  });

  it("is valid Mermaid in the flow's words too", async () => {
    const worded = toMermaid(model.machine, { labels: diagramLabels(model, FLOW_WORDS[model.id]) });
    await expect(mermaid.parse(worded)).resolves.toBeTruthy();
  });

  it('declares every state', () => {
    const missing = allStateNodes(model.machine).filter((n) => !text.includes(` as ${mermaidId(n)}`));
    expect(missing.map(statePath)).toEqual([]);
  });

  // Transitions of the machine itself apply in every state: they are listed "from any state", not drawn.
  it('draws every transition that has a target from a state', () => {
    const edges = machineTransitions(model.machine).flatMap((t) =>
      t.targets.map((to) => [t.source, to] as const),
    );
    const missing = edges
      .filter(([from]) => from !== model.machine.root)
      .filter(([from, to]) => !text.includes(`${mermaidId(from)} --> ${mermaidId(to)} :`));
    expect(missing.map(([from, to]) => `${statePath(from)} → ${statePath(to)}`)).toEqual([]);
  });

  it('is the same text every time', () => {
    expect(toMermaid(model.machine)).toBe(text);
  });

  it('highlights the active states it is given', () => {
    const leaf = allStateNodes(model.machine).find((n) => Object.keys(n.states).length === 0)!;
    expect(toMermaid(model.machine, { active: [statePath(leaf)] })).toContain(
      `class ${mermaidId(leaf)} liveState`,
    );
    expect(toMermaid(model.machine, { active: [leaf.id] })).toContain(`class ${mermaidId(leaf)} liveState`);
  });
});

describe('mermaid labels', () => {
  it('show named delays with their milliseconds, guards in brackets, and invocations by id', async () => {
    const { layoutModel } = await import('@/machines/layout/layout.model');
    const { appModel } = await import('@/machines/app/app.model');
    const layout = toMermaid(layoutModel.machine);
    const app = toMermaid(appModel.machine);
    expect(layout).toContain('splash_settling --> splash_done : after splashSettleDuration (1000 ms)');
    expect(layout).toContain(
      'modal_open --> modal_closing : layout.modalDismissRequested [isModalDismissible]',
    );
    expect(app).toContain('resolvingBrand_fetching --> brandUnavailable : error: fetchBrand');
    expect(app).toContain('resolvingBrand_checkingPreloaded --> ready : always [hasMatchingPreloadedBrand]');
  });
});
