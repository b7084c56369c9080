/**
 * What is cached on top of the catalogue snapshot: the brand/branch rows a catalogue request starts
 * from, and ready-to-send JSON answers (bytes, length, ETag) built from one snapshot.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import { type Coding, compress } from '../http/compression';
import { messages, notFound } from '../http/errors';
import { type BranchRow, branchMessages, findBrandBranch } from './branches';
import { type BrandRow, findBrandById, invalidateBrandCache } from './brands';
import {
  CATALOGUE_CACHE_MS,
  catalogueNow,
  currentSnapshot,
  dropSnapshots,
  type Snapshot,
  snapshotEntry,
} from './catalogue-snapshot';

/**
 * Drops cached catalogues (after an edit; tests): the snapshots, the brand/branch rows (the order
 * path's brand rows too) and every answer built from them, so the next request reads the database again.
 */
export function invalidateCatalogue(brandId?: string) {
  dropSnapshots(brandId);
  invalidateBrandCache(brandId);
  bodyCache.clear();
  branchCache.clear();
}

// Brand and branch rows -----------------------------------------------------------------------------

async function lookupBrandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const brand = await findBrandById(db, brandId);
  if (!brand) throw notFound(messages.brandNotFound);
  const branch = await findBrandBranch(db, brand.id, storeId);
  if (!branch) throw notFound(branchMessages.notFound);
  return { brand, branch };
}

const branchCache = new Map<string, { at: number; value: Promise<{ brand: BrandRow; branch: BranchRow }> }>();

/**
 * The brand and one of its branches (by store id or branch id; 404s otherwise), kept in memory for
 * CATALOGUE_CACHE_MS like the snapshot and dropped with it by invalidateCatalogue. Catalogue answers
 * do not include the branch status, so a short-lived copy is safe there; failures are not kept.
 */
export function brandAndBranch(db: Queryable, brandId: string, storeId: string) {
  const key = `${brandId}|${storeId}`;
  const hit = branchCache.get(key);
  if (hit && catalogueNow() - hit.at < CATALOGUE_CACHE_MS) return hit.value;
  const entry = { at: catalogueNow(), value: lookupBrandAndBranch(db, brandId, storeId) };
  if (branchCache.size >= 1000) branchCache.clear();
  branchCache.set(key, entry);
  entry.value.catch(() => {
    if (branchCache.get(key) === entry) branchCache.delete(key);
  });
  return entry.value;
}

// Ready answers ---------------------------------------------------------------------------------------

/** One representation of a ready answer: its bytes, its strong ETag and the headers to send them with. */
export interface ReadyRepresentation {
  body: Buffer<ArrayBuffer>;
  etag: string;
  /** content-type, content-length, etag, cache-control, vary (and content-encoding): a plain object the node server writes as is. */
  headers: Record<string, string>;
}

/**
 * A serialised JSON answer, ready to send as is: its bytes, their length and a strong ETag, and the same
 * answer brotli- and gzip-compressed (each with its own ETag, `"<tag>-br"`, `"<tag>-gzip"`), all computed
 * once per snapshot, never per request.
 */
export interface ReadyBody extends ReadyRepresentation {
  encoded: Record<Coding, ReadyRepresentation>;
}

interface BodyEntry {
  /** When the snapshot it was built from expires: an answer never outlives its snapshot. */
  expires: number;
  /** The snapshot it was built from; a newer snapshot (or invalidateCatalogue) makes it stale. */
  snapshot: Promise<Snapshot>;
  ready?: ReadyBody;
  pending: Promise<ReadyBody>;
}

const bodyCache = new Map<string, BodyEntry>();

// Per viewer (b2b price categories): browsers may keep it but must revalidate; no shared caches.
const READY_CACHE_CONTROL = 'private, no-cache';

function representation(body: Buffer<ArrayBuffer>, etag: string, coding?: Coding): ReadyRepresentation {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': String(body.length),
    etag,
    'cache-control': READY_CACHE_CONTROL,
    vary: 'Accept-Encoding',
  };
  if (coding) headers['content-encoding'] = coding;
  return { body, etag, headers };
}

async function readyBody(json: unknown): Promise<ReadyBody> {
  const body = Buffer.from(JSON.stringify(json), 'utf8');
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
  const copy = (b: Buffer) => Buffer.from(b) as Buffer<ArrayBuffer>;
  return {
    ...representation(body, `"${tag}"`),
    encoded: {
      br: representation(copy(br), `"${tag}-br"`, 'br'),
      gzip: representation(copy(gz), `"${tag}-gzip"`, 'gzip'),
    },
  };
}

/**
 * The cached answer for `key` when it is still valid (the brand's current snapshot, not expired),
 * without touching the database; a promise when it is being built. Undefined on a miss.
 */
export function cachedBody(key: string, brandId: string): ReadyBody | Promise<ReadyBody> | undefined {
  const hit = bodyCache.get(key);
  if (!hit) return undefined;
  const current = currentSnapshot(brandId);
  if (catalogueNow() >= hit.expires || current?.value !== hit.snapshot) {
    bodyCache.delete(key);
    return undefined;
  }
  return hit.ready ?? hit.pending;
}

/**
 * Builds (once, even for concurrent misses) the answer for `key` from the brand's current snapshot
 * and keeps its bytes until that snapshot expires. Bounded: the map is emptied at 500 keys.
 */
export function buildCachedBody(
  db: Queryable,
  brandId: string,
  key: string,
  build: (snap: Snapshot) => unknown,
): Promise<ReadyBody> {
  const snap = snapshotEntry(db, brandId);
  const entry: BodyEntry = {
    expires: snap.at + CATALOGUE_CACHE_MS,
    snapshot: snap.value,
    // `build` may be async (a translated menu waits for the translation cache or the engine).
    pending: snap.value.then(async (s) => {
      entry.ready = await readyBody(await build(s));
      return entry.ready;
    }),
  };
  if (bodyCache.size >= 500) bodyCache.clear();
  bodyCache.set(key, entry);
  entry.pending.catch(() => {
    if (bodyCache.get(key) === entry) bodyCache.delete(key);
  });
  return entry.pending;
}

/**
 * Drops `key`'s answer when it is still `ready` (a menu whose translation came back partial: the engine is still
 * filling the translation cache, so the next request builds it again instead of serving Spanish until expiry).
 */
export function forgetCachedBody(key: string, ready: ReadyBody): void {
  const entry = bodyCache.get(key);
  if (entry?.ready === ready) bodyCache.delete(key);
}

/** True when an If-None-Match header names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
