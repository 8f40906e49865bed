import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AreaKind } from '@pfs/domain/plant';
import type { ScreenVariant } from '@pfs/domain/screen';
import type { Db } from '../../db/client.js';
import { alarmTable } from '../alarm/index.js';
import { areaTable, facilityTable, fieldTable } from '../facility/index.js';
import { pointTable, pointsOfFactory, selectPointPlaces, gatewayTable, latestValueTable, readingTable } from '../iot-store/index.js';
import { dailyRollupTable, hourlyRollupTable } from '../iot-ingest/index.js';
import { iotLogTable } from '../iotlog/index.js';
import { plantBatchPlaceTable, plantBatchTable, plantHarvestTable, plantPicTable } from '../plant/index.js';
import { plantSpecTable, specOf } from '../plant-spec/index.js';
import { screenCfgTable, screenClientTable, type ScreenCfgJson } from './screen.table.js';
import { firstRow } from '../../lib/row-lookups.js';

/** The rooms that grow (育苗, 栽培): what the public screen counts as 种植区域. */
const GROWING_AREA_KINDS: AreaKind[] = ['seedling', 'grow'];

export type ScreenCfgRow = typeof screenCfgTable.$inferSelect;
export type ScreenClientRow = typeof screenClientTable.$inferSelect;

/** Configuration and heartbeats of the screens, and the few aggregate reads they show; every query names the factory. */
export class ScreenRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  // ---- configuration ----
  async cfgs(fid: number): Promise<ScreenCfgRow[]> {
    return this.db.select().from(screenCfgTable).where(eq(screenCfgTable.fid, fid));
  }

  cfg(fid: number, variant: ScreenVariant): Promise<ScreenCfgRow | undefined> {
    return firstRow(this.db, screenCfgTable, eq(screenCfgTable.fid, fid), eq(screenCfgTable.variant, variant));
  }

  /** Whether a published screen of the camera's factory shows it (its demo picture is public then). */
  async showsCamera(cam: { fid: number; camId: number }): Promise<boolean> {
    const [row] = await this.db
      .select({ fid: screenCfgTable.fid })
      .from(screenCfgTable)
      .where(and(eq(screenCfgTable.fid, cam.fid), eq(screenCfgTable.published, true), sql`${screenCfgTable.cfg}->'cam_ids' @> ${JSON.stringify([cam.camId])}::jsonb`))
      .limit(1);
    return !!row;
  }

  /** Saves one variant; the main flag moves to it when set (one main template per factory). */
  async saveCfg(fid: number, variant: ScreenVariant, v: { published: boolean; isMain: boolean; cfg: ScreenCfgJson; uid: number | null }): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (v.isMain) await tx.update(screenCfgTable).set({ isMain: false }).where(eq(screenCfgTable.fid, fid));
      const set = { published: v.published, isMain: v.isMain, cfg: v.cfg, updatedAt: new Date(), updatedBy: v.uid };
      await tx
        .insert(screenCfgTable)
        .values({ fid, variant, ...set })
        .onConflictDoUpdate({ target: [screenCfgTable.fid, screenCfgTable.variant], set });
    });
  }

  async facExists(fid: number): Promise<boolean> {
    const [row] = await this.db.select({ fid: facilityTable.fid }).from(facilityTable).where(eq(facilityTable.fid, fid));
    return !!row;
  }

  // ---- heartbeats ----
  async beat(fid: number, clientId: string, variant: ScreenVariant, path: string, ip: string): Promise<void> {
    await this.db
      .insert(screenClientTable)
      .values({ fid, clientId, variant, path, ip })
      .onConflictDoUpdate({
        target: [screenClientTable.fid, screenClientTable.clientId],
        // A screen that was silent long enough to count as off starts a new "on since".
        set: {
          variant,
          path,
          ip,
          lastAt: sql`now()`,
          firstAt: sql`case when ${screenClientTable.lastAt} < now() - interval '90 seconds' then now() else ${screenClientTable.firstAt} end`,
        },
      });
  }

  async clients(fid: number, since: Date): Promise<ScreenClientRow[]> {
    return this.db
      .select()
      .from(screenClientTable)
      .where(and(eq(screenClientTable.fid, fid), gte(screenClientTable.lastAt, since)))
      .orderBy(desc(screenClientTable.lastAt))
      .limit(200);
  }

  // ---- factory ----
  async facility(fid: number) {
    const [row] = await this.db.select().from(facilityTable).where(eq(facilityTable.fid, fid));
    return row;
  }

  async layoutCounts(fid: number) {
    const [fields] = await this.db
      .select({ n: count() })
      .from(fieldTable)
      .where(and(eq(fieldTable.fid, fid), eq(fieldTable.status, 'enabled')));
    // 种植区域 and 种植位 are the growing rooms' (育苗/栽培): a packing room or cold store grows nothing.
    const [areas] = await this.db
      .select({
        n: count(),
        grow: sql<number>`count(*) filter (where ${areaTable.kind} = 'grow')`.mapWith(Number),
        positions: sql<number>`coalesce(sum(${areaTable.racks} * ${areaTable.layers} * ${areaTable.positionsPerLayer}), 0)`.mapWith(Number),
      })
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), eq(areaTable.status, 'enabled'), inArray(areaTable.kind, GROWING_AREA_KINDS)));
    const crops = await this.db
      .selectDistinct({ crop: plantSpecTable.crop })
      .from(plantBatchTable)
      .innerJoin(plantSpecTable, specOf(plantBatchTable.specId))
      .where(and(eq(plantBatchTable.fid, fid), eq(plantBatchTable.status, 'active')))
      .orderBy(asc(plantSpecTable.crop));
    return { fields: fields?.n ?? 0, areas: areas?.n ?? 0, grow: areas?.grow ?? 0, positions: areas?.positions ?? 0, crops: crops.map((c) => c.crop) };
  }

  // ---- sensors ----
  /** The factory's enabled sensor/meter points among `ids`, with area name and newest value. */
  async sensors(fid: number, ids: number[]) {
    if (ids.length === 0) return [];
    return selectPointPlaces(this.db, {
      pointId: pointTable.pointId,
      name: sql<string>`coalesce(${pointTable.displayName}, ${pointTable.name})`,
      code: pointTable.code,
      quantity: pointTable.quantity,
      unit: sql<string>`coalesce(${pointTable.displayUnit}, ${pointTable.unit})`,
      areaName: sql<string>`coalesce(${areaTable.name}, '')`,
      v: latestValueTable.v,
      ts: latestValueTable.ts,
    })
      .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
      .where(pointsOfFactory(fid, inArray(pointTable.pointId, ids), inArray(pointTable.kind, ['sensor', 'meter']), eq(pointTable.enabled, true)));
  }

  /** Readings of the last hour, averaged per minute (at most 60 points). */
  async lastHour(pointId: number, now: Date): Promise<[number, number][]> {
    const r = readingTable;
    const minute = sql`date_trunc('minute', ${r.ts})`;
    const rows = await this.db
      .select({ t: sql<number>`(extract(epoch from ${minute}) * 1000)::float8`.mapWith(Number), v: sql<number>`avg(${r.v})`.mapWith(Number) })
      .from(r)
      .where(and(eq(r.pointId, pointId), gte(r.ts, new Date(now.getTime() - 3_600_000))))
      .groupBy(minute)
      .orderBy(minute);
    return rows.map((x) => [x.t, Math.round(x.v * 100) / 100]);
  }

  /** Daily min / max / mean of the last ten days (today included). */
  async tenDays(pointId: number, now: Date) {
    const d = dailyRollupTable;
    const from = sql`((${now.toISOString()}::timestamptz at time zone ${this.timeZone})::date - 9)`;
    return this.db
      .select({ day: d.day, min: d.minV, max: d.maxV, avg: sql<number>`${d.sumV} / nullif(${d.ct}, 0)`.mapWith(Number) })
      .from(d)
      .where(and(eq(d.pointId, pointId), sql`${d.day} >= ${from}`))
      .orderBy(asc(d.day));
  }

  // ---- IoT summary and control ----
  async iotSummary(fid: number, now: Date) {
    const [gw] = await this.db
      .select({ total: count(), online: sql<number>`count(*) filter (where ${gatewayTable.online})`.mapWith(Number) })
      .from(gatewayTable)
      .where(eq(gatewayTable.fid, fid));
    const [pt] = await this.db
      .select({
        total: count(),
        sensors: sql<number>`count(*) filter (where ${pointTable.kind} = 'sensor')`.mapWith(Number),
        switches: sql<number>`count(*) filter (where ${pointTable.kind} = 'switch')`.mapWith(Number),
      })
      .from(pointTable)
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .where(and(eq(gatewayTable.fid, fid), eq(pointTable.enabled, true)));
    const [al] = await this.db
      .select({ n: count() })
      .from(alarmTable)
      .where(and(eq(alarmTable.fid, fid), eq(alarmTable.status, 'valid')));
    const h = hourlyRollupTable;
    const midnight = sql`(((${now.toISOString()}::timestamptz at time zone ${this.timeZone})::date)::timestamp at time zone ${this.timeZone})`;
    const [rd] = await this.db
      .select({ n: sql<number>`coalesce(sum(${h.ct}), 0)`.mapWith(Number) })
      .from(h)
      .innerJoin(pointTable, eq(pointTable.pointId, h.pointId))
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .where(and(eq(gatewayTable.fid, fid), sql`${h.bucket} >= ${midnight}`));
    return {
      gw_total: gw?.total ?? 0,
      gw_online: gw?.online ?? 0,
      points: pt?.total ?? 0,
      sensors: pt?.sensors ?? 0,
      switches: pt?.switches ?? 0,
      alarms_open: al?.n ?? 0,
      readings_today: rd?.n ?? 0,
    };
  }

  async lastActs(fid: number, limit: number) {
    return this.db
      .select({ ts: iotLogTable.ts, kind: iotLogTable.kind, target: iotLogTable.target, content: iotLogTable.content })
      .from(iotLogTable)
      .where(and(eq(iotLogTable.fid, fid), inArray(iotLogTable.kind, ['ctrl', 'rule', 'lock'])))
      .orderBy(desc(iotLogTable.ts))
      .limit(limit);
  }

  // ---- planting ----
  /** Dishes and plants per phase in the active batches' places. */
  async placesByPhase(fid: number) {
    return this.activePlaces(fid, { phase: plantBatchPlaceTable.phase }).groupBy(plantBatchPlaceTable.phase);
  }

  /** Dishes and plants per crop in the active batches' places: the eight crops with the most dishes. */
  async placesByCrop(fid: number) {
    return this.activePlaces(fid, { crop: plantSpecTable.crop })
      .innerJoin(plantSpecTable, specOf(plantBatchTable.specId))
      .groupBy(plantSpecTable.crop)
      .orderBy(desc(sql`sum(${plantBatchPlaceTable.dishes})`))
      .limit(8);
  }

  /** The places of the factory's active batches, dishes and plants summed under `key` (the caller joins what `key` needs and groups by it). */
  private activePlaces<K extends Record<string, PgColumn>>(fid: number, key: K) {
    const p = plantBatchPlaceTable;
    return this.db
      .select({ ...key, dishes: sql<number>`sum(${p.dishes})`.mapWith(Number), plants: sql<number>`sum(${p.plants})`.mapWith(Number) })
      .from(p)
      .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, p.batchId))
      .where(and(eq(p.fid, fid), eq(plantBatchTable.status, 'active')))
      .$dynamic();
  }

  /** Harvested kg per day from `from` (YYYY-MM-DD) on. */
  async harvestDays(fid: number, from: string) {
    const h = plantHarvestTable;
    return this.db
      .select({ day: h.date, kg: sql<number>`sum(${h.kg})`.mapWith(Number) })
      .from(h)
      .where(and(eq(h.fid, fid), gte(h.date, from), eq(h.voided, false)))
      .groupBy(h.date)
      .orderBy(asc(h.date));
  }

  async plantSums(fid: number, monthStart: string, yearStart: string) {
    const b = plantBatchTable;
    const [act] = await this.db
      .select({
        batches: count(),
        plants: sql<number>`coalesce(sum(${b.plants}), 0)`.mapWith(Number),
        dishes: sql<number>`coalesce(sum(${b.dishes}), 0)`.mapWith(Number),
      })
      .from(b)
      .where(and(eq(b.fid, fid), eq(b.status, 'active')));
    const [sown] = await this.db
      .select({ n: count(), plants: sql<number>`coalesce(sum(${b.plantsSown}), 0)`.mapWith(Number) })
      .from(b)
      .where(and(eq(b.fid, fid), gte(b.sowDate, monthStart), ne(b.status, 'del')));
    const h = plantHarvestTable;
    const [kg] = await this.db
      .select({
        month: sql<number>`coalesce(sum(${h.kg}) filter (where ${h.date} >= ${monthStart}), 0)`.mapWith(Number),
        year: sql<number>`coalesce(sum(${h.kg}), 0)`.mapWith(Number),
      })
      .from(h)
      .where(and(eq(h.fid, fid), gte(h.date, yearStart), eq(h.voided, false)));
    return { act, sown, kg };
  }

  async pics(fid: number, ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(plantPicTable)
      .where(and(eq(plantPicTable.fid, fid), inArray(plantPicTable.picId, ids)));
  }

  async recentPics(fid: number, limit: number) {
    return this.db.select().from(plantPicTable).where(eq(plantPicTable.fid, fid)).orderBy(desc(plantPicTable.takenOn), desc(plantPicTable.picId)).limit(limit);
  }
}
