import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '@/server/config';
import {
  ApertiumPool,
  ApertiumProcess,
  discoverApertium,
  escapeStream,
  stripUnknownMarks,
} from '@/server/translation/apertium';
import { detectLanguage } from '@/server/translation/detect';
import {
  apertiumProvider,
  GOOGLE_TRANSLATE_URL,
  googleProvider,
  googleRequest,
  passthroughProvider,
} from '@/server/translation/provider';

/**
 * The engine without HTTP: the process pool (its mechanics with a stand-in pipeline, so they are checked
 * on any machine), Apertium itself where it is installed, the Google adapter with an injected fetch (no
 * network), detection and configuration.
 */

// Debian's apertium packages (tools/ensure-apertium.mjs; installed here and in CI). Without them the
// server answers Spanish with the passthrough flag, which the other tests cover; these need the engine.
const apertium = await discoverApertium();
const hasApertium = apertium.has('en');

/** A null-flush pipeline that uppercases each segment: GNU sed, unbuffered, NUL-separated. */
const UPPER = "sed -u -z 's/.*/\\U&/'";
const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const p of opened.splice(0)) p.close();
});
function process_(pipeline: string, timeoutMs = 5000, onFailure: (r: string) => void = () => {}) {
  const p = new ApertiumProcess(pipeline, timeoutMs, onFailure);
  opened.push(p);
  return p;
}

describe('a long-lived pipeline', () => {
  it('answers each request with its own text, in order, even when many are queued at once', async () => {
    const p = process_(UPPER);
    const texts = Array.from({ length: 50 }, (_, i) => `texto número ${i}`);
    const answers = await Promise.all(texts.map((t) => p.translate(t)));
    expect(answers.map((a) => a.text)).toEqual(texts.map((t) => t.toUpperCase()));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(p.spawned).toBe(1);
  });

  it('keeps the blanks around a text and answers blank texts without the engine', async () => {
    const p = process_(UPPER);
    expect((await p.translate('  hola\n')).text).toBe('  HOLA\n');
    expect(await p.translate('   ')).toEqual({ text: '   ', ok: true });
    expect(p.spawned).toBe(1);
  });

  it('replaces a pipeline that was killed, and answers the next request from the new one', async () => {
    const p = process_(UPPER);
    expect((await p.translate('uno')).text).toBe('UNO');
    const first = p.pid;
    process.kill(-(first as number), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    expect((await p.translate('dos')).text).toBe('DOS');
    expect(p.pid).not.toBe(first);
    expect(p.spawned).toBe(2);
  });

  it('answers the source when the engine takes longer than the timeout, counts it, and carries on', async () => {
    const failures: string[] = [];
    // A stand-in engine that hangs on "lento" and uppercases the rest.
    const hangOnLento = `while IFS= read -r -d '' t; do [[ $t == lento* ]] && sleep 30; printf '%s\\0' "\${t^^}"; done`;
    const p = process_(hangOnLento, 300, (r) => failures.push(r));
    const started = Date.now();
    const [slow, next] = await Promise.all([p.translate('lento'), p.translate('rápido')]);
    expect(slow).toEqual({ text: 'lento', ok: false });
    expect(next).toEqual({ text: 'RÁPIDO', ok: true });
    expect(failures[0]).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(p.spawned).toBe(2);
  });

  it('answers the source after close, without starting anything', async () => {
    const p = process_(UPPER);
    p.close();
    expect(await p.translate('hola')).toEqual({ text: 'hola', ok: false });
    expect(p.spawned).toBe(0);
  });
});

describe('the stream format', () => {
  it('escapes the characters Apertium reads as markup', () => {
    expect(escapeStream('a [b] ^c$ <d> / @e *f {g} #h \\')).toBe(
      'a \\[b\\] \\^c\\$ \\<d\\> \\/ \\@e \\*f \\{g\\} \\#h \\\\',
    );
  });

  it('drops unknown-word marks a diner must never see, but keeps the ones the source had', () => {
    expect(stripUnknownMarks('Grilled *guarnición and #bife, @xyz', 'x')).toBe(
      'Grilled guarnición and bife, xyz',
    );
    expect(stripUnknownMarks('Write to ventas@brasa.com #promo', 'ventas@brasa.com #promo')).toBe(
      'Write to ventas@brasa.com #promo',
    );
  });
});

describe.runIf(hasApertium)('Apertium (installed)', () => {
  it('finds the four offline pairs, the locale variants first, and none for de or zh', () => {
    expect(apertium.get('en')?.mode).toBe('spa-eng_US');
    expect([...apertium.keys()].sort()).toEqual(['en', 'fr', 'it', 'pt']);
  });

  it('translates Spanish into each language, without unknown-word marks', async () => {
    const pool = new ApertiumPool(apertium, { poolSize: 1, timeoutMs: 10_000 });
    opened.push(pool);
    const sentence = 'Corte de 400 g a la parrilla, con guarnición a elección.';
    for (const lang of ['en', 'pt', 'fr', 'it'] as const) {
      const { text, ok } = await pool.translate(lang, sentence);
      expect(ok, lang).toBe(true);
      expect(text, lang).not.toBe(sentence);
      expect(text, lang).not.toMatch(/[*#@]\p{L}/u);
      expect(text.endsWith('.'), lang).toBe(true);
    }
    expect((await pool.translate('en', 'Hola mundo.')).text).toBe('Hello World.');
  });

  it('answers concurrent requests across a pool of two, each correctly and in order', async () => {
    const pool = new ApertiumPool(apertium, { poolSize: 2, timeoutMs: 10_000 });
    opened.push(pool);
    const words = ['Aceptar', 'Cancelar', 'Guardar', 'Cerrar sesión', 'Hola mundo.'];
    const alone: string[] = [];
    for (const w of words) alone.push((await pool.translate('en', w)).text);
    const texts = Array.from({ length: 60 }, (_, i) => words[i % words.length]);
    const answers = await Promise.all(texts.map((t) => pool.translate('en', t)));
    expect(answers.map((a) => a.text)).toEqual(texts.map((_, i) => alone[i % words.length]));
    expect(pool.processes('en')).toHaveLength(2);
    expect(pool.stats.errors).toBe(0);
  });

  it('replaces a killed Apertium pipeline', async () => {
    const pool = new ApertiumPool(apertium, { poolSize: 1, timeoutMs: 10_000 });
    opened.push(pool);
    expect((await pool.translate('en', 'Aceptar')).text).toBe('Accept');
    const [worker] = pool.processes('en');
    process.kill(-(worker.pid as number), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    expect((await pool.translate('en', 'Aceptar')).text).toBe('Accept');
    expect(worker.spawned).toBe(2);
  });

  it('passes through the languages it has no pair for', async () => {
    const provider = apertiumProvider(new ApertiumPool(apertium, { poolSize: 1, timeoutMs: 10_000 }));
    opened.push(provider);
    expect(await provider.translate(['Hola'], 'de')).toEqual({ translations: ['Hola'], passthrough: true });
    expect(await provider.translate(['Hola'], 'zh')).toEqual({ translations: ['Hola'], passthrough: true });
    expect(provider.supports('de')).toBe(false);
    expect(provider.supports('en')).toBe(true);
  });
});

describe('passthrough', () => {
  it('answers the source, flagged, except for Spanish', async () => {
    expect(await passthroughProvider.translate(['Hola', 'Chau'], 'en')).toEqual({
      translations: ['Hola', 'Chau'],
      passthrough: true,
    });
    expect((await passthroughProvider.translate(['Hola'], 'es')).passthrough).toBe(false);
  });
});

describe('Google Cloud Translation v2', () => {
  it('builds the v2 request: key in the query, JSON {q, target, source: es, format: text}', () => {
    const { url, init } = googleRequest('k&1', ['Hola', 'Chau'], 'zh');
    expect(url).toBe(`${GOOGLE_TRANSLATE_URL}?key=k%261`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({
      q: ['Hola', 'Chau'],
      target: 'zh-CN',
      source: 'es',
      format: 'text',
    });
  });

  it('reads data.translations[].translatedText in order, in chunks of 128, through the injected fetch', async () => {
    const calls: Array<{ url: string; body: { q: string[]; target: string } }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      calls.push({ url, body });
      const translations = body.q.map((q: string) => ({ translatedText: `[${body.target}] ${q}` }));
      return new Response(JSON.stringify({ data: { translations } }), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = googleProvider('secreto', { fetch: fakeFetch });
    const texts = Array.from({ length: 130 }, (_, i) => `texto ${i}`);
    const result = await provider.translate(texts, 'en');
    expect(result.translations).toEqual(texts.map((t) => `[en] ${t}`));
    expect(result.passthrough).toBe(false);
    expect(result.failed).toEqual([]);
    expect(calls.map((c) => c.body.q.length)).toEqual([128, 2]);
    expect(calls[0].url).toContain('key=secreto');
  });

  it('answers the sources, marked failed, when the service errs or answers something else', async () => {
    const failing = (async () =>
      new Response('{"error":{"code":403}}', { status: 403 })) as unknown as typeof fetch;
    const odd = (async () =>
      new Response(
        JSON.stringify({ data: { translations: [{ translatedText: 5 }] } }),
      )) as unknown as typeof fetch;
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    for (const f of [failing, odd, offline]) {
      const result = await googleProvider('k', { fetch: f }).translate(['Hola'], 'fr');
      expect(result).toEqual({ translations: ['Hola'], passthrough: false, failed: [0] });
    }
  });
});

describe('detection', () => {
  it('tells the six languages apart by their stop words, and Chinese by script', () => {
    expect(detectLanguage('Hola, quiero pedir una pizza con la salsa de la casa').language).toBe('es');
    expect(detectLanguage('Hello, I would like to order the pizza with the house sauce').language).toBe('en');
    expect(detectLanguage('Olá, você pode trazer o pedido para a mesa, por favor?').language).toBe('pt');
    expect(detectLanguage('Bonjour, je voudrais une pizza avec la sauce de la maison').language).toBe('fr');
    expect(detectLanguage('Ciao, vorrei una pizza con il sugo della casa, grazie').language).toBe('it');
    expect(detectLanguage('Hallo, ich möchte eine Pizza mit der Soße des Hauses').language).toBe('de');
    expect(detectLanguage('你好，我想点一个披萨').language).toBe('zh-CN');
    expect(detectLanguage('12345')).toEqual({ language: 'und', confidence: 0, isReliable: false });
  });
});

describe('configuration', () => {
  it('reads the provider, the client keys, the pool size, the timeout and the budget, with safe defaults', () => {
    expect(configFromEnv({}).translation).toEqual({
      provider: 'apertium',
      googleKey: undefined,
      clientKeys: ['local-sandbox-key'],
      poolSize: 2,
      timeoutMs: 5000,
      budgetMs: 15000,
    });
    const custom = configFromEnv({
      TRANSLATE_PROVIDER: 'google',
      GOOGLE_TRANSLATE_KEY: 'g',
      TRANSLATE_CLIENT_KEYS: ' app-key , kiosk-key ,',
      TRANSLATE_POOL_SIZE: '3',
      TRANSLATE_TIMEOUT_MS: 'nada',
      TRANSLATE_BUDGET_MS: '2500',
    }).translation;
    expect(custom).toEqual({
      provider: 'google',
      googleKey: 'g',
      clientKeys: ['app-key', 'kiosk-key'],
      poolSize: 3,
      timeoutMs: 5000,
      budgetMs: 2500,
    });
  });
});
