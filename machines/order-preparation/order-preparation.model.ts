import type { CartLine } from '../cart/cart.types';
import type { ProductDetail, ProductOption } from '../catalogue/catalogue.types';
import type { FlowModel, StepCondition, StepPoint } from '../flow-model';
import { orderPreparationMachine } from './order-preparation.machine';
import type { OpenRequest } from './order-preparation.setup';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

const COOKING = { id: 'c1', name: 'Punto de cocción', minQty: 1, maxQty: 1 };
const SAUCES = { id: 'c3', name: 'Salsas', minQty: 0, maxQty: 2 };
const option = (
  sku: string,
  name: string,
  category: ProductOption['category'],
  price = 0,
): ProductOption => ({
  _id: `o-${sku}`,
  sku,
  name,
  price,
  active: true,
  minLimit: 1,
  quantity: 0,
  category,
});

/** A product like the demo's 'Bife de chorizo' (PAR-001), trimmed to what the paths need. */
export const MODEL_PRODUCT: ProductDetail = {
  product: {
    _id: 'p-steak',
    sku: 'PAR-001',
    name: 'Bife de chorizo',
    description: 'Corte de 400 g a la parrilla.',
    price: { tableSystem: 18900, deliverySystem: 19900, takeawaySystem: 17900 },
    children: [
      option('COC-JUG', 'Jugoso', COOKING),
      option('COC-APU', 'A punto', COOKING),
      option('SAL-CHI', 'Chimichurri', SAUCES),
      option('SAL-CRI', 'Salsa criolla', SAUCES),
      option('SAL-PRO', 'Provenzal', SAUCES),
      option('ADC-HUE', 'Huevo frito', null, 700),
    ],
  },
  categoriasComplementarias: {
    Acompañamientos: [{ _id: 'u-fries', sku: 'ADI-001', name: 'Porción de papas fritas', price: 4200 }],
  },
};

const overlay: OpenRequest = {
  sku: 'PAR-001',
  brandId: 'brand-1',
  storeId: 'brasa-palermo',
  branchId: 'branch-1',
  basePath: '/menu/branch-1/brasa-palermo',
  search: '?categoria=parrilla',
  priceContext: { businessType: 'b2c' },
  userId: 'guest',
};

const editedLine: CartLine = {
  _id: 'p-steak',
  name: 'Bife de chorizo',
  price: 18900,
  quantity: 1,
  sku: 'PAR-001',
  orderProductId: 'line-000000000000000001',
  customization: { ingredients: {}, aditionals: {} },
  upselling: [],
};

const key = (sku: string, categoryId: string) => `${sku}-${categoryId}`;

/**
 * A product is opened from the menu or a strip, which an open overlay covers: only with no product open, or
 * while the customisation modal plays its close (the chart starts the same suggestion afresh then).
 */
const nothingOpen: StepCondition = {
  text: 'no product overlay or modal is open (the menu or the strip is on screen)',
  holds: ({ stateIds }) => stateIds.some((id) => id === 'closed' || id === 'closingModal'),
};
/**
 * The cart's closed-branch modal covers the product once the cart refused it (only the browser's back
 * button still works); it is the layout's modal, so the human model takes nothing on the product after it.
 */
const noRefusalModal: StepCondition = {
  text: "the cart's closed-branch modal is not over the product",
  holds: ({ keyContext }) => keyContext.refusal === null,
};
/** How many 'Huevo frito' (the model product's additional) and 'Porción de papas fritas' (its upsell) are in. */
const huevos = ({ keyContext }: StepPoint) =>
  (keyContext.aditionals as Record<string, number>)['ADC-HUE'] ?? 0;
const fries = ({ keyContext }: StepPoint) => (keyContext.upsells as Record<string, number>)['u-fries'] ?? 0;
/** The additional's '−': shown enabled once one is in. */
const huevoIn: StepCondition = {
  text: "a 'Huevo frito' is in and the cart's closed-branch modal is not over the product",
  holds: (at) => noRefusalModal.holds(at) && huevos(at) > 0,
};
/** The upsell's '+' (add) while it is not in yet; once in, a stepper replaces it. */
const friesOut: StepCondition = {
  text: "'Porción de papas fritas' is not in yet and the cart's closed-branch modal is not over the product",
  holds: (at) => noRefusalModal.holds(at) && fries(at) === 0,
};
const friesAt = (quantity: number): StepCondition => ({
  text: `'Porción de papas fritas' is in ${quantity} time${quantity === 1 ? '' : 's'} and the cart's closed-branch modal is not over the product`,
  holds: (at) => noRefusalModal.holds(at) && fries(at) === quantity,
});
const isB2b = ({ snapshot }: StepPoint) => snapshot.context.request?.priceContext.businessType === 'b2b';
/** The bottom bar's stepper ('+' / '−'): every diner but a b2b one, who types in 'Cantidad:' instead (§2). */
const stepperShown: StepCondition = {
  text: "the bottom bar shows the stepper (not a b2b diner) and the cart's closed-branch modal is not over the product",
  holds: (at) => noRefusalModal.holds(at) && !isB2b(at),
};
/** The bottom bar's 'Cantidad:' field: a b2b diner only (§2). */
const quantityField: StepCondition = {
  text: "the bottom bar shows 'Cantidad:' (a b2b diner) and the cart's closed-branch modal is not over the product",
  holds: (at) => noRefusalModal.holds(at) && isB2b(at),
};
/** Unticking a sauce: its box is ticked. */
const chimichurriTicked: StepCondition = {
  text: "'Chimichurri' is ticked and the cart's closed-branch modal is not over the product",
  holds: (at) =>
    noRefusalModal.holds(at) && (at.keyContext.chosen as string[]).includes(key('SAL-CHI', 'c3')),
};

export const orderPreparationModel: FlowModel = {
  id: 'orderPreparation',
  title: 'Order preparation: the product overlay and the customisation modal',
  summary:
    "A product opened from the menu (ordering.md §2 'Product overlay', 'Customisation modal', §4 'Order preparation', 'Saving the prepared product', §5 'Option groups', 'Quantity'): the product is fetched, its required groups are checked on 'Agregar al pedido' (errors, then a scroll to the first after 300 ms), and the line goes to the cart, which answers saved or refused. The overlay follows the main reading (minLimit); the modal the other reading (±1).",
  machine: orderPreparationMachine,
  start: "As a guest on MENU of 'Brasa Palermo — Palermo Soho', on a phone",
  steps: [
    {
      event: { type: 'orderPreparation.opened', request: overlay },
      step: "Tap 'Bife de chorizo' on the menu",
      when: nothingOpen,
    },
    {
      event: {
        type: 'orderPreparation.opened',
        request: { ...overlay, presentation: 'modal', line: editedLine },
      },
      step: "Tap 'Bife de chorizo' (already in the order) on a suggested-products strip",
      when: nothingOpen,
    },
    {
      event: {
        type: 'orderPreparation.opened',
        request: { ...overlay, priceContext: { businessType: 'b2b', priceCategory: 'mayorista' } },
      },
      step: 'As a b2b diner (mayorista), open the product',
      when: nothingOpen,
    },
    {
      event: { type: 'xstate.done.actor.fetchProduct', output: MODEL_PRODUCT },
      step: 'The server answers the product',
      producedBy: 'the demo server answers the seeded product by itself',
    },
    {
      event: { type: 'xstate.done.actor.readSavedPreparation', output: null },
      step: 'Nothing was kept in the tab from before a reload',
      producedBy: "open the product in a fresh tab (nothing kept in this tab's session storage)",
    },
    {
      event: { type: 'xstate.error.actor.fetchProduct', error: failure(404, 'Producto no encontrado') },
      step: "The server answers 404 'Producto no encontrado' (an unknown sku)",
      producedBy:
        "open /menu/64b7f0a1c2d3e4f510000001/brasa-palermo/product/NOPE-999: the demo server answers 404 'Producto no encontrado'",
    },
    {
      event: { type: 'orderPreparation.closeRequested', hasPreviousEntry: false },
      step: "Tap 'Volver' (opened by URL)",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.closeRequested', hasPreviousEntry: true },
      step: "Tap 'Volver' (came from the menu)",
      when: noRefusalModal,
    },
    { event: { type: 'orderPreparation.dismissed' }, step: 'Press the browser back button' },
    {
      event: { type: 'orderPreparation.groupToggled', groupId: 'c3' },
      step: "Tap the 'Salsas' header",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.ingredientChosen', optionKey: key('COC-JUG', 'c1') },
      step: "Choose 'Jugoso' in 'Punto de cocción'",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.ingredientChosen', optionKey: key('SAL-CHI', 'c3') },
      step: "Choose 'Chimichurri' in 'Salsas' (chosen: tap '+' beside it)",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.ingredientChosen', optionKey: key('SAL-CRI', 'c3') },
      step: "Choose 'Salsa criolla' in 'Salsas'",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.ingredientRemoved', optionKey: key('SAL-CHI', 'c3') },
      step: "Untick 'Chimichurri'",
      when: chimichurriTicked,
    },
    {
      event: { type: 'orderPreparation.aditionalAdded', optionKey: 'ADC-HUE' },
      step: "Tap '+' beside 'Huevo frito'",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.upsellAdded', productId: 'u-fries' },
      step: "Tap '+' on 'Porción de papas fritas' under 'Complementa tu pedido'",
      when: friesOut,
    },
    {
      event: { type: 'orderPreparation.aditionalRemoved', optionKey: 'ADC-HUE' },
      step: "Tap '−' beside 'Huevo frito'",
      when: huevoIn,
    },
    {
      event: { type: 'orderPreparation.upsellQuantityChanged', productId: 'u-fries', quantity: 2 },
      step: "Tap '+' on the 'Porción de papas fritas' stepper (a second portion)",
      when: friesAt(1),
    },
    {
      event: { type: 'orderPreparation.upsellQuantityChanged', productId: 'u-fries', quantity: 1 },
      step: "Tap '−' on the 'Porción de papas fritas' stepper (back to one portion)",
      when: friesAt(2),
    },
    {
      event: { type: 'orderPreparation.upsellRemoved', productId: 'u-fries' },
      step: "Tap '−' on the 'Porción de papas fritas' stepper at one portion (it leaves the order)",
      when: friesAt(1),
    },
    {
      event: { type: 'orderPreparation.observationsChanged', text: 'Sin sal' },
      step: "Type 'Sin sal' in Observaciones",
      when: noRefusalModal,
    },
    {
      event: { type: 'orderPreparation.quantityIncreased' },
      step: "Tap '+' in the bottom bar",
      when: stepperShown,
    },
    {
      event: { type: 'orderPreparation.quantityDecreased' },
      step: "Tap '−' in the bottom bar",
      when: stepperShown,
    },
    {
      event: { type: 'orderPreparation.quantityTyped', text: '3' },
      step: "Type '3' in 'Cantidad:'",
      when: quantityField,
    },
    {
      event: { type: 'orderPreparation.quantityTyped', text: '' },
      step: "Clear 'Cantidad:'",
      when: quantityField,
    },
    {
      event: { type: 'orderPreparation.quantityBlurred' },
      step: "Leave 'Cantidad:'",
      when: quantityField,
    },
    {
      event: { type: 'xstate.after.quantityDebounce.orderPreparation.ready.quantity.debouncing' },
      step: 'Wait 300 ms',
    },
    {
      event: { type: 'orderPreparation.submitted' },
      step: "Tap 'Agregar al pedido' (or 'Guardar cambios')",
      when: noRefusalModal,
    },
    {
      event: { type: 'xstate.after.scrollToError.orderPreparation.ready.validation.scrollScheduled' },
      step: 'Wait 300 ms',
    },
    { event: { type: 'orderPreparation.scrolled' }, step: 'The first failing group scrolls into view' },
    { event: { type: 'cart.saved' }, step: 'The cart takes the line' },
    {
      event: { type: 'cart.refused', reason: 'branchClosed' },
      step: 'The cart refuses: the branch is closed (its modal opens)',
    },
    { event: { type: 'xstate.after.modalReset.orderPreparation.closingModal' }, step: 'Wait 300 ms' },
  ],
  expectations: {
    closed: 'No product overlay; the page below (MENU) as it was',
    loading: 'The overlay slides in from the right with shimmer skeletons',
    restoring:
      "A moment (the tab's storage answers at once): the product with its choices from before a reload, or none",
    unavailable:
      "Toast 'No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.'; the overlay offers 'Volver'",
    'ready.quantity.settled':
      "The product: image, name, groups ('Requerido', counters), Adicionales, Observaciones, 'Complementa tu pedido'; the bottom bar with the total and 'Agregar al pedido'",
    'ready.quantity.debouncing':
      "b2b: 'Cantidad:' as typed; the total changes 300 ms after the last keystroke",
    'ready.validation.idle': 'No group errors pending a scroll',
    'ready.validation.scrollScheduled':
      "'Elige una opción' under each incomplete required group; the first one opens",
    'ready.validation.scrollRequested': 'The first failing group scrolls into view',
    saving: "'Agregar al pedido' ignores presses while the cart answers",
    closingModal: 'The customisation modal plays its 300 ms close',
  },
  keyContext: (s) => ({
    sku: s.context.request?.sku ?? null,
    presentation: s.context.request?.presentation ?? (s.context.request ? 'overlay' : null),
    quantity: s.context.preparation.product?.quantity ?? 0,
    total: s.context.preparation.total,
    chosen: Object.keys(s.context.preparation.product?.customization.ingredients ?? {}),
    groupErrors: s.context.groupErrors.map((e: { name: string }) => e.name),
    maxQtyError: s.context.maxQtyError ? s.context.maxQtyError.maxQty : null,
    refusal: s.context.refusal,
    aditionals: Object.fromEntries(
      Object.entries(
        (s.context.preparation.product?.customization.aditionals ?? {}) as Record<
          string,
          { quantity: number }
        >,
      ).map(([k, item]) => [k, item.quantity]),
    ),
    upsells: Object.fromEntries(
      ((s.context.preparation.product?.upselling ?? []) as Array<{ _id: string; quantity: number }>).map(
        (item) => [item._id, item.quantity],
      ),
    ),
  }),
  // Bounded: the chart's state, which reading, whether the required group is done and how full the
  // sauces are, and the flags the guards read (the exact choices are in keyContext).
  serializeState: (s) => {
    const ingredients = Object.values(
      s.context.preparation.product?.customization.ingredients ?? {},
    ) as Array<{
      quantity: number;
      category?: { id?: string } | null;
    }>;
    const sauces = ingredients
      .filter((item) => item.category?.id === 'c3')
      .reduce((n, item) => n + item.quantity, 0);
    return JSON.stringify({
      value: s.value,
      presentation: s.context.request?.presentation ?? null,
      b2b: s.context.request?.priceContext.businessType === 'b2b',
      atOne: (s.context.preparation.product?.quantity ?? 0) <= 1,
      cooking: ingredients.some((item) => item.category?.id === 'c1'),
      sauces,
      // Whether a 'Huevo frito' is in (its '−' is offered), and the fries' portions (at most 2 on a path).
      huevo: Object.keys(s.context.preparation.product?.customization.aditionals ?? {}).length > 0,
      fries: Math.min(
        s.context.preparation.product?.upselling.length
          ? s.context.preparation.product.upselling[0].quantity
          : 0,
        2,
      ),
      errors: s.context.groupErrors.length > 0,
      maxQty: Boolean(s.context.maxQtyError),
      refusal: s.context.refusal,
    });
  },
};
