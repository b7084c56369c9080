/**
 * Branch schedule status (ordering.md §3 Branch, §4 "Branch status and guards"), shared by the app
 * and the server. A schedule is keyed by Spanish weekday; each day is {open, close} in 'HH:MM' or
 * 'h:mm AM/PM'. Times are read in the branch's zone, America/Argentina/Buenos_Aires. The display text is a
 * catalogue message (`schedule.*`, locales/es/accounts.ts); the server answers it in Spanish.
 */
import { type MessageKey, outsideText, type UiText } from '../../locales/catalogue';

// i18n-exempt: wire values (the schedule's keys); the display text is schedule.opensOn.<day>
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DaySchedule {
  open: string;
  close: string;
}
export type Schedule = Partial<Record<Weekday, DaySchedule | null>>;

export type BranchStatus = 'open' | 'closing_soon' | 'close';

export const BRANCH_TIME_ZONE = 'America/Argentina/Buenos_Aires';
/** A branch is 'closing_soon' from this many minutes before closing. */
export const CLOSING_SOON_MINUTES = 30;

const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes after midnight for 'HH:MM' (24 h) or 'h:mm AM/PM' (12 h, any case, optional space and
 * dots: '9:30 pm', '12:00 a.m.'); null when not a time. '24:00' is accepted as end of day.
 */
export function parseTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*(\d{1,2}):(\d{2})\s*([ap])?\.?\s*(m\.?)?\s*$/i.exec(value);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (minutes > 59) return null;
  const meridiem = m[3]?.toLowerCase();
  if (meridiem) {
    if (!m[4] || hours < 1 || hours > 12) return null;
    const h24 = (hours % 12) + (meridiem === 'p' ? 12 : 0);
    return h24 * 60 + minutes;
  }
  if (m[4]) return null;
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/** 'HH:MM' (24 h) for minutes after midnight. */
export function formatTime(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const zoneFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BRANCH_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// i18n-exempt: wire values (Intl en-US weekday parts), never shown
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday index (0 = domingo) and minutes after midnight of `now` in Buenos Aires. */
export function zonedClock(now: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(zoneFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: SHORT_DAYS.indexOf(parts.weekday),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

interface Window {
  /** Minutes relative to today's midnight (may be negative or over 1440 for overnight slots). */
  start: number;
  end: number;
  open: string;
  close: string;
}

function windowFor(schedule: Schedule, day: number, offsetDays: number): Window | null {
  const entry = schedule[WEEKDAYS[(day + 7) % 7]];
  if (!entry) return null;
  const open = parseTime(entry.open);
  const close = parseTime(entry.close);
  if (open === null || close === null || open === close) return null;
  // '23:59' closes at midnight; close <= open: the slot ends after midnight.
  const closeAt = close === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : close;
  const end = closeAt <= open ? closeAt + MINUTES_PER_DAY : closeAt;
  const base = offsetDays * MINUTES_PER_DAY;
  return { start: base + open, end: base + end, open: formatTime(open), close: formatTime(close) };
}

export interface ScheduleState {
  status: BranchStatus;
  /** Display text: a `schedule.*` message with its values, or a branch's note (outside text). */
  scheduleStatus: UiText;
  /** Today's slot ('HH:MM'), or null when the branch does not open today. */
  today: { open: string; close: string } | null;
  /** Minutes until closing while open; null when closed. */
  minutesToClose: number | null;
}

/**
 * The status at `now`: 'open' inside a slot (yesterday's overnight slot counts), 'closing_soon'
 * when it closes within 30 minutes, otherwise 'close'.
 */
export function scheduleStatus(schedule: Schedule | null | undefined, now: Date): ScheduleState {
  const { day, minutes } = zonedClock(now);
  const sched = schedule ?? {};
  const todayWindow = windowFor(sched, day, 0);
  const today = todayWindow ? { open: todayWindow.open, close: todayWindow.close } : null;
  const current = [windowFor(sched, day - 1, -1), todayWindow].find(
    (w) => w && minutes >= w.start && minutes < w.end,
  );
  if (current) {
    // A slot that runs into the next one (open 24 h) closes at the end of the chain.
    let end = current.end;
    let close = current.close;
    for (let i = 1; i <= 7; i++) {
      const next = windowFor(sched, day + i, i);
      if (!next || next.start !== end) break;
      end = next.end;
      close = next.close;
    }
    const minutesToClose = end - minutes;
    if (minutesToClose <= CLOSING_SOON_MINUTES) {
      return {
        status: 'closing_soon',
        scheduleStatus: { key: 'schedule.closingSoonAt', values: { time: close } },
        today,
        minutesToClose,
      };
    }
    const text: UiText =
      end - minutes >= MINUTES_PER_DAY
        ? 'schedule.openAllDay'
        : { key: 'schedule.openUntil', values: { time: close } };
    return { status: 'open', scheduleStatus: text, today, minutesToClose };
  }
  const text: UiText =
    todayWindow && minutes < todayWindow.start
      ? { key: 'schedule.opensTodayAt', values: { time: todayWindow.open } }
      : nextOpening(sched, day);
  return { status: 'close', scheduleStatus: text, today, minutesToClose: null };
}

const weekdayOf = (day: number): Weekday => WEEKDAYS[((day % 7) + 7) % 7];

/** "Cerrado · abre el {día} a las …": one message per day, so each language words the day its own way. */
const OPENS_ON: Record<Weekday, MessageKey> = {
  domingo: 'schedule.opensOn.domingo',
  lunes: 'schedule.opensOn.lunes',
  martes: 'schedule.opensOn.martes',
  miercoles: 'schedule.opensOn.miercoles',
  jueves: 'schedule.opensOn.jueves',
  viernes: 'schedule.opensOn.viernes',
  sabado: 'schedule.opensOn.sabado',
};

/** "Cerrado · abre mañana a las …", "Cerrado · abre el {día} a las …", or "Cerrado". */
function nextOpening(schedule: Schedule, day: number): UiText {
  for (let i = 1; i <= 7; i++) {
    const w = windowFor(schedule, day + i, 0);
    if (!w) continue;
    const key = i === 1 ? 'schedule.opensTomorrowAt' : OPENS_ON[weekdayOf(day + i)];
    return { key, values: { time: w.open } };
  }
  return 'schedule.closed';
}

/** An override (a forced status) wins over the schedule; its note replaces the display text. */
export function effectiveStatus(
  computed: ScheduleState,
  override: BranchStatus | null | undefined,
  note?: string | null,
): ScheduleState {
  if (!override) return computed;
  const defaults: Record<BranchStatus, MessageKey> = {
    open: 'schedule.open',
    closing_soon: 'schedule.closingSoon',
    close: 'schedule.closed',
  };
  return { ...computed, status: override, scheduleStatus: note ? outsideText(note) : defaults[override] };
}
