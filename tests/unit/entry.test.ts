import { describe, expect, it } from 'vitest';
import {
  captureUtm,
  decodeBase64,
  detectRestrictiveBrowser,
  parseTableQr,
  planEntry,
  readSocialReturn,
  shouldSetAuthCookies,
  socialLoginMethod,
  socialLoginUrl,
  stripAuthParams,
} from '@/machines/rules/entry';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const none = { cookies: {}, pendingMethod: null };

describe('parseTableQr', () => {
  it.each([
    [
      '?table=5&table_id=t5&branch_id=b1&store_id=s1',
      { table: '5', table_id: 't5', branch_id: 'b1', store_id: 's1' },
    ],
    [
      'table=5&table_id=t5&branch_id=b1&store_id=s1&x=1',
      { table: '5', table_id: 't5', branch_id: 'b1', store_id: 's1' },
    ],
    ['?table=5&table_id=t5&branch_id=b1', null],
    ['?table=&table_id=t5&branch_id=b1&store_id=s1', null],
    ['?table=%20&table_id=t5&branch_id=b1&store_id=s1', null],
    ['', null],
  ])('%s → %j', (search, expected) => {
    expect(parseTableQr(search)).toEqual(expected);
  });
});

describe('captureUtm', () => {
  it.each([
    [
      'https://a.example/perfil?utm_campaign=verano&x=1',
      { urlUtmCampaign: 'https://a.example/perfil?utm_campaign=verano&x=1', originalUtmPath: '/perfil' },
    ],
    ['https://a.example/?utm_source=ig', null],
    ['https://a.example/?utm_campaign=', null],
    ['not a url at all', null],
    ['', null],
  ])('%s → %j', (url, expected) => {
    expect(captureUtm(url)).toEqual(expected);
  });
});

describe('planEntry (§4.6, in the spec order)', () => {
  it.each([
    [
      'http://h/?table=5&table_id=t5&branch_id=b1&store_id=s1',
      false,
      { kind: 'tableQr', redirectTo: '/menu/b1/s1' },
    ],
    [
      'http://h/perfil?table=5&table_id=t5&branch_id=b1&store_id=s1',
      true,
      { kind: 'tableQr', redirectTo: '/menu/b1/s1' },
    ],
    ['http://h/perfil?a=1', false, { kind: 'deepLink', redirectTo: '/perfil?a=1' }],
    ['http://h/menu/b1/s1', false, { kind: 'deepLink', redirectTo: '/menu/b1/s1' }],
    ['http://h/perfil?utm_campaign=x', false, { kind: 'deepLink', redirectTo: '/perfil?utm_campaign=x' }],
    ['http://h/perfil?utm_campaign=x', true, { kind: 'utmVisit', urlUTM: 'http://h/perfil?utm_campaign=x' }],
    ['http://h/?utm_campaign=x', false, { kind: 'utmVisit', urlUTM: 'http://h/?utm_campaign=x' }],
    ['http://h/', false, { kind: 'none' }],
    ['http://h/auth', false, { kind: 'none' }],
    ['http://h/no-existe', false, { kind: 'none' }],
    ['http://h/perfil', true, { kind: 'none' }],
    ['', false, { kind: 'none' }],
  ])('%s (user: %s) → %j', (url, hasUser, expected) => {
    expect(planEntry(url, hasUser)).toMatchObject(expected);
  });
});

describe('decodeBase64 never throws', () => {
  it.each([
    [b64('64b7f0a1c2d3e4f5a6b7c801'), '64b7f0a1c2d3e4f5a6b7c801'],
    [b64('Sofía Martínez'), 'Sofía Martínez'],
    [b64('ab'), 'ab'],
    [b64('ab').replace(/=+$/, ''), 'ab'],
    [b64('https://x.example/?a=1&b=2').replace(/\+/g, '-').replace(/\//g, '_'), 'https://x.example/?a=1&b=2'],
    ['', ''],
    ['%%%', null],
    ['abc$', null],
    ['a', null],
    ['abcde', null],
    ['ab=c', null],
    ['YQ=', null],
    ['gA==', null], // a lone continuation byte: not UTF-8
    [b64('\u0001x'), null], // control characters
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(decodeBase64(value as string | null | undefined)).toBe(expected);
  });

  it('turns a space back into "+" (a raw + in a query string)', () => {
    const encoded = b64('>>>?'); // contains '+' and '/'
    expect(encoded).toMatch(/[+/]/);
    expect(decodeBase64(encoded.replace(/\+/g, ' '))).toBe('>>>?');
  });
});

describe('readSocialReturn (URL → auth_token → cookies)', () => {
  const url = `?uid=${encodeURIComponent(b64('u1'))}&token=${encodeURIComponent(b64('t1'))}&idMarca=${encodeURIComponent(b64('m1'))}&campaign=`;

  it('reads full credentials from the URL and holds the token for the success call', () => {
    expect(readSocialReturn(url, none)).toEqual({
      kind: 'credentials',
      method: 'url',
      credentials: { userId: 'u1', authToken: 't1', idMarca: 'm1', campaign: '' },
      temporaryToken: 't1',
    });
  });

  it('prefers the auth_token query as the temporary token when both are present', () => {
    expect(readSocialReturn(`${url}&auth_token=raw`, none)).toMatchObject({
      method: 'url',
      temporaryToken: 'raw',
    });
  });

  it.each([
    ['?uid=%%%&token=dDE=', 'bad characters'],
    [`?uid=${b64('u1')}`, 'token missing'],
    [`?uid=${b64('u1')}&token=a`, 'truncated token'],
    [`?uid=${b64('u1')}&token=${b64('t1')}&idMarca=gA==`, 'brand id not UTF-8'],
    [`?token=${b64('t1')}`, 'uid missing'],
  ])('fails on a tampered URL (%s: %s)', (search) => {
    expect(readSocialReturn(search, none)).toEqual({ kind: 'failed', reason: 'invalid' });
  });

  it("fails on the provider's error", () => {
    expect(readSocialReturn('?error=access_denied', none)).toEqual({
      kind: 'failed',
      reason: 'providerError',
    });
  });

  it('reads a lone auth_token', () => {
    expect(readSocialReturn('?auth_token=abc', none)).toEqual({
      kind: 'credentials',
      method: 'auth_token',
      credentials: null,
      temporaryToken: 'abc',
    });
  });

  it('reads cookies only while a social login is pending', () => {
    const cookies = { userId: 'u1', authToken: 't1', idMarca: 'm1' };
    expect(readSocialReturn('', { cookies, pendingMethod: 'google' })).toEqual({
      kind: 'credentials',
      method: 'cookies',
      credentials: { userId: 'u1', authToken: 't1', idMarca: 'm1', campaign: '' },
      temporaryToken: null,
    });
    expect(readSocialReturn('', { cookies, pendingMethod: null })).toEqual({ kind: 'none' });
    expect(readSocialReturn('', { cookies: { userId: 'u1' }, pendingMethod: 'google' })).toEqual({
      kind: 'none',
    });
  });
});

describe('stripAuthParams', () => {
  it.each([
    ['http://h/auth?uid=a&token=b&idMarca=c&campaign=&auth_token=d', '/auth'],
    ['http://h/auth?error=access_denied&x=1#top', '/auth?x=1#top'],
    ['/perfil?utm_campaign=v', '/perfil?utm_campaign=v'],
  ])('%s → %s', (url, expected) => {
    expect(stripAuthParams(url)).toBe(expected);
  });
});

describe('detectRestrictiveBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'safari',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'safari',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'firefox'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
      'firefox',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      null,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
      null,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      null,
    ],
    ['', null],
  ])('%s → %s', (ua, expected) => {
    expect(detectRestrictiveBrowser(ua)).toBe(expected);
  });

  it('sets cookies everywhere but Safari', () => {
    expect(shouldSetAuthCookies(null)).toBe(true);
    expect(shouldSetAuthCookies('firefox')).toBe(true);
    expect(shouldSetAuthCookies('safari')).toBe(false);
  });
});

describe('socialLoginUrl and method', () => {
  it('builds the provider URL with the optional campaign and browser', () => {
    expect(
      socialLoginUrl({
        method: 'google',
        brandId: 'b1',
        origin: 'http://localhost:4173',
        urlUtmCampaign: null,
        browser: null,
      }),
    ).toBe('/api/auth/google?idMarca=b1&dominio=http%3A%2F%2Flocalhost%3A4173');
    const withAll = new URL(
      socialLoginUrl({
        method: 'google',
        brandId: 'b1',
        origin: 'https://a.example',
        urlUtmCampaign: 'https://a.example/?utm_campaign=v&x=1',
        browser: 'safari',
      }),
      'https://a.example',
    );
    expect(Object.fromEntries(withAll.searchParams)).toEqual({
      idMarca: 'b1',
      dominio: 'https://a.example',
      urlUTM: 'https://a.example/?utm_campaign=v&x=1',
      browser: 'safari',
    });
  });

  it.each([
    ['Google', 'google'],
    [' Facebook ', 'facebook'],
    ['', 'google'],
    [null, 'google'],
    [undefined, 'google'],
  ])('provider %j → method %s', (name, method) => {
    expect(socialLoginMethod(name)).toBe(method);
  });
});
