/**
 * The catalogue's records as the app reads them (ordering.md §3 "Branch", "Menu", "Product", "Price",
 * "Option"). Wire names stay as the API spells them. Shared by the branch, catalogue, menu, order
 * preparation and cart flows; pure types, no code.
 */
import type { PriceValue } from '../rules/price-resolution';
import type { Schedule } from '../rules/schedule';

export type BranchStatusValue = 'open' | 'close' | 'closing_soon';

export interface DeliveryPropio {
  activo: boolean;
  name: string;
}

export interface SystemOptions {
  _id?: string;
  tableSystem: boolean;
  takeawaySystem: boolean;
  deliverySystem: boolean;
  deliveryPropio?: DeliveryPropio | null;
}

/** A branch (local) as `POST /local/all` and `GET /local/{brandId}/{storeId}` answer it. */
export interface Branch {
  _id?: string;
  id: string;
  storeId: string;
  idMarca?: string;
  name: string;
  address: string;
  image?: string | null;
  /** The messaging-app number (named after the app). */
  whatsapp?: string | null;
  PercentagePoints?: number | null;
  status: BranchStatusValue;
  scheduleStatus?: string | null;
  geoLocation?: { latitude: number; longitude: number } | null;
  schedule?: Schedule | null;
  systemOptions?: SystemOptions | null;
  /** Km from the position sent with the request (nearest first), when one was sent. */
  distance?: number | null;
  [key: string]: unknown;
}

/** ordering.md §3 "Consume preference": kept across reloads in the `consumePreferences` slice. */
export type PreferredConsumeType =
  | 'tableSystem'
  | 'takeawaySystem'
  | 'deliverySystem'
  | { type: 'deliveryPropio'; data: DeliveryPropio & { name: string } };

export interface ConsumePreferences {
  preferredConsumeType: PreferredConsumeType | null;
  lastSelectedLocalId: string | null;
}

/** A product child: with a category it is an ingredient, without one an aditional (§3 "Option"). */
export interface ProductOption {
  _id?: string;
  name: string;
  sku: string;
  price?: PriceValue;
  active?: boolean;
  minLimit?: number;
  quantity?: number;
  category?: { id?: string; name: string; minQty?: number; maxQty?: number } | null;
}

export interface Product {
  _id: string;
  sku: string;
  name: string;
  description?: string | null;
  image?: string | null;
  imageShow?: string | null;
  price?: PriceValue;
  /** Dietary tag names. */
  ref?: string[] | null;
  alergenos?: string[] | null;
  children?: ProductOption[] | null;
  storeId?: string;
  localId?: string;
  categoryId?: string;
  categoryName?: string;
  subcategoryId?: string;
  subcategoryName?: string;
  isSubcategory?: boolean;
  featured?: boolean;
  hasOptions?: boolean;
  [key: string]: unknown;
}

export interface Subcategory {
  id: string;
  name: string;
  description?: string | null;
  image?: string | null;
  products: Product[];
}

export interface Category {
  _id?: string;
  id: string;
  name: string;
  slug?: string;
  image?: string | null;
  type: 'category' | 'preferences';
  products: Product[];
  subcategories?: Subcategory[] | null;
}

/** `GET /menu/{brandId}/{storeId}/{userId}`'s data, normalised (categories may come as `categorias` or `menu`). */
export interface Catalogue {
  home: { products: Product[]; featuredCategories: Category[]; recentProducts: Product[] };
  categories: Category[];
}

/** `GET /menu/product/{brandId}/{storeId}/{sku}`: the product (data[0]) and its upsell groups. */
export interface ProductDetail {
  product: Product;
  /** Category title → upsell products. */
  categoriasComplementarias: Record<string, Product[]>;
}
