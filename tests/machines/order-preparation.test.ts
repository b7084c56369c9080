import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  sendTo,
} from 'xstate';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import type { CartLine } from '@/machines/cart/cart.types';
import type { Product, ProductDetail, ProductOption } from '@/machines/catalogue/catalogue.types';
import { orderPreparationMachine } from '@/machines/order-preparation/order-preparation.machine';
import {
  selectAditionals,
  selectCanDecrease,
  selectGroups,
  selectIsEditing,
  selectMaxQtyError,
  selectQuantity,
  selectQuantityText,
  selectScrollTarget,
  selectTotal,
  selectUpsellGroups,
} from '@/machines/order-preparation/order-preparation.selectors';
import type { OpenRequest, ProductVisit } from '@/machines/order-preparation/order-preparation.setup';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { NavigateParams } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';
import { failure } from '@/tests/support/flow-system';

const category = (id: string, name: string, minQty: number, maxQty: number) => ({ id, name, minQty, maxQty });
const COOKING = category('c1', 'Punto de cocción', 1, 1);
const SIDE = category('c2', 'Guarnición', 1, 1);
const SAUCES = category('c3', 'Salsas', 0, 2);
const opt = (sku: string, cat: ProductOption['category'], price = 0): ProductOption => ({
  _id: `o-${sku}`,
  sku,
  name: sku,
  price,
  active: true,
  minLimit: 1,
  quantity: 0,
  category: cat,
});

const steak: Product = {
  _id: 'p-steak',
  sku: 'PAR-001',
  name: 'Bife de chorizo',
  description: 'Corte de 400 g',
  imageShow: '/bife.svg',
  price: { tableSystem: 18900, deliverySystem: 19900, takeawaySystem: 17900 },
  ref: ['keto'],
  alergenos: [],
  children: [
    opt('COC-JUG', COOKING),
    opt('COC-APU', COOKING),
    opt('GUA-FRI', SIDE),
    opt('GUA-PUR', SIDE),
    opt('GUA-RUS', SIDE, 800),
    opt('SAL-CHI', SAUCES),
    opt('SAL-CRI', SAUCES),
    opt('SAL-PRO', SAUCES),
    opt('ADC-HUE', null, 700),
  ],
};
const fries: Product = { _id: 'u-fries', sku: 'ADI-001', name: 'Porción de papas fritas', price: 4200 };
const wine: Product = {
  _id: 'u-wine',
  sku: 'BEB-020',
  name: 'Malbec',
  price: { tableSystem: 18900, deliverySystem: 15900, takeawaySystem: 15900 },
};
const detail: ProductDetail = {
  product: steak,
  categoriasComplementarias: { Acompañamientos: [fries], Bebidas: [wine] },
};

const request = (extra: Partial<OpenRequest> = {}): OpenRequest => ({
  sku: 'PAR-001',
  brandId: 'brand-1',
  storeId: 'brasa-palermo',
  branchId: 'branch-1',
  basePath: '/menu/branch-1/brasa-palermo',
  search: '?categoria=parrilla',
  priceContext: { businessType: 'b2c', consumeType: 'tableSystem' },
  userId: 'guest',
  ...extra,
});

/** A stand-in cart: records what it is told and answers the reply address as configured. */
const stubCart = (answer: 'saved' | 'branchClosed' | 'activeOrderElsewhere') =>
  createMachine({
    types: {} as { context: { events: unknown[] } },
    context: { events: [] },
    on: {
      '*': [
        {
          guard: ({ event }) =>
            (event.type === 'cart.lineAdded' || event.type === 'cart.lineUpdated') && 'replyTo' in event,
          actions: [
            assign({ events: ({ context, event }) => [...context.events, event] }),
            sendTo(
              ({ event }) => (event as unknown as { replyTo: AnyActorRef }).replyTo,
              () => (answer === 'saved' ? { type: 'cart.saved' } : { type: 'cart.refused', reason: answer }),
            ),
          ],
        },
        { actions: assign({ events: ({ context, event }) => [...context.events, event] }) },
      ],
    },
  });

interface Options {
  fetch?: (input: { brandId: string; storeId: string; sku: string }) => Promise<ProductDetail>;
  cart?: 'saved' | 'branchClosed' | 'activeOrderElsewhere';
}

let root: AnyActorRef | undefined;
afterEach(() => root?.stop());

function start({ fetch = async () => detail, cart = 'saved' }: Options = {}) {
  const clock = new SimulatedClock();
  const navigate = vi.fn((_: unknown, _params: NavigateParams) => {});
  const goBack = vi.fn();
  const recordProductVisit = vi.fn((_: unknown, _params: ProductVisit) => {});
  const fetchSpy = vi.fn(fetch);
  const flow = orderPreparationMachine.provide({
    actors: { fetchProduct: fromPromise(({ input }) => fetchSpy(input)) },
    actions: { navigate, goBack, recordProductVisit },
  });
  root = createActor(
    createMachine({
      invoke: [
        { id: 'toasts', systemId: 'toasts', src: toastsMachine },
        { id: 'cart', systemId: 'cart', src: stubCart(cart) },
        { id: 'currentBranch', systemId: 'currentBranch', src: stubCart('saved') },
        { id: 'orderPreparation', systemId: 'orderPreparation', src: flow },
      ],
    }),
    { clock },
  ).start();
  const actor = root.system.get('orderPreparation') as AnyActorRef;
  const cartEvents = () =>
    (root!.system.get('cart') as AnyActorRef).getSnapshot().context.events as Array<{
      type: string;
      line?: CartLine;
      orderProductId?: string;
    }>;
  const branchEvents = () =>
    (
      (root!.system.get('currentBranch') as AnyActorRef).getSnapshot().context.events as Array<{
        type: string;
      }>
    ).map((e) => e.type);
  const toasts = () => selectToasts((root!.system.get('toasts') as AnyActorRef).getSnapshot());
  const snap = () => actor.getSnapshot();
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event);
  const optionKey = (sku: string) => {
    const o = steak.children!.find((c) => c.sku === sku)!;
    return o.category?.id ? `${sku}-${o.category.id}` : sku;
  };
  const open = async (extra: Partial<OpenRequest> = {}) => {
    send({ type: 'orderPreparation.opened', request: request(extra) });
    // The product's answer, then the saved-preparation read (restoring).
    for (let i = 0; i < 4; i++) await Promise.resolve();
  };
  return {
    actor,
    clock,
    navigate,
    goBack,
    recordProductVisit,
    fetchSpy,
    cartEvents,
    branchEvents,
    toasts,
    snap,
    send,
    optionKey,
    open,
  };
}

const spanish = (message: UiText | null) => (message === null ? null : textIn(es, message));

describe('when opened', () => {
  it('fetches the product for the brand, store and sku and starts at quantity 1 with the resolved price', async () => {
    const h = start();
    await h.open();
    expect(h.fetchSpy).toHaveBeenCalledWith({ brandId: 'brand-1', storeId: 'brasa-palermo', sku: 'PAR-001' });
    expectState(h.actor, 'ready');
    expect(selectQuantity(h.snap())).toBe(1);
    expect(selectTotal(h.snap())).toBe(18900);
  });

  it('resolves the price for the consume preference (deliverySystem) and, for b2b, the price category', async () => {
    const h = start({
      fetch: async () => ({
        ...detail,
        product: { ...steak, price: { default: 10000, mayorista: 8200, vip: 7000 } },
      }),
    });
    await h.open({ priceContext: { businessType: 'b2b', priceCategory: 'mayorista' } });
    expect(selectTotal(h.snap())).toBe(8200);
    const b2c = start();
    await b2c.open({ priceContext: { businessType: 'b2c', consumeType: { type: 'deliveryPropio' } } });
    expect(selectTotal(b2c.snap())).toBe(19900);
  });

  it('records the product visit with the user, product, store, name, price and brand', async () => {
    const h = start();
    await h.open();
    expect(h.recordProductVisit).toHaveBeenCalledTimes(1);
    expect(h.recordProductVisit.mock.calls[0][1]).toEqual({
      idUser: 'guest',
      idProduct: 'p-steak',
      storeId: 'brasa-palermo',
      productName: 'Bife de chorizo',
      price: 18900,
      idMarca: 'brand-1',
    });
  });

  it('opens the first ingredient group and offers only active options priced not above 0', async () => {
    const h = start();
    await h.open();
    const groups = selectGroups(h.snap());
    expect(groups.map((g) => [g.name, g.isOpen, g.isRequired])).toEqual([
      ['Punto de cocción', true, true],
      ['Guarnición', false, true],
      ['Salsas', false, false],
    ]);
    expect(groups[1].options.map((o) => o.name)).toEqual(['GUA-FRI', 'GUA-PUR']);
    expect(selectAditionals(h.snap()).map((a) => a.name)).toEqual(['ADC-HUE']);
    expect(selectUpsellGroups(h.snap()).map((g) => g.title)).toEqual(['Acompañamientos', 'Bebidas']);
  });

  it('asks the current branch to check its status on every opening (a branch can close while the diner is in it)', async () => {
    const h = start();
    await h.open();
    expect(h.branchEvents()).toEqual(['currentBranch.statusCheckRequested']);
    await h.open({ sku: 'PAR-002' });
    expect(h.branchEvents()).toEqual([
      'currentBranch.statusCheckRequested',
      'currentBranch.statusCheckRequested',
    ]);
  });

  it('ignores the same opening twice (one fetch)', async () => {
    const h = start();
    await h.open();
    await h.open();
    expect(h.fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('editing starts from the cart line and keeps its orderProductId', async () => {
    const h = start();
    const line: CartLine = {
      _id: 'p-steak',
      name: 'Bife de chorizo',
      price: 18900,
      quantity: 2,
      sku: 'PAR-001',
      orderProductId: 'line-0000000000000001',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    };
    await h.open({ line, basePath: '/resumen-de-orden', search: '' });
    expect(selectIsEditing(h.snap())).toBe(true);
    expect(selectTotal(h.snap())).toBe(37800);
  });
});

describe('when the product cannot be loaded', () => {
  it("shows the spec's toast and offers the way back to the branch home", async () => {
    const h = start({ fetch: async () => Promise.reject(failure(404, 'Producto no encontrado')) });
    await h.open({ sku: 'NOPE' });
    expectState(h.actor, 'unavailable');
    expect(h.toasts().map((t) => spanish(t.message))).toEqual([
      'No se pudo obtener la información del producto. Por favor, inténtalo de nuevo.',
    ]);
    h.send({ type: 'orderPreparation.closeRequested', hasPreviousEntry: false });
    expect(h.navigate.mock.calls[0][1]).toEqual({ to: '/sucursal/branch-1/brasa-palermo' });
    expectState(h.actor, 'closed');
  });

  it("'Volver' goes to the previous history entry when there is one", async () => {
    const h = start({ fetch: async () => Promise.reject(failure(404, 'Producto no encontrado')) });
    await h.open({ sku: 'NOPE' });
    h.send({ type: 'orderPreparation.closeRequested', hasPreviousEntry: true });
    expect(h.goBack).toHaveBeenCalledTimes(1);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it("without a branch in the route, 'Volver' goes to BASE", async () => {
    const h = start({ fetch: async () => Promise.reject(failure(500, 'x')) });
    await h.open({ branchId: null });
    h.send({ type: 'orderPreparation.closeRequested' });
    expect(h.navigate.mock.calls[0][1]).toEqual({ to: '/' });
  });
});

describe('when ready (the overlay, main reading)', () => {
  it('choosing an option of a single-choice group replaces the other, and jumps to the next required group', async () => {
    const h = start();
    await h.open();
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-JUG') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-APU') });
    const [cooking, side] = selectGroups(h.snap());
    expect(cooking.options.filter((o) => o.isSelected).map((o) => o.name)).toEqual(['COC-APU']);
    expect(side.isOpen).toBe(true);
  });

  it('refuses a third sauce with the exact message, and clears it on the next successful change', async () => {
    const h = start();
    await h.open();
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('SAL-CHI') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('SAL-CRI') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('SAL-CHI') });
    expect(spanish(selectMaxQtyError(h.snap()))).toBe(
      'No puedes agregar más de 2 unidades en esta categoría.',
    );
    const sauces = selectGroups(h.snap())[2];
    expect(sauces.options.find((o) => o.name === 'SAL-PRO')?.isDisabled).toBe(true);
    expect(sauces.isAddDisabled).toBe(true);
    h.send({ type: 'orderPreparation.aditionalAdded', optionKey: 'ADC-HUE' });
    expect(selectMaxQtyError(h.snap())).toBeNull();
  });

  it('aditionals and upsells change the total; removing an upsell subtracts it', async () => {
    const h = start();
    await h.open();
    h.send({ type: 'orderPreparation.aditionalAdded', optionKey: 'ADC-HUE' });
    h.send({ type: 'orderPreparation.upsellAdded', productId: 'u-fries' });
    expect(selectTotal(h.snap())).toBe(18900 + 700 + 4200);
    h.send({ type: 'orderPreparation.upsellQuantityChanged', productId: 'u-fries', quantity: 2 });
    expect(selectTotal(h.snap())).toBe(18900 + 700 + 8400);
    h.send({ type: 'orderPreparation.upsellRemoved', productId: 'u-fries' });
    expect(selectTotal(h.snap())).toBe(18900 + 700);
  });

  it('the stepper: plus multiplies the total, minus is disabled at 1', async () => {
    const h = start();
    await h.open();
    expect(selectCanDecrease(h.snap())).toBe(false);
    h.send({ type: 'orderPreparation.quantityDecreased' });
    expect(selectQuantity(h.snap())).toBe(1);
    h.send({ type: 'orderPreparation.quantityIncreased' });
    expect(selectTotal(h.snap())).toBe(37800);
    expect(selectCanDecrease(h.snap())).toBe(true);
  });
});

describe('when submitting with required groups missing', () => {
  it('shows {name, required, current} errors and asks the view to scroll to the first after 300 ms', async () => {
    const h = start();
    await h.open();
    h.send({ type: 'orderPreparation.groupToggled', groupId: 'c3' });
    h.send({ type: 'orderPreparation.submitted' });
    expectState(h.actor, 'ready.validation.scrollScheduled');
    const groups = selectGroups(h.snap());
    expect(groups.map((g) => spanish(g.error))).toEqual(['Elige una opción', 'Elige una opción', null]);
    expect(groups[0].isOpen).toBe(true);
    expect(h.cartEvents()).toEqual([]);
    h.clock.increment(299);
    expect(selectScrollTarget(h.snap())).toBeNull();
    h.clock.increment(1);
    expect(selectScrollTarget(h.snap())).toBe('c1');
    h.send({ type: 'orderPreparation.scrolled' });
    expectState(h.actor, 'ready.validation.idle');
  });

  it("a group's error goes once it is completed", async () => {
    const h = start();
    await h.open();
    h.send({ type: 'orderPreparation.submitted' });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-JUG') });
    expect(selectGroups(h.snap()).map((g) => spanish(g.error))).toEqual([null, 'Elige una opción', null]);
  });
});

describe('when saving', () => {
  const complete = (h: ReturnType<typeof start>) => {
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-JUG') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('GUA-FRI') });
  };

  it('sends cart.lineAdded with the prepared line and, on cart.saved, goes back to basePath keeping the query', async () => {
    const h = start();
    await h.open();
    complete(h);
    h.send({ type: 'orderPreparation.upsellAdded', productId: 'u-wine' });
    h.send({ type: 'orderPreparation.observationsChanged', text: 'Sin sal' });
    h.send({ type: 'orderPreparation.submitted' });
    const [added] = h.cartEvents();
    expect(added.type).toBe('cart.lineAdded');
    expect(added.line).toMatchObject({
      sku: 'PAR-001',
      price: 18900,
      quantity: 1,
      comments: 'Sin sal',
      crossSelling: true,
    });
    expect(added.line?.orderProductId).toHaveLength(21);
    expect(Object.keys(added.line!.customization.ingredients)).toEqual(['COC-JUG-c1', 'GUA-FRI-c2']);
    expect(added.line?.upselling[0]).toMatchObject({
      _id: 'u-wine',
      price: 18900,
      upsellingId: added.line?.orderProductId,
    });
    expect(h.navigate.mock.calls[0][1]).toEqual({
      to: '/menu/branch-1/brasa-palermo?categoria=parrilla',
      replace: true,
    });
    expectState(h.actor, 'closed');
  });

  it('editing sends cart.lineUpdated', async () => {
    const h = start();
    const line: CartLine = {
      _id: 'p-steak',
      name: 'Bife de chorizo',
      price: 18900,
      quantity: 1,
      sku: 'PAR-001',
      orderProductId: 'line-1',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    };
    await h.open({ line, basePath: '/resumen-de-orden', search: '' });
    complete(h);
    h.send({ type: 'orderPreparation.submitted' });
    expect(h.cartEvents()[0]).toMatchObject({ type: 'cart.lineUpdated', line: { orderProductId: 'line-1' } });
    expect(h.navigate.mock.calls[0][1]).toEqual({ to: '/resumen-de-orden', replace: true });
  });

  it('stays on the product when the cart refuses (its own modal explains)', async () => {
    const h = start({ cart: 'branchClosed' });
    await h.open();
    complete(h);
    h.send({ type: 'orderPreparation.submitted' });
    expectState(h.actor, 'ready');
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('when a b2b diner types the quantity', () => {
  it('applies a valid value 300 ms after the last keystroke', async () => {
    const h = start();
    await h.open({ priceContext: { businessType: 'b2b', priceCategory: 'default' } });
    h.send({ type: 'orderPreparation.quantityTyped', text: '1' });
    h.clock.increment(200);
    h.send({ type: 'orderPreparation.quantityTyped', text: '12' });
    h.clock.increment(299);
    expect(selectQuantity(h.snap())).toBe(1);
    h.clock.increment(1);
    expect(selectQuantity(h.snap())).toBe(12);
  });

  it.each(['', '0', 'abc'])('%j becomes 1 on blur', async (text) => {
    const h = start();
    await h.open({ priceContext: { businessType: 'b2b' } });
    h.send({ type: 'orderPreparation.quantityIncreased' });
    h.send({ type: 'orderPreparation.quantityTyped', text });
    h.clock.increment(300);
    expect(selectQuantity(h.snap())).toBe(2);
    h.send({ type: 'orderPreparation.quantityBlurred' });
    expect(selectQuantity(h.snap())).toBe(1);
    expect(selectQuantityText(h.snap())).toBe('1');
  });

  it('an invalid value becomes 1 on submit, before the save', async () => {
    const h = start();
    await h.open({ priceContext: { businessType: 'b2b' } });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-JUG') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('GUA-FRI') });
    h.send({ type: 'orderPreparation.quantityTyped', text: '-3' });
    h.send({ type: 'orderPreparation.submitted' });
    expect(h.cartEvents()[0].line?.quantity).toBe(1);
  });
});

describe('in the customisation modal (other reading)', () => {
  it('selecting adds 1 and removing drops at 0; minus at 1 closes, and resets after 300 ms', async () => {
    const h = start();
    await h.open({ presentation: 'modal' });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('SAL-CHI') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('SAL-CHI') });
    expect(selectGroups(h.snap())[2].options[0].quantity).toBe(2);
    h.send({ type: 'orderPreparation.ingredientRemoved', optionKey: h.optionKey('SAL-CHI') });
    h.send({ type: 'orderPreparation.ingredientRemoved', optionKey: h.optionKey('SAL-CHI') });
    expect(selectGroups(h.snap())[2].options[0].quantity).toBe(0);
    h.send({ type: 'orderPreparation.quantityDecreased' });
    expectState(h.actor, 'closingModal');
    h.clock.increment(299);
    expectState(h.actor, 'closingModal');
    h.clock.increment(1);
    expectState(h.actor, 'closed');
  });

  it('minus at 1 in edit mode also removes the product from the order', async () => {
    const h = start();
    const line: CartLine = {
      _id: 'p-steak',
      name: 'Bife',
      price: 18900,
      quantity: 1,
      sku: 'PAR-001',
      orderProductId: 'line-7',
      customization: { ingredients: {}, aditionals: {} },
      upselling: [],
    };
    await h.open({ presentation: 'modal', line });
    h.send({ type: 'orderPreparation.quantityDecreased' });
    expect(h.cartEvents()).toEqual([{ type: 'cart.lineRemoved', orderProductId: 'line-7' }]);
  });

  it('the same suggestion opened again while the modal closes starts afresh (not ignored as a repeat)', async () => {
    const h = start();
    await h.open({ presentation: 'modal' });
    h.send({ type: 'orderPreparation.closeRequested', hasPreviousEntry: true });
    expectState(h.actor, 'closingModal');
    await h.open({ presentation: 'modal' });
    expectState(h.actor, 'ready');
    expect(h.fetchSpy).toHaveBeenCalledTimes(2);
    h.clock.increment(300);
    expectState(h.actor, 'ready');
  });

  it('a saved product closes the modal (no navigation)', async () => {
    const h = start();
    await h.open({ presentation: 'modal' });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('COC-JUG') });
    h.send({ type: 'orderPreparation.ingredientChosen', optionKey: h.optionKey('GUA-FRI') });
    h.send({ type: 'orderPreparation.submitted' });
    expectState(h.actor, 'closingModal');
    expect(h.navigate).not.toHaveBeenCalled();
  });
});
