/**
 * Sending the built app compressed: files of dist/ through the `.br` / `.gz` siblings the build writes
 * beside them (vite.config.ts, `precompress`), and the brand-injected index.html compressed when it is
 * rendered (kept per distinct HTML, so each brand's page is compressed once).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Context } from 'hono';
import { acceptedEncodings, COMPRESS_MIN_BYTES, type Coding, compress } from '../http/compression';
import type { AppEnv } from '../http/context';

/** The files the build compresses (vite.config.ts): text formats; images and fonts are compressed already. */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|webmanifest)$/i;

const SIBLING: Record<Coding, string> = { br: '.br', gzip: '.gz' };

function readIfFile(path: string): Buffer<ArrayBuffer> | null {
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path) : null;
}

/** Codings the request accepts; none for a Range request, which gets the identity file. */
function codingsFor(c: Context<AppEnv>): readonly Coding[] {
  return c.req.header('range') ? [] : acceptedEncodings(c.req.header('accept-encoding'));
}

/**
 * A file of dist/: its best precompressed sibling the request accepts (Content-Encoding, the compressed
 * bytes' Content-Length), else the file itself; `Vary: Accept-Encoding` on every compressible type.
 */
export function sendFile(
  c: Context<AppEnv>,
  file: string,
  contentType: string,
  cacheControl: string,
): Response {
  const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': cacheControl };
  if (COMPRESSIBLE_FILE.test(file)) {
    headers.vary = 'Accept-Encoding';
    for (const coding of codingsFor(c)) {
      const body = readIfFile(file + SIBLING[coding]);
      if (!body) continue;
      headers['content-encoding'] = coding;
      headers['content-length'] = String(body.length);
      return c.body(body, 200, headers);
    }
  }
  const body = readFileSync(file);
  headers['content-length'] = String(body.length);
  return c.body(body, 200, headers);
}

const htmlCache = new Map<string, Promise<Buffer<ArrayBuffer>>>();

/**
 * The rendered index.html (brand injected, never cached by browsers beyond revalidation), compressed in
 * the accepted coding when it is 1 KB or more. The compressed bytes are kept per distinct HTML and coding
 * (one per brand and build; bounded), so a page is compressed once, not per request.
 */
export async function sendHtml(c: Context<AppEnv>, html: string, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  const coding = codingsFor(c)[0];
  const raw = Buffer.from(html, 'utf8');
  if (!coding || raw.length < COMPRESS_MIN_BYTES) {
    headers['content-length'] = String(raw.length);
    return c.body(raw, 200, headers);
  }
  const key = `${coding}\n${html}`;
  let pending = htmlCache.get(key);
  if (!pending) {
    if (htmlCache.size >= 64) htmlCache.clear();
    pending = compress(raw, coding) as Promise<Buffer<ArrayBuffer>>;
    htmlCache.set(key, pending);
    pending.catch(() => htmlCache.delete(key));
  }
  const body = await pending;
  headers['content-encoding'] = coding;
  headers['content-length'] = String(body.length);
  return c.body(body, 200, headers);
}
