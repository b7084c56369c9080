import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { cartMachine } from '@/machines/cart/cart.machine';
import {
  selectCartLine,
  selectCartQuantity,
  selectCartTotal,
  selectIsSummaryEmpty,
  selectPersistedCart,
  selectQuantityText,
  selectQuoteAgrees,
  selectServerQuote,
  selectSuggestions,
} from '@/machines/cart/cart.selectors';
import {
  CART_ACTIVE_ORDER_MODAL_ID,
  CART_BRANCH_CLOSED_MODAL_ID,
  type CartInput,
  type CartQuote,
  type CartSyncCommand,
  type FetchSuggestionsInput,
  type QuoteCartInput,
  type Suggestion,
} from '@/machines/cart/cart.setup';
import type { CartLine } from '@/machines/cart/cart.types';
import { selectSummaryChanges } from '@/machines/cart/summary-changes.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const user: User = { _id: 'user-1', idMarca: 'brand-1', typeUser: 'guest' };
const open = { id: 'local-1', storeId: 'brasa-palermo', status: 'open' as const, name: 'Brasa Palermo Soho' };
const closed = { id: 'local-2', storeId: 'brasa-belgrano', status: 'close' as const, name: 'Brasa Belgrano' };

function line(orderProductId: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: `p-${orderProductId}`,
    name: 'Hamburguesa clásica',
    price: 5000,
    quantity: 1,
    sku: 'HAM-003',
    orderProductId,
    customization: { ingredients: {}, aditionals: {} },
    upselling: [],
    ...overrides,
  };
}

/** Records what it is told (the layout stand-in and the replyTo asker). */
const recorder = createMachine({
  types: {} as { context: { events: Array<{ type: string }> } },
  context: { events: [] },
  on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
});

interface Options {
  input?: Partial<CartInput>;
  quote?: (input: QuoteCartInput) => Promise<CartQuote>;
  suggestions?: (input: FetchSuggestionsInput) => Promise<Suggestion[]>;
  clock?: SimulatedClock;
}

let roots: AnyActorRef[] = [];
afterEach(() => {
  for (const r of roots) r.stop();
  roots = [];
  vi.restoreAllMocks();
});

/** The cart in a system with a recording layout and asker, and a recording cross-tab actor. */
function start(options: Options = {}) {
  const written: CartSyncCommand[] = [];
  const navigate = vi.fn();
  let toCart: ((e: { type: string; cart: unknown }) => void) | null = null;
  const machine = cartMachine.provide({
    actors: {
      watchSession: fromCallback(() => {}),
      watchBranch: fromCallback(() => {}),
      cartSync: fromCallback<CartSyncCommand>(({ receive, sendBack }) => {
        toCart = sendBack as never;
        receive((command) => written.push(command));
      }),
      quoteCart: fromPromise(({ input }) =>
        (options.quote ?? (() => new Promise<CartQuote>(() => {})))(input as QuoteCartInput),
      ),
      fetchSuggestions: fromPromise(async ({ input }) =>
        options.suggestions ? options.suggestions(input as FetchSuggestionsInput) : [],
      ),
    },
    actions: { navigate: (_, params) => navigate(params) },
  });
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'layout', systemId: 'layout', src: recorder },
        { id: 'asker', systemId: 'asker', src: recorder },
        { id: 'currentBranch', systemId: 'currentBranch', src: recorder },
        {
          id: 'cart',
          systemId: 'cart',
          src: machine,
          input: { brandId: 'brand-1', businessType: 'b2c', restored: null, user, ...options.input },
        },
      ],
    }),
    options.clock ? { clock: options.clock } : {},
  ).start();
  roots.push(root);
  const cart = root.system.get('cart') as AnyActorRef;
  const asker = root.system.get('asker') as AnyActorRef;
  const layoutEvents = () => (root.system.get('layout') as AnyActorRef).getSnapshot().context.events;
  const replies = () => asker.getSnapshot().context.events as Array<{ type: string; reason?: string }>;
  const fromOtherTab = (c: unknown) => toCart?.({ type: 'cart.externalChanged', cart: c });
  const branchEvents = () => (root.system.get('currentBranch') as AnyActorRef).getSnapshot().context.events;
  return { cart, asker, layoutEvents, replies, written, navigate, fromOtherTab, branchEvents };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when adding a product', () => {
  it('adds the line, answers cart.saved and tells the other tabs the whole cart', () => {
    const { cart, asker, replies, written } = start();
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
    expect(selectCartTotal(cart.getSnapshot())).toBe(5000);
    expect(replies()).toEqual([{ type: 'cart.saved' }]);
    expect(written.at(-1)?.cart.products).toHaveLength(1);
    expect(written.at(-1)?.cart.draftOrderId).toHaveLength(21);
  });

  it('refuses while the branch is closed: cart.refused branchClosed, the closed-branch modal, nothing added', () => {
    const { cart, asker, replies, layoutEvents, written } = start();
    cart.send({ type: 'cart.branchChanged', branch: closed });
    cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(0);
    expect(replies()).toEqual([{ type: 'cart.refused', reason: 'branchClosed' }]);
    expect(layoutEvents()).toEqual([{ type: 'layout.modalOpened', modalId: CART_BRANCH_CLOSED_MODAL_ID }]);
    expect(cart.getSnapshot().context.blocked).toEqual({
      reason: 'branchClosed',
      branchName: 'Brasa Belgrano',
    });
    expect(written).toEqual([]);
  });

  it('keeps the branch status it is told: reopening lets the same add through', () => {
    const { cart, asker, replies } = start();
    cart.send({ type: 'cart.branchChanged', branch: closed });
    cart.send({ type: 'cart.branchChanged', branch: { ...closed, status: 'closing_soon' } });
    cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
    expect(replies()).toEqual([{ type: 'cart.saved' }]);
  });

  describe('with an active order at another branch (reading: table orders only)', () => {
    it("refuses adding when the open order is a table order ('mesa') at another branch, with its modal", () => {
      const { cart, asker, replies, layoutEvents } = start();
      cart.send({ type: 'cart.branchChanged', branch: open });
      cart.send({
        type: 'cart.activeOrderChanged',
        branchId: 'local-9',
        orderType: 'mesa',
        branchName: 'Brasa Recoleta',
        storeId: 'brasa-recoleta',
      });
      cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
      expect(replies()).toEqual([{ type: 'cart.refused', reason: 'activeOrderElsewhere' }]);
      expect(layoutEvents()).toEqual([{ type: 'layout.modalOpened', modalId: CART_ACTIVE_ORDER_MODAL_ID }]);
      expect(cart.getSnapshot().context.blocked).toMatchObject({
        reason: 'activeOrderElsewhere',
        branchName: 'Brasa Recoleta',
        branchId: 'local-9',
        storeId: 'brasa-recoleta',
      });
      expect(selectCartQuantity(cart.getSnapshot())).toBe(0);
    });

    it.each([
      ['a takeaway order elsewhere', 'local-9', 'takeaway'],
      ['a delivery order elsewhere', 'local-9', 'delivery'],
      ['a table order at this branch', 'local-1', 'mesa'],
    ])('lets adding through with %s', (_what, branchId, orderType) => {
      const { cart, asker, replies } = start();
      cart.send({ type: 'cart.branchChanged', branch: open });
      cart.send({ type: 'cart.activeOrderChanged', branchId, orderType });
      cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
      expect(replies()).toEqual([{ type: 'cart.saved' }]);
    });

    it('lets adding through once the active order is gone', () => {
      const { cart, asker, replies } = start();
      cart.send({ type: 'cart.branchChanged', branch: open });
      cart.send({ type: 'cart.activeOrderChanged', branchId: 'local-9', orderType: 'mesa' });
      cart.send({ type: 'cart.activeOrderChanged', branchId: null, orderType: null });
      cart.send({ type: 'cart.lineAdded', line: line('a'), replyTo: asker });
      expect(replies()).toEqual([{ type: 'cart.saved' }]);
    });
  });
});

describe('changing quantities and upsell items while the branch is closed', () => {
  function withLine() {
    const env = start();
    env.cart.send({ type: 'cart.branchChanged', branch: open });
    env.cart.send({
      type: 'cart.lineAdded',
      line: line('a', { quantity: 2, upselling: [line('u', { upsellingId: 'a', price: 1200 })] }),
    });
    env.cart.send({ type: 'cart.branchChanged', branch: closed });
    return env;
  }

  it('blocks increasing with the modal', () => {
    const { cart, layoutEvents } = withLine();
    cart.send({ type: 'cart.lineIncreased', orderProductId: 'a' });
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(2);
    expect(layoutEvents()).toEqual([{ type: 'layout.modalOpened', modalId: CART_BRANCH_CLOSED_MODAL_ID }]);
  });

  it('lets decreasing through', () => {
    const { cart, layoutEvents } = withLine();
    cart.send({ type: 'cart.lineRemoved', orderProductId: 'a' });
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(1);
    expect(layoutEvents()).toEqual([]);
  });

  it('blocks an upsell item edit and an edit that raises the quantity, answering the asker', () => {
    const { cart, asker, replies } = withLine();
    cart.send({
      type: 'cart.lineUpdated',
      line: line('u', { upsellingId: 'a', quantity: 3, price: 1200 }),
      replyTo: asker,
    });
    cart.send({
      type: 'cart.lineUpdated',
      line: line('u', { upsellingId: 'a', quantity: 0 }),
      replyTo: asker,
    });
    cart.send({ type: 'cart.lineUpdated', line: line('a', { quantity: 5 }), replyTo: asker });
    expect(replies()).toEqual([
      { type: 'cart.refused', reason: 'branchClosed' },
      { type: 'cart.refused', reason: 'branchClosed' },
      { type: 'cart.refused', reason: 'branchClosed' },
    ]);
    expect(selectCartTotal(cart.getSnapshot())).toBe(10_000 + 1200);
  });

  it('blocks moving from the checkout bar to the summary or checkout', () => {
    const { cart, navigate, layoutEvents } = withLine();
    cart.send({ type: 'cart.proceedRequested', to: 'summary' });
    cart.send({ type: 'cart.proceedRequested', to: 'checkout' });
    expect(navigate).not.toHaveBeenCalled();
    expect(layoutEvents()).toHaveLength(2);
  });

  it('moves on when open: Ver orden → ORDER_SUMMARY, Confirmar orden → CHECKOUT', () => {
    const { cart, navigate } = withLine();
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.proceedRequested', to: 'summary' });
    cart.send({ type: 'cart.proceedRequested', to: 'checkout' });
    expect(navigate.mock.calls).toEqual([[{ to: '/resumen-de-orden' }], [{ to: '/checkout' }]]);
  });
});

describe('updating lines', () => {
  it('edits a line and an upsell item (by upsellingId) and answers cart.saved', () => {
    const { cart, asker, replies } = start();
    cart.send({
      type: 'cart.lineAdded',
      line: line('a', { upselling: [line('u', { upsellingId: 'a', price: 1200 })] }),
    });
    cart.send({
      type: 'cart.lineUpdated',
      line: line('a', {
        price: 6000,
        quantity: 2,
        upselling: [line('u', { upsellingId: 'a', price: 1200 })],
      }),
      replyTo: asker,
    });
    cart.send({
      type: 'cart.lineUpdated',
      line: line('u', { upsellingId: 'a', quantity: 3, price: 1200 }),
      replyTo: asker,
    });
    expect(selectCartTotal(cart.getSnapshot())).toBe(12_000 + 3600);
    expect(selectCartQuantity(cart.getSnapshot())).toBe(5);
    expect(replies()).toEqual([{ type: 'cart.saved' }, { type: 'cart.saved' }]);
  });
});

describe('restoring the order slice', () => {
  it('restores a saved cart', () => {
    const saved = { products: [line('a', { quantity: 3 })], draftOrderId: 'draft-aaaaaaaaaaaaaaaa' };
    const { cart } = start({ input: { restored: saved } });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(3);
    expect(selectPersistedCart(cart.getSnapshot()).draftOrderId).toBe('draft-aaaaaaaaaaaaaaaa');
  });

  it('discards a malformed one with a console log, starting empty instead of crashing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { cart } = start({ input: { restored: { products: [{ sku: 'x', quantity: 'lots' }] } } });
    expect(cart.getSnapshot().status).toBe('active');
    expect(selectCartQuantity(cart.getSnapshot())).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the saved order was discarded'));
  });
});

describe('another tab', () => {
  it("applies another tab's cart without sending it back", () => {
    const { cart, fromOtherTab, written } = start();
    fromOtherTab({ products: [line('x', { quantity: 2 })], draftOrderId: 'draft-bbbbbbbbbbbbbbbb' });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(2);
    expect(written).toEqual([]);
  });

  it('ignores a malformed cart from another tab, with a log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { cart, fromOtherTab } = start();
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    fromOtherTab({ products: 'nope' });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(1);
    expect(log).toHaveBeenCalled();
  });
});

describe('the session', () => {
  it('logging out resets the order', () => {
    const { cart } = start();
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.userChanged', user: { ...user, typeUser: 'registered' } });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(1);
    cart.send({ type: 'cart.userChanged', user: null });
    expect(selectCartQuantity(cart.getSnapshot())).toBe(0);
  });
});

describe('the b2b typed quantity', () => {
  it('applies the typed value 300 ms after the last keystroke, not before', () => {
    const clock = new SimulatedClock();
    const { cart } = start({ clock });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.quantityTyped', orderProductId: 'a', value: '1' });
    clock.increment(200);
    cart.send({ type: 'cart.quantityTyped', orderProductId: 'a', value: '12' });
    expect(selectQuantityText('a')(cart.getSnapshot())).toBe('12');
    clock.increment(299);
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(1);
    clock.increment(1);
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(12);
    expect(selectCartTotal(cart.getSnapshot())).toBe(60_000);
  });

  it('leaves an empty or invalid text to the blur, which makes it 1', () => {
    const clock = new SimulatedClock();
    const { cart } = start({ clock });
    cart.send({ type: 'cart.lineAdded', line: line('a', { quantity: 4 }) });
    cart.send({ type: 'cart.quantityTyped', orderProductId: 'a', value: '' });
    clock.increment(300);
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(4);
    expect(selectQuantityText('a')(cart.getSnapshot())).toBe('');
    cart.send({ type: 'cart.quantityCommitted', orderProductId: 'a' });
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(1);
    expect(selectQuantityText('a')(cart.getSnapshot())).toBe('1');
  });

  it('refuses a typed increase while the branch is closed, with the modal', () => {
    const clock = new SimulatedClock();
    const { cart, layoutEvents } = start({ clock });
    cart.send({ type: 'cart.lineAdded', line: line('a', { quantity: 2 }) });
    cart.send({ type: 'cart.branchChanged', branch: closed });
    cart.send({ type: 'cart.quantityTyped', orderProductId: 'a', value: '9' });
    clock.increment(300);
    expect(selectCartLine('a')(cart.getSnapshot())?.quantity).toBe(2);
    expect(layoutEvents()).toEqual([{ type: 'layout.modalOpened', modalId: CART_BRANCH_CLOSED_MODAL_ID }]);
  });
});

describe('on ORDER_SUMMARY', () => {
  it('asks the current branch to check its status once per opening (checkout follows; a branch can close meanwhile)', () => {
    const { cart, branchEvents } = start();
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    cart.send({ type: 'cart.lineIncreased', orderProductId: 'a' });
    expect(branchEvents()).toEqual([{ type: 'currentBranch.statusCheckRequested' }]);
    cart.send({ type: 'cart.summaryClosed' });
    cart.send({ type: 'cart.summaryOpened' });
    expect(branchEvents()).toHaveLength(2);
  });

  it('asks the server to quote the lines and agrees when its subtotal equals the cart total', async () => {
    const quote = vi.fn(async (input: QuoteCartInput) => ({
      subtotal: input.cart.total,
      total: input.cart.total,
      quantity: input.cart.quantity,
      lines: [],
    }));
    const { cart } = start({ quote });
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    await settle();
    expect(quote).toHaveBeenCalledTimes(1);
    expect(quote.mock.calls[0]?.[0]).toMatchObject({
      userId: 'user-1',
      consumeType: 'local',
      branch: { id: 'local-1' },
    });
    expect(selectServerQuote(cart.getSnapshot())?.total).toBe(5000);
    expect(selectQuoteAgrees(cart.getSnapshot())).toBe(true);
    // A change asks again.
    cart.send({ type: 'cart.lineIncreased', orderProductId: 'a' });
    await settle();
    expect(quote).toHaveBeenCalledTimes(2);
    expect(selectServerQuote(cart.getSnapshot())?.total).toBe(10_000);
  });

  it('prices the quote for the consume preference when the cart has no consume type yet', async () => {
    const quote = vi.fn(async (_input: QuoteCartInput) => ({
      subtotal: 1,
      total: 1,
      quantity: 1,
      lines: [],
    }));
    const { cart } = start({ quote, input: { preferredConsumeType: 'takeawaySystem' } });
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    await settle();
    expect(quote.mock.calls[0]?.[0]).toMatchObject({ consumeType: 'takeaway' });
    expect(selectQuoteAgrees(cart.getSnapshot())).toBe(false);
  });

  it("prices the quote and the suggestions for BASE's mode chosen after the cart started (not the saved one)", async () => {
    // The diner's first visit: no saved preference when the app started, then 'Para llevar' on BASE.
    const quote = vi.fn(async (input: QuoteCartInput) => ({
      subtotal: input.cart.total,
      total: input.cart.total,
      quantity: input.cart.quantity,
      lines: [],
    }));
    const suggestions = vi.fn(async (_input: FetchSuggestionsInput) => [] as Suggestion[]);
    const { cart } = start({ quote, suggestions });
    cart.send({ type: 'cart.preferenceChanged', preferredConsumeType: 'takeawaySystem' });
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    await settle();
    expect(quote.mock.calls.map((c) => c[0].consumeType)).toEqual(['takeaway']);
    expect(suggestions.mock.calls.map((c) => c[0].consumeType)).toEqual(['takeaway']);
    expect(selectQuoteAgrees(cart.getSnapshot())).toBe(true);
    // A mode chosen while the summary is shown asks both again for it (own delivery is delivery_propio).
    cart.send({
      type: 'cart.preferenceChanged',
      preferredConsumeType: { type: 'deliveryPropio', data: { activo: true, name: 'Envío Brasa' } },
    });
    await settle();
    expect(quote.mock.calls.map((c) => c[0].consumeType)).toEqual(['takeaway', 'delivery_propio']);
    expect(suggestions.mock.calls.map((c) => c[0].consumeType)).toEqual(['takeaway', 'delivery_propio']);
  });

  it('loads the suggestions for the lines on the summary', async () => {
    const { cart } = start({
      suggestions: async () => [
        { _id: 'p9', sku: 'BEB-001', name: 'Limonada', price: { tableSystem: 1200 } },
      ],
    });
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    await settle();
    const [suggestion] = selectSuggestions(cart.getSnapshot());
    expect(suggestion?.name).toBe('Limonada');
    // 'Agregar' opens the customisation modal, which adds through cart.lineAdded (orderPreparation).
    expect(cart.getSnapshot().context.cart.products).toHaveLength(1);
  });

  it('with an empty cart shows the empty text, then goes to the branch home after the wait', () => {
    const clock = new SimulatedClock();
    const { cart, navigate } = start({ clock });
    cart.send({ type: 'cart.branchChanged', branch: open });
    cart.send({ type: 'cart.summaryOpened' });
    expect(selectIsSummaryEmpty(cart.getSnapshot())).toBe(true);
    clock.increment(1499);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/sucursal/local-1/brasa-palermo', replace: true });
  });

  it('without a branch the empty summary goes to BASE', () => {
    const clock = new SimulatedClock();
    const { cart, navigate } = start({ clock });
    cart.send({ type: 'cart.summaryOpened' });
    clock.increment(1500);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('removing the last line on the summary empties it', () => {
    const { cart } = start();
    cart.send({ type: 'cart.lineAdded', line: line('a') });
    cart.send({ type: 'cart.summaryOpened' });
    expectState(cart, 'summary.shown.contents.withProducts');
    cart.send({ type: 'cart.lineRemoved', orderProductId: 'a' });
    expectState(cart, 'summary.shown.contents.empty');
  });
});

describe('on ORDER_SUMMARY, what the quote reveals since the cart was built (issue 12)', () => {
  /**
   * The server's POST /pedido/quote?unavailable=mark for lines without options: each payload line (a line, then
   * its upsell items) priced at `prices[sku]` × its quantity, or listed in `unavailable` when withdrawn.
   */
  function server(prices: Record<string, number>, withdrawn: Set<string>) {
    return vi.fn(async (input: QuoteCartInput): Promise<CartQuote> => {
      const payload = input.cart.products.flatMap((l) => [
        { line: l, upsellingId: null as string | null },
        ...l.upselling.map((u) => ({ line: u, upsellingId: l.orderProductId as string | null })),
      ]);
      const ref = ({ line: l, upsellingId }: (typeof payload)[number]) => ({
        orderProductId: l.orderProductId,
        upsellingId,
        sku: l.sku,
      });
      const priced = payload.filter((p) => !withdrawn.has(p.line.sku));
      const lines = priced.map((p) => {
        const price = prices[p.line.sku] ?? Number(p.line.price);
        return { ...ref(p), quantity: p.line.quantity, price, total: price * p.line.quantity };
      });
      const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
      const unavailable = payload
        .filter((p) => withdrawn.has(p.line.sku))
        .map((p) => ({ ...ref(p), name: p.line.name }));
      return { subtotal, total: subtotal, quantity: 0, lines, unavailable };
    });
  }

  const fries = line('fries', {
    _id: 'p-fries',
    name: 'Papas fritas',
    sku: 'GUA-001',
    price: 1500,
    quantity: 1,
  });
  const withFries = (orderProductId: string, quantity = 1) =>
    line(orderProductId, { quantity, upselling: [{ ...fries, upsellingId: orderProductId }] });

  async function onSummary(prices: Record<string, number>, withdrawn: Set<string>, lines: CartLine[]) {
    const quote = server(prices, withdrawn);
    const started = start({ quote });
    started.cart.send({ type: 'cart.branchChanged', branch: open });
    for (const l of lines) started.cart.send({ type: 'cart.lineAdded', line: l });
    started.cart.send({ type: 'cart.summaryOpened' });
    await settle();
    return { ...started, quote };
  }

  it('names a repriced line with its amount before (the cart) and after (the server)', async () => {
    const { cart } = await onSummary({ 'HAM-003': 6000 }, new Set(), [line('a', { quantity: 2 })]);
    expect(selectSummaryChanges(cart.getSnapshot())).toEqual({
      withdrawn: [],
      repriced: [
        {
          kind: 'priceChanged',
          orderProductId: 'a',
          name: 'Hamburguesa clásica',
          before: 10_000,
          after: 12_000,
        },
      ],
      pricesChanged: true,
    });
  });

  it('names a repriced upsell item by itself, and nothing when the server agrees', async () => {
    const { cart } = await onSummary({ 'GUA-001': 1800 }, new Set(), [withFries('a')]);
    expect(selectSummaryChanges(cart.getSnapshot()).repriced).toEqual([
      { kind: 'priceChanged', orderProductId: 'fries', name: 'Papas fritas', before: 1500, after: 1800 },
    ]);
    const agreeing = await onSummary({}, new Set(), [line('b')]);
    expect(selectSummaryChanges(agreeing.cart.getSnapshot())).toEqual({
      withdrawn: [],
      repriced: [],
      pricesChanged: false,
    });
  });

  it("'Quitar' on a withdrawn product removes the whole line at once; its upsell item stays as a line; the summary re-quotes clean", async () => {
    const withdrawn = new Set(['HAM-003']);
    const { cart, quote, written } = await onSummary({}, withdrawn, [
      withFries('a', 3),
      line('b', { sku: 'BEB-001' }),
    ]);
    const changes = selectSummaryChanges(cart.getSnapshot());
    // A withdrawn line alone explains the lower server subtotal: no 'Los precios cambiaron'.
    expect(changes.pricesChanged).toBe(false);
    expect(changes.withdrawn).toEqual([
      { kind: 'withdrawn', orderProductId: 'a', name: 'Hamburguesa clásica', parentId: null, quantity: 3 },
    ]);
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'a' });
    const products = cart.getSnapshot().context.cart.products;
    expect(products.map((l: CartLine) => [l.orderProductId, l.quantity])).toEqual([
      ['fries', 1],
      ['b', 1],
    ]);
    expect(products[0]?.upsellingId).toBeUndefined();
    expect(written.at(-1)?.cart.products).toHaveLength(2);
    await settle();
    expect(quote).toHaveBeenCalledTimes(2);
    expect(selectSummaryChanges(cart.getSnapshot())).toEqual({
      withdrawn: [],
      repriced: [],
      pricesChanged: false,
    });
  });

  it("'Quitar' on a withdrawn upsell item takes it off its line only", async () => {
    const { cart } = await onSummary({}, new Set(['GUA-001']), [withFries('a', 2)]);
    expect(selectSummaryChanges(cart.getSnapshot()).withdrawn).toEqual([
      { kind: 'withdrawn', orderProductId: 'fries', name: 'Papas fritas', parentId: 'a', quantity: 1 },
    ]);
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'fries' });
    const [only] = cart.getSnapshot().context.cart.products;
    expect(only).toMatchObject({ orderProductId: 'a', quantity: 2, upselling: [] });
    expect(selectCartTotal(cart.getSnapshot())).toBe(10_000);
  });

  it('ignores the event for a line the quote does not mark withdrawn', async () => {
    const { cart, written } = await onSummary({}, new Set(['BEB-001']), [
      line('a', { quantity: 2 }),
      line('b', { sku: 'BEB-001' }),
    ]);
    const before = written.length;
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'a' });
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'nope' });
    expect(cart.getSnapshot().context.cart.products.map((l: CartLine) => l.orderProductId)).toEqual([
      'a',
      'b',
    ]);
    expect(written).toHaveLength(before);
  });

  it('while the branch is closed, a withdrawn upsell item is refused with the modal (§4); a withdrawn line still goes', async () => {
    const { cart, layoutEvents } = await onSummary({}, new Set(['GUA-001', 'BEB-001']), [
      withFries('a'),
      line('b', { sku: 'BEB-001' }),
    ]);
    cart.send({ type: 'cart.branchChanged', branch: { ...open, status: 'close' } });
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'fries' });
    expect(cart.getSnapshot().context.cart.products[0]?.upselling).toHaveLength(1);
    expect(layoutEvents()).toEqual([{ type: 'layout.modalOpened', modalId: CART_BRANCH_CLOSED_MODAL_ID }]);
    cart.send({ type: 'cart.withdrawnLineRemoved', orderProductId: 'b' });
    expect(cart.getSnapshot().context.cart.products.map((l: CartLine) => l.orderProductId)).toEqual(['a']);
  });
});
