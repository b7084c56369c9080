import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { readSessionToken } from '../http/cookies';
import {
  type BrandRow,
  type findBrandByDomain,
  findBrandByDomainCached,
  toBrandDto,
} from '../services/brands';
import { brandAndBranch } from '../services/catalogue-cache';
import { findSession } from '../services/sessions';
import { logoSvg } from './brand-images';
import { sendFile, sendHtml } from './precompressed';
import {
  injectPreloads,
  readManifest,
  type TableQrVisit,
  tableQrOf,
  tableQrPreloadLinks,
  VITE_MANIFEST_FILE,
  type ViteManifest,
} from './route-preloads';
import { injectSplash, inlineSvgLogo } from './splash-html';

/** JSON safe inside a <script>: `<` escaped, so `</script>` or `<!--` in brand text cannot break out. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts `window.brandData` before the first <script in the head (or before </head>). */
export function injectBrand(html: string, brand: unknown): string {
  const tag = `<script>window.brandData = ${scriptJson(brand)};</script>`;
  const head = html.search(/<\/head>/i);
  const firstScript = html.search(/<script/i);
  const at = firstScript !== -1 && (head === -1 || firstScript < head) ? firstScript : head;
  return at === -1 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app from `distDir`: files as they are (hashed assets cached for a year),
 * anything else that is a GET outside /api answers index.html with the brand injected.
 */
export function mountSpa(app: Hono<AppEnv>, distDir: string): void {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const manifestPath = join(root, VITE_MANIFEST_FILE);
  app.get('*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Solicitud inválida', 400);
    }
    if (path === '/api' || path.startsWith('/api/')) return next();
    const file = normalize(join(root, path));
    if (extname(path)) {
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
        return c.text('No encontrado', 404);
      }
      const immutable = path.startsWith('/assets/');
      return sendFile(
        c,
        file,
        types[extname(file).toLowerCase()] ?? 'application/octet-stream',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    if (!existsSync(indexPath)) {
      return c.text('La app no está compilada: ejecutá `npm run build` o usá `npm run dev`.', 503);
    }
    return sendHtml(
      c,
      await renderIndex(c.get('deps').db, readFileSync(indexPath, 'utf8'), c.req.header('host'), {
        url: c.req.url,
        sessionToken: readSessionToken(c),
        manifest: readManifest(manifestPath),
      }),
      'no-cache',
    );
  });
}

type Db = Parameters<typeof findBrandByDomain>[0];

/** What the page's request adds to the brand: its URL (a table QR's preloads), the session, the build's manifest. */
export interface RenderOptions {
  url?: string;
  sessionToken?: string;
  manifest?: ViteManifest | null;
}

export async function renderIndex(
  db: Db,
  html: string,
  host: string | undefined,
  options: RenderOptions = {},
): Promise<string> {
  const brand = await findBrandByDomainCached(db, host ?? '');
  if (!brand) return html;
  const dto = toBrandDto(brand);
  // The seeded brands' logo is drawn by the server (brand-images.ts): small enough to travel inside the HTML.
  const page = injectSplash(injectBrand(html, dto), dto, { inlineLogo: inlineSvgLogo(logoSvg(brand)) });
  const visit = await tableQrVisit(db, brand, options);
  return visit ? injectPreloads(page, tableQrPreloadLinks(visit, options.manifest ?? null, html)) : page;
}

/**
 * A table-QR page the app will take to the branch's menu (ordering.md §4 "Table QR entry"): the QR's branch, and
 * the viewer the menu is asked for. Null when the app will not open the menu: no table QR, or nobody signed in
 * on a brand without guests (AUTH first, accounts.md §1).
 */
async function tableQrVisit(db: Db, brand: BrandRow, options: RenderOptions): Promise<TableQrVisit | null> {
  const qr = tableQrOf(options.url);
  if (!qr) return null;
  const session = options.sessionToken ? await findSession(db, options.sessionToken) : null;
  const user = session && session.idMarca === brand.id ? session.user : null;
  if (!user && brand.business_type === 'b2b') return null;
  // The app asks for the menu once GET /local answers with the QR's branch (current-branch's isAnswerForRoute).
  const branch = await brandAndBranch(db, brand.id, qr.store_id).then(
    ({ branch }) => branch,
    () => null,
  );
  const isQrBranch = branch && (branch.id === qr.branch_id || branch.store_id === qr.branch_id);
  return {
    brandId: brand.id,
    routeStoreId: qr.store_id,
    branchStoreId: isQrBranch ? branch.store_id : null,
    viewer: user && user.type_user !== 'guest' ? user.id : 'guest',
  };
}
