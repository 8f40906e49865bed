import { formatValueWithUnit } from '@pfs/domain';
import { ALARM_TYPE_LABELS } from '@pfs/domain/iot-device';
import { READ_POINTS } from '@pfs/sim';
import type { AlarmLimit, Excursion } from './climate-rooms.js';

/**
 * The alarm log of the generated history: each limit is watched over the generated readings as the alarm service
 * watches live ones (raised once a value has stayed out for the delay, repeated while it stays out, closed by itself
 * at the first reading back in range unless the limit is set not to), so 告警记录 lists what the charts show. A
 * gateway cut off was 离线 meanwhile.
 */

export type AlarmEpisode = {
  sn: string;
  /** Point code, or null for the gateway itself. */
  code: string | null;
  type: 'high' | 'low' | 'offline';
  level: number;
  title: string;
  firstAt: number;
  lastAt: number;
  /** When the condition cleared; null while it still holds at the end of the history. */
  clearedAt: number | null;
  /** When the alarm was closed (by itself as it cleared, or by the manager); null while it is open. */
  closedAt: number | null;
  /** Closed by the factory manager, with this reason; '' when it closed by itself or is open. */
  managerNote: string;
  count: number;
  lastValue: number | null;
};

const SEVERE = 5;
/** A limit without auto-clear: the manager closes its alarm this long after the value came back. */
const MANAGER_CLOSES_AFTER_MS = 90 * 60_000;

/** Watches one limit; feed it a point's readings in time order. */
export class LimitWatch {
  private readonly raised: AlarmEpisode[] = [];
  private outSince: { dir: 'high' | 'low'; ts: number } | null = null;
  private open: AlarmEpisode | null = null;
  private readonly label: (v: number) => string;
  private readonly pointName: string;

  constructor(
    readonly limit: AlarmLimit,
    private readonly gwName: string,
  ) {
    const p = READ_POINTS.find((x) => x.point.code === limit.code)!.point;
    // Titles read as the alarm service writes them: the unit's decimals (27.4 °C).
    this.label = (v) => formatValueWithUnit(v, p.unit, p.quantity);
    this.pointName = p.name;
  }

  reading(ts: number, v: number) {
    const { high, low } = this.limit;
    const dir = high !== null && v > high ? 'high' : low !== null && v < low ? 'low' : null;
    if (dir === null || (this.outSince && this.outSince.dir !== dir)) this.close(ts);
    if (dir === null) return;
    this.outSince ??= { dir, ts };
    if (ts - this.outSince.ts < this.limit.delayS * 1000) return;
    const bound = (dir === 'high' ? high : low)!;
    const title = `${this.gwName} ${this.pointName}${ALARM_TYPE_LABELS[dir]}：${this.label(v)}（限值 ${this.label(bound)}）`;
    // Without auto-clear, an alarm the manager has not closed yet is repeated rather than raised again.
    const prev = this.raised.at(-1);
    if (!this.open && this.limit.closeNote !== undefined && prev?.clearedAt != null && ts < prev.clearedAt + MANAGER_CLOSES_AFTER_MS) {
      this.open = prev;
      prev.clearedAt = null;
    }
    if (this.open) Object.assign(this.open, { lastAt: ts, count: this.open.count + 1, lastValue: v, title });
    else {
      this.open = {
        sn: this.limit.sn,
        code: this.limit.code,
        type: dir,
        level: this.limit.level,
        title,
        firstAt: ts,
        lastAt: ts,
        clearedAt: null,
        closedAt: null,
        managerNote: '',
        count: 1,
        lastValue: v,
      };
      this.raised.push(this.open);
    }
  }

  /**
   * The alarms raised. Those of a limit without auto-clear wait for a person: the manager closed each of them
   * after it cleared, except the last one, still open at the end of the history.
   */
  get episodes(): AlarmEpisode[] {
    const note = this.limit.closeNote;
    if (note === undefined) return this.raised;
    return this.raised.map((e, i) =>
      i < this.raised.length - 1 && e.clearedAt !== null ? { ...e, closedAt: e.clearedAt + MANAGER_CLOSES_AFTER_MS, managerNote: note } : e,
    );
  }

  private close(ts: number) {
    if (this.open) {
      this.open.clearedAt = ts;
      if (this.limit.closeNote === undefined) this.open.closedAt = ts;
    }
    this.open = null;
    this.outSince = null;
  }
}

/** The gateway 离线 alarms of the history's outages. */
export function outageAlarms(outages: readonly Excursion[], gwName: string): AlarmEpisode[] {
  return outages.map((e) => ({
    sn: e.sn,
    code: null,
    type: 'offline',
    level: SEVERE,
    title: `${gwName} 离线`,
    firstAt: e.from,
    lastAt: e.from,
    clearedAt: e.to,
    closedAt: e.to,
    managerNote: '',
    count: 1,
    lastValue: null,
  }));
}
