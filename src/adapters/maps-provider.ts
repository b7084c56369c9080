import type { AddressSuggestion, PlaceDetails } from '@/machines/address-search/address-search.rules';

/**
 * Where the address search's suggestions come from (ordering.md §7 "Maps service"; docs/ordering-address.md):
 * Google Places in the browser when a maps key is configured at build time (`VITE_MAPS_API_KEY`), else the
 * reference server's routes (`/api/maps/*`: its offline gazetteer, or the server's own `MAPS_API_KEY`).
 * Google's code is a separate chunk, imported only when configured and only by this route's flow.
 */
export interface MapsProvider {
  /** Loads the service (Google's script); rejects with `{ service }` when it fails. */
  load(): Promise<void>;
  search(query: string): Promise<AddressSuggestion[]>;
  place(placeId: string): Promise<PlaceDetails>;
}

/** The browser maps key, a public client key like the translation one (empty: the server's routes). */
export const MAPS_API_KEY: string = import.meta.env.VITE_MAPS_API_KEY || '';

export interface ServerMaps {
  autocompleteAddress(input: string, sessionToken?: string): Promise<AddressSuggestion[]>;
  fetchPlaceDetails(placeId: string, sessionToken?: string): Promise<PlaceDetails>;
}

/** A session token groups one search's keystrokes and its place details (Places billing). */
const newSessionToken = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/** The reference server's routes: nothing to load. */
export function serverMapsProvider(api: ServerMaps): MapsProvider {
  let token = newSessionToken();
  return {
    load: async () => {},
    search: (query) => api.autocompleteAddress(query, token),
    place: async (placeId) => {
      const place = await api.fetchPlaceDetails(placeId, token);
      token = newSessionToken();
      return place;
    },
  };
}

// i18n-exempt: the maps service's product name, shown in 'Error al cargar la API de {service}'.
const GOOGLE_MAPS = 'Google Maps';

/**
 * Google's module, present in the build only when a key is configured at build time (a build without one has
 * no Google code at all), and fetched only when this route's flow first loads the provider.
 */
const loadGoogle: (() => Promise<typeof import('./google-places')>) | null = import.meta.env.VITE_MAPS_API_KEY
  ? () => import('./google-places')
  : null;

/** Google Places when a key is configured (its module loads on first use), else the server's routes. */
export function createMapsProvider(
  api: ServerMaps,
  key: string = MAPS_API_KEY,
  importGoogle = loadGoogle,
): MapsProvider {
  if (!key || !importGoogle) return serverMapsProvider(api);
  let google: Promise<MapsProvider> | null = null;
  const provider = () => {
    google ??= importGoogle().then((m) => m.googlePlacesProvider(key));
    return google;
  };
  return {
    load: async () => {
      const loaded = await provider().catch(() => {
        google = null;
        throw { service: GOOGLE_MAPS };
      });
      await loaded.load();
    },
    search: async (query) => (await provider()).search(query),
    place: async (placeId) => (await provider()).place(placeId),
  };
}
