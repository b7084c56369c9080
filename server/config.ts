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
  };
}
