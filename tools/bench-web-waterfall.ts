/**
 * The table-QR deep link's waterfall (issue 8, "table QR → interactive menu"): one first visit in Chromium with
 * the conditions of bench-web-interactive.ts (CDP: 150 ms RTT, 1.6 / 0.75 Mbps, CPU 4×, 390 × 844), every request
 * the page makes with when it started, when its first byte and its last byte arrived (ms from the document's
 * request), what started it (the parser, a preload, a script) and the probe's marks (shell mounted, splash off,
 * first clickable card, interactive). `tsx tools/bench-web-waterfall.ts <url> [<url> …] [--runs=N]`
 * alternates the URLs run by run (interleaved A/B) and prints each run's waterfall and the medians per URL.
 */
import { openProbedPhone, throttle } from './bench-web-interactive';

export interface WaterfallRow {
  url: string;
  method: string;
  type: string;
  initiator: string;
  start: number;
  firstByte: number;
  end: number;
  status: number;
  bytes: number;
}

export interface WaterfallRun {
  rows: WaterfallRow[];
  marks: Record<string, number | null>;
}

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function waterfall(url: string, chromePath = CHROME): Promise<WaterfallRun> {
  const { browser, page, cdp } = await openProbedPhone(chromePath);
  try {
    const byId = new Map<string, WaterfallRow & { t0: number }>();
    let origin: number | null = null;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (origin === null) origin = e.timestamp;
      const frame = e.initiator.stack?.callFrames?.[0];
      const by = e.initiator.url ?? frame?.url ?? '';
      byId.set(e.requestId, {
        url: e.request.url,
        method: e.request.method,
        type: e.type ?? '',
        initiator: `${e.initiator.type}${by ? ` ${by.replace(/^.*\//, '')}` : ''}`,
        start: e.timestamp,
        t0: e.timestamp,
        firstByte: Number.NaN,
        end: Number.NaN,
        status: 0,
        bytes: 0,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const row = byId.get(e.requestId);
      if (row) {
        row.firstByte = e.timestamp;
        row.status = e.response.status;
      }
    });
    cdp.on('Network.loadingFinished', (e) => {
      const row = byId.get(e.requestId);
      if (row) {
        row.end = e.timestamp;
        row.bytes = e.encodedDataLength;
      }
    });
    await throttle(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__bench && window.__bench.interactive !== null', null, {
      timeout: 120_000,
      polling: 250,
    });
    const probe = (await page.evaluate('({ ...window.__bench })')) as Record<string, number | null>;
    const t0 = origin ?? 0;
    const ms = (t: number) => (t - t0) * 1000;
    const rows = [...byId.values()]
      .map((r) => ({ ...r, start: ms(r.start), firstByte: ms(r.firstByte), end: ms(r.end) }))
      .sort((a, b) => a.start - b.start);
    return {
      rows,
      marks: {
        shell: probe.shell,
        splashOff: probe.splashOff,
        cardInDom: probe.cardInDom,
        card: probe.card,
        interactive: probe.interactive,
      },
    };
  } finally {
    await browser.close();
  }
}

const short = (u: string) => {
  const url = new URL(u);
  return (url.pathname + url.search).slice(0, 90);
};

export function formatWaterfall(run: WaterfallRun): string {
  const lines = [
    '| start ms | first byte ms | end ms | type | initiator | request |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of run.rows) {
    if (r.url.startsWith('data:')) continue;
    lines.push(
      `| ${r.start.toFixed(0)} | ${r.firstByte.toFixed(0)} | ${r.end.toFixed(0)} | ${r.type} | ${r.initiator} | ${r.method === 'GET' ? '' : `${r.method} `}${short(r.url)} |`,
    );
  }
  lines.push(
    '',
    Object.entries(run.marks)
      .map(([k, v]) => `${k} ${v?.toFixed(0) ?? '–'} ms`)
      .join(', '),
  );
  return lines.join('\n');
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** When the first request matching `re` started and ended, or NaN. */
export const requestTimes = (run: WaterfallRun, re: RegExp) => {
  const row = run.rows.find((r) => re.test(r.url));
  return { start: row?.start ?? Number.NaN, end: row?.end ?? Number.NaN };
};

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
  const urls = args.filter((a) => !a.startsWith('--'));
  const all = new Map<string, WaterfallRun[]>(urls.map((u) => [u, []]));
  for (let i = 0; i < runs; i++) {
    for (const url of i % 2 ? [...urls].reverse() : urls) {
      const run = await waterfall(url);
      all.get(url)?.push(run);
      console.log(`\n### ${url} run ${i + 1}\n\n${formatWaterfall(run)}`);
    }
  }
  console.log('\n### medians\n');
  const figures: Array<[string, (r: WaterfallRun) => number]> = [
    ['branch JSON start', (r) => requestTimes(r, /\/api\/local\/[^/]+\/[^/?]+/).start],
    ['branch JSON end', (r) => requestTimes(r, /\/api\/local\/[^/]+\/[^/?]+/).end],
    ['guest POST start', (r) => requestTimes(r, /\/api\/user\/guest\//).start],
    ['guest POST end', (r) => requestTimes(r, /\/api\/user\/guest\//).end],
    ['menu JSON start', (r) => requestTimes(r, /\/api\/menu\//).start],
    ['menu JSON end', (r) => requestTimes(r, /\/api\/menu\//).end],
    ['shell', (r) => r.marks.shell ?? Number.NaN],
    ['splash off', (r) => r.marks.splashOff ?? Number.NaN],
    ['card in DOM', (r) => r.marks.cardInDom ?? Number.NaN],
    ['card clickable', (r) => r.marks.card ?? Number.NaN],
    ['interactive', (r) => r.marks.interactive ?? Number.NaN],
    // The chain after the boot (the guest's answer, the 500 ms redirect, the menu's code and data), and what is
    // left once the splash is off (0: the splash was the last thing in the way).
    [
      'guest POST end → card in DOM',
      (r) => (r.marks.cardInDom ?? Number.NaN) - requestTimes(r, /\/api\/user\/guest\//).end,
    ],
    [
      'interactive − splash off',
      (r) => (r.marks.interactive ?? Number.NaN) - (r.marks.splashOff ?? Number.NaN),
    ],
  ];
  console.log(`| figure | ${urls.map((_, i) => `URL ${i + 1} median (runs)`).join(' | ')} |`);
  console.log(`|---|${urls.map(() => '---|').join('')}`);
  for (const [name, f] of figures) {
    const cells = urls.map((u) => {
      const xs = (all.get(u) ?? []).map(f);
      return `${median(xs).toFixed(0)} (${xs.map((x) => x.toFixed(0)).join(', ')})`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
