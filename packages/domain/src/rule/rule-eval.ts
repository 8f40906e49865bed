import { clockSeconds, isFullDay, isInTimeWindow } from '../rules/time-window.js';
import { compare } from '../labels/enum-labels.js';
import type { RuleAction } from './rule.js';
import type { RuleCondition, RuleRepeat, RuleStep, RuleWindow } from './rule.api.js';

const DAY_MS = 86_400_000;

/**
 * Whether a condition holds, with its hysteresis band: once met it stays met until the value is back past the
 * threshold by more than the band (above for lt/lte, below for gt/gte, away from it for eq) — no flapping when a
 * value hovers at the threshold.
 */
export function conditionHolds(c: Pick<RuleCondition, 'op' | 'value' | 'hysteresis'>, v: number, wasMet: boolean): boolean {
  if (!wasMet || c.hysteresis <= 0) return compare(c.op, v, c.value);
  switch (c.op) {
    case 'gt':
    case 'gte':
      return v >= c.value - c.hysteresis;
    case 'lt':
    case 'lte':
      return v <= c.value + c.hysteresis;
    case 'eq':
      return Math.abs(v - c.value) <= c.hysteresis;
  }
}

/** A condition's memory between evaluations: met (with hysteresis) and since when (reading time). */
export type ConditionTrack = { met: boolean; since: number | null };
export const NEW_TRACK: ConditionTrack = { met: false, since: null };

/** Folds one reading into a condition's track. */
export function trackCondition(c: RuleCondition, reading: { v: number; ts: number }, prev: ConditionTrack): ConditionTrack {
  const met = conditionHolds(c, reading.v, prev.met);
  if (!met) return NEW_TRACK;
  return { met: true, since: prev.met && prev.since !== null ? Math.min(prev.since, reading.ts) : reading.ts };
}

/** Whether a tracked condition counts now: met, and for at least for_min minutes. */
export const conditionCounts = (c: RuleCondition, t: ConditionTrack, now: number) => t.met && t.since !== null && now - t.since >= c.for_min * 60_000;

export const combine = (match: 'all' | 'any', flags: boolean[]) => (flags.length === 0 ? true : match === 'all' ? flags.every(Boolean) : flags.some(Boolean));

/** Wall-clock parts of a moment in a time zone (the factory's). Weekday 1 Monday … 7 Sunday. */
export type LocalClock = { secondOfDay: number; weekday: number; day: number; month: number; year: number };
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function localClock(ms: number, timeZone: string): LocalClock {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    secondOfDay: Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second),
    weekday: WEEKDAYS[p.weekday!] ?? 1,
    day: Number(p.day),
    month: Number(p.month),
    year: Number(p.year),
  };
}

const mmddNumber = (s: string) => Number(s.slice(0, 2)) * 100 + Number(s.slice(3, 5));

/** Whether a day counts under the repeat period. A yearly range whose start is after its end wraps the new year. */
export function repeatMatches(r: RuleRepeat, day: Pick<LocalClock, 'weekday' | 'day' | 'month'>): boolean {
  switch (r.period) {
    case 'd':
      return true;
    case 'w':
      return r.weekdays.includes(day.weekday);
    case 'm':
      return r.monthdays.includes(day.day);
    case 'y': {
      if (!r.date_from || !r.date_to) return false;
      const d = day.month * 100 + day.day;
      const from = mmddNumber(r.date_from);
      const to = mmddNumber(r.date_to);
      return from <= to ? d >= from && d <= to : d >= from || d <= to;
    }
  }
}

/**
 * Whether a moment is in force under the windows and the repeat period. No window means the whole day. The part
 * of a midnight-wrapping window after midnight belongs to the day it started: 18:00–06:00 on Mondays includes
 * Tuesday 03:00 and not Monday 03:00.
 */
export function inSchedule(windows: RuleWindow[], repeat: RuleRepeat, ms: number, timeZone: string): boolean {
  const now = localClock(ms, timeZone);
  const today = repeatMatches(repeat, now);
  if (windows.length === 0) return today;
  return windows.some((w) => {
    if (isFullDay(w.start, w.end)) return today;
    if (!isInTimeWindow(w.start, w.end, now.secondOfDay)) return false;
    const wraps = clockSeconds(w.start) > clockSeconds(w.end);
    if (!wraps || now.secondOfDay >= clockSeconds(w.start)) return today;
    return repeatMatches(repeat, localClock(ms - DAY_MS, timeZone));
  });
}

/** Window label: 全天, 跨午夜 or plain. */
export function windowKind(w: RuleWindow): 'full' | 'wrap' | 'plain' {
  if (isFullDay(w.start, w.end)) return 'full';
  return clockSeconds(w.start) > clockSeconds(w.end) ? 'wrap' : 'plain';
}

/** Switch steps with the time after the start of a run at which each is due (the delays before it add up). */
export function dueSteps(steps: RuleStep[]): { index: number; point_id: number; action: RuleAction; value: number | null; offset_ms: number }[] {
  let offset = 0;
  const out: ReturnType<typeof dueSteps> = [];
  steps.forEach((s, index) => {
    if (s.act_type === 'delay') offset += s.delay_s * 1000;
    else out.push({ index, point_id: s.point_id, action: s.action, value: s.value, offset_ms: offset });
  });
  return out;
}

/** The opposite of an action, for strategies that reverse when they end (a number turns the switch off). */
const REVERSE: Record<RuleAction, RuleAction> = { open: 'close', close: 'open', number: 'close', expend: 'expend' };
export const reverseAction = (a: RuleAction): RuleAction => REVERSE[a];

/** Whether a switch already is where an action wants it; unknown state is never "already there". */
export function alreadyInState(a: RuleAction, value: number | null, s: { on: boolean; value: number | null } | undefined): boolean {
  if (!s) return false;
  if (a === 'open') return s.on;
  if (a === 'close') return !s.on;
  if (a === 'number') return s.value === value && (s.on || value === 0);
  return true;
}

export const sameWant = (a: { action: RuleAction; value: number | null }, b: { action: RuleAction; value: number | null }) =>
  a.action === b.action && (a.action !== 'number' || a.value === b.value);

/** Two strategies want one switch: the higher priority wins; equal priority — the older strategy (smaller id). */
export function winnerOf<T extends { rule_id: number; priority: number }>(claims: T[]): T | undefined {
  return [...claims].sort((a, b) => b.priority - a.priority || a.rule_id - b.rule_id)[0];
}
