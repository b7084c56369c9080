import type { Catalogue } from '@/locales/catalogue';
import { de } from '@/locales/de';
import { en } from '@/locales/en';
import { es } from '@/locales/es';
import { fr } from '@/locales/fr';
import { it } from '@/locales/it';
import { pt } from '@/locales/pt';
import { zh } from '@/locales/zh';
import { LANGUAGE_LOCALES, type LanguageCode } from '@/machines/rules/languages';

export const CATALOGUES: Record<LanguageCode, Catalogue> = { es, en, pt, fr, de, it, zh };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens a catalogue to `key → text` with dot-separated keys. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with the catalogues, as sentences: a key of the Spanish source missing from a language (or
 * one it has that Spanish does not), an empty text, interpolation names that differ from the source, and
 * plural keys that do not match the language's CLDR plural categories.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue> = CATALOGUES): string[] {
  const problems: string[] = [];
  const source = flatten(catalogues.es);
  const sourceBases = new Map<string, string>();
  for (const [key, text] of source) sourceBases.set(key.replace(PLURAL, ''), text);
  for (const [language, catalogue] of Object.entries(catalogues)) {
    const locale = LANGUAGE_LOCALES[language as LanguageCode] ?? language;
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const entries = flatten(catalogue);
    const bases = new Set<string>();
    for (const [key, text] of entries) {
      const base = key.replace(PLURAL, '');
      bases.add(base);
      if (!sourceBases.has(base))
        problems.push(`${language}: "${key}" is not in the Spanish source catalogue`);
      if (text.trim() === '') problems.push(`${language}: "${key}" is empty`);
      const sourceText = sourceBases.get(base);
      if (sourceText !== undefined && placeholders(text).join() !== placeholders(sourceText).join()) {
        problems.push(
          `${language}: "${key}" interpolates {{${placeholders(text)}}}, the source {{${placeholders(sourceText)}}}`,
        );
      }
      const plural = PLURAL.exec(key)?.[1];
      if (plural && !categories.includes(plural as Intl.LDMLPluralRule) && plural !== 'zero') {
        problems.push(`${language}: "${key}" is a plural form ${locale} does not have`);
      }
    }
    for (const base of sourceBases.keys()) {
      if (!bases.has(base)) problems.push(`${language}: missing "${base}"`);
    }
    const pluralBases = new Set(
      [...source.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
    );
    for (const base of pluralBases) {
      for (const category of categories) {
        if (!entries.has(`${base}_${category}`))
          problems.push(`${language}: "${base}" lacks its "${category}" form`);
      }
    }
  }
  return problems;
}
