/**
 * The order in progress (ordering.md §3 "Order preparation", "Customisation item", "Cart line", "Cart").
 * Wire names stay as the spec spells them: the cart is persisted in the `order` slice and becomes the
 * order payload (machines/rules/order-payload.ts). Pure types, no code.
 */

import type { CartConsumeType } from '../rules/order-payload';
import type { PriceValue } from '../rules/price-resolution';

/** A map entry; key '{sku}-{categoryId}' when the category has an id, else the sku. */
export interface CustomizationItem {
  sku: string;
  name: string;
  price: number;
  quantity: number;
  minLimit: number;
  category?: { id?: string; name: string; maxQty?: number } | null;
}

export interface Customization {
  id?: string;
  ingredients: Record<string, CustomizationItem>;
  aditionals: Record<string, CustomizationItem>;
}

export interface CartLine {
  _id: string;
  name: string;
  imageShow?: string | null;
  /** The resolved unit base price (price resolution already applied). */
  price: number;
  quantity: number;
  description?: string | null;
  sku: string;
  storeId?: string;
  /** Random 21-character id made on the client when absent. */
  orderProductId: string;
  /** Set on upsell items: the parent line's orderProductId. */
  upsellingId?: string;
  comments?: string;
  category?: { id?: string; name: string; maxQty?: number } | null;
  customization: Customization;
  upselling: CartLine[];
  crossSelling?: boolean;
  /** The catalogue price before resolution, kept so a consume-type change can re-resolve. */
  rawPrice?: PriceValue;
}

export interface CartAddress {
  tag?: string;
  addressName?: string;
  addressData?: { lat: number; lng: number };
  deliveryAddressId?: string | null;
}

export interface DeliveryOption {
  id?: string | number | null;
  tipo?: string;
  costoEnvio?: number | null;
}

/** The `order` slice. */
export interface Cart {
  draftOrderId: string | null;
  products: CartLine[];
  total: number;
  quantity: number;
  observations: string;
  consumeType: CartConsumeType | null;
  table: string | null;
  tableId: string | null;
  pickUpTime: string | null;
  diners: string | null;
  address: CartAddress | null;
  deliveryOption: DeliveryOption | null;
  crossSelling: boolean;
  selectedConsumeTypeIsFromActiveOrder: boolean;
}
