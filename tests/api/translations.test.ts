import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/machines/rules/languages';
import { BRANCH_IDS, STORE_IDS } from '@/server/db/seed/branches';
import { b2cEnglish } from '@/server/db/seed/translations';
import type { RunningServer } from '@/server/start';
import { discoverApertium } from '@/server/translation/apertium';
import type { TranslationProvider } from '@/server/translation/provider';
import { textHash } from '@/server/translation/service';
import { B2C_ID, type Body, Client, startTestServer } from './helpers';

/**
 * POST /api/translations, the /api/mt sandbox, /api/translation-metrics and ?lang= on the brand and the
 * menu. Cache, order and brand-precedence checks run on a counting stand-in engine swapped into the
 * running server, so they hold on any machine; the Apertium ones need Debian's packages (installed here
 * and in CI by tools/ensure-apertium.mjs) and are skipped without them, when the server answers Spanish.
 */
const hasApertium = (await discoverApertium()).has('en');
const KEY = 'local-sandbox-key';

let server: RunningServer;
let client: Client;
let realProvider: TranslationProvider;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client(server.url);
  realProvider = server.deps.translation.provider;
});
afterAll(() => server?.close());
afterEach(() => {
  server.deps.translation.provider = realProvider;
  vi.restoreAllMocks();
});

/** Texts no earlier run cached (CI's PostgreSQL keeps rows between runs). */
const fresh = (text: string) => `${text} ${randomBytes(4).toString('hex')}`;

/** A stand-in engine: "[en] texto", counting what reaches it; de and zh have no engine. */
function countingEngine() {
  const calls: string[][] = [];
  const provider: TranslationProvider = {
    name: 'apertium',
    async translate(texts, target) {
      calls.push(texts);
      if (!provider.supports(target)) return { translations: [...texts], passthrough: true };
      return { translations: texts.map((t) => `[${target}] ${t}`), passthrough: false };
    },
    supports: (target) => !['de', 'zh'].includes(target),
    close() {},
  };
  server.deps.translation.provider = provider;
  return calls;
}

const translate = (texts: string[], targetLang: string, extra: Record<string, unknown> = {}) =>
  client.call<Body>('POST', '/api/translations', { body: { texts, targetLang, apiKey: KEY, ...extra } });

describe('POST /api/translations', () => {
  it('answers an array of strings in request order, duplicates and blanks included', async () => {
    const calls = countingEngine();
    const [a, b] = [fresh('Uno'), fresh('Dos')];
    const res = await translate([a, b, '', a, '  '], 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([`[en] ${a}`, `[en] ${b}`, '', `[en] ${a}`, '  ']);
    expect(res.headers['x-translation-passthrough']).toBeUndefined();
    // Each distinct text reaches the engine once; blanks never do.
    expect(calls).toEqual([[a, b]]);
  });

  it('serves a repeat from the database cache without calling the engine', async () => {
    const calls = countingEngine();
    const text = fresh('Guardar cambios');
    await translate([text], 'fr');
    const again = await translate([text, fresh('Otro')], 'fr');
    expect(again.body[0]).toBe(`[fr] ${text}`);
    expect(calls).toHaveLength(2);
    expect(calls[1]).not.toContain(text);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM translation_cache WHERE source_hash = $1 AND target_lang = $2',
      [textHash(text), 'fr'],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refreshes a cached row older than 3600 s', async () => {
    const calls = countingEngine();
    const text = fresh('Vencido');
    await translate([text], 'it');
    await server.db.query(
      "UPDATE translation_cache SET translated_text = 'viejo', created_at = now() - interval '3601 seconds' WHERE source_hash = $1",
      [textHash(text)],
    );
    expect((await translate([text], 'it')).body).toEqual([`[it] ${text}`]);
    expect(calls).toHaveLength(2);
  });

  it('answers Spanish with X-Translation-Passthrough: 1 for de and zh, and never caches it', async () => {
    const calls = countingEngine();
    const text = fresh('Hola');
    for (const lang of ['de', 'zh']) {
      const res = await translate([text], lang);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([text]);
      expect(res.headers['x-translation-passthrough']).toBe('1');
    }
    expect(calls).toEqual([]);
    const { rows } = await server.db.query('SELECT 1 FROM translation_cache WHERE source_hash = $1', [
      textHash(text),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('answers Spanish unchanged for es, without the engine or the flag', async () => {
    const calls = countingEngine();
    const res = await translate(['Hola', 'Chau'], 'es');
    expect(res.body).toEqual(['Hola', 'Chau']);
    expect(res.headers['x-translation-passthrough']).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("lets the brand's own translation win over the engine, which fills the gaps", async () => {
    const calls = countingEngine();
    const [[spanish, english]] = b2cEnglish();
    const gap = fresh('Sin traducción');
    const res = await translate([spanish, gap], 'en', { idMarca: B2C_ID });
    expect(res.body).toEqual([english, `[en] ${gap}`]);
    expect(calls).toEqual([[gap]]);
    // The Host names the brand too (localhost is the demo b2c brand's domain).
    expect((await translate([spanish], 'en')).body).toEqual([english]);
  });

  it("keeps the payment provider's name out of the engine: 'Mercado Pago' is never 'Market Pay'", async () => {
    const calls: string[][] = [];
    server.deps.translation.provider = {
      name: 'apertium',
      supports: () => true,
      // A word-by-word engine, as the walk saw it.
      translate: async (texts) => {
        calls.push(texts);
        return {
          translations: texts.map((t) => `[en] ${t.replace(/Mercado Pago/g, 'Market Pay')}`),
          passthrough: false,
        };
      },
      close() {},
    };
    const text = fresh('Pagá con Mercado Pago');
    const res = await translate([text], 'en', { idMarca: B2C_ID });
    expect(res.body).toEqual([`[en] ${text}`]);
    expect(calls.flat().join('\n')).not.toContain('Mercado Pago');
  });

  it('counts engine failures in X-Translation-Errors, answers the source and does not cache it', async () => {
    const text = fresh('Falla');
    server.deps.translation.provider = {
      ...realProvider,
      supports: () => true,
      translate: async (texts) => ({ translations: [...texts], passthrough: false, failed: [0] }),
    };
    const res = await translate([text], 'en');
    expect(res.body).toEqual([text]);
    expect(res.headers['x-translation-errors']).toBe('1');
    const { rows } = await server.db.query('SELECT 1 FROM translation_cache WHERE source_hash = $1', [
      textHash(text),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('checks the client key: missing 400 with the Spanish message, unknown 403', async () => {
    const missing = await client.call('POST', '/api/translations', {
      body: { texts: ['Hola'], targetLang: 'en' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Se requiere una clave de API para usar el servicio de traducción');
    const wrong = await translate(['Hola'], 'en', { apiKey: 'otra' });
    expect(wrong.status).toBe(403);
  });

  it('takes a full batch: 100 texts of 5000 characters (over the API-wide 100 KB)', async () => {
    countingEngine();
    const texts = Array.from({ length: 100 }, (_, i) => `${i} ${'á'.repeat(4990)}`);
    const res = await translate(texts, 'de');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
  });
});

describe.runIf(hasApertium)('POST /api/translations through Apertium', () => {
  // Not one of the brand's own translations (those would win before the engine is asked).
  const sentence = 'Una ensalada fresca con lechuga y tomate.';

  it('translates es→en, stably, and answers the second call from the cache', async () => {
    await server.db.query('DELETE FROM translation_cache WHERE source_hash = $1', [textHash(sentence)]);
    const spy = vi.spyOn(realProvider, 'translate');
    const first = await translate([sentence], 'en');
    expect(first.status).toBe(200);
    expect(first.body[0]).not.toBe(sentence);
    expect(first.body[0]).toMatch(/lettuce/i);
    expect(first.headers['x-translation-passthrough']).toBeUndefined();
    const second = await translate([sentence], 'en');
    expect(second.body).toEqual(first.body);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('keeps a batch in order', async () => {
    const res = await translate(['Aceptar', 'Cancelar', 'Guardar', 'Aceptar'], 'en');
    expect(res.body).toEqual(['Accept', 'Cancel', 'Save', 'Accept']);
  });

  it('answers concurrent batches for several languages, each in its own order', async () => {
    const words = ['Cerrar sesión', 'Hola mundo.', 'Aceptar'];
    const langs: LanguageCode[] = ['en', 'pt', 'fr', 'it'];
    const answers = await Promise.all(langs.map((l) => translate(words, l)));
    for (const [i, res] of answers.entries()) {
      expect(res.status, langs[i]).toBe(200);
      expect(res.body, langs[i]).toHaveLength(3);
    }
    expect(answers[0].body).toEqual(['Close session', 'Hello World.', 'Accept']);
    expect(answers[1].body[1]).toBe('Olá mundo.');
  });
});

describe('POST /api/mt (Google v2 shape)', () => {
  it('answers data.translations[].translatedText for a string or a list', async () => {
    countingEngine();
    const one = await client.call('POST', `/api/mt?key=${KEY}`, { body: { q: 'Hola', target: 'en' } });
    expect(one.body).toEqual({
      data: { translations: [{ translatedText: '[en] Hola', detectedSourceLanguage: 'es' }] },
    });
    const many = await client.call('POST', `/api/mt?key=${KEY}`, {
      body: { q: ['Uno', 'Dos'], target: 'pt-BR', source: 'es', format: 'text' },
    });
    expect(many.body.data.translations.map((t: Body) => t.translatedText)).toEqual(['[pt] Uno', '[pt] Dos']);
  });

  it('flags untranslated answers with data.passthrough', async () => {
    countingEngine();
    const res = await client.call('POST', `/api/mt?key=${KEY}`, { body: { q: ['Hola'], target: 'zh-CN' } });
    expect(res.body.data).toEqual({
      translations: [{ translatedText: 'Hola', detectedSourceLanguage: 'es' }],
      passthrough: true,
    });
  });

  it("answers key errors in Google's shape too", async () => {
    const missing = await client.call('POST', '/api/mt', { body: { q: 'Hola', target: 'en' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: 400, message: missing.body.message });
    const wrong = await client.call('POST', '/api/mt?key=otra', { body: { q: 'Hola', target: 'en' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe(403);
  });

  it('detects the language: data.detections[0][0]', async () => {
    const res = await client.call('POST', `/api/mt/detect?key=${KEY}`, {
      body: { q: 'Quiero pedir una pizza con la salsa de la casa' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.detections[0][0]).toMatchObject({ language: 'es', isReliable: true });
  });
});

describe('POST /api/translation-metrics', () => {
  const metric = (extra: Record<string, unknown> = {}) => ({
    textHash: randomBytes(4).toString('hex'),
    textLength: 12,
    language: 'en',
    cacheHit: false,
    isError: false,
    wasTokenized: true,
    tokensPreserved: true,
    source: 'translate_batch',
    timestamp: Date.now(),
    ...extra,
  });

  it('stores a batch and answers 204', async () => {
    const metrics = [metric(), metric({ source: 'translate_offline', cacheHit: true })];
    const res = await client.call('POST', '/api/translation-metrics', { body: { metrics } });
    expect(res.status).toBe(204);
    const { rows } = await server.db.query<{ source: string }>(
      'SELECT source FROM translation_metrics WHERE text_hash = ANY ($1::text[]) ORDER BY seq',
      [metrics.map((m) => m.textHash)],
    );
    expect(rows.map((r) => r.source)).toEqual(['translate_batch', 'translate_offline']);
  });

  it('refuses a bad row, an empty list and more than 500 metrics', async () => {
    for (const metrics of [
      [metric({ textHash: 'no-hex' })],
      [metric({ source: 'otro' })],
      [metric({ language: 'tlh' })],
      [metric({ timestamp: 1700000000 })],
      [metric({ cacheHit: 'si' })],
      [],
      Array.from({ length: 501 }, () => metric()),
    ]) {
      const res = await client.call('POST', '/api/translation-metrics', { body: { metrics } });
      expect(res.status, JSON.stringify(metrics[0] ?? [])).toBe(400);
      expect(res.body.message).toMatch(/\S/);
    }
  });
});

describe('?lang= on the brand and the menu', () => {
  const menuPath = `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest`;

  it('leaves the answers exactly as they were without lang or with lang=es', async () => {
    const brand = await client.call('GET', '/api/marca/localhost');
    expect((await client.call('GET', '/api/marca/localhost?lang=es')).text).toBe(brand.text);
    const menu = await client.call('GET', menuPath);
    const menuEs = await client.call('GET', `${menuPath}?lang=es`);
    expect(menuEs.text).toBe(menu.text);
    expect(menuEs.headers.etag).toBe(menu.headers.etag);
  });

  it("answers the brand's own English first, with its own ETag", async () => {
    const spanish = await client.call('GET', menuPath);
    const res = await client.call('GET', `${menuPath}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).not.toBe(spanish.headers.etag);
    const categories = res.body.data.categories as Body[];
    expect(categories.map((c) => c.name)).toContain('Grill');
    const steak = categories.flatMap((c) => c.products).find((p: Body) => p.sku === 'PAR-001');
    expect(steak.name).toBe('Sirloin steak (bife de chorizo)');
    expect(steak.categoryName).toBe('Grill');
    // Filters and the hidden upsell category keep their Spanish.
    expect(categories.map((c) => c.name)).toContain('adicional');
    expect(categories.find((c) => c.name === 'Grill').slug).toBe('parrilla');
    const again = await client.call('GET', `${menuPath}?lang=en`, {
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.status).toBe(304);
  });

  it('answers Spanish where no engine covers the language (de), brand texts included', async () => {
    const spanish = await client.call('GET', menuPath);
    const de = await client.call('GET', `${menuPath}?lang=de`);
    expect(de.body).toEqual(spanish.body);
    const brand = await client.call('GET', '/api/marca/localhost?lang=de');
    expect(brand.headers['x-translation-passthrough']).toBe('1');
    expect(brand.body.data.termsAndConditions).toBe(
      (await client.call('GET', '/api/marca/localhost')).body.data.termsAndConditions,
    );
  });

  it('answers within the engine budget: late texts in Spanish, not kept; the engine fills the cache for the next', async () => {
    // A diner's walk at load 23: Apertium took ~10 s a text and the first English menu never answered.
    const release: Array<() => void> = [];
    const calls: string[][] = [];
    server.deps.translation.provider = {
      name: 'apertium',
      async translate(texts, target) {
        calls.push(texts);
        await new Promise<void>((resolve) => release.push(resolve));
        return { translations: texts.map((t) => `[${target}] ${t}`), passthrough: false };
      },
      supports: () => true,
      close() {},
    };
    await server.deps.db.query("DELETE FROM translation_cache WHERE target_lang = 'it'");
    const budget = server.deps.translation.budgetMs;
    server.deps.translation.budgetMs = 300;
    const steakOf = (body: Body) =>
      (body.data.categories as Body[]).flatMap((c) => c.products).find((p: Body) => p.sku === 'PAR-001');
    try {
      const started = Date.now();
      const first = await client.call('GET', `${menuPath}?lang=it`);
      expect(first.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(steakOf(first.body).name).toBe('Bife de chorizo');
      // Asked again while the engine works: the same texts are not sent twice, and the Spanish answer was not kept.
      const second = await client.call('GET', `${menuPath}?lang=it`);
      expect(steakOf(second.body).name).toBe('Bife de chorizo');
      expect(calls).toHaveLength(1);
      for (const done of release) done();
      await vi.waitFor(() => expect(server.deps.translation.inflight.size).toBe(0));
      const third = await client.call('GET', `${menuPath}?lang=it`);
      expect(steakOf(third.body).name).toBe('[it] Bife de chorizo');
      expect(calls).toHaveLength(1);
    } finally {
      server.deps.translation.budgetMs = budget;
      for (const done of release) done();
    }
  });

  it.runIf(hasApertium)('translates the gaps with Apertium: brand terms, product descriptions', async () => {
    const spanish = await client.call('GET', '/api/marca/localhost');
    const res = await client.call('GET', '/api/marca/localhost?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers['x-translation-passthrough']).toBeUndefined();
    expect(res.body.data.termsAndConditions).not.toBe(spanish.body.data.termsAndConditions);
    expect(res.body.data.termsAndConditions).toMatch(/\bthe\b/);
    expect(res.body.data.appName).toBe(spanish.body.data.appName);
    const menu = await client.call('GET', `${menuPath}?lang=en`);
    const burger = (menu.body.data.categories as Body[])
      .flatMap((c) => c.products)
      .find((p: Body) => p.sku === 'HAM-002');
    expect(burger.description).not.toBe('Dos medallones, doble cheddar, pepinos y salsa especial.');
  });
});

describe('?lang= on the branches (issue 11: a status note in the diner language)', () => {
  const palermo = BRANCH_IDS.palermo;
  const setNote = (note: string) => client.put(`/api/dev/local/${palermo}/status`, { status: 'close', note });
  const clearNote = () => client.put(`/api/dev/local/${palermo}/status`, { status: null });
  const listIn = (lang?: string) =>
    client.call<Body>('POST', `/api/local/all${lang ? `?lang=${lang}` : ''}`, { body: { idMarca: B2C_ID } });
  const find = (list: Body[], id: string) => list.find((b) => b.id === id);

  it("translates only a branch's own note; names, addresses and the schedule's lines stay as they are", async () => {
    const calls = countingEngine();
    const note = fresh('Cerrado por reformas');
    try {
      await setNote(note);
      const spanish = await listIn();
      const english = await listIn('en');
      expect(english.status).toBe(200);
      // The seed's own note (San Telmo, closed for renovations) and the one set here are translated.
      const sanTelmo = find(spanish.body.data, BRANCH_IDS.sanTelmo).scheduleStatus;
      expect(sanTelmo).toMatch(/cerrado por reformas/);
      expect(find(english.body.data, palermo).scheduleStatus).toBe(`[en] ${note}`);
      expect(find(english.body.data, BRANCH_IDS.sanTelmo).scheduleStatus).toBe(`[en] ${sanTelmo}`);
      // Everything else is the Spanish answer: the other branches' lines (read back into the UI's
      // messages by the app), every name and every address.
      const noted = [palermo, BRANCH_IDS.sanTelmo];
      const withoutNotes = (list: Body[]) =>
        list.map((b) => (noted.includes(b.id) ? { ...b, scheduleStatus: '' } : b));
      expect(withoutNotes(english.body.data)).toEqual(withoutNotes(spanish.body.data));
      // Only notes reach the engine (San Telmo's may already be cached from an earlier run on CI's database).
      expect(calls.flat()).toContain(note);
      expect(calls.flat().every((text) => text === note || text === sanTelmo)).toBe(true);
      const asked = calls.length;
      // The single-branch answers too, from the cache (the engine is not asked again).
      const byStore = await client.call<Body>('GET', `/api/local/${B2C_ID}/${STORE_IDS.palermo}?lang=en`);
      expect(byStore.body.data[0]).toMatchObject({
        scheduleStatus: `[en] ${note}`,
        name: find(spanish.body.data, palermo).name,
        address: find(spanish.body.data, palermo).address,
      });
      const byId = await client.call<Body>('GET', `/api/local/${palermo}?lang=en`);
      expect(byId.body.data[0].scheduleStatus).toBe(`[en] ${note}`);
      expect(calls).toHaveLength(asked);
    } finally {
      await clearNote();
    }
  });

  it('leaves Spanish byte-identical (no lang, lang=es) and answers the note in Spanish without an engine', async () => {
    countingEngine();
    try {
      await setNote(fresh('Cerrado por reformas'));
      const plain = await listIn();
      expect(plain.body.data.length).toBeGreaterThan(1);
      expect((await listIn('es')).text).toBe(plain.text);
      const single = await client.call('GET', `/api/local/${B2C_ID}/${STORE_IDS.palermo}`);
      expect((await client.call('GET', `/api/local/${B2C_ID}/${STORE_IDS.palermo}?lang=es`)).text).toBe(
        single.text,
      );
      const german = await listIn('de');
      expect(german.headers['x-translation-passthrough']).toBe('1');
      expect(german.body).toEqual(plain.body);
      expect((await listIn('xx')).status).toBe(400);
    } finally {
      await clearNote();
    }
  });
});
