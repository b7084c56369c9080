import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { createApp } from '@/server/app';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_RULES,
  type RateLimitsConfig,
  rateLimitsFromEnv,
} from '@/server/config';
import { addressKey } from '@/server/http/rate-limit';
import type { RunningServer } from '@/server/start';
import { type ApiResponse, B2C_ID, Client, DEMO, lastMail, startTestServer, uniqueEmail } from './helpers';

const MESSAGE = textIn(es, 'limits.tooManyAttempts');

/** Small limits, so a test reaches them in a few calls; each test speaks from its own address. */
const small = (ip: number, account: number) => ({
  ip: { max: ip, windowSeconds: 600 },
  account: { max: account, windowSeconds: 600 },
});
const LIMITS: RateLimitsConfig = {
  rules: {
    login: small(6, 3),
    register: small(4, 2),
    codeSend: small(4, 2),
    codeCheck: small(4, 2),
    recovery: small(4, 2),
    guest: { ip: { max: 3, windowSeconds: 600 }, account: null },
  },
  // Behind one proxy: the address is the last X-Forwarded-For entry, so each test picks its own.
  trustedProxies: 1,
  scale: 1,
};

let server: RunningServer;
let nextAddress = 1;
const RUN = randomBytes(2).toString('hex');

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: LIMITS } });
});
afterAll(async () => {
  await server?.close();
});

/**
 * A client whose requests come from a fresh address: an IPv6 /64 of the documentation range, random per run,
 * so a PostgreSQL database shared between runs (CI) carries no counts over.
 */
function clientFromNewAddress() {
  const address = `2001:db8:${RUN}:${(nextAddress++).toString(16)}::1`;
  const client = new Client(server.url);
  const headers = { 'x-forwarded-for': `10.9.9.9, ${address}` };
  return {
    client,
    address,
    post: (path: string, body?: unknown) => client.post(path, body, { headers }),
  };
}

/**
 * A verified diner, signed up from an address of its own: a PostgreSQL database shared by the suites (CI) has
 * counted the other files' sign-ups from 127.0.0.1 against this server's small limits.
 */
async function signUpFromNewAddress() {
  const { post } = clientFromNewAddress();
  const email = uniqueEmail();
  const password = 'Clave1234';
  expect((await post('/api/register', { name: 'Lucía Pérez', email, password })).status).toBe(200);
  expect((await post('/api/register/sentMail', { email })).status).toBe(200);
  const { code } = await lastMail(new Client(server.url), email);
  const verified = await post('/api/register/mailVerified', { email, codigoValidacion: code });
  expect(verified.status).toBe(200);
  return { email, password, user: verified.body.data };
}

function expectTooMany(res: ApiResponse, window = 600) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MESSAGE);
  expect(res.body.data.message).toBe(MESSAGE);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(window);
  expect(res.body.retryAfterSeconds).toBe(retryAfter);
}

describe('account rate limits (issue 10 #14)', () => {
  it('login: an account is locked after its limit of attempts, whatever the password, with Retry-After', async () => {
    const { post } = clientFromNewAddress();
    const { email, password } = await signUpFromNewAddress();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/login', { email, password: 'Mala1234' })).status).toBe(400);
    expectTooMany(await post('/api/login', { email, password }));
    // From another address the same account is still locked: the limit is per account too.
    expectTooMany(await clientFromNewAddress().post('/api/login', { email, password }));
    // Another account from the first address is not.
    expect((await post('/api/login', DEMO)).status).toBe(200);
  });

  it('login: the right password clears the wrong attempts before it', async () => {
    const { post } = clientFromNewAddress();
    const { email, password } = await signUpFromNewAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        expect((await post('/api/login', { email, password: 'Mala1234' })).status).toBe(400);
      expect((await post('/api/login', { email, password })).status).toBe(200);
    }
  });

  it('login: one address is limited across accounts', async () => {
    const { post } = clientFromNewAddress();
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/login', { email: uniqueEmail('nadie'), password: 'Clave1234' })).status).toBe(
        404,
      );
    }
    expectTooMany(await post('/api/login', DEMO));
    expect((await clientFromNewAddress().post('/api/login', DEMO)).status).toBe(200);
  });

  it('guest creation is limited per address', async () => {
    const { post } = clientFromNewAddress();
    for (let i = 0; i < 3; i++) expect((await post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
    expectTooMany(await post(`/api/user/guest/${B2C_ID}`));
    expectTooMany(await post('/api/user/guest', { idMarca: B2C_ID }));
    expect((await clientFromNewAddress().post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
  });

  it('registration: the e-mail check and the registration share a limit per account', async () => {
    const { post } = clientFromNewAddress();
    const email = uniqueEmail();
    expect((await post('/api/register/checkemail', { email })).status).toBe(200);
    expect((await post('/api/register', { name: 'Lucía Pérez', email, password: 'Clave1234' })).status).toBe(
      200,
    );
    expectTooMany(await post('/api/register', { name: 'Lucía Pérez', email, password: 'Clave1234' }));
    // Another e-mail from the same address still registers, until the address's limit (4 calls).
    expect((await post('/api/register/checkemail', { email: uniqueEmail() })).status).toBe(200);
    expectTooMany(await post('/api/register/checkemail', { email: uniqueEmail() }));
  });

  it('code sending and code checking are limited per account', async () => {
    const { post } = clientFromNewAddress();
    const email = uniqueEmail();
    await post('/api/register', { name: 'Lucía Pérez', email, password: 'Clave1234' });
    expect((await post('/api/register/sentMail', { email })).status).toBe(200);
    expect((await post('/api/register/sentMail', { email })).status).toBe(200);
    expectTooMany(await post('/api/register/sentMail', { email }));
    const { code } = await lastMail(new Client(server.url), email);
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await post('/api/register/mailVerified', { email, codigoValidacion: wrong })).status).toBe(400);
    expect((await post('/api/register/mailVerified', { email, codigoValidacion: wrong })).status).toBe(400);
    // The right code too: the limit is checked before the code.
    expectTooMany(await post('/api/register/mailVerified', { email, codigoValidacion: code }));
  });

  it('password recovery: the e-mail per account, the reset per user', async () => {
    const { post } = clientFromNewAddress();
    const { email, user } = await signUpFromNewAddress();
    expect((await post('/api/forgotpassword', { email })).status).toBe(200);
    expect((await post('/api/forgotpassword', { email })).status).toBe(200);
    expectTooMany(await post('/api/forgotpassword', { email }));
    const other = clientFromNewAddress();
    const reset = (token: string) =>
      other.post(`/api/forgotpassword/resetpassword/${user._id}/${token}`, {
        password: 'Nueva1234',
        password2: 'Nueva1234',
      });
    expect((await reset('no-es-un-token')).status).toBe(400);
    expect((await reset('tampoco')).status).toBe(400);
    expectTooMany(await reset('otro-intento'));
  });

  it('the counts live in the database: two instances on it share them', async () => {
    // A second app on the same database, listening on its own port: another instance.
    const second = serve({ fetch: createApp(server.deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => second.once('listening', () => resolve()));
    try {
      const secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
      const one = clientFromNewAddress();
      const headers = { 'x-forwarded-for': one.address };
      const two = new Client(secondUrl);
      expect((await one.post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
      expect((await two.post(`/api/user/guest/${B2C_ID}`, undefined, { headers })).status).toBe(200);
      expect((await one.post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
      expectTooMany(await two.post(`/api/user/guest/${B2C_ID}`, undefined, { headers }));
    } finally {
      await new Promise<void>((resolve) => second.close(() => resolve()));
    }
  });

  it('a window that has ended starts again', async () => {
    const { post } = clientFromNewAddress();
    for (let i = 0; i < 3; i++) await post(`/api/user/guest/${B2C_ID}`);
    expectTooMany(await post(`/api/user/guest/${B2C_ID}`));
    // The window's start moved back past its length: what the clock does in ten minutes.
    await server.db.query(
      "UPDATE rate_limits SET window_start = window_start - interval '11 minutes' WHERE key LIKE 'guest:ip:%'",
    );
    expect((await post(`/api/user/guest/${B2C_ID}`)).status).toBe(200);
  });
});

describe('rate limit settings', () => {
  it('defaults: every rule has an address limit, the account rules an account limit, windows of a day at most', () => {
    const config = rateLimitsFromEnv({});
    expect(config.rules).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.trustedProxies).toBe(0);
    for (const rule of RATE_LIMIT_RULES) {
      const { ip, account } = config.rules[rule];
      expect(ip.max).toBeGreaterThan(0);
      expect(ip.windowSeconds).toBeLessThanOrEqual(86_400);
      if (rule !== 'guest') expect(account?.max).toBeGreaterThan(0);
    }
  });

  it('RATE_LIMIT_<RULE>_IP / _ACCOUNT replace one limit, RATE_LIMIT_SCALE multiplies, nonsense keeps the default', () => {
    const config = rateLimitsFromEnv({
      RATE_LIMIT_LOGIN_ACCOUNT: '5/60',
      RATE_LIMIT_CODE_SEND_IP: '7/120',
      RATE_LIMIT_GUEST_IP: '0/60',
      RATE_LIMIT_REGISTER_IP: 'off',
      RATE_LIMIT_RECOVERY_IP: '5/999999',
      RATE_LIMIT_SCALE: '2',
      TRUST_PROXY: '1',
    });
    expect(config.rules.login.account).toEqual({ max: 10, windowSeconds: 60 });
    expect(config.rules.codeSend.ip).toEqual({ max: 14, windowSeconds: 120 });
    expect(config.rules.guest.ip.max).toBe(DEFAULT_RATE_LIMITS.guest.ip.max * 2);
    expect(config.rules.register.ip.max).toBe(DEFAULT_RATE_LIMITS.register.ip.max * 2);
    expect(config.rules.recovery.ip.windowSeconds).toBe(DEFAULT_RATE_LIMITS.recovery.ip.windowSeconds);
    expect(config.trustedProxies).toBe(1);
    expect(rateLimitsFromEnv({ RATE_LIMIT_SCALE: '0' }).rules).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_SCALE: '-3' }).rules).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
