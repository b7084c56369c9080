import * as v from 'valibot';
import { notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { findBrandByDomain, toBrandDto } from '../services/brands';

export const brandRoutes = [
  defineRoute({
    method: 'GET',
    path: '/marca/:domain',
    summary: 'Brand by domain',
    auth: 'none',
    params: v.object({ domain: v.pipe(v.string(), v.maxLength(253, 'El dominio no es válido')) }),
    async handler({ c, deps, params }) {
      const brand = await findBrandByDomain(deps.db, params.domain);
      if (!brand) throw notFound('No encontramos una marca para este dominio');
      return ok(c, toBrandDto(brand));
    },
  }),
];
