import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, statePath } from './machine-info';
import { edgeLabel, machineTransitions, type TransitionInfo } from './transitions';

/**
 * A Mermaid `stateDiagram-v2` generated from a machine definition (GitHub and most markdown viewers render
 * it; /__flows renders it live).
 *
 * - Compound states are nested `state x { }` blocks with their `[*] -->` initial marker; parallel regions
 *   are separated with `--`; final states get `--> [*]`.
 * - Every transition with a target is an edge: events (`event [guard]`), `always` (`always [guard]`),
 *   `after` (`after splashDuration (2000 ms)`), invocations (`done: fetchBrand`, `error: fetchBrand`).
 *   Re-entering the same state is a self-loop. With `labels` (the flow's words, tools/flow-graph/words.ts)
 *   boxes and arrows are in the product's words instead.
 * - A targetless transition (it only runs actions, e.g. `toast.shown` adding a toast) is drawn as a
 *   self-loop on the state that handles it, since for some machines that is all the behaviour there is.
 * - Transitions of the machine itself (root `on`, e.g. `signIn.opened`, `layout.headerChanged`) are left
 *   out, with or without a target: they apply in every state and would need a box around everything; the
 *   events table lists them "from any state".
 * - An edge is written in the block of the deepest state that contains both ends, so nested edges stay
 *   inside their box; edges between parallel regions go to the top level.
 * - `active` (dotted paths like "splash.showing", or state node ids like "layout.splash.showing") get
 *   `class … liveState`, for the live page.
 * Output is deterministic: document order of states, definition order of transitions.
 */

const RESERVED = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classdef',
  'click',
  'style',
  'as',
  'default',
]);

/** A Mermaid-safe id for a state node: its path with anything but letters, digits and `_` replaced. */
export function mermaidId(node: AnyStateNode): string {
  const raw = node.path.length === 0 ? `all_of_${node.machine.id}` : node.path.join('_');
  const id = raw.replace(/[^A-Za-z0-9_]/g, '_');
  return RESERVED.has(id.toLowerCase()) || /^\d/.test(id) ? `s_${id}` : id;
}

/** Label text Mermaid cannot misread: no `;`, `#`, or line breaks; `:` is fine after the first. */
const safeLabel = (text: string) => text.replace(/[;#\n\r]/g, ' ').replace(/"/g, "'");

/** The state whose block holds an edge: the deepest common ancestor that strictly contains both ends. */
function edgeContainer(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  const max = Math.min(source.path.length, target.path.length) - 1;
  let depth = 0;
  while (depth < max && source.path[depth] === target.path[depth]) depth++;
  let node: AnyStateNode = source.machine.root;
  for (const key of source.path.slice(0, depth)) node = node.states[key];
  // Mermaid cannot draw an edge inside a concurrent block outside its regions: lift it to the top level.
  return node.type === 'parallel' ? source.machine.root : node;
}

export interface MermaidOptions {
  /** State paths or state node ids to highlight. */
  active?: string[];
  /** Box and arrow texts (default: the state's key, `event [guard]`). */
  labels?: DiagramLabels;
}

export interface DiagramLabels {
  state: (node: AnyStateNode) => string;
  /** An arrow's text; `all` is every transition of the machine, in order (for "otherwise"). */
  edge: (t: TransitionInfo, all: readonly TransitionInfo[]) => string;
}

export function toMermaid(machine: AnyStateMachine, options: MermaidOptions = {}): string {
  const edges = new Map<AnyStateNode, string[]>();
  const all = machineTransitions(machine);
  const label = (t: TransitionInfo) => (options.labels ? options.labels.edge(t, all) : edgeLabel(t));
  for (const t of all) {
    if (t.source === machine.root) continue;
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) {
      const container = edgeContainer(t.source, target);
      const list = edges.get(container) ?? [];
      list.push(`${mermaidId(t.source)} --> ${mermaidId(target)} : ${safeLabel(label(t))}`);
      edges.set(container, list);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emitState = (node: AnyStateNode, indent: string) => {
    const key = safeLabel(options.labels ? options.labels.state(node) : node.key);
    if (Object.keys(node.states).length === 0) {
      lines.push(`${indent}state "${key}" as ${mermaidId(node)}`);
      return;
    }
    lines.push(`${indent}state "${key}" as ${mermaidId(node)} {`);
    emitBody(node, `${indent}  `);
    lines.push(`${indent}}`);
  };
  const emitBody = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        emitState(region, indent);
      });
    } else {
      for (const child of children) emitState(child, indent);
      const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
      for (const child of children)
        if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
    if (node !== node.machine.root) for (const edge of edges.get(node) ?? []) lines.push(`${indent}${edge}`);
  };

  const root = machine.root;
  if (root.type === 'parallel') {
    emitState(root, '  ');
    lines.push(`  [*] --> ${mermaidId(root)}`);
  } else {
    emitBody(root, '  ');
  }
  for (const edge of edges.get(root) ?? []) lines.push(`  ${edge}`);

  const wanted = new Set(options.active ?? []);
  const active = allStateNodes(machine).filter((n) => wanted.has(statePath(n)) || wanted.has(n.id));
  lines.push('  classDef liveState fill:#fff3b0,stroke:#e65100,stroke-width:3px');
  if (active.length > 0) lines.push(`  class ${active.map(mermaidId).join(',')} liveState`);
  return `${lines.join('\n')}\n`;
}
