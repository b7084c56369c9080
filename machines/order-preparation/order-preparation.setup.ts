import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MessageKey } from '../../locales/catalogue';
import type { Product, ProductDetail, ProductOption } from '../catalogue/catalogue.types';
import { neverRejectingRead } from '../never-rejecting-read';
import { readApiFailure } from '../rules/api-failure';
import type { PriceContext } from '../rules/price-resolution';
import { TIMINGS } from '../rules/timings';
import { findSystemActor } from '../system-actors';
import { showToast } from '../toasts/show-toast';
import type { NavigateParams } from '../types';
import { isIngredient, itemKey, missingGroups, optionGroups } from './option-groups';
import {
  addUpsell,
  type ChangeResult,
  clearPreparation,
  EMPTY_PREPARATION,
  lineFromProduct,
  lineToSave,
  type OptionReading,
  type Preparation,
  parseTypedQuantity,
  removeUpsell,
  setObservations,
  setProductQuantity,
  startPreparation,
  updateUpsell,
  upsellLine,
} from './order-preparation.rules';
import type {
  CartSaveEvent,
  FetchProductInput,
  OrderPreparationContext,
  OrderPreparationEvent,
  ProductVisit,
} from './order-preparation.types';
import { addAditional, chooseIngredient, removeAditional, removeIngredient } from './preparation-choices';
import type { RestoreOutcome, SavedPreparation } from './saved-preparation';

export type {
  CartSaveEvent,
  FetchProductInput,
  OpenRequest,
  OrderPreparationContext,
  OrderPreparationEvent,
  Presentation,
  ProductVisit,
  SaveRefusal,
} from './order-preparation.types';

/** ordering.md §8 "Product failure" (catalogue key). */
export const PRODUCT_FAILED: MessageKey = 'product.loadFailed';

const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`orderPreparation: actor "${name}" was not provided`);
  });

const EMPTY_CONTEXT: OrderPreparationContext = {
  request: null,
  detail: null,
  preparation: EMPTY_PREPARATION,
  maxQtyError: null,
  groupErrors: [],
  openGroupId: null,
  scrollTargetGroupId: null,
  quantityText: '',
  refusal: null,
};

export const initialOrderPreparationContext = (): OrderPreparationContext => EMPTY_CONTEXT;

/** The reading of option behaviour for the presentation (docs/ordering-product.md). */
export const readingOf = (context: OrderPreparationContext): OptionReading =>
  context.request?.presentation === 'modal' ? 'modal' : 'overlay';

const priceContextOf = (context: OrderPreparationContext): PriceContext =>
  context.request?.priceContext ?? {};

const findOption = (context: OrderPreparationContext, key: string): ProductOption | undefined =>
  context.detail?.product.children?.find((option) => itemKey(option) === key);

const findUpsellProduct = (context: OrderPreparationContext, productId: string): Product | undefined => {
  for (const products of Object.values(context.detail?.categoriasComplementarias ?? {})) {
    const found = products.find((product) => product._id === productId);
    if (found) return found;
  }
  return undefined;
};

const groupsOf = (context: OrderPreparationContext) =>
  context.detail ? optionGroups(context.detail.product, priceContextOf(context)) : [];

/** After a choice: the next required group after the chosen one when the choice completed its group. */
function nextOpenGroup(
  context: OrderPreparationContext,
  option: ProductOption,
  result: ChangeResult,
): string | null {
  const groups = groupsOf(context);
  const index = groups.findIndex((group) => option.category && group.name === option.category.name);
  if (index < 0) return context.openGroupId;
  const group = groups[index];
  const product = result.preparation.product;
  const count = product
    ? Object.values(product.customization.ingredients)
        .filter((item) => item.category?.name === group.name)
        .reduce((sum, item) => sum + item.quantity, 0)
    : 0;
  if (count < group.maxQty) return context.openGroupId;
  const next = groups.slice(index + 1).find((candidate) => candidate.isRequired);
  if (next) return next.id;
  // The modal reading: a group the selection completes closes (the next one opens when there is one).
  return readingOf(context) === 'modal' ? null : context.openGroupId;
}

/** Applies a rule's result: a refusal keeps the preparation and shows the limit; a success clears it. */
const applyChange = (
  context: OrderPreparationContext,
  result: ChangeResult,
): Partial<OrderPreparationContext> =>
  result.error
    ? { maxQtyError: result.error }
    : {
        preparation: result.preparation,
        maxQtyError: null,
        groupErrors: context.groupErrors.length
          ? missingGroups(result.preparation.product, groupsOf(context))
          : [],
      };

const withPreparation = (context: OrderPreparationContext, preparation: Preparation) =>
  applyChange(context, { preparation, error: null });

/** The quantity the typed text stands for when blurred or submitted: invalid, empty or < 1 becomes 1. */
const correctedQuantity = (context: OrderPreparationContext): number =>
  parseTypedQuantity(context.quantityText) ?? 1;

/** Actions that reach the cart through the system (typed for this flow's context and events). */
const enqueueCartActions = (
  body: Parameters<
    typeof enqueueActions<
      OrderPreparationContext,
      OrderPreparationEvent,
      undefined,
      OrderPreparationEvent,
      never,
      never,
      never,
      never,
      never
    >
  >[0],
) =>
  enqueueActions<
    OrderPreparationContext,
    OrderPreparationEvent,
    undefined,
    OrderPreparationEvent,
    never,
    never,
    never,
    never,
    never
  >(body);

export const orderPreparationSetup = setup({
  types: {
    context: {} as OrderPreparationContext,
    events: {} as OrderPreparationEvent,
  },
  actors: {
    /** GET /menu/product/{brandId}/{storeId}/{sku} → data[0] and categoriasComplementarias. */
    fetchProduct: notProvided<ProductDetail, FetchProductInput>('fetchProduct'),
    /** The record kept before a reload (the app: session storage); a flow without storage has none. */
    readSavedPreparation: neverRejectingRead<unknown>(
      'orderPreparation',
      'readSavedPreparation',
      null,
      () => null,
    ),
  },
  delays: {
    /** §5 / §9: the view scrolls to the first failing group 300 ms after the submit. */
    scrollToError: 300,
    /** §5 / §9: a typed b2b quantity is applied 300 ms after the last keystroke. */
    quantityDebounce: 300,
    /** §2 "Customisation modal": closing resets it after 300 ms (the transition). */
    modalReset: TIMINGS.modalTransition,
  },
  guards: {
    isSameRequest: ({ context, event }) => {
      if (event.type !== 'orderPreparation.opened' || !context.request) return false;
      const a = context.request;
      const b = event.request;
      return (
        a.sku === b.sku &&
        a.storeId === b.storeId &&
        a.basePath === b.basePath &&
        (a.line?.orderProductId ?? null) === (b.line?.orderProductId ?? null) &&
        (a.presentation ?? 'overlay') === (b.presentation ?? 'overlay')
      );
    },
    hasNoSku: ({ event }) => event.type === 'orderPreparation.opened' && !event.request.sku,
    isNotFound: (_, params: { error: unknown }) => readApiFailure(params.error).status === 404,
    hasMissingGroups: ({ context }) =>
      missingGroups(context.preparation.product, groupsOf(context)).length > 0,
    isModal: ({ context }) => readingOf(context) === 'modal',
    isAtMinimumQuantity: ({ context }) => (context.preparation.product?.quantity ?? 1) <= 1,
    isEditingInModal: ({ context }) => readingOf(context) === 'modal' && Boolean(context.request?.line),
    hasPreviousEntry: ({ event }) =>
      event.type === 'orderPreparation.closeRequested' && event.hasPreviousEntry === true,
    hasBranchInRoute: ({ context }) => Boolean(context.request?.branchId && context.request.storeId),
    isTypedQuantityValid: ({ context }) => parseTypedQuantity(context.quantityText) !== null,
    /** The diner saw the preparation (leaving before the product loaded keeps the saved record). */
    hasStartedPreparation: ({ context }) => context.preparation.product !== null,
    isDiscarded: (_, params: { outcome: RestoreOutcome }) => params.outcome.kind === 'discarded',
  },
  actions: {
    openRequest: assign(({ event }) => {
      if (event.type !== 'orderPreparation.opened') return {};
      return { ...EMPTY_CONTEXT, request: event.request };
    }),
    reset: assign(() => EMPTY_CONTEXT),
    storeDetail: assign((_, params: { detail: ProductDetail }) => ({ detail: params.detail })),
    /**
     * §4 "Start": from the edited line, or from the catalogue product with its resolved price; or, after a
     * reload, the preparation rebuilt from the saved record (saved-preparation.ts).
     */
    startPreparation: assign(({ context }, params: { outcome: RestoreOutcome }) => {
      const detail = context.detail;
      const request = context.request;
      if (!detail || !request) return {};
      const line = request.line ?? lineFromProduct(detail.product, request.priceContext);
      const preparation =
        params.outcome.kind === 'restored'
          ? params.outcome.preparation
          : startPreparation(clearPreparation(), line, { catalogue: detail.product });
      const groups = optionGroups(detail.product, request.priceContext);
      return {
        preparation,
        quantityText: String(preparation.product?.quantity ?? 1),
        openGroupId: groups[0]?.id ?? null,
      };
    }),
    toggleGroup: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.groupToggled') return {};
      return { openGroupId: context.openGroupId === event.groupId ? null : event.groupId };
    }),
    chooseIngredient: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.ingredientChosen') return {};
      const option = findOption(context, event.optionKey);
      if (!option || !isIngredient(option)) return {};
      const result = chooseIngredient(
        context.preparation,
        option,
        readingOf(context),
        priceContextOf(context),
      );
      const change = applyChange(context, result);
      return result.error ? change : { ...change, openGroupId: nextOpenGroup(context, option, result) };
    }),
    removeIngredient: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.ingredientRemoved') return {};
      const option = findOption(context, event.optionKey);
      if (!option) return {};
      return applyChange(context, removeIngredient(context.preparation, option, readingOf(context)));
    }),
    addAditional: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.aditionalAdded') return {};
      const option = findOption(context, event.optionKey);
      if (!option || isIngredient(option)) return {};
      return applyChange(context, addAditional(context.preparation, option, priceContextOf(context)));
    }),
    removeAditional: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.aditionalRemoved') return {};
      const option = findOption(context, event.optionKey);
      if (!option) return {};
      return applyChange(context, removeAditional(context.preparation, option));
    }),
    changeQuantity: assign(({ context }, params: { by: number }) => {
      const current = context.preparation.product?.quantity ?? 1;
      const preparation = setProductQuantity(context.preparation, current + params.by);
      return {
        ...withPreparation(context, preparation),
        quantityText: String(preparation.product?.quantity ?? 1),
      };
    }),
    storeTypedQuantity: assign(({ event }) =>
      event.type === 'orderPreparation.quantityTyped' ? { quantityText: event.text } : {},
    ),
    /** The debounce passed: a valid typed value becomes the quantity; an invalid one waits for blur or submit. */
    applyTypedQuantity: assign(({ context }) => {
      const typed = parseTypedQuantity(context.quantityText);
      if (typed === null) return {};
      return withPreparation(context, setProductQuantity(context.preparation, typed));
    }),
    /** Blur or submit: an empty, invalid or < 1 value becomes 1 (§5 "Quantity"). */
    correctTypedQuantity: assign(({ context }) => {
      const quantity = correctedQuantity(context);
      return {
        ...withPreparation(context, setProductQuantity(context.preparation, quantity)),
        quantityText: String(quantity),
      };
    }),
    addUpsell: assign(({ context, event }) => {
      if (event.type !== 'orderPreparation.upsellAdded' || !context.preparation.product) return {};
      const product = findUpsellProduct(context, event.productId);
      if (!product || context.preparation.product.upselling.some((item) => item._id === product._id))
        return {};
      const item = upsellLine(product, context.preparation.product.orderProductId, priceContextOf(context));
      return withPreparation(context, addUpsell(context.preparation, item));
    }),
    removeUpsell: assign(({ context, event }) =>
      event.type === 'orderPreparation.upsellRemoved'
        ? withPreparation(context, removeUpsell(context.preparation, event.productId))
        : {},
    ),
    updateUpsell: assign(({ context, event }) =>
      event.type === 'orderPreparation.upsellQuantityChanged'
        ? withPreparation(context, updateUpsell(context.preparation, event.productId, event.quantity))
        : {},
    ),
    setObservations: assign(({ context, event }) =>
      event.type === 'orderPreparation.observationsChanged'
        ? { preparation: setObservations(context.preparation, event.text) }
        : {},
    ),
    /** §5 "On submit": the errors {name, required, current}; the first failing group opens. */
    showGroupErrors: assign(({ context }) => {
      const groups = groupsOf(context);
      const errors = missingGroups(context.preparation.product, groups);
      const first = groups.find((group) => group.name === errors[0]?.name);
      return {
        groupErrors: errors,
        openGroupId: first?.id ?? context.openGroupId,
        scrollTargetGroupId: null,
      };
    }),
    requestScroll: assign(({ context }) => {
      const groups = groupsOf(context);
      const first = groups.find((group) => group.name === context.groupErrors[0]?.name);
      return { scrollTargetGroupId: first?.id ?? null };
    }),
    clearScroll: assign({ scrollTargetGroupId: null }),
    clearRefusal: assign({ refusal: null, groupErrors: [] }),
    storeRefusal: assign(({ event }) => (event.type === 'cart.refused' ? { refusal: event.reason } : {})),
    /**
     * §4 "Saving the prepared product": cart.lineUpdated when editing (the upsell line when upsellingId is
     * present), otherwise cart.lineAdded; the cart answers this flow with cart.saved or cart.refused.
     */
    sendToCart: enqueueCartActions(({ context, self, system, enqueue }) => {
      const line = lineToSave(context.preparation);
      if (!line) return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'save the prepared product');
      if (!cart) return;
      const event: CartSaveEvent = context.request?.line
        ? { type: 'cart.lineUpdated', line, replyTo: self }
        : { type: 'cart.lineAdded', line, replyTo: self };
      enqueue.sendTo(cart, event);
    }),
    /**
     * §4 "Branch status and guards": the cart refuses an add at a closed branch, so the branch's status must
     * be current when the diner adds. Opening a product asks the current branch to load itself again in the
     * background (a branch can close while the diner is in it); the answer reaches the cart before the diner
     * has configured the product.
     */
    requestBranchStatusCheck: enqueueCartActions(({ system, enqueue }) => {
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const branch = findSystemActor(system, 'currentBranch', 'check the branch status before adding');
      if (branch) enqueue.sendTo(branch, { type: 'currentBranch.statusCheckRequested' });
    }),
    /** The customisation modal's minus at 1 in edit mode also removes the product from the order (§2). */
    removeFromCart: enqueueCartActions(({ context, system, enqueue }) => {
      const line = context.request?.line;
      if (!line) return;
      // i18n-exempt: a developer's warning (machines/system-actors.ts), never shown to a diner.
      const cart = findSystemActor(system, 'cart', 'remove the edited product');
      if (cart) enqueue.sendTo(cart, { type: 'cart.lineRemoved', orderProductId: line.orderProductId });
    }),
    notifyProductFailed: showToast('error', PRODUCT_FAILED),
    /** Keeps the record after a change (the app: session storage); null when nothing is prepared. */
    savePreparation: (_, _params: { saved: SavedPreparation | null }) => {},
    /** The preparation ended (added, closed, left): its record goes. */
    forgetSavedPreparation: () => {},
    /** A record that could not be restored is logged (a developer's warning) and forgotten. */
    reportDiscardedPreparation: (_, _params: { reason: string }) => {},
    /** The product visit (§7 tracking): fire and forget, the app's adapter logs a failure. */
    recordProductVisit: (_, _params: ProductVisit) => {},
    navigate: (_, _params: NavigateParams) => {},
    /** Back to the previous history entry ('Volver' when there is one). */
    goBack: () => {},
  },
});
