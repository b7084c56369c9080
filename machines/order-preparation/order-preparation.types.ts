import type { AnyActorRef } from 'xstate';
import type { CartLine } from '../cart/cart.types';
import type { ProductDetail } from '../catalogue/catalogue.types';
import type { PriceContext } from '../rules/price-resolution';
import type { GroupError } from './option-groups';
import type { MaxQtyError, Preparation } from './order-preparation.rules';

/** The orderPreparation flow's types: what it is opened with, its context, its events and what it tells others. */
/** Where the preparation is shown: the product overlay (main reading) or the customisation modal. */
export type Presentation = 'overlay' | 'modal';

/** What the screen knows when it opens a product (`orderPreparation.opened`). */
export interface OpenRequest {
  sku: string;
  brandId: string;
  storeId: string;
  /** The branch (local) id, when the route has it (HOME/MENU); 'Volver' falls back to HOME/{id}/{storeId}. */
  branchId?: string | null;
  /** The parent page: '/menu/{id}/{storeId}', '/resumen-de-orden', … */
  basePath: string;
  /** The query string to keep ('?categoria=parrilla' or ''). */
  search: string;
  /** The cart line being edited (edit route); absent for a new product. */
  line?: CartLine | null;
  /** The brand's businessType, the user's priceCategory and the consume preference (§4 "Price resolution"). */
  priceContext: PriceContext;
  /** The user id for tracking ('guest' for a guest). */
  userId?: string | null;
  /** Overlay (default) or the customisation modal. */
  presentation?: Presentation;
}

export type SaveRefusal = 'branchClosed' | 'activeOrderElsewhere';

export interface OrderPreparationContext {
  request: OpenRequest | null;
  detail: ProductDetail | null;
  preparation: Preparation;
  /** The category-limit refusal of the last change (§5), cleared by the next successful change. */
  maxQtyError: MaxQtyError | null;
  /** Required groups below their minimum after the last submit (§5 "On submit"). */
  groupErrors: GroupError[];
  /** The open collapsible group (the first one initially). */
  openGroupId: string | null;
  /** The group the view must scroll to (set when the 300 ms have passed). */
  scrollTargetGroupId: string | null;
  /** b2b: the typed quantity as typed. */
  quantityText: string;
  /** The cart's refusal of the last save (it shows its own blocking modal). */
  refusal: SaveRefusal | null;
}

export type OrderPreparationEvent =
  | { type: 'orderPreparation.opened'; request: OpenRequest }
  | { type: 'orderPreparation.closeRequested'; hasPreviousEntry?: boolean }
  /** BASE opened without a saved auth return path (from branchSelection): the preparation and its record go. */
  | { type: 'orderPreparation.reset' }
  /** The overlay left the screen without 'Volver' (browser back, another link): nothing stays prepared. */
  | { type: 'orderPreparation.dismissed' }
  | { type: 'orderPreparation.groupToggled'; groupId: string }
  | { type: 'orderPreparation.ingredientChosen'; optionKey: string }
  | { type: 'orderPreparation.ingredientRemoved'; optionKey: string }
  | { type: 'orderPreparation.aditionalAdded'; optionKey: string }
  | { type: 'orderPreparation.aditionalRemoved'; optionKey: string }
  | { type: 'orderPreparation.quantityIncreased' }
  | { type: 'orderPreparation.quantityDecreased' }
  | { type: 'orderPreparation.quantityTyped'; text: string }
  | { type: 'orderPreparation.quantityBlurred' }
  | { type: 'orderPreparation.upsellAdded'; productId: string }
  | { type: 'orderPreparation.upsellRemoved'; productId: string }
  | { type: 'orderPreparation.upsellQuantityChanged'; productId: string; quantity: number }
  | { type: 'orderPreparation.observationsChanged'; text: string }
  | { type: 'orderPreparation.submitted' }
  | { type: 'orderPreparation.scrolled' }
  | { type: 'cart.saved' }
  | { type: 'cart.refused'; reason: SaveRefusal };

/** What the cart is told (ordering contracts): a new line, or an edited one, with a reply address. */
export type CartSaveEvent =
  | { type: 'cart.lineAdded'; line: CartLine; replyTo?: AnyActorRef }
  | { type: 'cart.lineUpdated'; line: CartLine; replyTo?: AnyActorRef };

export interface FetchProductInput {
  brandId: string;
  storeId: string;
  sku: string;
}

export interface ProductVisit {
  idUser: string;
  idProduct: string;
  storeId: string;
  productName: string;
  price: number;
  idMarca: string;
}
