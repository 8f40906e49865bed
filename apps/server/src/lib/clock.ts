/**
 * The time the server goes by: the instant now, and calendar days in the factory's time zone (a day is the
 * factory's day, not UTC's: "no future dates", lot expiry, day counts and day buckets all read it). One clock is
 * made at start-up and handed to whatever needs the time, so a test can fix it and no service formats dates itself.
 */
export interface Clock {
  /** The factory's IANA time zone (e.g. Asia/Shanghai), for SQL that buckets timestamps by local day. */
  readonly timeZone: string;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Today as YYYY-MM-DD in the factory's time zone. */
  today(): string;
  /** The calendar day (YYYY-MM-DD) of an instant in the factory's time zone. */
  dayOf(at: Date | number): string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the one place a day is formatted. */
export function dayIn(timeZone: string, at: Date | number): string {
  // en-CA formats a date as YYYY-MM-DD; one formatter per zone (building one costs more than formatting).
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(at);
}

/** A clock in a time zone; `now` is the wall clock unless a test gives its own. */
export function clockIn(timeZone: string, now: () => number = Date.now): Clock {
  const dayOf = (at: Date | number) => dayIn(timeZone, at);
  return { timeZone, now, today: () => dayOf(now()), dayOf };
}
