import { normalise } from '@/machines/rules/format';
import type { Queryable } from '../db/db';

/** An autocomplete prediction (flat, plus the maps provider's structured_formatting). */
export interface Prediction {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string;
  structured_formatting: { main_text: string; secondary_text: string };
}

export interface PlaceDetails {
  place_id: string;
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface MapsProvider {
  readonly name: 'gazetteer' | 'google';
  autocomplete(input: string, sessionToken?: string): Promise<Prediction[]>;
  place(placeId: string, sessionToken?: string): Promise<PlaceDetails | null>;
}

/** Queries run only for inputs longer than this (ordering.md §5: "after more than 5 characters"). */
export const AUTOCOMPLETE_MIN_CHARS = 5;
export const AUTOCOMPLETE_LIMIT = 5;

const prediction = (placeId: string, main: string, secondary: string): Prediction => ({
  place_id: placeId,
  description: `${main}, ${secondary}, Argentina`,
  main_text: main,
  secondary_text: secondary,
  structured_formatting: { main_text: main, secondary_text: secondary },
});

interface PlaceRow {
  place_id: string;
  street: string;
  number: string;
  barrio: string;
  city: string;
  postal_code: string;
  lat: string;
  lng: string;
}

const SECONDARY = 'Ciudad Autónoma de Buenos Aires';

/** The offline sandbox: the seeded gazetteer of Buenos Aires addresses. */
export function gazetteerProvider(db: Queryable): MapsProvider {
  return {
    name: 'gazetteer',
    async autocomplete(input) {
      const tokens = normalise(input).split(' ').filter(Boolean).slice(0, 8);
      if (tokens.length === 0) return [];
      const { rows } = await db.query<PlaceRow>(
        `SELECT * FROM gazetteer_places g
         WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) t WHERE position(t IN g.search) = 0)
         ORDER BY (position($2 IN g.search) = 1) DESC, g.street, g.number LIMIT $3`,
        [tokens, tokens[0], AUTOCOMPLETE_LIMIT],
      );
      return rows.map((r) => prediction(r.place_id, `${r.street} ${r.number}`, `${r.barrio}, ${SECONDARY}`));
    },
    async place(placeId) {
      const { rows } = await db.query<PlaceRow>('SELECT * FROM gazetteer_places WHERE place_id = $1', [
        placeId,
      ]);
      const r = rows[0];
      if (!r) return null;
      return {
        place_id: r.place_id,
        name: `${r.street} ${r.number}`,
        formatted_address: `${r.street} ${r.number}, ${r.postal_code} ${r.city}, Argentina`,
        geometry: { location: { lat: Number(r.lat), lng: Number(r.lng) } },
      };
    },
  };
}

// Real provider ------------------------------------------------------------------------------------

const GOOGLE_BASE = 'https://maps.googleapis.com/maps/api/place';

/** Autocomplete request: addresses in Argentina and Germany, Spanish (ordering.md §7 Maps service). */
export function googleAutocompleteUrl(key: string, input: string, sessionToken?: string): string {
  const q = new URLSearchParams({
    input,
    types: 'address',
    components: 'country:ar|country:de',
    language: 'es',
    key,
  });
  if (sessionToken) q.set('sessiontoken', sessionToken);
  return `${GOOGLE_BASE}/autocomplete/json?${q}`;
}

export function googlePlaceUrl(key: string, placeId: string, sessionToken?: string): string {
  const q = new URLSearchParams({
    place_id: placeId,
    fields: 'place_id,name,formatted_address,geometry',
    language: 'es',
    key,
  });
  if (sessionToken) q.set('sessiontoken', sessionToken);
  return `${GOOGLE_BASE}/details/json?${q}`;
}

type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

interface GoogleAutocomplete {
  status?: string;
  predictions?: Array<{
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }>;
}
interface GoogleDetails {
  status?: string;
  result?: PlaceDetails;
}

/** The real provider (MAPS_API_KEY). Not exercised offline: only its request building is tested. */
export function googleMapsProvider(key: string, fetchImpl: FetchLike = fetch): MapsProvider {
  return {
    name: 'google',
    async autocomplete(input, sessionToken) {
      const res = await fetchImpl(googleAutocompleteUrl(key, input, sessionToken));
      const body = (res.ok ? await res.json() : {}) as GoogleAutocomplete;
      return (body.predictions ?? []).slice(0, AUTOCOMPLETE_LIMIT).map((p) => {
        const main = p.structured_formatting?.main_text ?? p.description;
        const secondary = p.structured_formatting?.secondary_text ?? '';
        return { ...prediction(p.place_id, main, secondary), description: p.description };
      });
    },
    async place(placeId, sessionToken) {
      const res = await fetchImpl(googlePlaceUrl(key, placeId, sessionToken));
      const body = (res.ok ? await res.json() : {}) as GoogleDetails;
      return body.result ? { ...body.result, place_id: body.result.place_id ?? placeId } : null;
    },
  };
}

export function mapsProvider(db: Queryable, apiKey: string | undefined): MapsProvider {
  return apiKey ? googleMapsProvider(apiKey) : gazetteerProvider(db);
}
