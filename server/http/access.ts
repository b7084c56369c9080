import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Queryable } from '../db/db';
import {
  type BrandRow,
  findBrandByDomainCached,
  findBrandById,
  originBelongsToBrand,
} from '../services/brands';
import type { Session } from '../services/sessions';
import { findUserById, type UserRow } from '../services/users';
import type { AppEnv } from './context';
import { ApiError, forbidden, messages, notFound, unauthorized } from './errors';

/** The brand id the app sent: `?idMarca=` first, then the `idMarca` cookie. */
export function requestedBrandId(c: Context<AppEnv>): string | undefined {
  const fromQuery = c.req.query('idMarca');
  if (fromQuery) return fromQuery.slice(0, 100);
  return getCookie(c, 'idMarca')?.slice(0, 100) || undefined;
}

/**
 * The brand a call acts for: an explicit id (body), else `?idMarca=`/cookie, else the request's
 * Host. An id that names no brand is a 404; no brand at all is a 400 with the app's own message.
 */
export async function requireBrand(c: Context<AppEnv>, explicit?: string | null): Promise<BrandRow> {
  const db = c.get('deps').db;
  const id = explicit || requestedBrandId(c);
  if (id) {
    const brand = await findBrandById(db, id);
    if (!brand) throw notFound(messages.brandNotFound);
    return brand;
  }
  const byHost = await findBrandByDomainCached(db, c.req.header('host') ?? '');
  if (!byHost) throw new ApiError(400, messages.brandMissing);
  return byHost;
}

/**
 * A user-scoped resource check: the id must name a user (404), be the session's own user (403)
 * and belong to the brand the app sent, when it sent one (404 "Usuario no encontrado para esta marca").
 */
export async function requireOwnUser(
  c: Context<AppEnv>,
  db: Queryable,
  session: Session,
  userId: string,
  brandId: string | undefined = requestedBrandId(c),
): Promise<UserRow> {
  // The session's own user was read from the database by this very request (findSession joins
  // users): no second SELECT for the same row. Any other id is looked up, to tell 404 from 403.
  const user = userId === session.user.id ? session.user : await findUserById(db, userId);
  if (!user) throw notFound(messages.userNotInBrand);
  if (user.id !== session.user.id) throw forbidden();
  if (brandId && brandId !== user.id_marca) throw notFound(messages.userNotInBrand);
  return user;
}

/**
 * A record that belongs to one user (an order, a points transaction): missing is a 404 with `missing`;
 * one that `isOwn` rejects (another user's, another brand's) is a 403, so ids cannot be probed across users.
 */
export function requireOwnRecord<T>(
  record: T | null | undefined,
  missing: string,
  isOwn: (record: T) => boolean,
): T {
  if (!record) throw notFound(missing);
  if (!isOwn(record)) throw forbidden();
  return record;
}

/**
 * Who is looking at the catalogue: 'guest' needs nothing; a user id must be the session's own user
 * (401 without a session, 403 for another user). b2b prices follow the session user's priceCategory
 * when the session belongs to the brand, else 'default'.
 */
export function catalogueViewer(session: Session | null, brand: { id: string }, userId: string) {
  if (userId !== 'guest') {
    if (!session) throw unauthorized();
    if (session.user.id !== userId) throw forbidden();
  }
  return { user: ownUser(session, brand.id), priceCategory: viewerPriceCategory(session, brand.id) };
}

const ownUser = (session: Session | null, brandId: string) =>
  session && session.idMarca === brandId ? session.user : null;

/** The price category a viewer sees the brand's catalogue in (no database: the session says it). */
export const viewerPriceCategory = (session: Session | null, brandId: string) =>
  ownUser(session, brandId)?.price_category ?? 'default';

/**
 * The app origin for e-mailed links: the request's Origin (or its own URL) when it is one of the
 * brand's domains, else PUBLIC_URL, else the brand domain. Never an arbitrary Origin header, so a
 * forged request cannot send a victim a reset link to another site.
 */
export function appOrigin(c: Context<AppEnv>, brand: BrandRow): string {
  for (const candidate of [c.req.header('origin'), c.req.url]) {
    if (candidate && originBelongsToBrand(brand, candidate)) return new URL(candidate).origin;
  }
  const { publicUrl } = c.get('deps').config;
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const local = brand.domain === 'localhost' || brand.domain.endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${brand.domain}`;
}
