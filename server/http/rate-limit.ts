import type { Context } from 'hono';
import type { RateLimitRule } from '../config';
import { sha256 } from '../security/crypto';
import { clearRateLimit, hitRateLimits, pruneRateLimits, type RateLimitHit } from '../services/rate-limits';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { spanish } from './schemas';

/** The 429 every limited route answers, with the seconds to wait in Retry-After (and in the body). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    spanish('limits.tooManyAttempts'),
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** One hit in about this many also deletes the windows that ended long ago. */
const PRUNE_EVERY = 500;

/**
 * The address a limit counts: an IPv4 address as is, an IPv6 address by its /64 (one subscriber's
 * network, which a client can change at will inside), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function addressKey(address: string): string {
  const plain = address.trim().replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY=n the n-th address from the right of
 * X-Forwarded-For (what the n-th proxy saw), so a client cannot pick its own address by sending the header.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const hops = c.get('deps').config.rateLimits.trustedProxies;
  if (hops === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? forwarded[0] ?? peer;
}

const keyOf = (rule: RateLimitRule, scope: 'ip' | 'account', value: string) =>
  `${rule}:${scope}:${sha256(value)}`;

/** The account a limit counts: a brand's e-mail, or a user id. Case and spaces do not make a new account. */
export const accountKey = (rule: RateLimitRule, account: string) =>
  keyOf(rule, 'account', account.trim().toLowerCase());

/**
 * Counts one attempt of `rule` for the client's address and, when given, the account it names; over either
 * limit the request is answered 429 with Retry-After. The counters live in the database (rate_limits),
 * so every instance on it counts the same attempts.
 */
export async function limitRate(c: Context<AppEnv>, rule: RateLimitRule, account?: string): Promise<void> {
  const { db, config, log } = c.get('deps');
  const limits = config.rateLimits.rules[rule];
  const hits: Array<RateLimitHit & { max: number }> = [
    { key: keyOf(rule, 'ip', addressKey(clientAddress(c))), ...limits.ip },
  ];
  if (account !== undefined && limits.account)
    hits.push({ key: accountKey(rule, account), ...limits.account });
  const counts = await hitRateLimits(db, hits);
  if (Math.random() * PRUNE_EVERY < 1) {
    pruneRateLimits(db).catch((err) => log('warn', '[rate-limits] pruning failed', err));
  }
  let wait = 0;
  for (const count of counts) {
    const max = hits.find((h) => h.key === count.key)?.max ?? Number.POSITIVE_INFINITY;
    if (count.hits > max) wait = Math.max(wait, count.retryAfterSeconds);
  }
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Forgets an account's attempts of `rule` (a successful sign-in clears its failed ones). */
export async function clearAccountLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  account: string,
): Promise<void> {
  await clearRateLimit(c.get('deps').db, accountKey(rule, account));
}
