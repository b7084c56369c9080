import type { Branch, Catalogue } from '@/machines/catalogue/catalogue.types';
import type { AbandonedCart, MenuVisit } from '@/machines/menu-browsing/menu-browsing.machine';
import { DEFAULT_LANGUAGE } from '@/machines/rules/languages';
import { ApiError, type HttpCall } from './http';

const segment = encodeURIComponent;

/** Branch, catalogue and menu tracking calls (ordering.md §7 "Branches and menu", "Tracking tied to ordering"). */
export function createCatalogueApi(call: HttpCall) {
  return {
    /**
     * GET /local/{brandId}/{storeId} (?lang= when not Spanish: the server translates a branch's own status
     * note): data[0] becomes the current branch.
     */
    fetchBranch: async (
      brandId: string,
      storeId: string,
      language: string = DEFAULT_LANGUAGE,
    ): Promise<Branch> => {
      const body = await call<Branch[] | Branch>(`/local/${segment(brandId)}/${segment(storeId)}`, {
        query: { lang: language !== DEFAULT_LANGUAGE ? language : undefined },
      });
      const branch = Array.isArray(body.data) ? body.data[0] : body.data;
      if (!branch || typeof branch !== 'object' || typeof branch.id !== 'string')
        throw new ApiError('branch: no branch in the answer', 404);
      return branch;
    },
    /**
     * GET /menu/{brandId}/{storeId}/{userId or guest}, with ?lang when the language is not Spanish (the
     * server translates the content), normalised (ordering.md §3 "Menu").
     */
    fetchCatalogue: async (input: {
      brandId: string;
      storeId: string;
      userId: string;
      language: string;
    }): Promise<Catalogue> => {
      const body = await call<unknown>(
        `/menu/${segment(input.brandId)}/${segment(input.storeId)}/${segment(input.userId)}`,
        {
          query: { lang: input.language !== DEFAULT_LANGUAGE ? input.language : undefined },
        },
      );
      // The normaliser arrives with the first menu (not on the first screen: docs/performance.md).
      const { normaliseCatalogue } = await import('@/machines/catalogue/normalise-catalogue');
      return normaliseCatalogue(body);
    },
    /** POST /activities/record-menu-visit {idUser, storeId, idMarca}. */
    recordMenuVisit: async (visit: MenuVisit): Promise<void> => {
      await call('/activities/record-menu-visit', { method: 'POST', body: visit });
    },
    /** POST /activities/update-cart {idUser, storeId, products, idMarca}: the abandoned cart. */
    reportAbandonedCart: async (cart: AbandonedCart): Promise<void> => {
      await call('/activities/update-cart', { method: 'POST', body: cart });
    },
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
