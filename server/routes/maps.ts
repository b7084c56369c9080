import * as v from 'valibot';
import { notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { AUTOCOMPLETE_MIN_CHARS, mapsProvider } from '../services/maps';

const token = v.optional(v.pipe(v.string(), v.maxLength(100, 'El token de sesión no es válido')));

export const mapsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/maps/autocomplete',
    summary:
      'Address predictions (offline gazetteer, or the real provider with MAPS_API_KEY); empty for 5 characters or fewer',
    auth: 'none',
    query: v.object({
      input: v.pipe(
        v.string('El campo "input" es obligatorio'),
        v.maxLength(200, 'La búsqueda no puede superar 200 caracteres'),
      ),
      sessiontoken: token,
    }),
    async handler({ c, deps, query }) {
      const input = query.input.trim();
      if (input.length <= AUTOCOMPLETE_MIN_CHARS) return ok(c, [], { provider: 'none' });
      const provider = mapsProvider(deps.db, deps.config.mapsApiKey);
      return ok(c, await provider.autocomplete(input, query.sessiontoken), { provider: provider.name });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/maps/place/:placeId',
    summary: 'Place details: {place_id, name, formatted_address, geometry:{location:{lat, lng}}}',
    auth: 'none',
    params: v.object({
      placeId: v.pipe(v.string(), v.minLength(1), v.maxLength(300, 'El lugar no es válido')),
    }),
    query: v.object({ sessiontoken: token }),
    async handler({ c, deps, params, query }) {
      const provider = mapsProvider(deps.db, deps.config.mapsApiKey);
      const place = await provider.place(params.placeId, query.sessiontoken);
      if (!place) throw notFound('No se encontró la dirección');
      return ok(c, place);
    },
  }),
];
