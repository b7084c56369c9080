import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Small, pure readers of a machine definition shared by the diagram, the tables, the path generator and the
 * replay. No node: imports: these modules are bundled into the browser for the /__flows page.
 */

/** A state node's path below the machine root, joined with dots: "resolvingBrand.fetching". */
export const statePath = (node: AnyStateNode): string => node.path.join('.');

/** Every state node of the machine below the root, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** A node with no child states (atomic, final or history): what `expectations` are keyed by. */
export const isLeaf = (node: AnyStateNode): boolean => Object.keys(node.states).length === 0;

/** The active leaf states of a snapshot as dotted paths, in document order. */
export function activeLeafPaths(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  return nodes
    .filter((n) => n.path.length > 0 && isLeaf(n))
    .sort((a, b) => a.order - b.order)
    .map(statePath);
}

/** Every active state node (compound ones included) as dotted paths. */
export function activeNodePaths(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  return nodes
    .filter((n) => n.path.length > 0)
    .sort((a, b) => a.order - b.order)
    .map(statePath);
}

/** `xstate.after.<delay>.<stateNodeId>` → `{ delay, stateNodeId }`; numeric delays come back as digits. */
export function parseAfterEvent(type: string): { delay: string; stateNodeId: string } | null {
  if (!type.startsWith('xstate.after.')) return null;
  const rest = type.slice('xstate.after.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return null;
  return { delay: rest.slice(0, dot), stateNodeId: rest.slice(dot + 1) };
}

/** The invoke id of `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, with which of the two it is. */
export function parseActorEvent(type: string): { kind: 'done' | 'error'; id: string } | null {
  if (type.startsWith('xstate.done.actor.'))
    return { kind: 'done', id: type.slice('xstate.done.actor.'.length) };
  if (type.startsWith('xstate.error.actor.'))
    return { kind: 'error', id: type.slice('xstate.error.actor.'.length) };
  return null;
}

type DelayImpl = number | ((args: { context: unknown; event: unknown }) => number);

/**
 * The milliseconds of a named delay from `machine.implementations.delays` (a number, or a function of
 * context and event). Returns null when the delay is a function and no context is given, or unknown.
 */
export function resolveDelay(
  machine: AnyStateMachine,
  delay: string,
  args?: { context: unknown; event: unknown },
): number | null {
  if (/^\d+$/.test(delay)) return Number(delay);
  const impl = (machine.implementations.delays as Record<string, DelayImpl | undefined>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function' && args) return impl(args);
  return null;
}

/** "2000 ms" → "2 s" for people; keeps ms below one second. */
export function humanDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** A guard's readable name: `isKnownToast`, `!isGuest`, `and(a, b)`, or `guard` for inline functions. */
export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; check?: unknown; guards?: unknown[] };
    if (Array.isArray(fn.guards)) {
      const inner = fn.guards.map((g) => guardName(g) ?? 'guard');
      // xstate's and()/or()/not() return functions named `and`, `or`, `not` carrying their operands.
      return fn.name === 'not' ? `!${inner[0]}` : `${fn.name || 'guard'}(${inner.join(', ')})`;
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'guard';
  }
  return 'guard';
}
