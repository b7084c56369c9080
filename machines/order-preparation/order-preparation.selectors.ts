import type { SnapshotFrom } from 'xstate';
import type { UiText } from '../../locales/catalogue';
import { resolvePrice } from '../rules/price-resolution';
import {
  aditionalOptions,
  type GroupError,
  groupCount,
  groupCounter,
  groupErrorText,
  isAddDisabled,
  isOptionDisabled,
  itemKey,
  optionGroups,
  optionQuantity,
} from './option-groups';
import type { orderPreparationMachine } from './order-preparation.machine';
import { type Presentation, readingOf, type SaveRefusal } from './order-preparation.setup';

export type OrderPreparationSnapshot = SnapshotFrom<typeof orderPreparationMachine>;

/** One option of a group as the view shows it (a radio in a single-choice group, a checkbox otherwise). */
export interface OptionView {
  /** The customisation map key ('{sku}-{categoryId}'), sent back in events. */
  key: string;
  name: string;
  price: number;
  quantity: number;
  isSelected: boolean;
  isDisabled: boolean;
}

/** A collapsible ingredient group (§2 "Content", §5 "Option groups"). */
export interface GroupView {
  id: string;
  name: string;
  /** maxQty 1: one choice replaces the other (radio group). */
  isSingleChoice: boolean;
  /** Shows 'Requerido'. */
  isRequired: boolean;
  /** '{current}/{minQty}' or '( Mínimo {n} )', or null. */
  counter: UiText | null;
  /** The error under the group after a submit ('Elige una opción'…), or null. */
  error: UiText | null;
  isOpen: boolean;
  /** The "+" of a chosen option is disabled (group count ≥ maxQty). */
  isAddDisabled: boolean;
  options: OptionView[];
}

export interface AditionalView {
  key: string;
  name: string;
  price: number;
  quantity: number;
}

export interface UpsellView {
  id: string;
  name: string;
  imageShow: string | null;
  price: number;
  /** 0 when not added. */
  quantity: number;
}

export interface UpsellGroupView {
  /** The category title (content). */
  title: string;
  products: UpsellView[];
}

export interface ProductView {
  name: string;
  description: string;
  imageShow: string | null;
  /** Dietary tags ('ref'). */
  tags: string[];
  /** Allergens ('alergenos'). */
  allergens: string[];
}

/** Anything to show: loading, ready, saving, unavailable or the modal closing (not `closed`). */
export const selectIsOpen = (s: OrderPreparationSnapshot): boolean => !s.matches('closed');
/** The product is loading: shimmer skeletons. */
export const selectIsLoading = (s: OrderPreparationSnapshot): boolean => s.matches('loading');
/** The product could not be loaded: the toast was shown; the overlay offers 'Volver'. */
export const selectIsUnavailable = (s: OrderPreparationSnapshot): boolean => s.matches('unavailable');
/** The product is on screen (configuring or saving). */
export const selectHasProduct = (s: OrderPreparationSnapshot): boolean =>
  s.matches('ready') || s.matches('saving') || (s.matches('closingModal') && s.context.detail !== null);
/** The cart has not answered the save yet: the save button ignores presses. */
export const selectIsSaving = (s: OrderPreparationSnapshot): boolean => s.matches('saving');
/** The customisation modal plays its 300 ms close. */
export const selectIsClosingModal = (s: OrderPreparationSnapshot): boolean => s.matches('closingModal');
/** Overlay or customisation modal. */
export const selectPresentation = (s: OrderPreparationSnapshot): Presentation =>
  s.context.request?.presentation ?? 'overlay';
/** Editing a cart line: the button reads 'Guardar cambios' instead of 'Agregar al pedido'. */
export const selectIsEditing = (s: OrderPreparationSnapshot): boolean => Boolean(s.context.request?.line);
/** b2b brands type the quantity ('Cantidad:') instead of a stepper. */
export const selectIsTypedQuantity = (s: OrderPreparationSnapshot): boolean =>
  s.context.request?.priceContext.businessType === 'b2b';
/** The sku of the request (the view compares it with its route). */
export const selectSku = (s: OrderPreparationSnapshot): string | null => s.context.request?.sku ?? null;

/** Name, description, image, tags and allergens of the product (content, shown through translation). */
export const selectProductView = (s: OrderPreparationSnapshot): ProductView | null => {
  const product = s.context.detail?.product;
  if (!product) return null;
  return {
    name: product.name,
    description: product.description ?? '',
    imageShow: product.imageShow ?? product.image ?? null,
    tags: product.ref ?? [],
    allergens: product.alergenos ?? [],
  };
};

const errorOf = (errors: readonly GroupError[], name: string): UiText | null => {
  const error = errors.find((candidate) => candidate.name === name);
  return error ? groupErrorText(error) : null;
};

/** The ingredient groups with their options, counters, errors and disabled states. */
export const selectGroups = (s: OrderPreparationSnapshot): GroupView[] => {
  const { detail, preparation, request, groupErrors, openGroupId } = s.context;
  if (!detail) return [];
  const product = preparation.product;
  const ctx = request?.priceContext ?? {};
  return optionGroups(detail.product, ctx).map((group) => ({
    id: group.id,
    name: group.name,
    isSingleChoice: group.maxQty === 1,
    isRequired: group.isRequired,
    counter: groupCounter(group, groupCount(product, group.id)),
    error: errorOf(groupErrors, group.name),
    isOpen: openGroupId === group.id,
    isAddDisabled: isAddDisabled(product, group),
    options: group.options.map((option) => {
      const quantity = optionQuantity(product, option);
      return {
        key: itemKey(option),
        name: option.name,
        price: resolvePrice(option.price, ctx),
        quantity,
        isSelected: quantity > 0,
        isDisabled: isOptionDisabled(product, group, option),
      };
    }),
  }));
};

/** The 'Adicionales' section (empty when the product has none). */
export const selectAditionals = (s: OrderPreparationSnapshot): AditionalView[] => {
  const { detail, preparation, request } = s.context;
  if (!detail) return [];
  return aditionalOptions(detail.product).map((option) => ({
    key: itemKey(option),
    name: option.name,
    price: resolvePrice(option.price, request?.priceContext ?? {}),
    quantity: optionQuantity(preparation.product, option),
  }));
};

/** 'Complementa tu pedido': upsell products grouped by category title, with the added quantity. */
export const selectUpsellGroups = (s: OrderPreparationSnapshot): UpsellGroupView[] => {
  const { detail, preparation, request } = s.context;
  if (!detail) return [];
  const added = preparation.product?.upselling ?? [];
  return Object.entries(detail.categoriasComplementarias ?? {})
    .filter(([, products]) => products.length > 0)
    .map(([title, products]) => ({
      title,
      products: products.map((product) => ({
        id: product._id,
        name: product.name,
        imageShow: product.imageShow ?? product.image ?? null,
        price: resolvePrice(product.price, request?.priceContext ?? {}),
        quantity: added.find((item) => item._id === product._id)?.quantity ?? 0,
      })),
    }));
};

/** The bottom bar's total (product line + upsell items); 0 shows 'Selecciona un producto'. */
export const selectTotal = (s: OrderPreparationSnapshot): number => s.context.preparation.total;
/** The product quantity. */
export const selectQuantity = (s: OrderPreparationSnapshot): number =>
  s.context.preparation.product?.quantity ?? 1;
/** b2b: the quantity field's text as typed. */
export const selectQuantityText = (s: OrderPreparationSnapshot): string => s.context.quantityText;
/** The stepper's minus: disabled at 1 on the overlay; the modal's minus at 1 closes it (§2). */
export const selectCanDecrease = (s: OrderPreparationSnapshot): boolean =>
  readingOf(s.context) === 'modal' || selectQuantity(s) > 1;
/** 'Observaciones'. */
export const selectObservations = (s: OrderPreparationSnapshot): string =>
  s.context.preparation.product?.comments ?? '';
/** The category-limit message of the last refused change (§5), or null. */
export const selectMaxQtyError = (s: OrderPreparationSnapshot): UiText | null =>
  s.context.maxQtyError?.message ?? null;
/** The group the view must scroll into view now (after the 300 ms), or null. */
export const selectScrollTarget = (s: OrderPreparationSnapshot): string | null =>
  s.matches({ ready: { validation: 'scrollRequested' } }) ? s.context.scrollTargetGroupId : null;
/** The cart refused the last save (its own modal explains why). */
export const selectRefusal = (s: OrderPreparationSnapshot): SaveRefusal | null => s.context.refusal;
/** The save button sends: only while configuring. */
export const selectCanSubmit = (s: OrderPreparationSnapshot): boolean =>
  s.can({ type: 'orderPreparation.submitted' });
/** The customisation modal is showing (opened with presentation 'modal', until its 300 ms reset). */
export const selectIsModalShown = (s: OrderPreparationSnapshot): boolean =>
  !s.matches('closed') && s.context.request?.presentation === 'modal';
