import { type Paged } from '@pfs/domain';
import { traceUrlOf } from '@pfs/domain/finished';
import { addDays, dayDiff, type BatchClimate } from '@pfs/domain/plant';
import { type TraceInfo } from '@pfs/domain/trace';
import { notFound } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { TraceRepository } from './trace.repository.js';
import { ScanCounter } from './trace-scans.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/client.js';

export type BatchClimateOf = (fid: number, batchId: number) => Promise<BatchClimate>;
type Stat = { avg: number | null; min: number | null; max: number | null };

const STEP_LABELS: Record<string, string> = { sow: '播种', transplant: '移栽', move: '转移', pick: '采收' };
const round1 = (v: number) => Math.round(v * 10) / 10;
function statOf(vals: (number | null)[]): Stat {
  const v = vals.filter((x): x is number => x !== null);
  if (v.length === 0) return { avg: null, min: null, max: null };
  return { avg: round1(v.reduce((s, x) => s + x, 0) / v.length), min: round1(Math.min(...v)), max: round1(Math.max(...v)) };
}

type Story = TraceInfo & { fid: number };

/**
 * The public trace page's story of a shipped lot, and the codes issued with their scans (报表). The reply is
 * built from names and dates only: no ids, prices, customers or staff. A code's story does not change once
 * shipped (shipments are never edited; new batch photos show within the minute), so it is cached for a minute; scans are counted in memory and written
 * in batches, the shown total running on from the database's when the story was read.
 */
export class TraceService {
  private readonly cache = new TtlCache<string, Story>(60_000, 5_000);
  readonly scans: ScanCounter;

  constructor(
    private readonly repo: TraceRepository,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    /** A new code: 128 random bits in base64url. */
    private readonly newTid: () => string,
    private readonly batchClimate: BatchClimateOf,
    /** The public address of an uploaded picture file. */
    private readonly picUrl: (file: string) => string,
  ) {
    this.scans = new ScanCounter((rows) => this.repo.addScans(rows));
  }

  async info(tid: string): Promise<TraceInfo> {
    let story = this.cache.get(tid);
    if (!story) {
      story = await this.build(tid);
      this.cache.set(tid, story);
    }
    this.scans.add(tid, story.fid, this.clock.today());
    story.scans += 1;
    const { fid: _f, ...info } = story;
    return info;
  }


  private async build(tid: string): Promise<Story> {
    const h = await this.repo.head(tid);
    if (!h) throw notFound('未找到该溯源码');
    const [events, safeties, pics, climate] = await Promise.all([
      this.repo.story(h.batch_id),
      this.repo.safety.ofLots([h.lot_id]),
      this.repo.photos(h.batch_id),
      this.batchClimate(h.fid, h.batch_id).catch(() => ({ phases: [], days: [] }) as BatchClimate),
    ]);
    // The lot's own picks date its harvest and judge its treatments; the batch's later picks are not in it.
    const safety = safeties.get(h.lot_id)!;
    const picks = safety.picks.length ? safety.picks.map((p) => p.date) : events.filter((e) => e.kind === 'pick').map((e) => e.date);
    const harvest = picks.length ? picks[picks.length - 1]! : h.entered_on;
    // One line per step and day (a sowing over several areas is one step with its areas).
    const steps = new Map<string, { step: string; date: string; areas: Set<string>; plants: number; kg: number }>();
    for (const e of events) {
      const k = `${e.kind}|${e.date}`;
      const s = steps.get(k) ?? { step: STEP_LABELS[e.kind] ?? e.kind, date: e.date, areas: new Set<string>(), plants: 0, kg: 0 };
      if (e.area) s.areas.add(e.area);
      s.plants += e.plants;
      s.kg += Number(e.kg ?? 0);
      steps.set(k, s);
    }
    const days = climate.days.map((d) => ({ day: d.day, air_temp: d.air_temp, humidity: d.humidity, co2: d.co2, dli: d.dli }));
    return {
      fid: h.fid,
      scans: Number(h.scans) + this.scans.pendingOf(tid),
      product: { crop: h.crop, variety: h.variety, grade_name: h.grade_name, packing: h.packing },
      factory: { name: h.fac_name, city: h.city },
      lot_no: h.lot_no,
      harvest_date: harvest,
      pack_date: h.entered_on,
      expires_on: h.expires_on,
      ship_date: h.ship_date,
      story: [...steps.values()].map((s) => ({
        step: s.step,
        date: s.date,
        area: [...s.areas].join('、'),
        note: s.step === '采收' ? `${round1(s.kg)} kg` : s.plants ? `${s.plants} 株` : '',
      })),
      cycle_days: dayDiff(h.sow_date, harvest),
      climate: {
        air_temp: statOf(days.map((d) => d.air_temp)),
        humidity: statOf(days.map((d) => d.humidity)),
        co2: statOf(days.map((d) => d.co2)),
        dli_avg: statOf(days.map((d) => d.dli)).avg,
        days,
      },
      safety: { summary: safety.summary, ok: safety.ok },
      protections: safety.treatments.map(({ seq: _s, ...t }) => t),
      photos: pics.map((p) => ({ url: this.picUrl(p.file), thumb: this.picUrl(p.thumb), date: p.date })),
    };
  }

  /** Issues the code of a shipped item inside the shipment's transaction; answers the code. */
  async issue(tx: Db, item: { fid: number; itemId: number }): Promise<string> {
    const tid = this.newTid();
    await this.repo.issue(tx, { tid, ...item });
    return tid;
  }

  /** The codes of shipped items, by item (the shipping note's links). */
  ofItems(itemIds: number[]) {
    return this.repo.tidsOfItems(itemIds);
  }

  async exists(tid: string) {
    return this.cache.get(tid) !== undefined || (await this.repo.head(tid)) !== undefined;
  }

  /** The codes of an order's shipped lots, newest shipment first. */
  async orderCodes(fid: number, orderId: number) {
    if (!(await this.repo.orderExists(fid, orderId))) throw notFound(`订单 ${orderId} 不存在或不属于本工厂`);
    return (await this.codes(fid, { orderId, page: 1, size: 500 })).items;
  }

  async codes(fid: number, f: { kw?: string; orderId?: number; startDay?: string; endDay?: string; page: number; size: number }): Promise<Paged<{ tid: string; url: string; lot_no: string; batch_no: string; crop: string; grade_name: string; ship_no: string; ship_date: string; scans: number; last_scan_at: string | null }>> {
    await this.scans.flush();
    const { rows, total } = await this.repo.codes(fid, f);
    return {
      total_ct: total,
      items: rows.map(({ total: _t, last_scan_at, ...r }) => ({ ...r, url: traceUrlOf(this.publicUrl, r.tid), last_scan_at: last_scan_at ? new Date(last_scan_at).toISOString() : null })),
    };
  }

  async scanDays(fid: number, startDay?: string, endDay?: string) {
    const to = endDay ?? this.clock.today();
    const from = startDay ?? addDays(to, -29);
    await this.scans.flush();
    const r = await this.repo.scanDays(fid, from, to);
    return { days: r.days.map((d) => ({ day: d.day, scans: Number(d.scans), codes: Number(d.codes) })), codes_issued: r.codes, scans_total: r.scans };
  }
}
