import { READ_POINTS } from '@pfs/sim';
import { DEMO_SEED } from './prng.js';
import { DAY_MS, HOUR_MS, timeAxis } from './climate-time.js';
import { outdoorWeather } from './climate-outdoor.js';
import { DEMO_ALARM_LIMITS, DEMO_ROOMS, excursionsOf, type AlarmLimit, type Excursion, type RoomProfile } from './climate-rooms.js';
import { LimitWatch, outageAlarms, type AlarmEpisode } from './climate-alarms.js';
import { DEMO_FACILITIES } from './demo-data.js';
import { roomModel } from './climate-room-model.js';
import { RollupColumns, dailyFromHourly } from './climate-rollup.js';

/**
 * The demo rooms' climate and meter history, generated: for every sensor and meter the simulator's gateways declare
 * (packages/sim room-points.ts), a reading every `stepMinutes` over `days` days up to `endMs`, folded into the
 * hourly and daily rollups the ingest would have kept, the raw readings of the last `rawDays` days and the newest
 * value. Pure and deterministic: the same options give the same rows.
 */

export type ClimateOptions = {
  /** The history ends here (exclusive): the server's start, where the live readings take over. */
  endMs: number;
  days: number;
  /** The factories' TIME_ZONE: hourly buckets and calendar days are the zone's, as the ingest's are. */
  timeZone: string;
  stepMinutes?: number;
  rawDays?: number;
  seed?: string;
  rooms?: readonly RoomProfile[];
  limits?: readonly AlarmLimit[];
};

export type PointHistory = {
  code: string;
  hourly: RollupColumns;
  daily: RollupColumns;
  /** Readings of the last rawDays days, and around the history's alarms of the point, in time order. */
  raw: { ts: number[]; v: number[] };
  latest: { ts: number; v: number } | null;
};

export type RoomHistory = { sn: string; points: PointHistory[]; alarms: AlarmEpisode[] };
export type ClimateHistory = { startMs: number; endMs: number; rooms: RoomHistory[]; excursions: Excursion[] };

export const DEFAULT_STEP_MINUTES = 5;
export const DEFAULT_RAW_DAYS = 3;

export function generateDemoClimate(o: ClimateOptions): ClimateHistory {
  const stepMs = (o.stepMinutes ?? DEFAULT_STEP_MINUTES) * 60_000;
  const startMs = o.endMs - o.days * DAY_MS;
  const rawFrom = o.endMs - (o.rawDays ?? DEFAULT_RAW_DAYS) * DAY_MS;
  const seed = o.seed ?? DEMO_SEED;
  const axis = timeAxis(startMs, o.endMs, stepMs, o.timeZone);
  const excursions = excursionsOf(o.endMs, startMs);
  const limits = o.limits ?? DEMO_ALARM_LIMITS;
  const rooms = (o.rooms ?? DEMO_ROOMS).map((room) => generateRoom(room, axis, rawFrom, seed, excursions, limits));
  return { startMs, endMs: o.endMs, rooms, excursions };
}

/** Digits as the simulator sends them (air_temp 2, co2 0, kWh 3, m³ 4). */
const scale = READ_POINTS.map((p) => 10 ** p.digits);

const DEMO_GATEWAYS: readonly { sn: string; name: string }[] = DEMO_FACILITIES.flatMap((f) => [...f.gateways]);
const gatewayName = (sn: string): string => DEMO_GATEWAYS.find((g) => g.sn === sn)?.name ?? sn;

function generateRoom(
  room: RoomProfile,
  axis: ReturnType<typeof timeAxis>,
  rawFrom: number,
  seed: string,
  excursions: Excursion[],
  limits: readonly AlarmLimit[],
): RoomHistory {
  const weather = outdoorWeather(room.site, seed);
  const step = roomModel(room, seed, excursions);
  const outages = excursions.filter((e) => e.sn === room.sn && e.kind === 'outage');
  const hours = Math.ceil((axis.length * ((axis[1]?.ts ?? 0) - (axis[0]?.ts ?? 0))) / 3_600_000) + 2;
  const points: PointHistory[] = READ_POINTS.map((p) => ({
    code: p.point.code,
    hourly: new RollupColumns(hours),
    daily: new RollupColumns(1),
    raw: { ts: [], v: [] },
    latest: null,
  }));
  const fields = READ_POINTS.map((p) => p.field);
  const watches = READ_POINTS.map((p) => limits.filter((l) => l.sn === room.sn && l.code === p.point.code).map((l) => new LimitWatch(l, gatewayName(room.sn))));
  // Points with alarm limits keep every reading until the episodes are known: an alarm's 详情 shows the raw readings
  // around it, so those stay even when they are older than rawDays.
  const kept = watches.map((w) => (w.length ? { ts: [] as number[], v: [] as number[] } : null));
  for (const s of axis) {
    const state = step(s, weather(s));
    // A gateway cut off sends nothing; its meters keep counting, so the first reading after shows the whole gap.
    if (outages.some((e) => s.ts >= e.from && s.ts < e.to)) continue;
    for (let i = 0; i < fields.length; i++) {
      const v = Math.round(state[fields[i]!] * scale[i]!) / scale[i]!;
      const ph = points[i]!;
      ph.hourly.addReading(s.bucket, s.day, s.ts, v);
      for (const w of watches[i]!) w.reading(s.ts, v);
      const k = kept[i];
      if (k && s.ts < rawFrom) {
        k.ts.push(s.ts);
        k.v.push(v);
      }
      if (s.ts >= rawFrom) {
        ph.raw.ts.push(s.ts);
        ph.raw.v.push(v);
      }
    }
  }
  for (const ph of points) {
    const n = ph.raw.ts.length;
    const h = ph.hourly.n - 1;
    ph.latest = n > 0 ? { ts: ph.raw.ts[n - 1]!, v: ph.raw.v[n - 1]! } : h >= 0 ? { ts: ph.hourly.lastTs[h]!, v: ph.hourly.lastV[h]! } : null;
  }
  for (const ph of points) ph.daily = dailyFromHourly(ph.hourly);
  kept.forEach(
    (k, i) =>
      k &&
      keepAround(
        points[i]!,
        k,
        watches[i]!.flatMap((w) => w.episodes),
      ),
  );
  const alarms = [...watches.flat().flatMap((w) => w.episodes), ...outageAlarms(outages, gatewayName(room.sn))].sort((a, b) => a.firstAt - b.firstAt);
  return { sn: room.sn, points, alarms };
}

/** Adds the older readings within an hour of each episode in front of the recent raw readings. */
function keepAround(p: PointHistory, all: { ts: number[]; v: number[] }, episodes: readonly AlarmEpisode[]) {
  const near = (ts: number) => episodes.some((e) => ts >= e.firstAt - HOUR_MS && ts <= (e.clearedAt ?? Infinity) + HOUR_MS);
  const idx = all.ts.flatMap((ts, i) => (near(ts) ? [i] : []));
  p.raw = { ts: idx.map((i) => all.ts[i]!).concat(p.raw.ts), v: idx.map((i) => all.v[i]!).concat(p.raw.v) };
}
