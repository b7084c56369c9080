import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseTableQr } from '@/machines/rules/entry';
import { escapeHtml } from '../mail/templates';

/**
 * What the HTML of a table-QR deep link asks the browser for before the app's script has run (ordering.md §4
 * "Table QR entry"; docs/performance.md "Table QR: the critical path"). Without it every step waits for the one
 * before: the app's scripts, the boot, the guest, the 500 ms redirect, then the menu's chunks, then the branch
 * (GET /local/{brandId}/{storeId}), then the menu (GET /menu/{brandId}/{storeId}/{userId or guest}), each a
 * round trip after the last. The server knows the route from the URL, so the HTML carries:
 * - `<link rel="preload" as="fetch" crossorigin="use-credentials">` of the branch and of the menu, the exact
 *   URLs, mode and credentials of the app's own calls (src/adapters/http.ts: `credentials: 'include'`), so
 *   the fetches the machines make later (current-branch, catalogue) are answered from the preload;
 * - `<link rel="modulepreload">` / `<link rel="preload" as="style">` of the menu route's chunks (Vite's
 *   manifest), so the menu screen's code is in the cache when the redirect opens it.
 * Every added request is `fetchpriority="low"`: at the default priority they shared the connection with the first
 * screen's scripts and delayed the boot, which the splash and everything after it wait for (docs/performance.md).
 * Nothing runs earlier and nothing is decided here: the machines make every call and every decision as before
 * (the guest, the splash, the 500 ms, the branch checks); a preload the app does not use costs its bytes only.
 */

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export const VITE_MANIFEST_FILE = '.vite/manifest.json';

/**
 * What the menu route needs at once, by source module (a dynamic entry) or chunk name (a shared chunk, whose
 * manifest key is its hashed file): the route group (the menu screens, the catalogue and menu-browsing flows:
 * src/app/route-flows.ts; it imports the cart flow, which menu-browsing requires) and the catalogue's normaliser
 * (imported by the first menu answer: src/adapters/catalogue-api.ts).
 */
export const MENU_ROUTE_CHUNKS = ['src/app/route-groups/menu-screens.ts', 'normalise-catalogue'] as const;

/** The manifest key of a source module or of a chunk name. */
const keyOf = (manifest: ViteManifest, wanted: string): string | undefined =>
  wanted in manifest
    ? wanted
    : Object.keys(manifest).find((key) => manifest[key].src === wanted || manifest[key].name === wanted);

/** The built files (scripts, stylesheets) of `wanted` and of every chunk they import statically. */
export function chunkFiles(
  manifest: ViteManifest,
  wanted: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // The entry and its imports are the first screen's: the HTML already names them.
    if (chunk.isEntry) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!scripts.includes(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
  };
  for (const name of wanted) {
    const key = keyOf(manifest, name);
    if (key) visit(key);
  }
  return { scripts, styles };
}

let manifestCache: { path: string; mtimeMs: number; manifest: ViteManifest | null } | null = null;

/** The build's manifest, read again when the build changes; null without one (an older build, dev). */
export function readManifest(path: string): ViteManifest | null {
  if (!existsSync(path)) return null;
  const { mtimeMs } = statSync(path);
  if (manifestCache?.path !== path || manifestCache.mtimeMs !== mtimeMs) {
    let manifest: ViteManifest | null = null;
    try {
      manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
    } catch {
      manifest = null;
    }
    manifestCache = { path, mtimeMs, manifest };
  }
  return manifestCache.manifest;
}

/** What the server knows of a table-QR visit, resolved by the caller (spa.ts) from the database. */
export interface TableQrVisit {
  /** The brand's id, as the app's calls carry it (`brand._id`). */
  brandId: string;
  /** The QR's store_id: the menu route's `:storeId`, the branch call's. */
  routeStoreId: string;
  /** The branch the QR names (its `storeId`), when it exists; the app asks for its menu only then. */
  branchStoreId: string | null;
  /** The menu URL's viewer: 'guest' for a guest or no user (ordering.md §6), else the user's id. */
  viewer: string;
}

const segment = encodeURIComponent;

/** The app's two calls for the table-QR menu, as src/adapters/catalogue-api.ts builds them (Spanish: no ?lang). */
export function tableQrDataUrls(visit: TableQrVisit): string[] {
  const urls = [`/api/local/${segment(visit.brandId)}/${segment(visit.routeStoreId)}`];
  if (visit.branchStoreId !== null)
    urls.push(`/api/menu/${segment(visit.brandId)}/${segment(visit.branchStoreId)}/${segment(visit.viewer)}`);
  return urls;
}

/** The `<link>` tags for a table-QR visit: the first screen's stylesheet, the data, then the menu's code. */
export function tableQrPreloadLinks(
  visit: TableQrVisit,
  manifest: ViteManifest | null,
  html: string,
): string {
  const links = tableQrDataUrls(visit).map(
    (url) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${escapeHtml(url)}">`,
  );
  if (manifest) {
    // The first screen's stylesheet is `media="print"` until it loads (vite.config.ts `nonBlockingStylesheet`), so
    // the browser asks for it last, behind the low-priority preloads below, and the app waits for it before
    // rendering (src/shell/app-styles.ts): preloaded at a stylesheet's own priority, it comes as early as before.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    for (const file of entry?.css ?? [])
      links.unshift(`<link rel="preload" as="style" crossorigin href="/${file}">`);
    const { scripts, styles } = chunkFiles(manifest, MENU_ROUTE_CHUNKS);
    for (const file of scripts) {
      if (!html.includes(`/${file}"`))
        links.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    }
    // Vite's loader adds `<link rel="stylesheet" crossorigin>` for these; the preload is matched by it.
    for (const file of styles) {
      if (!html.includes(`/${file}"`))
        links.push(`<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`);
    }
  }
  return links.join('');
}

/** The table QR of a page URL (all four parameters, the app's own rule), or null. */
export function tableQrOf(url: string | undefined) {
  if (!url) return null;
  try {
    return parseTableQr(new URL(url, 'http://app.invalid').search);
  } catch {
    return null;
  }
}

/** Puts `links` before </head>, after the first screen's own scripts and preloads (they are asked for first). */
export function injectPreloads(html: string, links: string): string {
  if (!links) return html;
  const head = html.search(/<\/head>/i);
  return head === -1 ? html : html.slice(0, head) + links + html.slice(head);
}
