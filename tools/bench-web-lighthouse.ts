/**
 * One Lighthouse 12 run for `npm run bench:web` (default mobile config, simulated throttling, performance only)
 * and the figures kept from it: the metrics of the table, the path the page ended on, and a few of Lighthouse's
 * own diagnostics (the LCP element, the scripts with the most main-thread time, the main-thread breakdown, the
 * largest transfers), printed under the table so a route that misses an aim can be named with its reason.
 */
import { writeFileSync } from 'node:fs';
import lighthouse, { type Flags } from 'lighthouse';

export interface Metrics {
  finalPath: string;
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  diagnostics: string[];
}

type Items = Array<Record<string, unknown>>;
const itemsOf = (details: unknown): Items =>
  ((details as { items?: Items } | undefined)?.items ?? []) as Items;
const shortUrl = (url: unknown) => {
  try {
    return new URL(String(url)).pathname.replace(/^\/assets\//, '');
  } catch {
    return String(url);
  }
};
const kb = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(1)} KB`;
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;

/** The first node label found in the LCP element audit (its details nest a table of the node). */
function lcpElement(details: unknown): string {
  const stack: unknown[] = [details];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    const node = (value as { node?: { nodeLabel?: string; snippet?: string } }).node;
    if (node?.nodeLabel || node?.snippet) return `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim();
    stack.push(...Object.values(value));
  }
  return 'n/a';
}

/** One run; with `saveAs`, its report and trace are written to `${saveAs}.lhr.json` and `${saveAs}.trace.json`. */
export async function lighthouseOnce(
  port: number,
  url: string,
  keepStorage: boolean,
  saveAs?: string,
): Promise<Metrics> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (saveAs) {
    writeFileSync(`${saveAs}.lhr.json`, JSON.stringify(lhr));
    writeFileSync(`${saveAs}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bootup = itemsOf(lhr.audits['bootup-time']?.details)
    .slice(0, 3)
    .map((i) => `${shortUrl(i.url)} ${ms(i.total)}`);
  const breakdown = itemsOf(lhr.audits['mainthread-work-breakdown']?.details)
    .slice(0, 4)
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  const largest = itemsOf(lhr.audits['network-requests']?.details)
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize))
    .slice(0, 4)
    .map((i) => `${shortUrl(i.url)} ${kb(i.transferSize)}`);
  return {
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    diagnostics: [
      `LCP element: ${lcpElement(lhr.audits['largest-contentful-paint-element']?.details).slice(0, 120)}`,
      `main-thread work ${ms(value('mainthread-work-breakdown'))}: ${breakdown.join(', ')}`,
      `script time: ${bootup.join(', ')}`,
      `largest transfers: ${largest.join(', ')}`,
    ],
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
