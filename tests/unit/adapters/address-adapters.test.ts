// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAddressApi } from '@/src/adapters/address-api';
import { googlePlacesProvider } from '@/src/adapters/google-places';
import { ApiError, createHttpClient } from '@/src/adapters/http';
import { createMapsProvider, type ServerMaps } from '@/src/adapters/maps-provider';

/** The address adapters: the server's routes and shapes (docs/api.md), the provider choice, the maps script failure. */
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('address-api', () => {
  const api = createAddressApi(createHttpClient('/api'));

  it('maps the gazetteer prediction and place to the flow shapes', async () => {
    const fetchMock = answering(200, {
      status: 'success',
      data: [
        {
          place_id: 'gz-1',
          description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
          main_text: 'Honduras 4850',
          secondary_text: 'Palermo, Ciudad Autónoma de Buenos Aires',
          structured_formatting: {
            main_text: 'Honduras 4850',
            secondary_text: 'Palermo, Ciudad Autónoma de Buenos Aires',
          },
        },
      ],
    });
    expect(await api.autocompleteAddress('Honduras 48', 'tok')).toEqual([
      {
        placeId: 'gz-1',
        description: 'Honduras 4850, Palermo, Ciudad Autónoma de Buenos Aires, Argentina',
        mainText: 'Honduras 4850',
        secondaryText: 'Palermo, Ciudad Autónoma de Buenos Aires',
      },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/maps/autocomplete?input=Honduras+48&sessiontoken=tok');

    answering(200, {
      status: 'success',
      data: {
        place_id: 'gz-1',
        name: 'Honduras 4850',
        formatted_address: 'Honduras 4850, C1414 CABA, Argentina',
        geometry: { location: { lat: -34.58, lng: -58.43 } },
      },
    });
    expect(await api.fetchPlaceDetails('gz-1')).toEqual({
      placeId: 'gz-1',
      name: 'Honduras 4850',
      formattedAddress: 'Honduras 4850, C1414 CABA, Argentina',
      lat: -34.58,
      lng: -58.43,
    });
  });

  it("reads data.estimaciones, and a refused save's data.message", async () => {
    answering(200, {
      status: 'success',
      data: { estimaciones: [{ id: 'moto', tipo: 'Moto', costoEnvio: 1800 }] },
    });
    expect(await api.estimateDelivery({ idLocal: 'b', lat: 1, lon: 2, cantidad: 1, total: 0 })).toEqual([
      { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
    ]);
    answering(400, {
      status: 'error',
      message: 'El teléfono no es válido',
      data: { message: 'El teléfono no es válido' },
    });
    const refusal = api.saveAddress({
      idCliente: 'u',
      idMarca: 'm',
      deliveryAddress: 'x',
      coordinates: { dropoff: { lat: 1, lon: 2 } },
      customerName: 'Ana',
      customerPhone: '+5412',
      deliveryInstructions: 'Timbre',
      etiqueta: 'Casa',
      isDefault: true,
    });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, message: 'El teléfono no es válido' });
  });
});

describe('maps provider choice', () => {
  const server: ServerMaps = {
    autocompleteAddress: vi.fn(async () => []),
    fetchPlaceDetails: vi.fn(async (placeId: string) => ({
      placeId,
      name: '',
      formattedAddress: '',
      lat: 0,
      lng: 0,
    })),
  };

  it("without a key the server's routes answer, and Google's module is never imported", async () => {
    const importGoogle = vi.fn();
    const maps = createMapsProvider(server, '', importGoogle);
    await maps.load();
    await maps.search('Honduras 48');
    expect(server.autocompleteAddress).toHaveBeenCalledWith('Honduras 48', expect.any(String));
    expect(importGoogle).not.toHaveBeenCalled();
  });

  it("with a key, a module that cannot load fails with the service's name", async () => {
    const maps = createMapsProvider(server, 'key', () => Promise.reject(new Error('chunk')));
    await expect(maps.load()).rejects.toEqual({ service: 'Google Maps' });
  });

  it("Google's script failing to load rejects with the service's name ('Error al cargar la API de Google Maps')", async () => {
    const appended: string[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      appended.push((node as HTMLScriptElement).src);
      queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    const loading = googlePlacesProvider('browser-key').load();
    expect(appended).toHaveLength(1);
    expect(appended[0]).toContain('libraries=places');
    expect(appended[0]).toContain('key=browser-key');
    await expect(loading).rejects.toEqual({ service: 'Google Maps' });
    append.mockRestore();
  });
});
