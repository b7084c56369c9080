import { describe, expect, it } from 'vitest';
import { textIn, type UiText } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  effectiveStatus,
  formatTime,
  parseTime,
  type Schedule,
  scheduleStatus,
  zonedClock,
} from '@/machines/rules/schedule';

/** A UTC instant for a Buenos Aires wall-clock time (UTC-3, no DST). 2025-06-02 is a Monday. */
const ba = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const MONDAY = '2025-06-02';
const SUNDAY = '2025-06-01';
/** The status line is a catalogue message; its Spanish is the spec's text. */
const spanish = (message: UiText) => textIn(es, message);

describe('parseTime', () => {
  it.each([
    ['09:30', 570],
    ['9:30', 570],
    ['23:59', 1439],
    ['00:00', 0],
    ['24:00', 1440],
    ['9:30 AM', 570],
    ['9:30 pm', 1290],
    ['12:00 AM', 0],
    ['12:15 PM', 735],
    ['11:45PM', 1425],
    ['7:00 p.m.', 1140],
    ['25:00', null],
    ['10:75', null],
    ['13:00 PM', null],
    ['0:30 AM', null],
    ['mediodía', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });
  it('rejects non-strings', () => {
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime(12 as never)).toBeNull();
  });
  it('formats minutes back', () => {
    expect(formatTime(570)).toBe('09:30');
    expect(formatTime(1440)).toBe('00:00');
  });
});

describe('zonedClock', () => {
  it('reads Buenos Aires time whatever the host zone', () => {
    expect(zonedClock(new Date('2025-06-02T02:30:00Z'))).toEqual({ day: 0, minutes: 23 * 60 + 30 });
    expect(zonedClock(ba(MONDAY, '12:05'))).toEqual({ day: 1, minutes: 725 });
  });
});

const day: Schedule = { lunes: { open: '12:00', close: '23:30' } };
const ampm: Schedule = { lunes: { open: '8:00 AM', close: '4:00 PM' } };
const overnight: Schedule = {
  domingo: { open: '20:00', close: '02:00' },
  lunes: { open: '7:00 PM', close: '1:00 AM' },
};

describe('scheduleStatus', () => {
  it.each([
    ['before opening', day, ba(MONDAY, '11:59'), 'close', 'Cerrado · abre a las 12:00 hs'],
    ['at opening', day, ba(MONDAY, '12:00'), 'open', 'Abierto hasta las 23:30 hs'],
    ['31 min before closing', day, ba(MONDAY, '22:59'), 'open', 'Abierto hasta las 23:30 hs'],
    ['30 min before closing', day, ba(MONDAY, '23:00'), 'closing_soon', 'Cierra pronto (23:30 hs)'],
    ['1 min before closing', day, ba(MONDAY, '23:29'), 'closing_soon', 'Cierra pronto (23:30 hs)'],
    ['at closing', day, ba(MONDAY, '23:30'), 'close', 'Cerrado · abre el lunes a las 12:00 hs'],
    ['AM/PM open', ampm, ba(MONDAY, '15:00'), 'open', 'Abierto hasta las 16:00 hs'],
    ['AM/PM closing soon', ampm, ba(MONDAY, '15:45'), 'closing_soon', 'Cierra pronto (16:00 hs)'],
    ['AM/PM closed', ampm, ba(MONDAY, '16:00'), 'close', 'Cerrado · abre el lunes a las 08:00 hs'],
    ['overnight from yesterday', overnight, ba(MONDAY, '01:00'), 'open', 'Abierto hasta las 02:00 hs'],
    [
      'overnight from yesterday closing',
      overnight,
      ba(MONDAY, '01:45'),
      'closing_soon',
      'Cierra pronto (02:00 hs)',
    ],
    ['between overnight slots', overnight, ba(MONDAY, '10:00'), 'close', 'Cerrado · abre a las 19:00 hs'],
    ['overnight today before midnight', overnight, ba(MONDAY, '23:50'), 'open', 'Abierto hasta las 01:00 hs'],
    [
      'no slot today, next tomorrow',
      day,
      ba(SUNDAY, '13:00'),
      'close',
      'Cerrado · abre mañana a las 12:00 hs',
    ],
    [
      'next opening on a later day',
      { miercoles: { open: '12:00', close: '23:00' } },
      ba(MONDAY, '13:00'),
      'close',
      'Cerrado · abre el miércoles a las 12:00 hs',
    ],
    ['empty schedule', {}, ba(MONDAY, '13:00'), 'close', 'Cerrado'],
    [
      'broken times ignored',
      { lunes: { open: 'x', close: '23:00' } },
      ba(MONDAY, '13:00'),
      'close',
      'Cerrado',
    ],
  ])('%s', (_label, schedule, now, status, text) => {
    const s = scheduleStatus(schedule as Schedule, now);
    expect(s.status).toBe(status);
    expect(spanish(s.scheduleStatus)).toBe(text);
  });

  it("reports today's slot and the minutes to close", () => {
    const s = scheduleStatus(day, ba(MONDAY, '23:10'));
    expect(s.today).toEqual({ open: '12:00', close: '23:30' });
    expect(s.minutesToClose).toBe(20);
    expect(scheduleStatus(day, ba(SUNDAY, '10:00')).today).toBeNull();
  });

  it('treats 23:59 as midnight and chains contiguous days (open 24 h)', () => {
    const allDay: Schedule = Object.fromEntries(
      ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((d) => [
        d,
        { open: '00:00', close: '23:59' },
      ]),
    );
    for (const time of ['00:00', '12:00', '23:45', '23:59']) {
      const s = scheduleStatus(allDay, ba(MONDAY, time));
      expect(s.status).toBe('open');
      expect(spanish(s.scheduleStatus)).toBe('Abierto las 24 hs');
    }
    const untilMidnight: Schedule = { lunes: { open: '6:00 PM', close: '11:59 PM' } };
    expect(scheduleStatus(untilMidnight, ba(MONDAY, '23:40')).status).toBe('closing_soon');
    expect(scheduleStatus(untilMidnight, ba(MONDAY, '23:59')).status).toBe('closing_soon');
    const chained: Schedule = {
      lunes: { open: '20:00', close: '23:59' },
      martes: { open: '00:00', close: '03:00' },
    };
    const late = scheduleStatus(chained, ba(MONDAY, '23:50'));
    expect(late).toMatchObject({ status: 'open', minutesToClose: 190 });
    expect(spanish(late.scheduleStatus)).toBe('Abierto hasta las 03:00 hs');
  });

  it('lets an override win, with its note as display text', () => {
    const open = scheduleStatus(day, ba(MONDAY, '13:00'));
    const forced = effectiveStatus(open, 'close', 'Cerrado por reformas');
    expect(forced.status).toBe('close');
    expect(spanish(forced.scheduleStatus)).toBe('Cerrado por reformas');
    expect(spanish(effectiveStatus(open, 'closing_soon').scheduleStatus)).toBe('Cierra pronto');
    expect(effectiveStatus(open, null)).toBe(open);
  });
});
