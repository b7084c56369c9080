import { getDetails } from 'use-places-autocomplete';
import type { AddressSuggestion, PlaceDetails } from '@/machines/address-search/address-search.rules';
import type { MapsProvider } from './maps-provider';

// i18n-exempt: the maps service's product name, shown in 'Error al cargar la API de {service}'.
const SERVICE = 'Google Maps';
const SCRIPT_ID = 'google-maps-places';

interface Prediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}
interface PlacesNamespace {
  AutocompleteService: new () => {
    getPlacePredictions(
      request: Record<string, unknown>,
      callback: (predictions: Prediction[] | null, status: string) => void,
    ): void;
  };
  AutocompleteSessionToken: new () => unknown;
}
type GoogleWindow = Window & { google?: { maps?: { places?: PlacesNamespace } } };

let loading: Promise<void> | null = null;

/** Adds the Maps JavaScript API script with the places library once; rejects with `{ service }` on failure. */
function loadScript(key: string): Promise<void> {
  const w = window as GoogleWindow;
  if (w.google?.maps?.places) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&language=es`;
    script.onload = () => (w.google?.maps?.places ? resolve() : reject({ service: SERVICE }));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject({ service: SERVICE });
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Google Places in the browser (ordering.md §7 "Maps service": autocomplete of type address in ar and de, place
 * details with name, formatted_address and geometry). Predictions come from the AutocompleteService (the flow
 * owns the thresholds and the debounce, so use-places-autocomplete's hook is not used); details through
 * use-places-autocomplete's `getDetails`.
 */
export function googlePlacesProvider(key: string): MapsProvider {
  let token: unknown = null;
  const places = () => (window as GoogleWindow).google?.maps?.places as PlacesNamespace;
  return {
    load: () => loadScript(key),
    search: (query) =>
      new Promise<AddressSuggestion[]>((resolve, reject) => {
        const api = places();
        token ??= new api.AutocompleteSessionToken();
        new api.AutocompleteService().getPlacePredictions(
          {
            input: query,
            types: ['address'],
            componentRestrictions: { country: ['ar', 'de'] },
            sessionToken: token,
          },
          (predictions, status) => {
            if (status !== 'OK' && status !== 'ZERO_RESULTS') return reject(new Error(status));
            resolve(
              (predictions ?? []).map((p) => ({
                placeId: p.place_id,
                description: p.description,
                mainText: p.structured_formatting?.main_text ?? p.description,
                secondaryText: p.structured_formatting?.secondary_text ?? '',
              })),
            );
          },
        );
      }),
    place: async (placeId) => {
      const details = (await getDetails({
        placeId,
        fields: ['place_id', 'name', 'formatted_address', 'geometry'],
        sessionToken: token,
      } as never)) as {
        place_id?: string;
        name?: string;
        formatted_address?: string;
        geometry?: { location?: { lat(): number; lng(): number } };
      };
      token = null;
      const location = details.geometry?.location;
      if (!location) throw new Error('place without geometry');
      const place: PlaceDetails = {
        placeId: details.place_id ?? placeId,
        name: details.name ?? '',
        formattedAddress: details.formatted_address ?? details.name ?? '',
        lat: location.lat(),
        lng: location.lng(),
      };
      return place;
    },
  };
}
