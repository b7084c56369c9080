import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  guardName,
  humanDuration,
  parseActorEvent,
  parseAfterEvent,
  resolveDelay,
  statePath,
} from './machine-info';

/**
 * Every transition of a machine read from its definition, in document order, with a readable trigger.
 * `toDirectedGraph` leaves out `always`, so this walks the state nodes itself.
 */
export interface TransitionInfo {
  source: AnyStateNode;
  /** Empty for a targetless transition (it only runs actions; the state does not change). */
  targets: AnyStateNode[];
  /** The raw event type: `layout.scrolled`, `xstate.after.splashDuration.layout.splash.showing`, `` for always. */
  eventType: string;
  kind: 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone';
  /** What fires it, for people: `layout.scrolled`, `always`, `after splashDuration (2 s)`, `done: fetchBrand`. */
  trigger: string;
  guard: string | null;
  actions: string[];
  reenter: boolean;
}

function actionNames(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).map((a) => {
    if (typeof a === 'string') return a;
    if (typeof a === 'function') return (a as { type?: string; name?: string }).type ?? (a.name || 'action');
    if (a && typeof a === 'object' && 'type' in a) return String((a as { type: unknown }).type);
    return 'action';
  });
}

/** `after splashDuration (2000 ms)`, `after 300 ms`, or `after retryDelay` when the delay depends on context. */
export function afterTrigger(
  machine: AnyStateMachine,
  eventType: string,
  unit: 'ms' | 'human' = 'ms',
): string {
  const parsed = parseAfterEvent(eventType);
  if (!parsed) return eventType;
  const ms = resolveDelay(machine, parsed.delay);
  const show = (n: number) => (unit === 'ms' ? `${n} ms` : humanDuration(n));
  if (/^\d+$/.test(parsed.delay)) return `after ${show(Number(parsed.delay))}`;
  return ms === null ? `after ${parsed.delay}` : `after ${parsed.delay} (${show(ms)})`;
}

function describeTrigger(
  machine: AnyStateMachine,
  eventType: string,
): Pick<TransitionInfo, 'kind' | 'trigger'> {
  if (eventType === '') return { kind: 'always', trigger: 'always' };
  if (parseAfterEvent(eventType)) return { kind: 'after', trigger: afterTrigger(machine, eventType) };
  const actor = parseActorEvent(eventType);
  if (actor) return { kind: actor.kind, trigger: `${actor.kind}: ${actor.id}` };
  if (eventType.startsWith('xstate.done.state.'))
    return { kind: 'stateDone', trigger: 'done (all regions final)' };
  return { kind: 'event', trigger: eventType };
}

interface RawTransition {
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
  eventType: string;
}

/** All transitions of the machine, root first, then every state node in document order. */
export function machineTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  const visit = (node: AnyStateNode) => {
    const raw: RawTransition[] = [
      ...([...node.transitions.values()].flat() as RawTransition[]),
      ...((node.always ?? []) as RawTransition[]).map((t) => ({ ...t, eventType: '' })),
    ];
    for (const t of raw) {
      out.push({
        source: node,
        targets: [...(t.target ?? [])],
        eventType: t.eventType,
        ...describeTrigger(machine, t.eventType),
        guard: guardName(t.guard),
        actions: actionNames(t.actions),
        reenter: !!t.reenter,
      });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

/** `trigger [guard]`: the edge label of the diagram and the "when" column of the events table. */
export const edgeLabel = (t: TransitionInfo): string => (t.guard ? `${t.trigger} [${t.guard}]` : t.trigger);

/** A state's dotted path, or `(machine)` for the root. */
export const nodeLabel = (node: AnyStateNode): string => statePath(node) || `(${node.machine.id})`;
