import type { Product, ProductDetail } from '@/machines/catalogue/catalogue.types';
import type { FetchProductInput, ProductVisit } from '@/machines/order-preparation/order-preparation.setup';
import { ApiError, type HttpCall } from './http';

const segment = encodeURIComponent;

/** Product calls (ordering.md §7): the product detail and the product-visit tracking. */
export function createProductApi(call: HttpCall) {
  return {
    /**
     * GET /menu/product/{brandId}/{storeId}/{sku}: the product (data[0]) and categoriasComplementarias
     * (at the top level of the answer, or on data[0] as the reference server also sends it).
     */
    fetchProduct: async ({ brandId, storeId, sku }: FetchProductInput): Promise<ProductDetail> => {
      const body = await call<Array<Product & { categoriasComplementarias?: unknown }>>(
        `/menu/product/${segment(brandId)}/${segment(storeId)}/${segment(sku)}`,
      );
      const first = Array.isArray(body.data) ? body.data[0] : undefined;
      if (!first || typeof first !== 'object' || !first.sku) throw new ApiError('product: no data[0]', 404);
      const { categoriasComplementarias: nested, ...product } = first;
      const top = (body as { categoriasComplementarias?: unknown }).categoriasComplementarias;
      const groups = top ?? nested;
      const categoriasComplementarias: Record<string, Product[]> = {};
      if (groups && typeof groups === 'object' && !Array.isArray(groups)) {
        for (const [title, list] of Object.entries(groups as Record<string, unknown>)) {
          if (Array.isArray(list))
            categoriasComplementarias[title] = list.filter((p) => p && typeof p === 'object');
        }
      }
      return {
        product: { ...product, children: Array.isArray(product.children) ? product.children : [] },
        categoriasComplementarias,
      };
    },
    /** POST /activities/record-product-visit {idUser, idProduct, storeId, productName, price, idMarca}. */
    recordProductVisit: async (visit: ProductVisit): Promise<void> => {
      await call('/activities/record-product-visit', { method: 'POST', body: visit });
    },
  };
}

export type ProductApi = ReturnType<typeof createProductApi>;
