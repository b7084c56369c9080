/**
 * Where each kind of rule lives (docs/architecture.md "Where each kind of rule lives", issue 10): routes
 * hold no SQL, the catalogue viewer check sits with the other ownership checks, and the text-normalising
 * and password-length rules have one definition each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalise, slugify } from '@/machines/rules/format';

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const matching = (files: string[], pattern: RegExp) => files.filter((f) => pattern.test(read(f)));

describe('one home for each rule', () => {
  it('route files hold no SQL: their queries live in server/services', () => {
    const routes = sources('server/routes');
    expect(routes.length).toBeGreaterThan(10);
    expect(matching(routes, /\b(db|tx|conn)\s*\.\s*(query|exec)\b/)).toEqual([]);
    expect(matching(routes, /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/)).toEqual([]);
  });

  it('catalogueViewer is defined once, in server/http/access.ts', () => {
    expect(matching(sources('server'), /export function catalogueViewer\b/)).toEqual([
      'server/http/access.ts',
    ]);
  });

  it('text is normalised in one place (machines/rules/format.ts), for the app and the server', () => {
    const files = [...sources('machines'), ...sources('server'), ...sources('src')];
    expect(matching(files, /\.normalize\(\s*'NFD'\s*\)/)).toEqual(['machines/rules/format.ts']);
    expect(normalise('  Café  con Leche! ')).toBe('cafe con leche');
    expect(slugify('Café con Leche!')).toBe('cafe-con-leche');
    expect(slugify('--Ñandú & Co--')).toBe('nandu-co');
  });

  it('one password minimum length and one e-mail normaliser', () => {
    const files = [...sources('machines'), ...sources('server'), ...sources('src')];
    expect(matching(files, /password\.length\s*[<>]=?\s*\d|value\.length\s*<\s*8\b/)).toEqual([]);
    expect(matching(files, /normalizeEmail\s*=/)).toEqual(['machines/rules/account-validators.ts']);
  });
});
