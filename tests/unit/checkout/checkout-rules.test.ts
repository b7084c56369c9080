import { describe, expect, it } from 'vitest';
import { emptyCart } from '@/machines/cart/cart.rules';
import type { Cart } from '@/machines/cart/cart.types';
import type { SystemOptions } from '@/machines/catalogue/catalogue.types';
import {
  applyChoice,
  automaticConsumeType,
  changeAction,
  checkoutError,
  checkoutIssue,
  checkoutTotals,
  choiceDestination,
  choiceEffects,
  deliveryBanner,
  guestPromoAmount,
  needsAddress,
  offeredConsumeTypes,
  openingCart,
  openTableOrder,
  paymentLabel,
  paymentOf,
  qrTableFor,
  showsShipping,
  unavailableTexts,
} from '@/machines/checkout/checkout.rules';

const all: SystemOptions = { tableSystem: true, takeawaySystem: true, deliverySystem: true };
const none: SystemOptions = { tableSystem: false, takeawaySystem: false, deliverySystem: false };
const propio: SystemOptions = {
  tableSystem: false,
  takeawaySystem: true,
  deliverySystem: false,
  deliveryPropio: { activo: true, name: 'Envío Brasa' },
};
const cart = (changes: Partial<Cart> = {}): Cart => ({ ...emptyCart(), ...changes });
const address = { tag: 'Casa', addressName: 'Honduras 4850', deliveryAddressId: 'addr-1' };
const option = { id: 'moto', tipo: 'Moto', costoEnvio: 1800 };
const branch = { id: 'local-1', storeId: 'brasa-palermo' };
const conditions = { porcentajeMarca: 10, porcentajeUsuario: 0, minimoGratis: 30000, minimoCompra: 8000 };

describe('consume types offered (ordering.md §4 "Offer")', () => {
  it.each([
    ['all three', all, ['local', 'takeaway', 'delivery']],
    ['none', none, []],
    ['own delivery without deliverySystem', propio, ['takeaway', 'delivery_propio']],
    [
      'own delivery ignored with deliverySystem',
      { ...all, deliveryPropio: { activo: true, name: 'X' } },
      ['local', 'takeaway', 'delivery'],
    ],
    ['own delivery inactive', { ...propio, deliveryPropio: { activo: false, name: 'X' } }, ['takeaway']],
    ['no systemOptions', null, []],
  ] as const)('%s', (_name, options, types) => {
    expect(offeredConsumeTypes(options).map((o) => o.type)).toEqual(types);
  });

  it('labels delivery_propio with its name and the others with the spec’s words', () => {
    expect(offeredConsumeTypes(propio).map((o) => o.label)).toEqual([
      'checkout.types.takeaway',
      { text: 'Envío Brasa' },
    ]);
    expect(offeredConsumeTypes(all).map((o) => o.label)).toEqual([
      'checkout.types.local',
      'checkout.types.takeaway',
      'checkout.types.delivery',
    ]);
  });

  it.each([
    // offered, preferred, current → automatic
    [all, null, null, null],
    [{ ...none, takeawaySystem: true }, null, null, 'takeaway'],
    [all, 'tableSystem', null, 'local'],
    [all, 'deliverySystem', null, 'delivery'],
    [
      propio,
      { type: 'deliveryPropio', data: { activo: true, name: 'Envío Brasa' } },
      null,
      'delivery_propio',
    ],
    [{ ...all, tableSystem: false }, 'tableSystem', null, null],
    [all, 'tableSystem', 'takeaway', 'takeaway'],
  ] as const)('auto-selects: %#', (options, preferred, current, expected) => {
    expect(automaticConsumeType(offeredConsumeTypes(options), preferred as never, current)).toBe(expected);
  });

  it('every system disabled: both unavailable texts', () => {
    expect(unavailableTexts(none)).toEqual({
      chooser: 'checkout.noConsumeOptions',
      send: 'checkout.cannotOrder',
    });
    expect(unavailableTexts(all)).toBeNull();
  });
});

describe('choosing a type (§4 "Choosing …")', () => {
  const full = cart({
    consumeType: 'takeaway',
    table: '7',
    tableId: '70',
    pickUpTime: '2026-11-23T15:30:00.000Z',
    address,
    deliveryOption: option,
  });
  it.each([
    ['local', { table: '7', tableId: '70', pickUpTime: null, address: null, deliveryOption: null }, false],
    [
      'takeaway',
      { table: null, tableId: null, pickUpTime: full.pickUpTime, address: null, deliveryOption: null },
      true,
    ],
    ['delivery', { table: null, tableId: null, pickUpTime: null, address, deliveryOption: option }, true],
    [
      'delivery_propio',
      { table: null, tableId: null, pickUpTime: null, address, deliveryOption: option },
      true,
    ],
  ] as const)('%s clears what the spec says', (type, fields, removesQr) => {
    expect(applyChoice(full, type)).toMatchObject({ consumeType: type, ...fields });
    expect(choiceEffects(type).removesQrData).toBe(removesQr);
  });

  it.each([
    ['local', cart(), 'selectTable'],
    ['local', cart({ table: '4' }), null],
    ['delivery', cart(), 'address'],
    ['delivery_propio', cart(), 'address'],
    ['delivery', cart({ address }), null],
    ['takeaway', cart(), null],
  ] as const)('%s → %s', (type, before, destination) => {
    expect(choiceDestination(applyChoice(before, type), type)).toBe(destination);
  });

  it.each([
    [all, 'local', 'change'],
    [{ ...none, tableSystem: true }, 'local', 'scanQr'],
    [{ ...none, deliverySystem: true }, 'delivery', 'changeAddress'],
    [{ ...none, takeawaySystem: true }, 'takeaway', null],
    [all, null, null],
  ] as const)('the change button: %#', (options, selected, action) => {
    expect(changeAction(offeredConsumeTypes(options), selected)).toBe(action);
  });
});

describe('opening the screen (§4 "On opening the screen")', () => {
  const offered = offeredConsumeTypes(all);
  it.each([
    ['local without a table resets', cart({ consumeType: 'local' }), null, null, null],
    ['local with a table stays', cart({ consumeType: 'local', table: '3' }), null, null, 'local'],
    ['delivery without an address resets', cart({ consumeType: 'delivery' }), null, null, null],
    ['delivery with an address stays', cart({ consumeType: 'delivery', address }), null, null, 'delivery'],
    [
      'a reset choice takes the preference',
      cart({ consumeType: 'delivery' }),
      'takeawaySystem',
      null,
      'takeaway',
    ],
    [
      'the QR table keeps local',
      cart({ consumeType: 'local' }),
      null,
      { table: '9', tableId: '90' },
      'local',
    ],
  ] as const)('%s', (_name, before, preferred, qr, type) => {
    expect(openingCart(before, offered, preferred as never, qr).consumeType).toBe(type);
  });

  it('stored QR data of this branch presets the table; of another branch it does not', () => {
    const qr = { table: '12', table_id: '1200', branch_id: 'local-1', store_id: 'brasa-palermo' };
    expect(qrTableFor(qr, branch)).toEqual({ table: '12', tableId: '1200' });
    expect(qrTableFor({ ...qr, branch_id: 'local-2' }, branch)).toBeNull();
    expect(qrTableFor({ ...qr, store_id: 'otra' }, branch)).toBeNull();
    expect(qrTableFor(null, branch)).toBeNull();
    expect(openingCart(cart(), offered, null, qrTableFor(qr, branch))).toMatchObject({
      table: '12',
      tableId: '1200',
    });
  });
});

describe('open table order (§4 "Open table order")', () => {
  const order = {
    _id: 'o-1',
    idLocal: 'local-1',
    type: 'mesa',
    orderStatus: 'ACEPTADO',
    mesa: 5,
    mesaId: 50,
  };
  it.each([
    ['an active mesa order', [order], { orderId: 'o-1', table: '5', tableId: '50' }],
    ['paid', [{ ...order, orderStatus: 'PAGADO' }], null],
    ['takeaway', [{ ...order, type: 'takeaway' }], null],
    ['at another branch', [{ ...order, idLocal: 'local-2' }], null],
    ['nothing', [], null],
    ['not a list', { data: [] }, null],
  ] as const)('%s', (_name, orders, expected) => {
    expect(openTableOrder(orders, 'local-1')).toEqual(expected);
  });
});

describe('checkout validity (§5, the six messages)', () => {
  const base = { subtotal: 10000, conditions };
  it.each([
    [cart(), 'checkout.validity.consumeType'],
    [cart({ consumeType: 'local' }), 'checkout.validity.table'],
    [cart({ consumeType: 'local', table: '3' }), null],
    [cart({ consumeType: 'takeaway' }), 'checkout.validity.pickUpTime'],
    [cart({ consumeType: 'takeaway', pickUpTime: 'x' }), null],
    [cart({ consumeType: 'delivery' }), 'checkout.validity.address'],
    [cart({ consumeType: 'delivery_propio', address }), 'checkout.validity.deliveryOption'],
    [cart({ consumeType: 'delivery', address, deliveryOption: option }), null],
  ] as const)('%#: %s', (c, expected) => {
    expect(checkoutError({ ...base, cart: c })).toBe(expected);
  });

  it('below minimoCompra (when set) for delivery only', () => {
    const c = cart({ consumeType: 'delivery', address, deliveryOption: option });
    expect(checkoutError({ cart: c, subtotal: 7999, conditions })).toBe('checkout.validity.minimum');
    expect(checkoutError({ cart: c, subtotal: 8000, conditions })).toBeNull();
    expect(
      checkoutError({ cart: c, subtotal: 10, conditions: { ...conditions, minimoCompra: 0 } }),
    ).toBeNull();
    expect(
      checkoutError({ cart: cart({ consumeType: 'local', table: '1' }), subtotal: 10, conditions }),
    ).toBeNull();
  });

  it('takeaway: a pick-up time that became too soon is refused at the tap', () => {
    const c = cart({ consumeType: 'takeaway', pickUpTime: '2026-11-23T13:20:00.000Z' });
    expect(
      checkoutError({
        cart: c,
        subtotal: 1,
        conditions,
        pickUpValue: '2026-11-23T10:20',
        schedule: { lunes: { open: '00:00', close: '23:59' } },
        now: new Date('2026-11-23T13:10:00Z'),
      }),
    ).toBe('checkout.pickUp.tooSoon');
  });
});

describe('delivery banner (§2 "Delivery banner")', () => {
  it.each([
    ['takeaway', 5000, null],
    ['delivery', 5000, { key: 'checkout.banner.minimum', values: { amount: '$\u00a03.000' } }],
    ['delivery_propio', 7999.5, { key: 'checkout.banner.minimum', values: { amount: '$\u00a00,50' } }],
    ['delivery', 10000, { key: 'checkout.banner.freeShipping', values: { amount: '$\u00a020.000' } }],
    ['delivery', 30000, 'checkout.banner.congratulations'],
  ] as const)('%s at %d', (type, subtotal, expected) => {
    expect(deliveryBanner(type, subtotal, conditions)).toEqual(expected);
  });
  it('no thresholds: no banner', () => {
    expect(deliveryBanner('delivery', 100, { minimoCompra: 0, minimoGratis: 0 })).toBeNull();
  });
});

describe('totals, points and payment (§9)', () => {
  it.each([
    // type, subtotal, shipping, points → shipping shown, discount, points discount, total to pay
    ['takeaway', 10000, 0, 0, 0, 0, 0, 10000],
    ['takeaway', 10000, 0, 2000, 0, 0, 2000, 8000],
    ['takeaway', 10000, 0, 9900, 0, 0, 9700, 300], // the 300 minimum
    ['takeaway', 250, 0, 100, 0, 0, 0, 250], // under 300: no points
    ['takeaway', 10000, 0, 20000, 0, 0, 10000, 0], // points cover all
    ['local', 1250, 0, 400, 0, 0, 350, 900], // remainder a multiple of 100
    ['delivery', 10000, 1620, 0, 1800, 180, 0, 11620],
  ] as const)(
    '%s %d + %d with %d points',
    (type, subtotal, shipping, points, shown, discount, pointsDiscount, total) => {
      const totals = checkoutTotals({
        quote: { subtotal, shipping, total: subtotal + shipping },
        consumeType: type,
        deliveryCost: type === 'delivery' ? 1800 : null,
        conditions,
        availablePoints: points,
      });
      expect(totals).toEqual({
        subtotal,
        shipping: shown,
        shippingDiscount: discount,
        pointsDiscount,
        totalToPay: total,
      });
    },
  );

  it.each([
    // 'Costo de envío' shows for a delivery with its option (even at $ 0: free shipping), never for a table,
    // takeaway, or a delivery still without its option.
    ['delivery', { id: 'moto', tipo: 'Moto', costoEnvio: 0 }, true],
    ['delivery_propio', { id: 'auto', tipo: 'Auto', costoEnvio: 2600 }, true],
    ['delivery', null, false],
    ['takeaway', null, false],
    ['takeaway', { id: 'moto' }, false],
    ['local', null, false],
    [null, null, false],
  ] as const)("'Costo de envío' row for %s with option %j: %s", (type, option, shown) => {
    expect(showsShipping(type, option)).toBe(shown);
  });

  it('a shipping the option does not explain shows as charged, without a discount', () => {
    const totals = checkoutTotals({
      quote: { subtotal: 10000, shipping: 2000, total: 12000 },
      consumeType: 'delivery',
      deliveryCost: 1800,
      conditions,
      availablePoints: null,
    });
    expect(totals).toMatchObject({ shipping: 2000, shippingDiscount: 0, totalToPay: 12000 });
  });

  it.each([
    ['takeaway', 5000, 'b2c', { text: 'Mercado Pago' }],
    ['delivery', 5000, 'b2c', { text: 'Mercado Pago' }],
    ['local', 5000, 'b2c', 'checkout.payment.venue'],
    ['local', 5000, 'b2b', 'checkout.payment.coordinate'],
    ['takeaway', 0, 'b2c', 'checkout.payment.points'],
    [null, 5000, 'b2c', 'checkout.payment.venue'],
  ] as const)('payment label %s %d %s', (type, total, businessType, expected) => {
    expect(paymentLabel(type, total, 'Mercado Pago', businessType)).toEqual(expected);
  });

  it.each([
    ['local', 5000, 'cash'],
    ['takeaway', 5000, 'card'],
    ['takeaway', 0, 'cash'],
    ['delivery', 300, 'card'],
    ['takeaway', 299, 'cash'],
  ] as const)('pays %s %d by %s', (type, total, payment) => {
    expect(paymentOf(type, total)).toBe(payment);
  });

  it.each([
    [10000, 8, 800],
    [10000, null, 1000],
    [10000, 0, 1000],
    [1234.5, 10, 123.45],
  ])('guest promo: %d × (%s or 10) / 100 = %d', (total, percentage, amount) => {
    expect(guestPromoAmount(total, percentage)).toBe(amount);
  });
});

describe('issue 12: the field each validity message is about, and one pick-up message', () => {
  const base = { subtotal: 10000, conditions };
  const schedule = { lunes: { open: '11:30 AM', close: '11:30 PM' } };
  const now = new Date('2026-11-23T13:00:00Z'); // Monday 10:00 in Buenos Aires
  it.each([
    [cart(), undefined, 'consumeType', 'checkout.validity.consumeType'],
    [cart({ consumeType: 'local' }), undefined, 'table', 'checkout.validity.table'],
    [cart({ consumeType: 'takeaway' }), undefined, 'pickUpTime', 'checkout.validity.pickUpTime'],
    [cart({ consumeType: 'takeaway' }), '', 'pickUpTime', 'checkout.validity.pickUpTime'],
    // a time is chosen: never 'Debe seleccionar una hora de retiro'
    [cart({ consumeType: 'takeaway' }), '2026-11-23T09:00', 'pickUpTime', 'checkout.pickUp.tooSoon'],
    [cart({ consumeType: 'takeaway' }), '2026-11-25T12:00', 'pickUpTime', 'checkout.pickUp.noSchedule'],
    [cart({ consumeType: 'delivery' }), undefined, 'address', 'checkout.validity.address'],
    [
      cart({ consumeType: 'delivery', address }),
      undefined,
      'deliveryOption',
      'checkout.validity.deliveryOption',
    ],
  ] as const)('%#: %s', (c, pickUpValue, field, message) => {
    expect(checkoutIssue({ ...base, cart: c, pickUpValue, schedule, now })).toEqual({ field, message });
  });

  it('a chosen time outside the hours names them in 24-hour HH:MM', () => {
    expect(
      checkoutIssue({
        ...base,
        cart: cart({ consumeType: 'takeaway' }),
        pickUpValue: '2026-11-23T23:45',
        schedule,
        now,
      }),
    ).toEqual({
      field: 'pickUpTime',
      message: { key: 'checkout.pickUp.outsideSchedule', values: { open: '11:30', close: '23:30' } },
    });
  });

  it('below minimoCompra: no field', () => {
    const c = cart({ consumeType: 'delivery', address, deliveryOption: option });
    expect(checkoutIssue({ cart: c, subtotal: 1, conditions })).toEqual({
      field: 'minimum',
      message: 'checkout.validity.minimum',
    });
  });

  it.each([
    [cart({ consumeType: 'delivery' }), true],
    [cart({ consumeType: 'delivery_propio' }), true],
    [cart({ consumeType: 'delivery', address }), false],
    [cart({ consumeType: 'takeaway' }), false],
    [cart(), false],
  ] as const)('needsAddress %#: %s', (c, expected) => {
    expect(needsAddress(c)).toBe(expected);
  });
});
