import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  clearCart,
  emptyCart,
  GENERATED_ID_LENGTH,
  normaliseQuantity,
  parsePersistedCart,
  randomId,
  removeLine,
  removeWithdrawn,
  setAddress,
  setConsumeType,
  setConsumeTypeFromActiveOrder,
  setDeliveryOption,
  setLineQuantity,
  setPickUpTime,
  setTable,
  updateLine,
  updateUpsellItem,
  withdrawnItem,
} from '@/machines/cart/cart.rules';
import type { Cart, CartLine } from '@/machines/cart/cart.types';
import { cartTotals } from '@/machines/rules/pricing';

let counter = 0;
const ids = () => `id-${String(++counter).padStart(18, '0')}`;

const item = (sku: string, price: number, quantity: number, categoryId?: string) => ({
  sku,
  name: sku,
  price,
  quantity,
  minLimit: 1,
  category: categoryId ? { id: categoryId, name: categoryId, maxQty: 1 } : null,
});

function line(orderProductId: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: `p-${orderProductId}`,
    name: 'Hamburguesa clásica',
    price: 5000,
    quantity: 1,
    sku: 'HAM-003',
    storeId: 'brasa-palermo',
    orderProductId,
    customization: { ingredients: {}, aditionals: {} },
    upselling: [],
    ...overrides,
  };
}

const upsell = (orderProductId: string, parent: string, quantity = 1, price = 1200): CartLine =>
  line(orderProductId, { upsellingId: parent, quantity, price, sku: 'BEB-001', name: 'Limonada' });

describe('adding (ordering.md §4 "Cart")', () => {
  it('makes a 21-character draftOrderId on the first add and keeps it after', () => {
    const once = addLine(emptyCart(), line('a'));
    expect(once.draftOrderId).toHaveLength(GENERATED_ID_LENGTH);
    expect(addLine(once, line('b')).draftOrderId).toBe(once.draftOrderId);
  });

  it('pushes a new line and adds its total and quantity', () => {
    const burger = line('a', {
      quantity: 2,
      customization: { ingredients: { 'PAN-BRI-g1': item('PAN-BRI', 300, 1, 'g1') }, aditionals: {} },
    });
    const cart = addLine(emptyCart(), burger, ids);
    expect(cart.products).toHaveLength(1);
    expect(cart.total).toBe(10_600);
    expect(cart.quantity).toBe(2);
  });

  it('adds 1 to the line with the same orderProductId instead of pushing it', () => {
    const cart = addLine(addLine(emptyCart(), line('a'), ids), line('a'), ids);
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]?.quantity).toBe(2);
    expect(cart.total).toBe(10_000);
  });

  it('counts the upsell items in the quantity and total, and sets crossSelling', () => {
    const cart = addLine(emptyCart(), line('a', { upselling: [upsell('u', 'a', 2)] }), ids);
    expect(cart.quantity).toBe(3);
    expect(cart.total).toBe(5000 + 2400);
    expect(cart.crossSelling).toBe(true);
  });

  it('gives a line without orderProductId a 21-character one', () => {
    const cart = addLine(emptyCart(), line(''));
    expect(cart.products[0]?.orderProductId).toHaveLength(21);
    expect(randomId()).not.toBe(randomId());
  });
});

describe('removing', () => {
  it('takes 1 from a line above 1', () => {
    const cart = removeLine(addLine(emptyCart(), line('a', { quantity: 3 }), ids), 'a');
    expect(cart.products[0]?.quantity).toBe(2);
    expect(cart.total).toBe(10_000);
  });

  it('deletes a line at 1; its upsell items become standalone lines and crossSelling is recomputed', () => {
    let cart = addLine(emptyCart(), line('a', { upselling: [upsell('u', 'a')] }), ids);
    cart = addLine(cart, line('b'), ids);
    cart = removeLine(cart, 'a');
    expect(cart.products.map((l) => l.orderProductId)).toEqual(['u', 'b']);
    expect(cart.products[0]?.upsellingId).toBeUndefined();
    expect(cart.crossSelling).toBe(true);
    expect(cart.total).toBe(1200 + 5000);
    expect(cart.quantity).toBe(2);
  });

  it('turns crossSelling off when no line has upsell items or is a cross-sell', () => {
    let cart = addLine(emptyCart(), line('a', { upselling: [upsell('u', 'a')] }), ids);
    cart = updateUpsellItem(cart, { ...upsell('u', 'a'), quantity: 0 });
    expect(cart.crossSelling).toBe(false);
  });

  it('changes nothing for an unknown line', () => {
    const cart = addLine(emptyCart(), line('a'), ids);
    expect(removeLine(cart, 'zzz')).toBe(cart);
  });
});

describe('updating a line', () => {
  it('replaces customization, price, quantity and upselling; total and quantity include the upsell items', () => {
    let cart = addLine(emptyCart(), line('a'), ids);
    cart = updateLine(cart, {
      orderProductId: 'a',
      price: 6000,
      quantity: 2,
      customization: { ingredients: {}, aditionals: { 'ADC-FRI': item('ADC-FRI', 1500, 1) } },
      upselling: [upsell('u', 'a', 3)],
    });
    expect(cart.total).toBe((6000 + 1500) * 2 + 1200 * 3);
    expect(cart.quantity).toBe(2 + 3);
    expect(cart.products[0]?.upselling[0]?.upsellingId).toBe('a');
  });
});

describe('updating an upsell item', () => {
  const withUpsell = () => addLine(emptyCart(), line('a', { upselling: [upsell('u', 'a')] }), ids);

  it('finds the parent by upsellingId and changes the item; the total follows', () => {
    const cart = updateUpsellItem(withUpsell(), upsell('u', 'a', 4));
    expect(cart.products[0]?.upselling[0]?.quantity).toBe(4);
    expect(cart.total).toBe(5000 + 4800);
    expect(cart.quantity).toBe(5);
  });

  it('removes it at quantity 0', () => {
    const cart = updateUpsellItem(withUpsell(), upsell('u', 'a', 0));
    expect(cart.products[0]?.upselling).toEqual([]);
    expect(cart.total).toBe(5000);
  });

  it('changes nothing when the parent is unknown', () => {
    const cart = withUpsell();
    expect(updateUpsellItem(cart, upsell('u', 'zzz', 4))).toBe(cart);
  });
});

describe("a withdrawn product (issue 12: the quote's `unavailable`, 'Quitar' on ORDER_SUMMARY)", () => {
  const cart = () =>
    addLine(
      addLine(emptyCart(), line('a', { quantity: 3, upselling: [upsell('u', 'a', 2)] }), ids),
      line('b', { sku: 'PAR-011', name: 'Morcilla' }),
      ids,
    );
  const marked = (orderProductId: string, sku: string) => [{ orderProductId, sku }];

  it.each([
    ['a line the quote marks', 'a', marked('a', 'HAM-003'), { orderProductId: 'a', parentId: null }],
    ['an upsell item the quote marks', 'u', marked('u', 'BEB-001'), { orderProductId: 'u', parentId: 'a' }],
    ['a line not marked', 'b', marked('a', 'HAM-003'), null],
    ['the same id with another sku (not the same product)', 'a', marked('a', 'PAR-011'), null],
    ['no unavailable list', 'a', undefined, null],
    ['an unknown id', 'zzz', marked('zzz', 'HAM-003'), null],
  ])('%s → %j', (_what, id, unavailable, expected) => {
    const found = withdrawnItem(cart(), unavailable, id);
    expect(found && { orderProductId: found.item.orderProductId, parentId: found.parentId }).toEqual(
      expected,
    );
  });

  it('removes a withdrawn line whole at once, whatever its quantity; its upsell item stays as a line of its own', () => {
    const before = cart();
    const found = withdrawnItem(before, marked('a', 'HAM-003'), 'a');
    const after = removeWithdrawn(before, found as NonNullable<typeof found>);
    expect(after.products.map((l) => [l.orderProductId, l.quantity, l.upsellingId])).toEqual([
      ['u', 2, undefined],
      ['b', 1, undefined],
    ]);
    expect(after.total).toBe(2 * 1200 + 5000);
    expect(after.quantity).toBe(3);
  });

  it('takes a withdrawn upsell item off its parent only', () => {
    const before = cart();
    const found = withdrawnItem(before, marked('u', 'BEB-001'), 'u');
    const after = removeWithdrawn(before, found as NonNullable<typeof found>);
    expect(after.products.map((l) => [l.orderProductId, l.quantity, l.upselling.length])).toEqual([
      ['a', 3, 0],
      ['b', 1, 0],
    ]);
    expect(after.total).toBe(3 * 5000 + 5000);
  });
});

describe('typed quantity (§5 "Quantity")', () => {
  it.each([
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['7', 7],
    ['2.7', 2],
    [12, 12],
  ])('%j becomes %i', (value, expected) => {
    expect(normaliseQuantity(value)).toBe(expected);
  });

  it('sets a line to the typed quantity with the totals', () => {
    const cart = setLineQuantity(addLine(emptyCart(), line('a'), ids), 'a', '12');
    expect(cart.products[0]?.quantity).toBe(12);
    expect(cart.total).toBe(60_000);
    expect(cart.quantity).toBe(12);
  });
});

describe('setters and clearing', () => {
  it('set the consume choice without touching the lines', () => {
    let cart = addLine(emptyCart(), line('a'), ids);
    cart = setTable(cart, '12', '7');
    cart = setConsumeType(cart, 'local');
    cart = setAddress(cart, { tag: 'Casa', addressName: 'Honduras 4850', deliveryAddressId: 'd1' });
    cart = setDeliveryOption(cart, { id: 2, tipo: 'moto', costoEnvio: 900 });
    cart = setPickUpTime(cart, '2026-11-23T13:30:00.000Z');
    cart = setConsumeTypeFromActiveOrder(cart, true);
    expect(cart).toMatchObject({
      table: '12',
      tableId: '7',
      consumeType: 'local',
      address: { deliveryAddressId: 'd1' },
      deliveryOption: { id: 2, costoEnvio: 900 },
      pickUpTime: '2026-11-23T13:30:00.000Z',
      selectedConsumeTypeIsFromActiveOrder: true,
      total: 5000,
    });
    expect(clearCart()).toEqual(emptyCart());
  });
});

describe('reading a persisted cart', () => {
  it('nothing saved is an empty cart', () => {
    expect(parsePersistedCart(null)).toEqual({ cart: emptyCart(), reason: null });
  });

  it('keeps a well-formed cart and recomputes its totals from the lines', () => {
    const saved = { ...addLine(emptyCart(), line('a', { quantity: 2 }), ids), total: 1, quantity: 99 };
    const parsed = parsePersistedCart(JSON.parse(JSON.stringify(saved)));
    expect(parsed.reason).toBeNull();
    expect(parsed.cart?.total).toBe(10_000);
    expect(parsed.cart?.quantity).toBe(2);
    expect(parsed.cart?.draftOrderId).toBe(saved.draftOrderId);
  });

  it.each([
    ['a string', 'hola'],
    ['no products list', { products: 'x' }],
    ['a line without orderProductId', { products: [{ ...line('a'), orderProductId: undefined }] }],
    ['a negative price', { products: [line('a', { price: -5 })] }],
    ['a fractional quantity', { products: [line('a', { quantity: 1.5 })] }],
    ['a zero quantity', { products: [line('a', { quantity: 0 })] }],
    ['a broken upsell item', { products: [line('a', { upselling: [{ sku: 'x' } as CartLine] })] }],
    ['a customization that is a list', { products: [{ ...line('a'), customization: [] }] }],
    ['an unknown consume type', { products: [], consumeType: 'avion' }],
    ['two lines with the same id', { products: [line('a'), line('a')] }],
  ])('discards %s with a reason', (_what, raw) => {
    const parsed = parsePersistedCart(raw);
    expect(parsed.cart).toBeNull();
    expect(parsed.reason).toEqual(expect.any(String));
  });
});

/* Properties: any sequence of the cart's operations. */

const OPS = ['add', 'addAgain', 'remove', 'update', 'upsell', 'quantity'] as const;
const opArb = fc.record({
  op: fc.constantFrom(...OPS),
  target: fc.nat(6),
  quantity: fc.integer({ min: 0, max: 9 }),
  price: fc.integer({ min: 0, max: 20_000 }),
  withUpsell: fc.boolean(),
});

function run(ops: unknown[]) {
  let cart: Cart = emptyCart();
  let next = 0;
  for (const step of ops as Array<{
    op: (typeof OPS)[number];
    target: number;
    quantity: number;
    price: number;
    withUpsell: boolean;
  }>) {
    const existing = cart.products[step.target % Math.max(1, cart.products.length)];
    const before = cart;
    switch (step.op) {
      case 'add': {
        const id = `L${next++}`;
        const extra = step.withUpsell
          ? [upsell(`U${next++}`, id, Math.max(1, step.quantity), step.price)]
          : [];
        cart = addLine(cart, line(id, { price: step.price, upselling: extra }), ids);
        break;
      }
      case 'addAgain':
        if (existing) cart = addLine(cart, existing, ids);
        break;
      case 'remove':
        if (existing) cart = removeLine(cart, existing.orderProductId);
        break;
      case 'update':
        if (existing) cart = updateLine(cart, { orderProductId: existing.orderProductId, price: step.price });
        break;
      case 'upsell': {
        const u = existing?.upselling[0];
        if (u) cart = updateUpsellItem(cart, { ...u, quantity: step.quantity });
        break;
      }
      case 'quantity':
        if (existing) cart = setLineQuantity(cart, existing.orderProductId, step.quantity);
        break;
    }
    checkNoLineLost(before, cart, step.op, existing);
  }
  return cart;
}

/** Every line and upsell item of `before` is still in `after`, unless the step removed exactly that one. */
function checkNoLineLost(before: Cart, after: Cart, op: string, target: CartLine | undefined) {
  const all = (c: Cart) =>
    c.products.flatMap((l) => [l.orderProductId, ...l.upselling.map((u) => u.orderProductId)]);
  const kept = new Set(all(after));
  for (const id of all(before)) {
    const removedOnPurpose =
      (op === 'remove' && target?.orderProductId === id && target.quantity === 1) ||
      (op === 'upsell' && target?.upselling[0]?.orderProductId === id);
    if (!removedOnPurpose) expect(kept.has(id), `${op} lost ${id}`).toBe(true);
  }
}

describe('properties', () => {
  it('the total and quantity always equal cartTotals of the lines', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const cart = run(ops as never);
        expect({ total: cart.total, quantity: cart.quantity }).toEqual(cartTotals(cart.products));
        expect(cart.crossSelling).toBe(cart.products.some((l) => l.crossSelling || l.upselling.length > 0));
      }),
      { numRuns: 300 },
    );
  });

  it('no sequence of adds, removes and updates loses a line it did not remove, and every quantity stays ≥ 1', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const cart = run(ops as never);
        for (const l of cart.products) expect(l.quantity).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('a saved cart reads back as the same cart', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), (ops) => {
        const cart = run(ops as never);
        expect(parsePersistedCart(JSON.parse(JSON.stringify(cart))).cart).toEqual(cart);
      }),
      { numRuns: 100 },
    );
  });
});
