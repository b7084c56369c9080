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
  };
}
