import type { FlowModel, StepCondition } from '../flow-model';
import { cartMachine } from './cart.machine';
import type { CartLine } from './cart.types';

const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };
const palermo = { id: 'local-1', storeId: 'brasa-palermo', status: 'open', name: 'Brasa Palermo Soho' };
const closedPalermo = { ...palermo, status: 'close' };

const burger: CartLine = {
  _id: 'p-1',
  name: 'Hamburguesa clásica',
  price: 5000,
  quantity: 1,
  sku: 'HAM-003',
  storeId: 'brasa-palermo',
  orderProductId: 'line-burger',
  customization: {
    ingredients: {
      'PAN-BRI-g1': {
        sku: 'PAN-BRI',
        name: 'Pan brioche',
        price: 0,
        quantity: 1,
        minLimit: 1,
        category: { id: 'g1', name: 'Pan', maxQty: 1 },
      },
    },
    aditionals: {},
  },
  upselling: [],
};

/** 'Editar' shows on ORDER_SUMMARY only while the burger's line is in the cart. */
const burgerInCart: StepCondition = {
  text: "the Hamburguesa clásica's line is in the cart (its 'Editar' shows on ORDER_SUMMARY)",
  holds: ({ snapshot }) =>
    (snapshot.context.cart.products as CartLine[]).some((l) => l.orderProductId === 'line-burger'),
};

/** Where CHECKOUT offers its choices: a current branch, open, with the lines, ORDER_SUMMARY not on screen. */
const checkoutChoices: StepCondition = {
  text: "Brasa Palermo Soho is the current branch, open, the order has products and ORDER_SUMMARY is closed (CHECKOUT offers the branch's ways of ordering)",
  holds: ({ snapshot, stateIds }) =>
    snapshot.context.branch?.status === 'open' &&
    (snapshot.context.cart.products as CartLine[]).length > 0 &&
    stateIds.includes('summary.hidden'),
};

/** 'Quitar' shows on ORDER_SUMMARY beside a line the summary's quote marks withdrawn. */
const burgerWithdrawn: StepCondition = {
  text: "ORDER_SUMMARY shows the Hamburguesa clásica as withdrawn, with 'Quitar'",
  holds: ({ snapshot, stateIds }) =>
    stateIds.includes('summary.shown.contents.withProducts') &&
    ((snapshot.context.quote?.unavailable ?? []) as Array<{ orderProductId: string }>).some(
      (u) => u.orderProductId === 'line-burger',
    ) &&
    (snapshot.context.cart.products as CartLine[]).some((l) => l.orderProductId === 'line-burger'),
};

/** The product overlay fetches the product from the current branch's menu. */
const atOpenBranch: StepCondition = {
  text: "Brasa Palermo Soho is the current branch, open, and ORDER_SUMMARY is closed (the product overlay opens over the branch's pages)",
  holds: ({ snapshot, stateIds }) =>
    snapshot.context.branch?.status === 'open' && stateIds.includes('summary.hidden'),
};

/** The branch's link is followed from the menu or branch home, not from ORDER_SUMMARY. */
const summaryClosed: StepCondition = {
  text: 'ORDER_SUMMARY is closed',
  holds: ({ stateIds }) => stateIds.includes('summary.hidden'),
};

/** Starts with one burger restored from the saved order, signed in as a guest. */
export const cartModel: FlowModel = {
  id: 'cart',
  title: 'Cart: lines, guards, summary and other tabs',
  summary:
    'The order in progress (ordering.md §2 "Checkout bar", "Order summary", §4 "Cart", "Branch status and guards", §5 "Quantity"): lines added, increased, removed and edited (\'Editar\', then \'Guardar cambios\'); choosing a branch at BASE resets the order; a closed branch or an open table order at another branch refuses with its blocking modal; ORDER_SUMMARY asks the server to quote the same lines and for suggestions; another tab’s write replaces the cart; logging out resets it.',
  machine: cartMachine,
  input: { brandId: 'brand-1', businessType: 'b2c', restored: { products: [burger] }, user: guest },
  start: 'As a guest with a Hamburguesa clásica in the cart, at Brasa Palermo Soho',
  steps: [
    {
      event: { type: 'cart.branchChanged', branch: palermo },
      step: "Open Brasa Palermo Soho's link (/sucursal/local-1/brasa-palermo): it is the current branch, open, and the order is kept",
      when: summaryClosed,
    },
    {
      event: { type: 'cart.branchChanged', branch: closedPalermo },
      step: "Brasa Palermo Soho's status turns 'close' (PUT /api/dev/local/{id}/status)",
    },
    {
      event: { type: 'cart.summaryOpened' },
      step: "Tap 'Ver orden' (ORDER_SUMMARY opens)",
      // ORDER_SUMMARY's bar says 'Confirmar orden': 'Ver orden' shows only elsewhere.
      when: summaryClosed,
    },
    { event: { type: 'cart.summaryClosed' }, step: 'Leave ORDER_SUMMARY (Volver)' },
    {
      event: { type: 'cart.lineAdded', line: { ...burger, orderProductId: 'line-2' } },
      step: "Add another Hamburguesa clásica ('Pan brioche', then 'Agregar al pedido' in its product overlay)",
      when: atOpenBranch,
    },
    {
      event: { type: 'cart.lineIncreased', orderProductId: 'line-burger' },
      step: "Tap '+' on Hamburguesa clásica",
    },
    {
      event: { type: 'cart.lineRemoved', orderProductId: 'line-burger' },
      step: "Tap '−' on Hamburguesa clásica",
    },
    {
      event: { type: 'cart.lineUpdated', line: { ...burger, quantity: 3 } },
      step: "Tap 'Editar' on Hamburguesa clásica, set 'Cantidad:' to 3 and tap 'Guardar cambios'",
      when: burgerInCart,
    },
    {
      event: { type: 'cart.cleared' },
      step: 'Choose Brasa Palermo Soho on the branch list (BASE): the order in progress is reset',
      // BASE is another page than ORDER_SUMMARY.
      when: summaryClosed,
    },
    {
      event: { type: 'cart.consumeTypeSet', consumeType: 'takeaway' },
      step: "On CHECKOUT, choose 'Para llevar'",
      when: checkoutChoices,
    },
    {
      event: { type: 'cart.addressSet', address: { tag: 'Casa' } },
      step: "On CHECKOUT, choose 'Delivery', then the saved address 'Casa' on 'Datos de entrega'",
      when: checkoutChoices,
    },
    {
      event: {
        type: 'cart.deliveryOptionSet',
        deliveryOption: { id: 'moto', tipo: 'Moto', costoEnvio: 1800 },
      },
      step: "On CHECKOUT, choose 'Delivery' and 'Casa': the estimate offers Moto ($ 1.800)",
      when: checkoutChoices,
    },
    {
      event: { type: 'cart.pickUpTimeSet', pickUpTime: '2026-11-26T15:00:00.000Z' },
      step: "On CHECKOUT, choose 'Para llevar' and set 'Horario de retiro' to tomorrow at 12:00",
      when: checkoutChoices,
    },
    {
      event: { type: 'cart.tableSet', table: '4', tableId: '40' },
      step: 'Open CHECKOUT while the diner has an open table order at Mesa 4 of Brasa Palermo Soho',
      when: checkoutChoices,
      producedBy: "a table order sent at Brasa Palermo Soho's Mesa 4 and not yet closed (GET /pedido/active)",
    },
    { event: { type: 'cart.proceedRequested', to: 'checkout' }, step: "Tap 'Confirmar orden'" },
    {
      event: { type: 'cart.quantityTyped', orderProductId: 'line-burger', value: '4' },
      step: "b2b: type '4' in 'Cantidad:' on the burger's line",
    },
    {
      event: { type: 'cart.quantityCommitted', orderProductId: 'line-burger' },
      step: "Leave the 'Cantidad:' field",
    },
    { event: { type: 'xstate.after.quantityDebounce.cart.quantityInput.debouncing' }, step: 'Wait 300 ms' },
    {
      event: {
        type: 'cart.activeOrderChanged',
        branchId: 'local-9',
        orderType: 'mesa',
        branchName: 'Brasa Recoleta',
      },
      step: 'The diner has an open table order at Brasa Recoleta',
    },
    {
      event: { type: 'cart.externalChanged', cart: { products: [{ ...burger, quantity: 3 }] } },
      step: 'Another tab sets the burger to 3',
    },
    { event: { type: 'cart.userChanged', user: null }, step: "Log out ('Cerrar sesión', then confirm)" },
    {
      event: {
        type: 'xstate.done.actor.quoteCart',
        output: { subtotal: 5000, total: 5000, quantity: 1, lines: [] },
      },
      step: 'The server quotes the lines',
      producedBy: 'the demo server prices the lines by itself (POST /api/pedido/quote)',
    },
    {
      event: {
        type: 'xstate.done.actor.quoteCart',
        output: {
          subtotal: 0,
          total: 0,
          quantity: 1,
          lines: [],
          unavailable: [
            { orderProductId: 'line-burger', upsellingId: null, sku: 'HAM-003', name: 'Hamburguesa clásica' },
          ],
        },
      },
      step: 'The server quotes the lines: the Hamburguesa clásica was withdrawn',
      producedBy: "withdraw HAM-003 at Brasa Palermo Soho in the demo server's menu, then open ORDER_SUMMARY",
    },
    {
      event: { type: 'cart.withdrawnLineRemoved', orderProductId: 'line-burger' },
      step: "Tap 'Quitar' beside the withdrawn Hamburguesa clásica",
      when: burgerWithdrawn,
    },
    {
      event: { type: 'xstate.error.actor.quoteCart', error: new Error('offline') },
      step: 'The quote fails (no connection)',
    },
    {
      event: {
        type: 'xstate.done.actor.fetchSuggestions',
        output: [{ _id: 'p-9', sku: 'BEB-001', name: 'Limonada', price: 1200 }],
      },
      step: 'The server suggests Limonada',
      producedBy:
        "the demo server suggests by itself the seeded menu's complementary products of the lines (the names may differ from the example)",
    },
    {
      event: { type: 'xstate.error.actor.fetchSuggestions', error: new Error('offline') },
      step: 'The suggestions fail (no connection)',
    },
    {
      event: { type: 'xstate.after.emptyCartRedirect.cart.summary.shown.contents.empty' },
      step: 'Wait 1.5 s',
    },
  ],
  expectations: {
    'quantityInput.idle': 'the quantity shows as a stepper (b2c) or the typed field holds the quantity (b2b)',
    'quantityInput.debouncing': 'the typed quantity waits 300 ms before it applies',
    'summary.hidden':
      "on the menu or branch home: the checkout bar shows '{n} productos seleccionados', the total and 'Ver orden' while the cart has products",
    'summary.shown.contents.checking': 'ORDER_SUMMARY opening',
    'summary.shown.contents.withProducts':
      "'Mi orden': the branch, each line with its options, − / + and 'Editar'; the checkout bar says 'Confirmar orden'",
    'summary.shown.contents.empty':
      "'No hay productos en la orden'; after a moment the branch home (or BASE) opens",
    'summary.shown.quote.deciding': 'the verified total is being decided',
    'summary.shown.quote.none': 'no verified total (nothing to quote)',
    'summary.shown.quote.quoting': "'Total verificado' says 'Verificando precios…'",
    'summary.shown.quote.quoted': "'Total verificado' shows the server's total, equal to 'Total'",
    'summary.shown.quote.failed': "'Total verificado' shows '—' (the failure is logged)",
    'summary.shown.suggestions.deciding': 'the suggestions are being decided',
    'summary.shown.suggestions.none': 'no suggestions block',
    'summary.shown.suggestions.loading': "no '¿Querés sumar algo más?' yet",
    'summary.shown.suggestions.loaded': "'¿Querés sumar algo más?' with each product and 'Agregar'",
    'summary.shown.suggestions.failed': 'no suggestions block (the failure is logged)',
  },
  keyContext: (s) => ({
    quantity: s.context.cart.quantity,
    total: s.context.cart.total,
    branchStatus: s.context.branch?.status ?? null,
    blocked: s.context.blocked?.reason ?? null,
    hasActiveOrderElsewhere: s.context.activeOrder !== null,
  }),
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Math.min(s.context.cart.quantity, 3),
      s.context.branch?.status ?? null,
      s.context.activeOrder !== null,
    ]),
};
