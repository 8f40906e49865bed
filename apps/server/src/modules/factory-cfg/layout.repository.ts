import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AreaKind } from '@pfs/domain/plant';
import type { Db } from '../../db/client.js';
import { areaTable, fieldTable } from '../facility/index.js';
import { gatewayTable } from '../iot-store/index.js';
import { plantBatchEventTable, plantBatchPlaceTable } from '../plant/index.js';
import { countWhere, fetchPage, kwMatch } from '../../lib/paging.js';
import { firstRow, insertRow, isTaken } from '../../lib/row-lookups.js';

export type FieldRow = typeof fieldTable.$inferSelect;
export type AreaRow = typeof areaTable.$inferSelect & { fieldName: string };
export type FieldInput = { name: string; sortNo: number; status: 'enabled' | 'disabled'; remark: string };
export type AreaInput = Omit<typeof areaTable.$inferInsert, 'areaId' | 'fid'>;
export type Status = 'enabled' | 'disabled';
export type FieldFilter = { page: number; size: number; kw?: string; status?: Status };
export type AreaFilter = { page: number; size: number; fieldId?: number; kind?: AreaKind; kw?: string; status?: Status };
/** What stands in an area now: dishes and distinct batches (deleted batches have no places). */
export type AreaUsage = { dishes: number; batches: number };

const capacitySql = sql<number>`${areaTable.racks} * ${areaTable.layers} * ${areaTable.positionsPerLayer}`;

/** Fields (厂房) and areas (区域) of a factory, with what stands in them now; every query scoped by fid. */
export class LayoutRepository {
  constructor(private readonly db: Db) {}

  // ── fields ──────────────────────────────────────────────────────────────────────────────────────
  async listFields(fid: number, f: FieldFilter): Promise<{ rows: FieldRow[]; total: number }> {
    const where = and(eq(fieldTable.fid, fid), kwMatch(f.kw, fieldTable.name), f.status ? eq(fieldTable.status, f.status) : undefined);
    return fetchPage(
      this.db.select().from(fieldTable).where(where).orderBy(asc(fieldTable.sortNo), asc(fieldTable.fieldId)),
      countWhere(this.db, fieldTable, where),
      f,
    );
  }

  /** Per field: its areas, their positions, and dishes standing in them now. */
  async fieldTotals(fieldIds: number[]): Promise<Map<number, { areaCt: number; capacity: number; dishes: number }>> {
    if (fieldIds.length === 0) return new Map();
    const [areas, dishes] = await Promise.all([
      this.db
        .select({ fieldId: areaTable.fieldId, n: count(), capacity: sql<number>`coalesce(sum(${capacitySql}), 0)`.mapWith(Number) })
        .from(areaTable)
        .where(inArray(areaTable.fieldId, fieldIds))
        .groupBy(areaTable.fieldId),
      this.db
        .select({ fieldId: areaTable.fieldId, dishes: sql<number>`coalesce(sum(${plantBatchPlaceTable.dishes}), 0)`.mapWith(Number) })
        .from(plantBatchPlaceTable)
        .innerJoin(areaTable, eq(areaTable.areaId, plantBatchPlaceTable.areaId))
        .where(inArray(areaTable.fieldId, fieldIds))
        .groupBy(areaTable.fieldId),
    ]);
    const d = new Map(dishes.map((r) => [r.fieldId, r.dishes]));
    return new Map(
      fieldIds.map((id) => {
        const a = areas.find((r) => r.fieldId === id);
        return [id, { areaCt: a?.n ?? 0, capacity: a?.capacity ?? 0, dishes: d.get(id) ?? 0 }];
      }),
    );
  }

  getField(fid: number, fieldId: number): Promise<FieldRow | undefined> {
    return firstRow(this.db, fieldTable, eq(fieldTable.fid, fid), eq(fieldTable.fieldId, fieldId));
  }

  fieldNameTaken(fid: number, name: string, except?: number): Promise<boolean> {
    return isTaken(this.db, fieldTable.fieldId, [eq(fieldTable.fid, fid), eq(fieldTable.name, name)], except);
  }

  insertField(fid: number, v: FieldInput): Promise<number> {
    return insertRow(this.db, fieldTable, { fid, ...v }, fieldTable.fieldId);
  }

  async updateField(fieldId: number, v: FieldInput) {
    await this.db.update(fieldTable).set(v).where(eq(fieldTable.fieldId, fieldId));
  }

  async areaCountOf(fieldId: number): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(areaTable).where(eq(areaTable.fieldId, fieldId));
    return r?.n ?? 0;
  }

  async deleteField(fieldId: number) {
    await this.db.delete(fieldTable).where(eq(fieldTable.fieldId, fieldId));
  }

  // ── areas ───────────────────────────────────────────────────────────────────────────────────────
  private selectAreas() {
    return this.db.select({ area: areaTable, fieldName: fieldTable.name }).from(areaTable).innerJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId));
  }

  async listAreas(fid: number, f: AreaFilter): Promise<{ rows: AreaRow[]; total: number }> {
    const conds: (SQL | undefined)[] = [eq(areaTable.fid, fid)];
    if (f.fieldId) conds.push(eq(areaTable.fieldId, f.fieldId));
    if (f.kind) conds.push(eq(areaTable.kind, f.kind));
    if (f.status) conds.push(eq(areaTable.status, f.status));
    conds.push(kwMatch(f.kw, areaTable.name, fieldTable.name));
    const where = and(...conds);
    const { rows, total } = await fetchPage(
      this.selectAreas().where(where).orderBy(asc(fieldTable.sortNo), asc(fieldTable.fieldId), asc(areaTable.sortNo), asc(areaTable.areaId)),
      this.db.select({ n: count() }).from(areaTable).innerJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId)).where(where),
      f,
    );
    return { rows: rows.map((r) => ({ ...r.area, fieldName: r.fieldName })), total };
  }

  /** Every area of the factory in field order (pickers, 物联网配置). */
  async allAreas(fid: number): Promise<AreaRow[]> {
    const rows = await this.selectAreas()
      .where(eq(areaTable.fid, fid))
      .orderBy(asc(fieldTable.sortNo), asc(fieldTable.fieldId), asc(areaTable.sortNo), asc(areaTable.areaId));
    return rows.map((r) => ({ ...r.area, fieldName: r.fieldName }));
  }

  async allFields(fid: number): Promise<FieldRow[]> {
    return this.db.select().from(fieldTable).where(eq(fieldTable.fid, fid)).orderBy(asc(fieldTable.sortNo), asc(fieldTable.fieldId));
  }

  getArea(fid: number, areaId: number): Promise<AreaRow | undefined> {
    return this.selectAreas()
      .where(and(eq(areaTable.fid, fid), eq(areaTable.areaId, areaId)))
      .then((r) => (r[0] ? { ...r[0].area, fieldName: r[0].fieldName } : undefined));
  }

  areaNameTaken(fid: number, name: string, except?: number): Promise<boolean> {
    return isTaken(this.db, areaTable.areaId, [eq(areaTable.fid, fid), eq(areaTable.name, name)], except);
  }

  /** Dishes and batches standing in each area now. */
  async usage(areaIds: number[]): Promise<Map<number, AreaUsage>> {
    if (areaIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        areaId: plantBatchPlaceTable.areaId,
        dishes: sql<number>`coalesce(sum(${plantBatchPlaceTable.dishes}), 0)`.mapWith(Number),
        batches: sql<number>`count(distinct ${plantBatchPlaceTable.batchId})`.mapWith(Number),
      })
      .from(plantBatchPlaceTable)
      .where(and(inArray(plantBatchPlaceTable.areaId, areaIds), sql`${plantBatchPlaceTable.dishes} > 0`))
      .groupBy(plantBatchPlaceTable.areaId);
    return new Map(rows.map((r) => [r.areaId, { dishes: r.dishes, batches: r.batches }]));
  }

  /** Gateways mapped to each area (their sensors give its climate). */
  gatewaysOf(areaIds: number[]) {
    if (areaIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ areaId: gatewayTable.areaId, gwId: gatewayTable.gwId, sn: gatewayTable.sn, name: gatewayTable.name, online: gatewayTable.online })
      .from(gatewayTable)
      .where(inArray(gatewayTable.areaId, areaIds))
      .orderBy(asc(gatewayTable.gwId));
  }

  insertArea(fid: number, v: AreaInput): Promise<number> {
    return insertRow(this.db, areaTable, { fid, ...v }, areaTable.areaId);
  }

  /**
   * Updates an area under its row lock — the lock batch writes take before checking capacity — so a batch
   * moving in and a grid shrinking at the same moment cannot both pass. `guard` sees the row and what stands
   * there now, and throws to refuse.
   */
  async updateArea(areaId: number, v: AreaInput, guard: (before: typeof areaTable.$inferSelect, now: AreaUsage) => void) {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(areaTable).where(eq(areaTable.areaId, areaId)).for('update');
      const [now] = await tx
        .select({
          dishes: sql<number>`coalesce(sum(${plantBatchPlaceTable.dishes}), 0)`.mapWith(Number),
          batches: sql<number>`count(distinct ${plantBatchPlaceTable.batchId}) filter (where ${plantBatchPlaceTable.dishes} > 0)`.mapWith(Number),
        })
        .from(plantBatchPlaceTable)
        .where(eq(plantBatchPlaceTable.areaId, areaId));
      guard(before!, now ?? { dishes: 0, batches: 0 });
      await tx.update(areaTable).set(v).where(eq(areaTable.areaId, areaId));
    });
  }

  /** Whether any batch event or place ever named the area, and how many gateways map to it. */
  async areaRefs(areaId: number): Promise<{ used: boolean; gateways: number }> {
    const [ev] = await this.db
      .select({ id: plantBatchEventTable.eventId })
      .from(plantBatchEventTable)
      .where(or(eq(plantBatchEventTable.toAreaId, areaId), eq(plantBatchEventTable.fromAreaId, areaId)))
      .limit(1);
    const [pl] = await this.db.select({ id: plantBatchPlaceTable.batchId }).from(plantBatchPlaceTable).where(eq(plantBatchPlaceTable.areaId, areaId)).limit(1);
    const [gw] = await this.db.select({ n: count() }).from(gatewayTable).where(eq(gatewayTable.areaId, areaId));
    return { used: !!ev || !!pl, gateways: gw?.n ?? 0 };
  }

  async deleteArea(areaId: number) {
    await this.db.delete(areaTable).where(eq(areaTable.areaId, areaId));
  }
}
