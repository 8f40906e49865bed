import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areaTable, fieldTable } from '../facility/index.js';
import { deviceGroupTable, gatewayTable, pointTable, pointsOfFactory, selectPointPlaces } from '../iot-store/index.js';
import { firstRow } from '../../lib/row-lookups.js';

export type GroupInput = { areaId: number | null; name: string; sortNo: number; description: string };

export class DeviceGroupRepository {
  constructor(private readonly db: Db) {}

  list(fid: number) {
    return this.db
      .select({ grp: deviceGroupTable, areaName: areaTable.name, pointCt: sql<number>`(select count(*)::int from ${pointTable} where ${pointTable.grpId} = ${deviceGroupTable.grpId})` })
      .from(deviceGroupTable)
      .leftJoin(areaTable, eq(areaTable.areaId, deviceGroupTable.areaId))
      .where(eq(deviceGroupTable.fid, fid))
      .orderBy(asc(deviceGroupTable.sortNo), asc(deviceGroupTable.grpId));
  }

  get(fid: number, grpId: number) {
    return firstRow(this.db, deviceGroupTable, eq(deviceGroupTable.fid, fid), eq(deviceGroupTable.grpId, grpId));
  }

  findByName(fid: number, name: string) {
    return firstRow(this.db, deviceGroupTable, eq(deviceGroupTable.fid, fid), eq(deviceGroupTable.name, name));
  }

  async insert(fid: number, g: GroupInput) {
    const [row] = await this.db.insert(deviceGroupTable).values({ fid, ...g }).returning();
    return row!;
  }

  async update(grpId: number, g: GroupInput) {
    await this.db.update(deviceGroupTable).set(g).where(eq(deviceGroupTable.grpId, grpId));
  }

  /** Points leave the group by the foreign key's ON DELETE SET NULL. */
  async delete(grpId: number) {
    await this.db.delete(deviceGroupTable).where(eq(deviceGroupTable.grpId, grpId));
  }

  /** The group gets exactly these points of the factory; points that left it become ungrouped. */
  async setPoints(fid: number, grpId: number, pointIds: number[]) {
    const own = this.db.select({ id: gatewayTable.gwId }).from(gatewayTable).where(eq(gatewayTable.fid, fid));
    await this.db.transaction(async (tx) => {
      await tx.update(pointTable).set({ grpId: null }).where(and(eq(pointTable.grpId, grpId)));
      if (pointIds.length) await tx.update(pointTable).set({ grpId }).where(and(inArray(pointTable.pointId, pointIds), inArray(pointTable.gwId, own)));
    });
  }

  countFacPoints(fid: number, pointIds: number[]) {
    if (pointIds.length === 0) return Promise.resolve(0);
    return selectPointPlaces(this.db, { n: count() })
      .where(pointsOfFactory(fid, inArray(pointTable.pointId, pointIds)))
      .then((r) => r[0]?.n ?? 0);
  }

  /** Areas of the factory with their field, for area pickers. */
  areas(fid: number) {
    return this.db
      .select({ area_id: areaTable.areaId, name: areaTable.name, kind: areaTable.kind, field_name: fieldTable.name })
      .from(areaTable)
      .innerJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId))
      .where(eq(areaTable.fid, fid))
      .orderBy(asc(fieldTable.sortNo), asc(areaTable.sortNo), asc(areaTable.areaId));
  }

  areaOf(fid: number, areaId: number) {
    return firstRow(this.db, areaTable, eq(areaTable.fid, fid), eq(areaTable.areaId, areaId));
  }
}
