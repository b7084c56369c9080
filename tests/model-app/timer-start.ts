import type { FlowModel } from '@/machines/flow-model';
import type { FlowPath } from '@/tools/flow-graph/paths';
import { initialTimedSnapshot, type TimedSnapshot, timedTransition } from '@/tools/flow-graph/timed-logic';

/**
 * From which point of a path the timer that step `index` waits for runs: 0 is the start, k is after step k.
 * A timer counts from when it was last scheduled, which is not always when its state was entered: a
 * transition that re-enters the state (a language change restarting the preload's 500 ms in
 * `preload.scheduled`) restarts it while the state stays the same. So the path is replayed on the path
 * generator's timed logic, which keeps the chart's timer table, and the timer's scheduling is followed back.
 */
export function timerStartIndex(model: FlowModel, path: FlowPath, index: number): number {
  const type = path.steps[index].event.type;
  const scheduling = (s: TimedSnapshot) => s.timers.find((t) => t.event.type === type)?.seq;
  let state = initialTimedSnapshot(model.machine, model.input);
  const seqs = [scheduling(state)];
  for (const step of path.steps.slice(0, index)) {
    state = timedTransition(model.machine, state, step.event);
    seqs.push(scheduling(state));
  }
  const seq = seqs[index];
  if (seq === undefined) return index;
  let start = index;
  while (start > 0 && seqs[start - 1] === seq) start -= 1;
  return start;
}
