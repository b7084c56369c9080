import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGoogleAuthUrl, buildTokenRequestBody, fetchGoogleIdentity } from '@/server/auth/google';
import type { RunningServer } from '@/server/start';
import { B2C_ID, Client, DEMO_USER_ID, startTestServer, uniqueEmail } from './helpers';

let server: RunningServer;
const dominio = 'http://localhost:5173';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const decode = (v: string | null) => Buffer.from(v ?? '', 'base64').toString('utf8');

async function consent(client: Client, fields: Record<string, string>) {
  const form = new URLSearchParams({
    method: 'google',
    idMarca: B2C_ID,
    dominio,
    decision: 'accept',
    ...fields,
  });
  return client.call('POST', '/api/auth/sandbox/consent', {
    raw: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('social login sandbox', () => {
  it('shows a Spanish consent page in the brand colour with demo accounts and "create a new one"', async () => {
    const res = await new Client(server.url).get(
      `/api/auth/google?idMarca=${B2C_ID}&dominio=${encodeURIComponent(dominio)}&urlUTM=${encodeURIComponent('https://x.com/?utm_campaign=verano')}&browser=safari`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('Ingresá con Google');
    expect(res.text).toContain('#C2410C');
    expect(res.text).toContain('demo@demo.com');
    expect(res.text).toContain('Crear una cuenta nueva');
    expect(res.text).toContain('name="browser" value="safari"');
  });

  it('accepting redirects to {dominio}/auth with base64 uid, token, idMarca and campaign', async () => {
    const c = new Client(server.url);
    const res = await consent(c, { account: 'martina', urlUTM: 'https://x.com/?utm_campaign=verano' });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(target.origin + target.pathname).toBe(`${dominio}/auth`);
    expect(decode(target.searchParams.get('uid'))).toBe(DEMO_USER_ID);
    expect(decode(target.searchParams.get('idMarca'))).toBe(B2C_ID);
    expect(decode(target.searchParams.get('campaign'))).toBe('https://x.com/?utm_campaign=verano');
    const token = decode(target.searchParams.get('token'));
    expect(token.length).toBeGreaterThan(20);
    expect(c.cookies.get('userId')).toBe(DEMO_USER_ID);
    expect(c.cookies.get('authToken')).toBe(token);

    // The app then calls login/success with the temporary token: the session opens.
    const app = new Client(server.url);
    const ok = await app.get(`/api/auth/login/success?auth_token=${encodeURIComponent(token)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', data: { _id: DEMO_USER_ID, idMarca: B2C_ID } });
    expect((await app.get(`/api/user/${DEMO_USER_ID}`)).status).toBe(200);
  });

  it('completes with the cookies (userId + authToken) and then with the session', async () => {
    const c = new Client(server.url);
    await consent(c, { account: 'sofia' });
    const ok = await c.get('/api/auth/login/success');
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe('sofia.martinez@ejemplo.com.ar');
    expect(c.cookies.get('sid')).toBeTruthy();
    c.cookies.delete('authToken');
    expect((await c.get('/api/auth/login/success')).body.data.email).toBe('sofia.martinez@ejemplo.com.ar');
  });

  it('fresh social cookies win over an older guest session', async () => {
    const c = new Client(server.url);
    const guest = await c.call('POST', `/api/user/guest/${B2C_ID}`);
    expect(guest.body.data.typeUser).toBe('guest');
    await consent(c, { account: 'sofia' });
    const ok = await c.get('/api/auth/login/success');
    expect(ok.body.data.email).toBe('sofia.martinez@ejemplo.com.ar');
    expect(ok.body.data.typeUser).not.toBe('guest');
  });

  it('creates a new account from the form; restrictive browsers also get auth_token', async () => {
    const email = uniqueEmail('social');
    const c = new Client(server.url);
    const res = await consent(c, { account: 'new', name: 'Bruno Castro', email, browser: 'firefox' });
    const target = new URL(res.headers.location as string);
    const token = target.searchParams.get('auth_token');
    expect(token).toBe(decode(target.searchParams.get('token')));
    const ok = await new Client(server.url).get(`/api/auth/login/success?auth_token=${token}`);
    expect(ok.body.data).toMatchObject({ email, name: 'Bruno Castro', verified: true, authMethod: 'google' });
  });

  it('cancels back to the app, refuses foreign domains, unknown brands, methods and tokens', async () => {
    const c = new Client(server.url);
    const cancel = await consent(c, { decision: 'cancel' });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.location).toBe(`${dominio}/auth?error=access_denied`);
    const foreign = await c.get(
      `/api/auth/google?idMarca=${B2C_ID}&dominio=${encodeURIComponent('https://evil.example')}`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('El dominio no pertenece a esta marca');
    expect((await consent(c, { dominio: 'https://evil.example' })).status).toBe(400);
    expect((await c.get(`/api/auth/google?idMarca=ffffffffffffffffffffffff&dominio=${dominio}`)).status).toBe(
      404,
    );
    expect((await c.get(`/api/auth/myspace?idMarca=${B2C_ID}&dominio=${dominio}`)).status).toBe(404);
    expect((await consent(c, { account: 'nadie' })).status).toBe(404);
    const bad = await new Client(server.url).get('/api/auth/login/success?auth_token=nope');
    expect(bad.status).toBe(401);
    expect(bad.body.message).toMatch(/no es válido/);
    expect((await new Client(server.url).get('/api/auth/login/success')).status).toBe(401);
  });

  it('expires the hand-off token', async () => {
    const c = new Client(server.url);
    const res = await consent(c, { account: 'tomas' });
    const params = new URL(res.headers.location as string).searchParams;
    const token = decode(params.get('token'));
    await server.db.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [decode(params.get('uid'))],
    );
    expect((await new Client(server.url).get(`/api/auth/login/success?auth_token=${token}`)).status).toBe(
      401,
    );
  });
});

describe('Google OAuth adapter (URL building only; the provider is not reachable here)', () => {
  const cfg = {
    clientId: 'cid.apps.googleusercontent.com',
    clientSecret: 'secret',
    redirectUri: 'https://app.example/api/auth/google/callback',
  };

  it('builds the authorization-code URL', () => {
    const url = new URL(buildGoogleAuthUrl(cfg, 'state-123'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: cfg.clientId,
      redirect_uri: cfg.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-123',
    });
  });

  it('builds the token request and reads the profile through an injected fetch', async () => {
    expect(Object.fromEntries(buildTokenRequestBody(cfg, 'code-1'))).toEqual({
      code: 'code-1',
      client_id: cfg.clientId,
      client_secret: 'secret',
      redirect_uri: cfg.redirectUri,
      grant_type: 'authorization_code',
    });
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return url.includes('token')
        ? Response.json({ access_token: 'at' })
        : Response.json({ sub: '42', email: 'Ana@Gmail.com', name: 'Ana', email_verified: true });
    }) as unknown as typeof fetch;
    expect(await fetchGoogleIdentity(cfg, 'code-1', fakeFetch)).toEqual({
      provider: 'google',
      subject: '42',
      email: 'ana@gmail.com',
      name: 'Ana',
    });
    expect(calls).toHaveLength(2);
  });
});
