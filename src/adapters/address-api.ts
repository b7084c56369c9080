import type {
  AddressPayload,
  AddressSuggestion,
  DeliveryEstimate,
  EstimateRequest,
  PlaceDetails,
  SavedAddress,
} from '@/machines/address-search/address-search.rules';
import type { HttpCall } from './http';

/** The reference server's prediction (GET /api/maps/autocomplete, docs/api.md "Maps sandbox"). */
interface ServerPrediction {
  place_id: string;
  description: string;
  main_text?: string;
  secondary_text?: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}
/** GET /api/maps/place/{placeId}. */
interface ServerPlace {
  place_id: string;
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export const toSuggestion = (p: ServerPrediction): AddressSuggestion => ({
  placeId: p.place_id,
  description: p.description,
  mainText: p.structured_formatting?.main_text ?? p.main_text ?? p.description,
  secondaryText: p.structured_formatting?.secondary_text ?? p.secondary_text ?? '',
});

export const toPlaceDetails = (p: ServerPlace, placeId: string): PlaceDetails => ({
  placeId: p.place_id ?? placeId,
  name: p.name,
  formattedAddress: p.formatted_address,
  lat: Number(p.geometry.location.lat),
  lng: Number(p.geometry.location.lng),
});

/** Delivery addresses, the delivery estimate and the server's maps routes (ordering.md §7 Orders, External services). */
export function createAddressApi(call: HttpCall) {
  return {
    /** GET /pedido/direccion/{brandId}/{userId}: data[], the saved addresses (default first). */
    fetchSavedAddresses: async (brandId: string, userId: string): Promise<SavedAddress[]> => {
      const body = await call<SavedAddress[]>(
        `/pedido/direccion/${encodeURIComponent(brandId)}/${encodeURIComponent(userId)}`,
      );
      return Array.isArray(body.data) ? body.data : [];
    },
    /** POST /pedido/direccion: data (data._id); a refusal's message is read from data.message. */
    saveAddress: async (payload: AddressPayload): Promise<SavedAddress> =>
      (await call<SavedAddress>('/pedido/direccion', { method: 'POST', body: payload })).data,
    /** POST /pedido/delivery/estimate {idLocal, lat, lon, cantidad, total}: data.estimaciones[]. */
    estimateDelivery: async (request: EstimateRequest): Promise<DeliveryEstimate[]> => {
      const body = await call<{ estimaciones?: DeliveryEstimate[] }>('/pedido/delivery/estimate', {
        method: 'POST',
        body: request,
      });
      return Array.isArray(body.data?.estimaciones) ? body.data.estimaciones : [];
    },
    /** GET /maps/autocomplete?input= (the server's gazetteer, or its Places key). */
    autocompleteAddress: async (input: string, sessionToken?: string): Promise<AddressSuggestion[]> => {
      const body = await call<ServerPrediction[]>('/maps/autocomplete', {
        query: { input, sessiontoken: sessionToken },
      });
      return Array.isArray(body.data) ? body.data.map(toSuggestion) : [];
    },
    /** GET /maps/place/{placeId}. */
    fetchPlaceDetails: async (placeId: string, sessionToken?: string): Promise<PlaceDetails> => {
      const body = await call<ServerPlace>(`/maps/place/${encodeURIComponent(placeId)}`, {
        query: { sessiontoken: sessionToken },
      });
      return toPlaceDetails(body.data, placeId);
    },
  };
}
