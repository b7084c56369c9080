/**
 * Google OAuth 2.0 authorization-code adapter (enabled by GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).
 * Pure URL building plus two fetch calls; the sandbox consent page replaces it when unconfigured.
 */
export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function buildGoogleAuthUrl(
  cfg: Pick<GoogleConfig, 'clientId' | 'redirectUri'>,
  state: string,
): string {
  const url = new URL(GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: cfg.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    access_type: 'online',
    include_granted_scopes: 'true',
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

export function buildTokenRequestBody(cfg: GoogleConfig, code: string): URLSearchParams {
  return new URLSearchParams({
    code,
    client_id: cfg.clientId,
    client_secret: cfg.clientSecret,
    redirect_uri: cfg.redirectUri,
    grant_type: 'authorization_code',
  });
}

export interface SocialIdentity {
  provider: string;
  subject: string;
  name: string;
  email: string;
}

/** Exchanges the code for tokens and reads the profile. Throws on any provider error. */
export async function fetchGoogleIdentity(
  cfg: GoogleConfig,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SocialIdentity> {
  const tokenRes = await fetchImpl(GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: buildTokenRequestBody(cfg, code),
  });
  if (!tokenRes.ok) throw new Error(`Google token exchange failed (${tokenRes.status})`);
  const { access_token } = (await tokenRes.json()) as { access_token?: string };
  if (!access_token) throw new Error('Google token exchange returned no access_token');
  const infoRes = await fetchImpl(GOOGLE_USERINFO_URL, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  if (!infoRes.ok) throw new Error(`Google userinfo failed (${infoRes.status})`);
  const info = (await infoRes.json()) as {
    sub?: string;
    email?: string;
    name?: string;
    email_verified?: boolean;
  };
  if (!info.sub || !info.email || info.email_verified === false)
    throw new Error('Google profile without a verified e-mail');
  return {
    provider: 'google',
    subject: info.sub,
    email: info.email.toLowerCase(),
    name: info.name ?? info.email,
  };
}
