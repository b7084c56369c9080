import type { Queryable } from '../db';
import { gazetteerRows } from './data/gazetteer';

/** Lowercase, accents and punctuation removed, single spaces: what the autocomplete matches on. */
export function normaliseSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'gz-' plus the slug of street and number, e.g. gz-honduras-4850. */
export const placeIdFor = (street: string, number: string) =>
  `gz-${normaliseSearch(`${street} ${number}`).replace(/ /g, '-')}`;

export async function seedGazetteer(tx: Queryable): Promise<void> {
  for (const [street, number, barrio, postal, lat, lng] of gazetteerRows) {
    await tx.query(
      `INSERT INTO gazetteer_places (place_id, street, number, barrio, postal_code, lat, lng, search)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (place_id) DO NOTHING`,
      [
        placeIdFor(street, number),
        street,
        number,
        barrio,
        postal,
        lat,
        lng,
        normaliseSearch(`${street} ${number} ${barrio} caba capital federal buenos aires`),
      ],
    );
  }
}
