import { describe, expect, it } from 'vitest';
import {
  courierQuote,
  deliveryCharges,
  isFreeShipping,
  meetsMinimumPurchase,
  round2,
  shippingDiscount,
} from '@/machines/rules/delivery-charges';

const brasa = { porcentajeMarca: 50, porcentajeUsuario: 50, minimoGratis: 25000, minimoCompra: 6000 };

describe('free shipping and minimum purchase', () => {
  it.each([
    [24999.99, brasa, false],
    [25000, brasa, true],
    [40000, brasa, true],
    [100, {}, false],
    [100, { minimoGratis: 0 }, false],
    [100, { minimoGratis: null }, false],
  ])('total %j with %j → free %j', (total, c, expected) => {
    expect(isFreeShipping(total, c)).toBe(expected);
  });

  it.each([
    [5999, brasa, false],
    [6000, brasa, true],
    [0, {}, true],
  ])('total %j meets the minimum: %j', (total, c, expected) => {
    expect(meetsMinimumPurchase(total, c as never)).toBe(expected);
  });
});

describe('shippingDiscount', () => {
  it.each([
    [1800, 50, 900],
    [2333, 33, 769.89],
    [1005, 0.1, 1.01],
    [2400, 0, 0],
    [2400, null, 0],
    [3333.33, 12.5, 416.67],
  ])('%j × %j%% → %j', (cost, pct, expected) => {
    expect(shippingDiscount(cost, { porcentajeMarca: pct })).toBe(expected);
  });
  it('rounds to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });
});

describe('deliveryCharges', () => {
  it('below the minimum: charged, with what is missing', () => {
    expect(deliveryCharges(5000, 2400, brasa)).toEqual({
      envioGratis: false,
      costoEnvio: 2400,
      descuentoEnvio: 1200,
      cumpleMinimoCompra: false,
      faltaMinimoCompra: 1000,
      faltaEnvioGratis: 20000,
    });
  });
  it('over minimoGratis: free, no discount', () => {
    expect(deliveryCharges(30000, 2400, brasa)).toMatchObject({
      envioGratis: true,
      costoEnvio: 0,
      descuentoEnvio: 0,
      cumpleMinimoCompra: true,
      faltaEnvioGratis: 0,
    });
  });
  it('no conditions: full cost, nothing missing', () => {
    expect(deliveryCharges(1000, 1800, {})).toMatchObject({
      envioGratis: false,
      costoEnvio: 1800,
      descuentoEnvio: 0,
      faltaEnvioGratis: 0,
    });
  });
});

describe('courierQuote', () => {
  it.each([
    [0, 3, [1800, 2600]],
    [2, 3, [1800, 2600]],
    [2.01, 3, [2400, 3300]],
    [4, 3, [2400, 3300]],
    [5.5, 3, [3000, 4000]],
    [8, 3, [3600, 4800]],
  ])('%j km, %j items → moto/auto costs %j', (km, cantidad, costs) => {
    const q = courierQuote({ distanceKm: km, cantidad });
    expect(q?.map((o) => o.id)).toEqual(['moto', 'auto']);
    expect(q?.map((o) => o.costoEnvio)).toEqual(costs);
    expect(q?.map((o) => o.tipo)).toEqual(['Moto', 'Auto']);
  });
  it('out of range → null', () => {
    expect(courierQuote({ distanceKm: 8.01, cantidad: 1 })).toBeNull();
    expect(courierQuote({ distanceKm: 5, cantidad: 1, radiusKm: 4 })).toBeNull();
    expect(courierQuote({ distanceKm: 9, cantidad: 1, radiusKm: 20 })).toBeNull();
    expect(courierQuote({ distanceKm: Number.NaN, cantidad: 1 })).toBeNull();
    expect(courierQuote({ distanceKm: -1, cantidad: 1 })).toBeNull();
  });
  it('large orders go by car only', () => {
    expect(courierQuote({ distanceKm: 1, cantidad: 15 })?.map((o) => o.id)).toEqual(['moto', 'auto']);
    expect(courierQuote({ distanceKm: 1, cantidad: 16 })?.map((o) => o.id)).toEqual(['auto']);
  });
  it("a branch's own delivery is one option with its name", () => {
    expect(courierQuote({ distanceKm: 3, cantidad: 40, ownDeliveryName: 'Envío Brasa' })).toEqual([
      { id: 'propio', tipo: 'Envío Brasa', costoEnvio: 2400 },
    ]);
  });
});
