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
  };
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
  };
}
