/**
 * The pick-up time (ordering.md §5 "Pick-up time", §9 "Timings"): a datetime input whose minimum is now + 15 min,
 * required, at least 15 minutes from now, on a weekday with a schedule, and with its HH:MM within that day's
 * open–close (inclusive). The schedule's times come in 'HH:MM' or 'h:mm AM/PM' (machines/rules/schedule.ts
 * `parseTime`). Pure.
 *
 * Readings (docs/ordering-checkout.md):
 * - The input's value ('YYYY-MM-DDTHH:MM', what a datetime-local input gives) is the branch's wall-clock time
 *   (America/Argentina/Buenos_Aires, the zone the schedule is read in), whatever the diner's device zone is.
 * - A slot whose close is earlier than its open runs past midnight: a time after open or before close is inside.
 * - The out-of-hours message names open and close in 24-hour 'HH:MM' whatever form the schedule uses.
 * - The order's horaRetiro is the chosen instant as an ISO string (the active order card shows it in UTC).
 */
import type { MessageKey, UiText } from '../../locales/catalogue';
import { BRANCH_TIME_ZONE, formatTime, parseTime, type Schedule, WEEKDAYS } from '../rules/schedule';

/** §9: the pick-up time is at least 15 minutes ahead. */
export const PICK_UP_LEAD_MINUTES = 15;

export const PICK_UP_MESSAGES = {
  required: 'checkout.validity.pickUpTime',
  tooSoon: 'checkout.pickUp.tooSoon',
  noSchedule: 'checkout.pickUp.noSchedule',
  outsideSchedule: 'checkout.pickUp.outsideSchedule',
} as const satisfies Record<string, MessageKey>;

/** A wall-clock date and time: what a datetime-local input holds. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DDTHH:MM' (seconds allowed and ignored) → its parts; null when it is not one. */
export function parseWallClock(value: string | null | undefined): WallClock | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hours, minutes] = m.slice(1).map(Number);
  if (month < 1 || month > 12 || hours > 23 || minutes > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day, hours, minutes };
}

export const formatWallClock = (w: WallClock): string =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hours)}:${pad(w.minutes)}`;

/** Minutes since the epoch of a wall clock read as if it were UTC (only differences between two are used). */
const wallMinutes = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hours, w.minutes) / 60_000;

const fromWallMinutes = (total: number): WallClock => {
  const d = new Date(total * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
  };
};

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BRANCH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The branch's wall clock at `now`. */
export function branchWallClock(now: Date): WallClock {
  const parts = Object.fromEntries(zoneParts.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
  };
}

/** The input's minimum: the branch's wall clock 15 minutes from now ('YYYY-MM-DDTHH:MM'). */
export function minimumPickUpValue(now: Date): string {
  return formatWallClock(fromWallMinutes(wallMinutes(branchWallClock(now)) + PICK_UP_LEAD_MINUTES));
}

/** The instant a branch wall-clock value stands for, as an ISO string (the payload's horaRetiro); null when invalid. */
export function pickUpInstant(value: string): string | null {
  const wall = parseWallClock(value);
  if (!wall) return null;
  const guess = wallMinutes(wall) * 60_000;
  // The zone's offset at that moment (read twice: an offset change between the guess and the answer).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const offset = wallMinutes(branchWallClock(new Date(instant))) * 60_000 - instant;
    instant = guess - offset;
  }
  return new Date(instant).toISOString();
}

/**
 * A schedule bound as the message shows it: 24-hour 'HH:MM' (es-AR, like the branch card's 'Abierto hasta las
 * 23:30 hs'), whichever of the two input forms the server sent ('11:30 PM' → '23:30'; '24:00' stays '24:00').
 */
export const scheduleBound = (minutes: number): string =>
  minutes === 24 * 60 ? '24:00' : formatTime(minutes);

/**
 * The §5 check of a pick-up value at `now`: null when it is valid, else the message (a catalogue key, with the
 * day's open and close in 24-hour 'HH:MM', for the schedule message).
 */
export function pickUpTimeError(
  value: string | null | undefined,
  now: Date,
  schedule: Schedule | null | undefined,
): UiText | null {
  if (!value || !value.trim()) return PICK_UP_MESSAGES.required;
  const wall = parseWallClock(value);
  if (!wall) return PICK_UP_MESSAGES.required;
  if (wallMinutes(wall) - wallMinutes(branchWallClock(now)) < PICK_UP_LEAD_MINUTES) {
    return PICK_UP_MESSAGES.tooSoon;
  }
  const weekday = WEEKDAYS[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()];
  const day = schedule?.[weekday];
  const open = parseTime(day?.open);
  const close = parseTime(day?.close);
  if (!day || open === null || close === null) return PICK_UP_MESSAGES.noSchedule;
  const at = wall.hours * 60 + wall.minutes;
  const inside = close >= open ? at >= open && at <= close : at >= open || at <= close;
  if (inside) return null;
  return {
    key: PICK_UP_MESSAGES.outsideSchedule,
    values: { open: scheduleBound(open), close: scheduleBound(close) },
  };
}
