import { describe, expect, it } from 'vitest';
import {
  minimumPickUpValue,
  parseWallClock,
  pickUpInstant,
  pickUpTimeError,
} from '@/machines/checkout/pickup-time.rules';
import type { Schedule } from '@/machines/rules/schedule';
import { i18n } from '@/src/i18n/i18n';

// Monday 2026-11-23 10:00 in Buenos Aires (UTC−3) = 13:00 UTC.
const NOW = new Date('2026-11-23T13:00:00Z');

const hours24: Schedule = {
  lunes: { open: '11:30', close: '23:00' },
  martes: { open: '11:30', close: '23:00' },
};
const hours12: Schedule = {
  lunes: { open: '11:30 AM', close: '11:30 PM' },
  viernes: { open: '11:30 AM', close: '1:00 AM' },
};
const allDay: Schedule = { lunes: { open: '00:00', close: '23:59' } };

describe('pick-up time (ordering.md §5 "Pick-up time")', () => {
  it.each([
    // value, schedule, expected message (null = valid)
    ['', hours24, 'checkout.validity.pickUpTime'],
    ['mañana', hours24, 'checkout.validity.pickUpTime'],
    ['2026-11-23T25:00', hours24, 'checkout.validity.pickUpTime'],
    ['2026-11-23T10:14', allDay, 'checkout.pickUp.tooSoon'], // 14 minutes ahead
    ['2026-11-23T09:00', allDay, 'checkout.pickUp.tooSoon'], // in the past
    ['2026-11-23T10:15', allDay, null], // exactly 15 minutes ahead
    ['2026-11-25T12:00', hours24, 'checkout.pickUp.noSchedule'], // a Wednesday without a schedule
    ['2026-11-23T11:30', hours24, null], // the open time itself (inclusive)
    ['2026-11-23T23:00', hours24, null], // the close time itself (inclusive)
    ['2026-11-23T11:29', hours24, 'outside'],
    ['2026-11-23T23:01', hours24, 'outside'],
    ['2026-11-23T23:30', hours12, null], // 'h:mm AM/PM': 11:30 PM inclusive
    ['2026-11-23T11:29', hours12, 'outside'],
    ['2026-11-27T00:30', hours12, null], // Friday's slot runs past midnight: 00:30 ≤ 1:00 AM
    ['2026-11-27T02:00', hours12, 'outside'],
  ] as const)('%s → %s', (value, schedule, expected) => {
    const error = pickUpTimeError(value, NOW, schedule);
    if (expected === 'outside') {
      expect(error).toMatchObject({ key: 'checkout.pickUp.outsideSchedule' });
    } else {
      expect(error).toEqual(expected);
    }
  });

  it('names the day’s open and close in 24-hour HH:MM in the outside-hours message, whichever form the schedule uses', () => {
    // Belgrano's schedule comes as '11:30 AM' / '11:30 PM' (issue 12, diner shot 106): a Spanish screen says 11:30 - 23:30.
    expect(pickUpTimeError('2026-11-23T23:45', NOW, hours12)).toEqual({
      key: 'checkout.pickUp.outsideSchedule',
      values: { open: '11:30', close: '23:30' },
    });
    expect(pickUpTimeError('2026-11-27T02:00', NOW, hours12)).toEqual({
      key: 'checkout.pickUp.outsideSchedule',
      values: { open: '11:30', close: '01:00' },
    });
    expect(
      pickUpTimeError('2026-11-23T08:00', new Date('2026-11-23T03:00:00Z'), {
        lunes: { open: '9:05 am', close: '24:00' },
      }),
    ).toEqual({ key: 'checkout.pickUp.outsideSchedule', values: { open: '09:05', close: '24:00' } });
    expect(pickUpTimeError('2026-11-23T10:30', NOW, hours24)).toEqual({
      key: 'checkout.pickUp.outsideSchedule',
      values: { open: '11:30', close: '23:00' },
    });
  });

  it('has no schedule at all: Horario no disponible', () => {
    expect(pickUpTimeError('2026-11-23T12:00', NOW, null)).toBe('checkout.pickUp.noSchedule');
  });

  it('the input minimum is now + 15 minutes on the branch clock', () => {
    expect(minimumPickUpValue(NOW)).toBe('2026-11-23T10:15');
    expect(minimumPickUpValue(new Date('2026-11-24T02:50:00Z'))).toBe('2026-11-24T00:05');
  });

  it('the payload’s horaRetiro is the instant of the branch wall clock', () => {
    expect(pickUpInstant('2026-11-23T12:30')).toBe('2026-11-23T15:30:00.000Z');
    expect(pickUpInstant('not a time')).toBeNull();
    expect(parseWallClock('2026-02-30T10:00')).toBeNull();
  });

  it('renders each message in the Spanish of ordering.md §5 through the es catalogue', () => {
    expect(i18n.language).toBe('es');
    // What the field shows: a key alone, or a key with its values.
    const shown = (value: string, now: Date, schedule: Schedule | null) => {
      const error = pickUpTimeError(value, now, schedule);
      if (error === null) return null;
      if (typeof error === 'string') return i18n.t(error);
      return 'key' in error ? i18n.t(error.key, error.values) : error.text;
    };
    expect(shown('', NOW, hours24)).toBe('Debe seleccionar una hora de retiro');
    expect(shown('2026-11-23T10:14', NOW, allDay)).toBe(
      'El horario debe ser al menos 15 minutos después del momento actual',
    );
    expect(shown('2026-11-25T12:00', NOW, hours24)).toBe('Horario no disponible');
    expect(shown('2026-11-23T11:29', NOW, hours24)).toBe(
      'El horario seleccionado está fuera del horario de atención (11:30 - 23:00)',
    );
    // Belgrano's 12-hour schedule: the message names 24-hour times.
    expect(shown('2026-11-23T23:45', NOW, hours12)).toBe(
      'El horario seleccionado está fuera del horario de atención (11:30 - 23:30)',
    );
    expect(i18n.t('checkout.pickUp.note')).toBe(
      'Ten en cuenta que podrían producirse demoras en momentos de alta demanda en el local.',
    );
  });
});
