import { normalise } from '@/machines/rules/format';
import type { Queryable } from '../db';
import { gazetteerRows } from './data/gazetteer';

/** 'gz-' plus the slug of street and number, e.g. gz-honduras-4850. */
export const placeIdFor = (street: string, number: string) =>
  `gz-${normalise(`${street} ${number}`).replace(/ /g, '-')}`;

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
        normalise(`${street} ${number} ${barrio} caba capital federal buenos aires`),
      ],
    );
  }
}
