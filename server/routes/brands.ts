import * as v from 'valibot';
import { notFound } from '../http/errors';
import { defineRoute, ok } from '../http/route';
import { findBrandByDomain, toBrandDto } from '../services/brands';
import { langQueryField, targetOf, translateBrand } from '../translation/content';

export const brandRoutes = [
  defineRoute({
    method: 'GET',
    path: '/marca/:domain',
    summary: 'Brand by domain (?lang= translates termsAndConditions and privacyPolicy)',
    auth: 'none',
    params: v.object({ domain: v.pipe(v.string(), v.maxLength(253, 'El dominio no es válido')) }),
    query: v.object({ lang: langQueryField }),
    async handler({ c, deps, params, query }) {
      const brand = await findBrandByDomain(deps.db, params.domain);
      if (!brand) throw notFound('No encontramos una marca para este dominio');
      const target = targetOf(query.lang);
      if (!target) return ok(c, toBrandDto(brand));
      const { dto, passthrough } = await translateBrand(deps.db, deps.translation, toBrandDto(brand), target);
      if (passthrough) c.header('X-Translation-Passthrough', '1');
      return ok(c, dto);
    },
  }),
];
