/** Runtime configuration, read once from the environment with safe defaults. No secrets in code. */
export interface Config {
  nodeEnv: string;
  /** GET /api/dev/outbox is served (never in production unless DEV_OUTBOX=1). */
  devOutbox: boolean;
  /** Mark cookies `Secure` (set COOKIE_SECURE=1 behind HTTPS). */
  cookieSecure: boolean;
  /** Public origin used for e-mailed links when the request's origin is not a brand domain. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; redirectUri: string | undefined } | undefined;
  /** Real maps provider (MAPS_API_KEY) for /api/maps/*; unset: the offline gazetteer sandbox. */
  mapsApiKey: string | undefined;
  /** Payment sandbox listener port (PAYMENT_SANDBOX_PORT); unset: the API port + 1 (0 when the API's is 0). */
  paymentSandboxPort: number | undefined;
  /** Host the sandbox's checkout origin is announced with (PAYMENT_SANDBOX_HOST), default the request's host name. */
  paymentSandboxHost: string | undefined;
  /** Real MercadoPago instead of the sandbox (MERCADOPAGO_ACCESS_TOKEN + MERCADOPAGO_PUBLIC_KEY). */
  mercadopago: { accessToken: string; publicKey: string } | undefined;
  /** Demo kitchen: seconds per status step (KITCHEN_SPEED, default 20); 0 disables the timer. */
  kitchenSpeedSeconds: number;
  /** Machine translation (accounts.md §4.11, §7.8): engine, keys and the Apertium pool. */
  translation: {
    /** TRANSLATE_PROVIDER: apertium (default; passthrough when not installed), google or passthrough. */
    provider: 'apertium' | 'google' | 'passthrough';
    /** GOOGLE_TRANSLATE_KEY, for TRANSLATE_PROVIDER=google. A secret: never in code. */
    googleKey: string | undefined;
    /**
     * TRANSLATE_CLIENT_KEYS (comma-separated): the apiKey values POST /api/translations and /api/mt accept.
     * The app's key is built into the client, so it is a public client identifier, not a secret.
     */
    clientKeys: string[];
    /** TRANSLATE_POOL_SIZE: Apertium pipelines per language (default 2). */
    poolSize: number;
    /** TRANSLATE_TIMEOUT_MS: per-text engine timeout (default 5000). */
    timeoutMs: number;
    /**
     * TRANSLATE_BUDGET_MS: how long one request waits for the engine (default 15000); the texts still in the engine
     * are answered in Spanish and the engine carries on into the cache.
     */
    budgetMs: number;
  };
  /** Rate limits of the account routes (docs/rate-limits.md). */
  rateLimits: RateLimitsConfig;
}

/** At most `max` attempts per window of `windowSeconds` (at most a day). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * The limited account actions (issue 10 #14). `register` covers the e-mail check and the registration,
 * `recovery` the recovery e-mail and the reset with its link.
 */
export const RATE_LIMIT_RULES = ['login', 'register', 'codeSend', 'codeCheck', 'recovery', 'guest'] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];

export interface RateLimitsConfig {
  /** Per rule: attempts per client address, and per account (the e-mail or user id the call names). */
  rules: Record<RateLimitRule, { ip: RateLimit; account: RateLimit | null }>;
  /**
   * TRUST_PROXY: how many reverse proxies in front of the server append to X-Forwarded-For (default 0:
   * the socket's address is the client's). Never trust the header without a proxy that overwrites it.
   */
  trustedProxies: number;
  /** RATE_LIMIT_SCALE, already applied to `rules`; logged at start when it is not 1. */
  scale: number;
}

const minutes = (n: number) => n * 60;

/**
 * Limits a diner never reaches (docs/rate-limits.md gives the reasons): the address limits are wide because a
 * restaurant's Wi-Fi or a mobile carrier puts many diners behind one address; the account limits are what
 * stops guessing a password or a code, and mailing one person over and over.
 */
export const DEFAULT_RATE_LIMITS: RateLimitsConfig['rules'] = {
  login: { ip: { max: 100, windowSeconds: minutes(15) }, account: { max: 10, windowSeconds: minutes(15) } },
  register: { ip: { max: 60, windowSeconds: minutes(60) }, account: { max: 10, windowSeconds: minutes(60) } },
  codeSend: { ip: { max: 30, windowSeconds: minutes(60) }, account: { max: 6, windowSeconds: minutes(60) } },
  codeCheck: {
    ip: { max: 60, windowSeconds: minutes(15) },
    account: { max: 15, windowSeconds: minutes(15) },
  },
  recovery: { ip: { max: 30, windowSeconds: minutes(60) }, account: { max: 6, windowSeconds: minutes(60) } },
  guest: { ip: { max: 200, windowSeconds: minutes(60) }, account: null },
};

const envName = (rule: RateLimitRule) => rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** "max/seconds" (e.g. "10/900"); anything else keeps the default. */
function parseLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value ?? '');
  if (!match) return fallback;
  const max = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return max > 0 && windowSeconds > 0 && windowSeconds <= 86_400 ? { max, windowSeconds } : fallback;
}

/**
 * RATE_LIMIT_<RULE>_IP and RATE_LIMIT_<RULE>_ACCOUNT ("max/seconds") replace one limit; RATE_LIMIT_SCALE
 * multiplies every max (the test servers raise them; below 1 tightens them). A limit cannot be switched off.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitsConfig {
  const scaleValue = Number(env.RATE_LIMIT_SCALE);
  const scale = env.RATE_LIMIT_SCALE && Number.isFinite(scaleValue) && scaleValue > 0 ? scaleValue : 1;
  const scaled = (limit: RateLimit): RateLimit => ({
    max: Math.max(1, Math.round(limit.max * scale)),
    windowSeconds: limit.windowSeconds,
  });
  const rules = {} as RateLimitsConfig['rules'];
  for (const rule of RATE_LIMIT_RULES) {
    const name = envName(rule);
    const defaults = DEFAULT_RATE_LIMITS[rule];
    rules[rule] = {
      ip: scaled(parseLimit(env[`RATE_LIMIT_${name}_IP`], defaults.ip)),
      account: defaults.account && scaled(parseLimit(env[`RATE_LIMIT_${name}_ACCOUNT`], defaults.account)),
    };
  }
  const hops = Number(env.TRUST_PROXY);
  return { rules, trustedProxies: Number.isInteger(hops) && hops > 0 ? hops : 0, scale };
}

/** The sandbox client key the app is built with (public, like a Maps browser key). */
export const DEFAULT_TRANSLATE_CLIENT_KEY = 'local-sandbox-key';

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

function translationFromEnv(env: NodeJS.ProcessEnv): Config['translation'] {
  const provider = env.TRANSLATE_PROVIDER;
  const keys = (env.TRANSLATE_CLIENT_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    provider: provider === 'google' || provider === 'passthrough' ? provider : 'apertium',
    googleKey: env.GOOGLE_TRANSLATE_KEY || undefined,
    clientKeys: keys.length > 0 ? keys : [DEFAULT_TRANSLATE_CLIENT_KEY],
    poolSize: positiveInt(env.TRANSLATE_POOL_SIZE, 2),
    timeoutMs: positiveInt(env.TRANSLATE_TIMEOUT_MS, 5000),
    budgetMs: positiveInt(env.TRANSLATE_BUDGET_MS, 15000),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    devOutbox: nodeEnv !== 'production' || env.DEV_OUTBOX === '1',
    cookieSecure: env.COOKIE_SECURE === '1',
    publicUrl: env.PUBLIC_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Notificaciones <no-reply@localhost>',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: env.GOOGLE_REDIRECT_URI || undefined,
          }
        : undefined,
    mapsApiKey: env.MAPS_API_KEY || undefined,
    paymentSandboxPort:
      env.PAYMENT_SANDBOX_PORT !== undefined && env.PAYMENT_SANDBOX_PORT !== ''
        ? Number(env.PAYMENT_SANDBOX_PORT)
        : undefined,
    paymentSandboxHost: env.PAYMENT_SANDBOX_HOST || undefined,
    mercadopago:
      env.MERCADOPAGO_ACCESS_TOKEN && env.MERCADOPAGO_PUBLIC_KEY
        ? { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, publicKey: env.MERCADOPAGO_PUBLIC_KEY }
        : undefined,
    kitchenSpeedSeconds:
      env.KITCHEN_SPEED !== undefined &&
      env.KITCHEN_SPEED !== '' &&
      Number.isFinite(Number(env.KITCHEN_SPEED))
        ? Math.max(0, Number(env.KITCHEN_SPEED))
        : 20,
    translation: translationFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
  };
}
