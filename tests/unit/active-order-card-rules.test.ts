import { describe, expect, it } from 'vitest';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  cardStatusText,
  chatLink,
  confirmableAt,
  pickUpTimeParts,
  receiptEligibility,
} from '@/machines/rules/active-order-card';

/** The diner reads the spec's Spanish. */
const spanish = (message: UiText | null) => (message === null ? null : textIn(es, message));
const card = (
  type: string,
  fields: { estadoDeOrden?: string | null; horaRetiro?: string | null; mesa?: string | null },
) =>
  spanish(
    cardStatusText({
      type,
      estadoDeOrden: fields.estadoDeOrden ?? null,
      horaRetiro: fields.horaRetiro ?? null,
      mesa: fields.mesa ?? null,
    }),
  );

describe('the status text under "Pedido Activo" (ordering.md §4 "Active orders")', () => {
  it.each([
    ['delivery', 'COCINA', 'Tu pedido está en preparación'],
    ['delivery', 'PREPARADO', 'Tu pedido está en camino'],
    ['delivery', 'RETIRADO', 'Tu pedido está en camino'],
    ['delivery', 'RECIBIDO', 'Tu pedido ha sido entregado'],
    ['delivery', 'ACEPTADO', 'en camino'],
    ['delivery', null, 'en camino'],
    ['delivery_propio', 'COCINA', 'Tu pedido está en preparación'],
    ['delivery_propio', 'PREPARADO', 'Tu pedido está en camino'],
    ['delivery_propio', 'RETIRADO', 'Tu pedido está en camino'],
    ['delivery_propio', 'RECIBIDO', 'Tu pedido ha sido entregado'],
    ['delivery_propio', 'PENDIENTE', 'en camino'],
  ])('%s with estadoDeOrden %s reads %j', (type, estadoDeOrden, text) => {
    expect(card(type, { estadoDeOrden })).toBe(text);
  });

  it.each([
    ['2026-11-23T14:30:00.000Z', 'Horario de retiro: 23/11/2026 - 14:30 UTC'],
    // The time is read in UTC whatever the offset it was written with.
    ['2026-11-23T21:05:00-03:00', 'Horario de retiro: 24/11/2026 - 00:05 UTC'],
    ['2027-01-02T09:07:00Z', 'Horario de retiro: 02/01/2027 - 09:07 UTC'],
  ])('takeaway with horaRetiro %s reads %j', (horaRetiro, text) => {
    expect(card('takeaway', { horaRetiro, estadoDeOrden: 'COCINA' })).toBe(text);
  });

  it.each([null, '', 'mañana a las 9', '2026-13-45T99:00'])(
    'takeaway without a readable time (%j) reads "Retira por el local"',
    (horaRetiro) => {
      expect(card('takeaway', { horaRetiro })).toBe('Retira por el local');
    },
  );

  it('a table order reads "Mesa: {mesa}"', () => {
    expect(card('mesa', { mesa: '12', estadoDeOrden: 'COCINA' })).toBe('Mesa: 12');
  });

  it('a table order without its table, or an unknown type, has no status line', () => {
    expect(card('mesa', { mesa: null })).toBeNull();
    expect(card('drone', { estadoDeOrden: 'COCINA' })).toBeNull();
  });
});

describe('the pick-up time parts', () => {
  it('pads day, month, hours and minutes to two digits and names UTC', () => {
    expect(pickUpTimeParts('2026-03-04T05:06:00Z')).toEqual({ date: '04/03/2026', time: '05:06 UTC' });
  });
});

describe('when a delivery order may be confirmed (§4, §9: 1 hour after its update)', () => {
  const HOUR = 3_600_000;
  const update = '2026-11-23T15:00:00.000Z';
  const at = Date.parse(update);

  it('is exactly one hour after update, for delivery orders only', () => {
    expect(confirmableAt({ type: 'delivery', update })).toBe(at + HOUR);
    expect(confirmableAt({ type: 'delivery_propio', update })).toBeNull();
    expect(confirmableAt({ type: 'takeaway', update })).toBeNull();
    expect(confirmableAt({ type: 'mesa', update })).toBeNull();
    expect(confirmableAt({ type: 'delivery', update: null })).toBeNull();
    expect(confirmableAt({ type: 'delivery', update: 'not a date' })).toBeNull();
  });

  it.each([
    [HOUR - 1, [], at + HOUR],
    [HOUR, ['a'], null],
    [HOUR + 1, ['a'], null],
  ])('%i ms after the update: eligible %j, next %s', (elapsed, eligibleIds, nextAt) => {
    expect(receiptEligibility([{ _id: 'a', type: 'delivery', update }], at + elapsed)).toEqual({
      eligibleIds,
      nextAt,
    });
  });

  it('keeps the list order and the soonest future hour', () => {
    const orders = [
      { _id: 'old', type: 'delivery', update: '2026-11-23T12:00:00Z' },
      { _id: 'late', type: 'delivery', update: '2026-11-23T15:40:00Z' },
      { _id: 'soon', type: 'delivery', update: '2026-11-23T15:10:00Z' },
      { _id: 'takeaway', type: 'takeaway', update: '2026-11-23T10:00:00Z' },
      { _id: 'older', type: 'delivery', update: '2026-11-23T11:00:00Z' },
    ];
    expect(receiptEligibility(orders, Date.parse('2026-11-23T15:30:00Z'))).toEqual({
      eligibleIds: ['old', 'older'],
      nextAt: Date.parse('2026-11-23T16:10:00Z'),
    });
  });
});

describe("the branch's chat link (§7 messaging app)", () => {
  it.each([
    ['+5491155501001', 'https://wa.me/5491155501001'],
    ['+54 9 11 5550-1001', 'https://wa.me/5491155501001'],
    ['', null],
    [null, null],
    ['12', null],
  ])('%j → %j', (phone, link) => {
    expect(chatLink(phone)).toBe(link);
  });
});
