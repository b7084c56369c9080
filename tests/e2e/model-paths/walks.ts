import type { AppFlowModel } from '@/machines/app-model';
import { isSameEvent } from '@/machines/app-model';
import type { FlowPath } from '@/tools/flow-graph/paths';
import { type Account, EMAIL } from './accounts';
import { BROWSER_IMPOSSIBLE, type Fixture, type Learn, REAL_FIXTURES } from './flows';
import { cachedPaths } from './paths-cache';

/**
 * Walk planning for tests/e2e/model-paths.spec.ts: which prefixes of the generated paths (tools/flow-graph/paths.ts)
 * are walked in the browser, how far each can go (the app-model's pending and impossible steps, the browser's
 * impossible ones, the fixtures the real server cannot produce), and in which order (the accounts are shared).
 * The paths come from model-paths/paths-cache.ts (generated once, reused while no source changed).
 */

export interface Walk {
  flow: AppFlowModel;
  learn?: Learn;
  path: FlowPath;
  /** The states this walk is the shortest generated path to. */
  targets: string[];
  /** Steps walked; the next one (when shorter than the path) cannot be produced for real. */
  walkable: number;
  reason?: string;
}

export const stepIndexOf = (flow: AppFlowModel, event: unknown) =>
  flow.steps.findIndex((s) => isSameEvent(s.event, event as never));

/**
 * How far the app-model lets a path be walked at all (tests/model-app's walkLimit): up to its first step listed as
 * pending or declared impossible at that point, with the reason.
 */
export function modelLimit(flow: AppFlowModel, path: FlowPath): { length: number; reason?: string } {
  const events = path.steps.map((s) => s.event);
  for (const [i, s] of path.steps.entries()) {
    const pending = flow.pending?.find((p) => isSameEvent(p.event, s.event));
    if (pending) return { length: i, reason: `"${s.step}" is pending: ${pending.reason}` };
    const before = i === 0 ? path.initial : path.steps[i - 1];
    const impossible = flow.impossible?.(events.slice(0, i + 1), before);
    if (impossible) return { length: i, reason: `"${s.step}" cannot be done there: ${impossible}` };
    const step = flow.steps[stepIndexOf(flow, s.event)];
    const inBrowser = step && BROWSER_IMPOSSIBLE[flow.model.id]?.(before, step);
    if (inBrowser)
      return { length: i, reason: `"${s.step}" cannot be done in a browser there: ${inBrowser}` };
  }
  return { length: path.steps.length };
}

/**
 * For each state, the shortest prefix of a generated path that reaches it within the part the app-model can
 * walk; prefixes of others dropped. The states no walkable prefix reaches come back with the reasons.
 */
export function shortestWalks(
  flow: AppFlowModel,
  learn?: Walk['learn'],
  everyPath?: string,
): { walks: Walk[]; unreached: Map<string, Set<string>> } {
  if (everyPath) return everyWalk(flow, learn);
  const best = new Map<string, { path: FlowPath; length: number }>();
  const unreached = new Map<string, Set<string>>();
  for (const path of cachedPaths(flow.model)) {
    const limit = modelLimit(flow, path);
    const states = [path.initial, ...path.steps];
    states.forEach((state, length) => {
      for (const id of state.stateIds) {
        if (length > limit.length) {
          unreached.set(id, (unreached.get(id) ?? new Set()).add(limit.reason ?? ''));
          continue;
        }
        const known = best.get(id);
        if (!known || length < known.length) best.set(id, { path, length });
      }
    });
  }
  for (const id of best.keys()) unreached.delete(id);
  const byWalk = new Map<string, Walk>();
  for (const [id, { path, length }] of best) {
    const prefix: FlowPath = { ...path, steps: path.steps.slice(0, length) };
    const key = JSON.stringify(prefix.steps.map((s) => s.event));
    const walk = byWalk.get(key) ?? { flow, learn, path: prefix, targets: [], walkable: length };
    walk.targets.push(id);
    byWalk.set(key, walk);
  }
  const sequences = [...byWalk.values()].map((walk) => walk.path.steps.map((s) => JSON.stringify(s.event)));
  const isPrefixOfAnother = (mine: string[]) =>
    sequences.some((other) => other.length > mine.length && mine.every((event, i) => other[i] === event));
  return { walks: [...byWalk.values()].filter((_, i) => !isPrefixOfAnother(sequences[i])), unreached };
}

/** Every generated path, each walked up to where the app-model lets it (FLOWS' `everyPath`). */
export function everyWalk(
  flow: AppFlowModel,
  learn?: Walk['learn'],
): { walks: Walk[]; unreached: Map<string, Set<string>> } {
  const walks = cachedPaths(flow.model).map((path) => {
    const limit = modelLimit(flow, path);
    // Cut where the app-model stops it, as shortestWalks' prefixes are (plan() walks a path to its end).
    const prefix: FlowPath = { ...path, steps: path.steps.slice(0, limit.length) };
    const targets = [path.initial, ...prefix.steps].flatMap((s) => s.stateIds);
    return { flow, learn, path: prefix, targets: [...new Set(targets)], walkable: limit.length };
  });
  return { walks, unreached: new Map() };
}

export const fixtureOf = (flow: AppFlowModel, event: unknown) => {
  const step = flow.steps[stepIndexOf(flow, event)];
  return step?.action.kind === 'server' ? step.action.fixture : null;
};
export const realFixture = (flow: AppFlowModel, fixture: string): Fixture | undefined =>
  REAL_FIXTURES[flow.model.id]?.[fixture];

/**
 * Orders the walks so the account can follow (it is never deleted: a walk that needs it absent runs before
 * any that creates it), and cuts each walk at its first step the real server cannot produce.
 */
export function plan(walks: Walk[]): Walk[] {
  const needsAbsent = (walk: Walk) =>
    walk.path.steps.some((s) => {
      const fixture = fixtureOf(walk.flow, s.event);
      const real = fixture ? realFixture(walk.flow, fixture) : undefined;
      return real !== undefined && 'account' in real && real.account === 'absent';
    });
  const ordered = [...walks.filter(needsAbsent), ...walks.filter((w) => !needsAbsent(w))];
  let account: Account = 'absent';
  for (const walk of ordered) {
    walk.walkable = walk.path.steps.length;
    for (const [i, s] of walk.path.steps.entries()) {
      const fixture = fixtureOf(walk.flow, s.event);
      if (!fixture) continue;
      const real = realFixture(walk.flow, fixture);
      if (real && 'cannot' in real) {
        walk.walkable = i;
        walk.reason = `"${s.step}" cannot be produced for real: ${real.cannot}`;
        break;
      }
      if (real && 'account' in real) {
        if (real.account === 'absent' && account !== 'absent') {
          walk.walkable = i;
          walk.reason = `"${s.step}" needs ${EMAIL} absent, and an earlier path created it (the server deletes no account)`;
          break;
        }
        if (real.account === 'verified') account = 'verified';
        else if (real.account !== 'absent' && account === 'absent') account = 'unverified';
        // A registration sent by the path itself creates the account.
        if (fixture === 'registered' || fixture === 'emailAvailable') account = 'unverified';
      }
    }
  }
  return ordered;
}

/** The shortest prefix of a generated path that ends in the given server answer (FLOWS' `alsoWalk`). */
export function walkEndingIn(flow: AppFlowModel, fixture: string, learn?: Learn): Walk | null {
  let best: FlowPath | null = null;
  for (const path of cachedPaths(flow.model)) {
    const limit = modelLimit(flow, path).length;
    const at = path.steps.findIndex((s, i) => i < limit && fixtureOf(flow, s.event) === fixture);
    if (at >= 0 && (!best || at + 1 < best.steps.length))
      best = { ...path, steps: path.steps.slice(0, at + 1) };
  }
  const targets = best?.steps.at(-1)?.stateIds.map((id) => `${id} (${fixture})`) ?? [];
  return best && { flow, learn, path: best, targets, walkable: best.steps.length };
}
