/**
 * Content-coding for answers: which coding a request accepts (br > gzip > identity, q=0 respected), the
 * compressors for answers built at run time, and the API's JSON compression middleware. Static files are
 * compressed at build time (vite.config.ts) and picked by server/static/precompressed.ts.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Next } from 'hono';
import type { AppEnv } from './context';

export type Coding = 'br' | 'gzip';

/** Answers below this many bytes are sent as they are: compressing them saves next to nothing. */
export const COMPRESS_MIN_BYTES = 1024;

const acceptCache = new Map<string, readonly Coding[]>();
const NONE: readonly Coding[] = [];

/**
 * The codings this Accept-Encoding accepts among br and gzip, best first: higher q first, br on a tie;
 * `*` stands for codings the header does not name, q=0 refuses one. Empty for identity only.
 */
export function acceptedEncodings(acceptEncoding: string | undefined | null): readonly Coding[] {
  if (!acceptEncoding) return NONE;
  const hit = acceptCache.get(acceptEncoding);
  if (hit) return hit;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get('*') ?? 0;
  const br = q.get('br') ?? star;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? star;
  const list: Coding[] = [];
  if (br > 0) list.push('br');
  if (gz > 0) {
    if (gz > br) list.unshift('gzip');
    else list.push('gzip');
  }
  // Browsers send a handful of distinct headers; a bound keeps odd clients from growing the map.
  if (acceptCache.size >= 100) acceptCache.clear();
  acceptCache.set(acceptEncoding, list);
  return list;
}

/** The coding to answer with (br > gzip, by q), or null for identity. */
export function pickEncoding(acceptEncoding: string | undefined | null): Coding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses an answer built at run time, off the main thread (libuv's pool). Brotli quality 5 and gzip
 * level 6: for a 170 KB menu ~6 ms and ~5 ms, within a few percent of the maximum qualities, which cost
 * 50–100 times as much (those are for build time).
 */
export function compress(body: Uint8Array, coding: Coding): Promise<Buffer> {
  if (coding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/** Adds Accept-Encoding to a Vary header value (kept when already there, or `*`). */
export function varyWithEncoding(vary: string | null | undefined): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

/**
 * Answers that already carry their final encoding (the menu's ready bytes): the middleware leaves them
 * alone without reading their headers, which would make @hono/node-server build a full Response.
 */
const encodedAnswers = new WeakSet<Response>();
export function markEncoded(res: Response): Response {
  encodedAnswers.add(res);
  return res;
}

/**
 * The API's JSON compression: a 2xx JSON answer of at least COMPRESS_MIN_BYTES goes out br or gzip when
 * the request accepts one, with Content-Length and `Vary: Accept-Encoding`; smaller answers get the Vary
 * only. Errors, non-JSON answers, answers already encoded and requests that accept no coding we make are
 * left as they are.
 */
export async function compressJson(c: Context<AppEnv>, next: Next): Promise<void> {
  await next();
  const coding = pickEncoding(c.req.header('accept-encoding'));
  if (!coding) return;
  const res = c.res;
  if (encodedAnswers.has(res) || res.status < 200 || res.status >= 300 || res.status === 204) return;
  const type = res.headers.get('content-type');
  if (!type || !/^application\/(.+\+)?json\b/i.test(type)) return;
  if (
    res.headers.has('content-encoding') ||
    /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
  ) {
    return;
  }
  if (!res.body) return;
  const raw = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('vary', varyWithEncoding(headers.get('vary')));
  let body: Uint8Array<ArrayBuffer> = raw;
  if (raw.length >= COMPRESS_MIN_BYTES) {
    body = (await compress(raw, coding)) as Uint8Array<ArrayBuffer>;
    headers.set('content-encoding', coding);
    // Other bytes than the identity answer's: a strong validator of those would be wrong.
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  }
  headers.set('content-length', String(body.length));
  // Unset first: the setter would otherwise copy the old answer's headers (and re-wrap its body).
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}
