/**
 * A Chromium trace's events (CDP `Tracing` or Playwright's `browser.stopTracing()`: the Trace Event Format's JSON),
 * as the benches read them: tools/bench-menu-trace.ts (the menu scroll's frames in thread time) and
 * tools/bench-web-longtasks.ts (the long tasks of MENU and the product overlay).
 */

export interface TraceEvent {
  name: string;
  cat: string;
  /** Phase: 'X' a complete event (with `dur`), 'M' metadata (thread_name …), 'I'/'R' instant marks, 'P' samples. */
  ph: string;
  /** Start, µs on the trace clock. */
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** Thread time, µs: what the thread itself ran, which the machine's other work stretches far less than `dur`. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: Chromium trace events and V8 profile nodes are untyped JSON
  args?: { name?: string; data?: Record<string, any> };
}

/** One thread of one process in the trace. */
export interface TraceThread {
  pid: number;
  tid: number;
}

/** The complete ('X') events of one thread whose name is one of `names`, in start order. */
export function tasksOn(events: TraceEvent[], thread: TraceThread, names: ReadonlySet<string>): TraceEvent[] {
  return events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && names.has(e.name))
    .sort((a, b) => a.ts - b.ts);
}
