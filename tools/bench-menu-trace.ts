/**
 * `npm run bench:menu -- --trace` (tools/bench-menu.ts): the scroll's frames in main-thread **thread time**, which a
 * loaded machine stretches far less than wall time. A Chromium trace (CDP `Tracing`: toplevel + devtools.timeline)
 * of the scroll; the renderer's main thread (`CrRendererMain`) top-level tasks' `tdur` (thread time, µs) are summed
 * per frame, a frame being the time from one `console.timeStamp('bench:frame')` (the bench's own rAF step) to the next.
 */
import type { CDPSession } from '@playwright/test';
import { type TraceEvent, tasksOn } from './chromium-trace';

export interface ThreadFrames {
  /** Thread time of each frame, ms. */
  frames: number[];
  max: number;
  p95: number;
  over50: number;
}

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Per frame thread time (ms) on the renderer's main thread: top-level tasks summed between the frames' marks. */
export function threadFrames(events: TraceEvent[]): ThreadFrames {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onMain = main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid) : [];
  const starts = onMain
    .filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench:frame')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const tasks = main ? tasksOn(events, main, TOP_LEVEL).filter((e) => typeof e.tdur === 'number') : [];
  const frames = new Array<number>(Math.max(0, starts.length - 1)).fill(0);
  let f = 0;
  for (const task of tasks) {
    while (f < starts.length - 1 && task.ts >= starts[f + 1]) f++;
    if (f >= starts.length - 1) break;
    // Tasks before the first frame start land in frame 0, which is dropped with the first delta (as the wall figures).
    frames[f] += (task.tdur ?? 0) / 1000;
  }
  const body = frames.slice(1);
  const sorted = [...body].sort((a, b) => a - b);
  return {
    frames: body,
    max: sorted.at(-1) ?? 0,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    over50: body.filter((t) => t > 50).length,
  };
}

/** Starts a trace (toplevel + devtools.timeline) on the page's CDP session; the returned function stops it. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    for (const e of data.value) events.push(e as unknown as TraceEvent);
  });
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      recordMode: 'recordAsMuchAsPossible',
      includedCategories: ['toplevel', 'devtools.timeline', '__metadata'],
      excludedCategories: ['*'],
    },
  });
  return async () => {
    const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');

/** The summary's rows (figure, median, worst) for the traced scrolls; none without a trace. */
export function threadRows(threads: ThreadFrames[]): Array<[string, string, string]> {
  if (threads.length === 0) return [];
  const of = (pick: (t: ThreadFrames) => number): [string, string] => [
    ms(median(threads.map(pick))),
    ms(Math.max(...threads.map(pick))),
  ];
  return [
    ['scroll, thread time: max frame', ...of((t) => t.max)],
    ['scroll, thread time: p95 frame', ...of((t) => t.p95)],
    [
      'scroll, thread time: frames over 50 ms',
      String(median(threads.map((t) => t.over50))),
      `${Math.max(...threads.map((t) => t.over50))} of ${threads[0].frames.length}`,
    ],
  ];
}
