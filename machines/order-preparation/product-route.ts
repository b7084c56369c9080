import { ROUTES } from '../rules/routes';

/** A product path: the overlay's parent page and what to open (ordering.md §2 "Route parameters"). */
export interface ProductRoute {
  /** The parent page the overlay sits on ('/menu/{id}/{storeId}', '/resumen-de-orden', …). */
  basePath: string;
  sku: string;
  /** The edit path's storeId ('…/product/{storeId}/{sku}/{orderProductId}'). */
  storeId: string | null;
  orderProductId: string | null;
  /** The branch id and store id of a HOME/MENU parent, when it has them. */
  branchId: string | null;
  branchStoreId: string | null;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Reads `{basePath}/product/{sku}` or `{basePath}/product/{storeId}/{sku}/{orderProductId}`; null for any
 * other path (the overlay renders nothing then, as with a missing sku).
 */
export function matchProductPath(pathname: string): ProductRoute | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const index = parts.lastIndexOf('product');
  if (index < 2) return null;
  const rest = parts.slice(index + 1).map(decode);
  if (rest.length !== 1 && rest.length !== 3) return null;
  if (rest.some((segment) => segment === '')) return null;
  const base = parts.slice(0, index);
  const basePath = base.join('/') || ROUTES.BASE;
  const isBranchParent =
    (base[1] === ROUTES.HOME.slice(1) || base[1] === ROUTES.MENU.slice(1)) && base.length >= 4;
  return {
    basePath,
    sku: rest.length === 1 ? rest[0] : rest[1],
    storeId: rest.length === 3 ? rest[0] : null,
    orderProductId: rest.length === 3 ? rest[2] : null,
    branchId: isBranchParent ? decode(base[2]) : null,
    branchStoreId: isBranchParent ? decode(base[3]) : null,
  };
}
