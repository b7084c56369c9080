import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { orderHistoryTexts as de } from '@/locales/de/order-history';
import { orderHistoryTexts as en } from '@/locales/en/order-history';
import { orderHistoryTexts as es } from '@/locales/es/order-history';
import { orderHistoryTexts as zh } from '@/locales/zh/order-history';
import {
  consumeTypeLabel,
  formatOrderDateTime,
  newestFirst,
  orderStatusIcon,
  orderStatusLabel,
  paymentMethodsText,
  readLoadFailure,
  spanishUnitsWord,
} from '@/machines/order-history/order-display';
import { demoOrder } from '@/machines/order-history/order-history.fixtures';

describe('orderStatusIcon (ordering.md §4 "orderStatus icons")', () => {
  it.each([
    ['CANCELADO', 'error'],
    ['RECHAZADO', 'error'],
    ['ACEPTADO', 'pending'],
    ['PENDIENTE_DE_ESTADO', 'pending'],
    ['PENDIENTE', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    ['  ', 'pending'],
    ['ENVIADO', 'success'],
    ['PAGADO', 'success'],
    ['COCINA', 'success'],
    ['PREPARADO', 'success'],
    ['RECIBIDO', 'success'],
    ['cancelado', 'success'],
  ] as const)('%j → %s', (status, icon) => {
    expect(orderStatusIcon(status)).toBe(icon);
  });
});

describe('orderStatusLabel (§2 "Order detail": status label)', () => {
  const spanish = (status: string | null) => {
    const [, group, key] = orderStatusLabel(status).split('.');
    return (es.orderHistory as unknown as Record<string, Record<string, string>>)[group][key];
  };
  it.each([
    ['ENVIADO', 'Pagaste'],
    ['PAGADO', 'Pagaste'],
    ['CANCELADO', 'Cancelada'],
    ['RECHAZADO', 'Cancelada'],
    ['PENDIENTE', 'Pendiente'],
    ['PENDIENTE_DE_ESTADO', 'Activa'],
    ['ACEPTADO', 'Activa'],
    ['COCINA', 'Activa'],
    [null, 'Activa'],
    ['', 'Activa'],
  ] as const)('%j → %s', (status, label) => {
    expect(spanish(status)).toBe(label);
  });
});

describe("consumeTypeLabel ('Tipo de consumición', §2)", () => {
  const spanish = (type: string) => {
    const key = consumeTypeLabel(type).split('.')[2] as keyof typeof es.orderHistory.consumeType;
    return es.orderHistory.consumeType[key];
  };
  it.each([
    ['mesa', 'En mesa'],
    ['delivery', 'Delivery'],
    ['delivery_propio', 'Delivery'],
    ['takeaway', 'Para llevar'],
    ['', 'Retiro en el mostrador'],
    ['otro', 'Retiro en el mostrador'],
  ])('%j → %s', (type, label) => {
    expect(spanish(type)).toBe(label);
  });
});

describe("paymentMethodsText ('Metodo de pago': up to two methods joined with '+')", () => {
  it.each([
    [[], ''],
    [['Mercado Pago'], 'Mercado Pago'],
    [['Puntos', 'Mercado Pago'], 'Puntos + Mercado Pago'],
    [['Puntos', 'Pago en local', 'Otro'], 'Puntos + Pago en local'],
    [['', 'Puntos', '  '], 'Puntos'],
  ])('%j → %j', (methods, text) => {
    expect(paymentMethodsText(methods)).toBe(text);
  });
});

describe("'unidad' / 'unidades'", () => {
  it.each([
    [1, 'unidad'],
    [2, 'unidades'],
    [0, 'unidades'],
    [12, 'unidades'],
  ])('%i → %s (the rule)', (n, word) => {
    expect(spanishUnitsWord(n)).toBe(word);
  });

  it.each([
    ['es', 1, '1 unidad'],
    ['es', 3, '3 unidades'],
    ['es', 1_000_000, '1000000 unidades'],
    ['en', 1, '1 unit'],
    ['en', 2, '2 units'],
    ['de', 2, '2 Stück'],
    ['zh', 2, '2 件'],
  ] as const)('the catalogue in %s pluralises %i as %j (CLDR)', async (lng, count, text) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: {
        es: { translation: es },
        en: { translation: en },
        de: { translation: de },
        zh: { translation: zh },
      },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('orderHistory.units', { count })).toBe(text);
  });
});

describe('newestFirst (§2 "Order history": newest first)', () => {
  it('orders by created, newest first, and keeps undated orders last in the server order', () => {
    const a = demoOrder({ _id: 'a', created: '2026-11-01T10:00:00Z' });
    const b = demoOrder({ _id: 'b', created: '2026-11-03T10:00:00Z' });
    const c = demoOrder({ _id: 'c', created: null, update: null });
    const d = demoOrder({ _id: 'd', created: 'not a date', update: null });
    const e = demoOrder({ _id: 'e', created: null, update: '2026-11-02T10:00:00Z' });
    expect(newestFirst([c, a, d, b, e]).map((o) => o._id)).toEqual(['b', 'e', 'a', 'c', 'd']);
  });
});

describe('formatOrderDateTime', () => {
  it('writes the date and time in the language, empty for a missing or unreadable date', () => {
    expect(formatOrderDateTime('2026-11-20T14:05:00.000Z', 'es-AR', 'UTC')).toBe('20/11/2026, 14:05');
    expect(formatOrderDateTime('2026-11-20T14:05:00.000Z', 'es', 'UTC')).toBe('20/11/2026, 14:05');
    expect(formatOrderDateTime('2026-11-20T14:05:00.000Z', 'en', 'UTC')).toBe('11/20/2026, 02:05 PM');
    expect(formatOrderDateTime(null, 'es-AR')).toBe('');
    expect(formatOrderDateTime('nope', 'es-AR')).toBe('');
  });
});

describe('readLoadFailure', () => {
  it.each([
    [
      { status: 403, message: 'No tenés permiso para acceder a este recurso.' },
      true,
      'No tenés permiso para acceder a este recurso.',
    ],
    [{ status: 404, message: 'Orden no encontrada' }, true, 'Orden no encontrada'],
    [{ status: 404, message: '' }, true, null],
    [{ status: 500, message: 'boom' }, false, null],
    [{ status: null, message: 'network error' }, false, null],
    [new Error('x'), false, null],
    [undefined, false, null],
  ])('%j → refused %s, message %j', (error, refused, message) => {
    expect(readLoadFailure(error)).toEqual({ refused, message });
  });
});
