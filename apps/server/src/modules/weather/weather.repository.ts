import { and, asc, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable } from '../facility/index.js';
import { weatherForecastTable, weatherObsTable, weatherWarnCfgTable, type WeatherObsRow } from './weather.table.js';
import { countWhere, fetchPage } from '../../lib/paging.js';
import { deleteRows, insertReturning } from '../../lib/row-lookups.js';

export type NewObs = typeof weatherObsTable.$inferInsert;
export type ForecastKind = (typeof weatherForecastTable.$inferSelect)['kind'];
export type WarnCfgRow = typeof weatherWarnCfgTable.$inferSelect;

/** Bulk inserts in chunks PostgreSQL's parameter limit allows (14 columns × 2000 rows). */
const CHUNK = 2000;

export class WeatherRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Every factory with what locates it. */
  async places(fid?: number) {
    return this.db
      .select({ fid: facilityTable.fid, name: facilityTable.facName, loc: facilityTable.loc, key: facilityTable.heweatherKey, city: facilityTable.cityDistrict })
      .from(facilityTable)
      .where(fid === undefined ? undefined : eq(facilityTable.fid, fid))
      .orderBy(asc(facilityTable.fid));
  }

  async hasModule(fid: number, mcode: string) {
    const [r] = await this.db
      .select({ n: count() })
      .from(facilityModuleTable)
      .where(and(eq(facilityModuleTable.fid, fid), eq(facilityModuleTable.mcode, mcode)));
    return (r?.n ?? 0) > 0;
  }

  /** Stores hours; an hour already stored keeps its first value (history is not rewritten by a later fetch). */
  async insertObs(rows: NewObs[]) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db.insert(weatherObsTable).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
    }
  }

  async lastObsTs(fid: number): Promise<Date | null> {
    const [r] = await this.db.select({ ts: sql<string | null>`max(${weatherObsTable.ts})` }).from(weatherObsTable).where(eq(weatherObsTable.fid, fid));
    return r?.ts ? new Date(r.ts) : null;
  }

  async obsRange(fid: number, from: Date, to: Date, order: 'asc' | 'desc' = 'asc'): Promise<WeatherObsRow[]> {
    const o = weatherObsTable;
    return this.db
      .select()
      .from(o)
      .where(and(eq(o.fid, fid), gte(o.ts, from), lt(o.ts, to)))
      .orderBy(order === 'asc' ? asc(o.ts) : desc(o.ts));
  }

  /** The start of a local calendar day as an instant. */
  async dayStart(day: string): Promise<Date> {
    const res = await this.db.execute(sql`select (${day}::date::timestamp at time zone ${this.timeZone}) as t`);
    return new Date((res as unknown as { rows: { t: string }[] }).rows[0]!.t);
  }

  /** Daily rollups over local days; the prevailing wind is the circular mean of the hours' directions. */
  async daily(fid: number, from: Date, to: Date) {
    const o = weatherObsTable;
    const day = sql<string>`to_char(${o.ts} at time zone ${this.timeZone}, 'YYYY-MM-DD')`;
    return this.db
      .select({
        day,
        tempMax: sql<number>`max(${o.temp})`.mapWith(Number),
        tempMin: sql<number>`min(${o.temp})`.mapWith(Number),
        tempAvg: sql<number>`round(avg(${o.temp})::numeric, 1)`.mapWith(Number),
        humidity: sql<number>`round(avg(${o.humidity}))`.mapWith(Number),
        precip: sql<number>`round(sum(${o.precip})::numeric, 1)`.mapWith(Number),
        windScaleMax: sql<number>`max(${o.windScale})`.mapWith(Number),
        wind360: sql<number>`degrees(atan2(avg(sin(radians(${o.wind360}))), avg(cos(radians(${o.wind360})))))`.mapWith(Number),
        pressure: sql<number>`round(avg(${o.pressure}))`.mapWith(Number),
        text: sql<string>`mode() within group (order by ${o.text})`,
        hours: count(),
      })
      .from(o)
      .where(and(eq(o.fid, fid), gte(o.ts, from), lt(o.ts, to)))
      // By position: the zone is a bound parameter, so the select's and a repeated group-by expression would differ.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  }

  async rawPage(fid: number, f: { from: Date; to: Date; onlyWet: boolean; order: 'asc' | 'desc'; page: number; size: number }) {
    const o = weatherObsTable;
    const where = and(eq(o.fid, fid), gte(o.ts, f.from), lt(o.ts, f.to), f.onlyWet ? gt(o.precip, 0) : undefined);
    const { rows: items, total } = await fetchPage(
      this.db
        .select({ ts: o.ts, precip: o.precip, src: o.src })
        .from(o)
        .where(where)
        .orderBy(f.order === 'asc' ? asc(o.ts) : desc(o.ts)),
      countWhere(this.db, o, where),
      f,
    );
    return { items, total };
  }

  async saveForecast(fid: number, kind: ForecastKind, src: 'model' | 'qweather', data: unknown, at = new Date()) {
    const f = weatherForecastTable;
    await this.db
      .insert(f)
      .values({ fid, kind, src, fetchedAt: at, data })
      .onConflictDoUpdate({ target: [f.fid, f.kind], set: { src, fetchedAt: at, data } });
  }

  async forecast(fid: number, kind: ForecastKind) {
    const f = weatherForecastTable;
    const [r] = await this.db.select().from(f).where(and(eq(f.fid, fid), eq(f.kind, kind)));
    return r ?? null;
  }

  // ---- warning thresholds ----
  async cfgs(fid: number, enabledOnly = false) {
    const c = weatherWarnCfgTable;
    return this.db
      .select()
      .from(c)
      .where(and(eq(c.fid, fid), enabledOnly ? eq(c.enabled, true) : undefined))
      .orderBy(asc(c.cfgId));
  }

  async cfg(fid: number, cfgId: number) {
    const c = weatherWarnCfgTable;
    const [r] = await this.db.select().from(c).where(and(eq(c.fid, fid), eq(c.cfgId, cfgId)));
    return r ?? null;
  }

  insertCfg(v: typeof weatherWarnCfgTable.$inferInsert) {
    return insertReturning(this.db, weatherWarnCfgTable, v);
  }

  async updateCfg(fid: number, cfgId: number, v: Partial<typeof weatherWarnCfgTable.$inferInsert>) {
    const c = weatherWarnCfgTable;
    const [r] = await this.db
      .update(c)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(c.fid, fid), eq(c.cfgId, cfgId)))
      .returning();
    return r ?? null;
  }

  deleteCfg(fid: number, cfgId: number): Promise<boolean> {
    return deleteRows(this.db, weatherWarnCfgTable.cfgId, eq(weatherWarnCfgTable.fid, fid), eq(weatherWarnCfgTable.cfgId, cfgId));
  }
}
