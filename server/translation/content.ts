/**
 * `?lang=` on the brand and catalogue answers: the texts a diner reads, translated in place (brand
 * translations first, the engine for the gaps, Spanish when the language has no engine).
 */
import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@/machines/rules/languages';
import type { Queryable } from '../db/db';
import { type BatchResult, type Translation, translateTexts } from './service';

/** The `lang` query field: one of the app's codes (§9), anything else a 400. */
export const langQueryField = v.optional(
  v.picklist(LANGUAGE_CODES, `El idioma no es válido: usá uno de ${LANGUAGE_CODES.join(', ')}`),
);

/** A language to translate into, or null when the answer is today's Spanish one. */
export const targetOf = (lang: LanguageCode | undefined): LanguageCode | null =>
  lang && lang !== DEFAULT_LANGUAGE ? lang : null;

/** Brand fields a diner reads. The app name and branch names are proper nouns: never translated. */
const BRAND_FIELDS = ['termsAndConditions', 'privacyPolicy'] as const;

/**
 * Catalogue fields a diner reads (categories, subcategories, products, options and option groups).
 * Slugs, types, tags and `ref` stay: the app filters on them.
 */
const CATALOGUE_FIELDS = new Set(['name', 'description', 'categoryName', 'subcategoryName']);

/** The category of upsell-only products: the server and the app hide it by this very name. */
const KEPT_VALUES = new Set(['adicional']);

type Slot = { holder: Record<string, unknown>; key: string; text: string };

function collect(value: unknown, fields: Set<string>, out: Slot[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, fields, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const holder = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(holder)) {
    if (typeof child === 'string') {
      if (fields.has(key) && !KEPT_VALUES.has(child)) out.push({ holder, key, text: child });
    } else collect(child, fields, out);
  }
}

async function translateSlots(
  db: Queryable,
  translation: Translation,
  slots: Slot[],
  target: LanguageCode,
  brandId: string,
): Promise<BatchResult> {
  const result = await translateTexts(
    db,
    translation,
    slots.map((s) => s.text),
    target,
    brandId,
  );
  for (const [i, slot] of slots.entries()) slot.holder[slot.key] = result.translations[i];
  return result;
}

/** Translates a catalogue answer (menu, product, categories) in place; answers it for chaining. */
export async function translateCatalogue<T>(
  db: Queryable,
  translation: Translation,
  answer: T,
  target: LanguageCode,
  brandId: string,
): Promise<T> {
  await translateCatalogueIn(db, translation, answer, target, brandId);
  return answer;
}

/** The same, answering whether every text was translated (`complete`): a partial answer is not kept as ready. */
export async function translateCatalogueIn(
  db: Queryable,
  translation: Translation,
  answer: unknown,
  target: LanguageCode,
  brandId: string,
): Promise<{ complete: boolean }> {
  const slots: Slot[] = [];
  collect(answer, CATALOGUE_FIELDS, slots);
  const result = await translateSlots(db, translation, slots, target, brandId);
  return { complete: result.errors === 0 };
}

/** A brand DTO with its diner-facing texts translated (a copy), and whether any stayed Spanish. */
export async function translateBrand<T extends Record<(typeof BRAND_FIELDS)[number], string>>(
  db: Queryable,
  translation: Translation,
  dto: T & { _id: string },
  target: LanguageCode,
): Promise<{ dto: T; passthrough: boolean }> {
  const copy = { ...dto };
  const slots: Slot[] = BRAND_FIELDS.map((key) => ({ holder: copy, key, text: copy[key] }));
  const result = await translateSlots(db, translation, slots, target, dto._id);
  return { dto: copy, passthrough: result.passthrough };
}

/**
 * Branch DTOs with their free text in the diner's language: only a branch's own status note (the
 * `scheduleStatus` an override's note replaced, e.g. '(cerrado por reformas)'). Names and addresses stay as
 * the brand wrote them (an address must reach a courier and a map as written), and the schedule's own status
 * lines stay the spec's Spanish: the app reads them back into its catalogue's messages. Translated in place,
 * through the same cache as the menu's texts (brand translations, database cache, engine).
 */
export async function translateBranchNotes(
  db: Queryable,
  translation: Translation,
  branches: ReadonlyArray<{ dto: { scheduleStatus: string }; note: string | null }>,
  target: LanguageCode,
  brandId: string,
): Promise<{ passthrough: boolean }> {
  const slots: Slot[] = branches.flatMap(({ dto, note }) =>
    note && dto.scheduleStatus === note
      ? [{ holder: dto as Record<string, unknown>, key: 'scheduleStatus', text: note }]
      : [],
  );
  if (!slots.length) return { passthrough: false };
  const result = await translateSlots(db, translation, slots, target, brandId);
  return { passthrough: result.passthrough };
}
