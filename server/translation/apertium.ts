/**
 * Apertium (Debian's offline machine translation) as a pool of long-lived pipelines per language pair.
 *
 * Why not `apertium -z <mode>`: the wrapper script copies stdin to a temporary file until EOF (and its
 * txt deformatter has no null-flush mode), so it can only translate one document per process. We run
 * the mode's own pipeline instead, as `apertium-wblank-mode -z` prints it (every stage in null-flush
 * mode): write a text followed by `\0`, read until `\0`. What the deformatter would have done is done
 * here: stream-format characters are escaped on the way in and unescaped on the way out.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@/machines/rules/languages';

/** Modes per target language (source is always Spanish), the locale's variant first (§9: en-US, pt-BR). */
export const APERTIUM_MODES: Record<LanguageCode, string[]> = {
  es: [],
  en: ['spa-eng_US', 'spa-eng'],
  pt: ['es-pt_BR', 'es-pt'],
  fr: ['es-fr'],
  it: ['spa-ita'],
  de: [],
  zh: [],
};

export const DEFAULT_MODES_DIRS = ['/usr/share/apertium/modes', '/usr/local/share/apertium/modes'];

/** The mode file's pipeline with every stage in null-flush mode, or null when the tool is missing. */
function nullFlushPipeline(modeFile: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('apertium-wblank-mode', ['-z', modeFile], { timeout: 5000 }, (err, stdout) => {
      resolve(err || !stdout.trim() ? null : stdout.trim());
    });
  });
}

/** Which languages Apertium can translate into here, each with its pipeline (start-up, once). */
export async function discoverApertium(
  dirs: string[] = DEFAULT_MODES_DIRS,
): Promise<Map<LanguageCode, { mode: string; pipeline: string }>> {
  const found = new Map<LanguageCode, { mode: string; pipeline: string }>();
  for (const [language, modes] of Object.entries(APERTIUM_MODES) as [LanguageCode, string[]][]) {
    for (const mode of modes) {
      const file = dirs.map((d) => join(d, `${mode}.mode`)).find((f) => existsSync(f));
      const pipeline = file ? await nullFlushPipeline(file) : null;
      if (pipeline) {
        found.set(language, { mode, pipeline });
        break;
      }
    }
  }
  return found;
}

// Stream format -------------------------------------------------------------------------------------

/** Characters with a meaning in Apertium's stream format; escaped so a diner's text stays text. */
const STREAM_SPECIALS = /[\\[\]^$/<>@*{}#+|]/g;

export const escapeStream = (text: string) => text.replace(STREAM_SPECIALS, (c) => `\\${c}`);
const unescapeStream = (text: string) => text.replace(/\\(.)/gsu, '$1');

/**
 * Unknown-word marks (`*word` unknown, `#word` no generation, `@word` no transfer) that still came
 * through: dropped, unless the source itself had that marked token (an e-mail, a hashtag).
 */
export function stripUnknownMarks(output: string, source: string): string {
  return output.replace(
    /(^|[^\p{L}\p{N}_])([*#@])([\p{L}\p{N}_][\p{L}\p{N}_'-]*)/gu,
    (all, before, mark, word) => (source.includes(`${mark}${word}`) ? all : `${before}${word}`),
  );
}

/**
 * Leading and trailing blanks are kept aside: the analyser drops a final punctuation mark that no blank
 * follows (and holds the segment back waiting for one), so the core is sent with one space after it.
 */
function frame(text: string) {
  // A NUL would end the segment early: it has no place in a diner's text anyway.
  const core = text.replace(/\0/g, '').trim();
  const start = text.indexOf(core);
  return { lead: text.slice(0, start), core, trail: text.slice(start + core.length) };
}

// One pipeline ----------------------------------------------------------------------------------------

export interface EngineAnswer {
  text: string;
  /** False when the source came back because the engine failed (timeout, crash). */
  ok: boolean;
}

interface Job {
  text: string;
  resolve(answer: EngineAnswer): void;
}

/**
 * One long-lived pipeline. Requests are serialised: one segment in flight, the next written when it
 * comes back, so an answer always belongs to the request it follows. A request that takes longer than
 * the timeout kills the whole process group (every stage) and is answered with its source; the queue
 * carries on in a fresh pipeline started on demand.
 */
export class ApertiumProcess {
  private child: ChildProcess | null = null;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  private buffer = '';
  private closed = false;
  /** Pipelines started so far (the first one included). */
  spawned = 0;

  constructor(
    private readonly pipeline: string,
    private readonly timeoutMs: number,
    private readonly onFailure: (reason: string) => void,
  ) {}

  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** The process id of the running pipeline's shell (tests kill it to check it is replaced). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  translate(text: string): Promise<EngineAnswer> {
    if (this.closed) return Promise.resolve({ text, ok: false });
    return new Promise((resolve) => {
      this.queue.push({ text, resolve });
      this.pump();
    });
  }

  close(): void {
    this.closed = true;
    this.kill();
    for (const job of this.queue.splice(0)) job.resolve({ text: job.text, ok: false });
  }

  private start(): ChildProcess {
    // Own process group (detached), so a kill reaches every stage of the pipeline, not only bash.
    const child = spawn('bash', ['-c', this.pipeline, 'apertium', '-n', ''], {
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    this.spawned += 1;
    child.stdout?.setEncoding('utf8');
    // A killed pipeline may still flush a few bytes: only the current one's output is read.
    child.stdout?.on('data', (chunk: string) => this.child === child && this.receive(chunk));
    child.stdin?.on('error', () => {});
    child.on('error', () => this.fail(child, 'no se pudo iniciar'));
    child.on('exit', () => this.fail(child, 'terminó'));
    this.child = child;
    return child;
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    const { core } = frame(job.text);
    if (!core) {
      job.resolve({ text: job.text, ok: true });
      this.pump();
      return;
    }
    const child = this.child ?? this.start();
    const timer = setTimeout(() => {
      this.kill();
      this.onFailure('timeout');
      this.finish({ text: job.text, ok: false });
    }, this.timeoutMs);
    this.current = { job, timer };
    this.buffer = '';
    child.stdin?.write(`${escapeStream(core)} \0`);
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    const end = this.buffer.indexOf('\0');
    if (end < 0 || !this.current) return;
    const raw = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end + 1);
    const { lead, core, trail } = frame(this.current.job.text);
    const out = stripUnknownMarks(unescapeStream(raw), core).trim();
    this.finish({ text: out ? `${lead}${out}${trail}` : this.current.job.text, ok: Boolean(out) });
  }

  private finish(answer: EngineAnswer): void {
    if (!this.current) return;
    clearTimeout(this.current.timer);
    const { job } = this.current;
    this.current = null;
    job.resolve(answer);
    this.pump();
  }

  /** The pipeline went away (killed, crashed): the request in flight gets its source back. */
  private fail(child: ChildProcess, reason: string): void {
    if (this.child !== child) return;
    this.child = null;
    if (this.current) {
      this.onFailure(reason);
      this.finish({ text: this.current.job.text, ok: false });
    }
  }

  private kill(): void {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.stdin?.end();
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

// The pool ---------------------------------------------------------------------------------------------

export interface ApertiumPoolOptions {
  /** Pipelines per language (TRANSLATE_POOL_SIZE), started lazily on first use. */
  poolSize: number;
  /** Per-request timeout (ms) after which the pipeline is killed and replaced. */
  timeoutMs: number;
}

export class ApertiumPool {
  private readonly workers = new Map<LanguageCode, ApertiumProcess[]>();
  readonly stats = { requests: 0, errors: 0 };

  constructor(
    private readonly pipelines: Map<LanguageCode, { mode: string; pipeline: string }>,
    private readonly options: ApertiumPoolOptions,
  ) {}

  supports(language: LanguageCode): boolean {
    return this.pipelines.has(language);
  }

  get languages(): LanguageCode[] {
    return [...this.pipelines.keys()];
  }

  /** The pipelines of a language, started so far (tests inspect and kill them). */
  processes(language: LanguageCode): ApertiumProcess[] {
    return this.workers.get(language) ?? [];
  }

  translate(language: LanguageCode, text: string): Promise<EngineAnswer> {
    const worker = this.pick(language);
    if (!worker) return Promise.resolve({ text, ok: false });
    this.stats.requests += 1;
    return worker.translate(text);
  }

  close(): void {
    for (const list of this.workers.values()) for (const w of list) w.close();
    this.workers.clear();
  }

  /** The least busy pipeline, adding one while the pool is below its size and all are busy. */
  private pick(language: LanguageCode): ApertiumProcess | null {
    const entry = this.pipelines.get(language);
    if (!entry) return null;
    const list = this.workers.get(language) ?? [];
    this.workers.set(language, list);
    const idle = list.find((w) => w.pending === 0);
    if (idle) return idle;
    if (list.length < Math.max(1, this.options.poolSize)) {
      const worker = new ApertiumProcess(entry.pipeline, this.options.timeoutMs, () => {
        this.stats.errors += 1;
      });
      list.push(worker);
      return worker;
    }
    return list.reduce((a, b) => (b.pending < a.pending ? b : a));
  }
}
