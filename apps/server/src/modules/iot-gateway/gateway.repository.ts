import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/facility.table.js';
import { deviceGroupTable } from '../iot-device/device-group.table.js';
import { gatewayTable } from './gateway.table.js';

/** Gateway edits and the names the factory state shows next to points. */
export class GatewayRepository {
  constructor(private readonly db: Db) {}

  get(fid: number, gwId: number) {
    return this.db
      .select()
      .from(gatewayTable)
      .where(and(eq(gatewayTable.fid, fid), eq(gatewayTable.gwId, gwId)))
      .then((r) => r[0]);
  }

  async update(gwId: number, set: { name: string; areaId: number | null }) {
    await this.db.update(gatewayTable).set(set).where(eq(gatewayTable.gwId, gwId));
  }

  /** Points, requests go with the gateway (foreign keys cascade). */
  async delete(gwId: number) {
    await this.db.delete(gatewayTable).where(eq(gatewayTable.gwId, gwId));
  }

  areaNames(fid: number) {
    return this.db.select({ id: areaTable.areaId, name: areaTable.name }).from(areaTable).where(eq(areaTable.fid, fid));
  }

  groups(fid: number) {
    return this.db.select({ id: deviceGroupTable.grpId, name: deviceGroupTable.name, sortNo: deviceGroupTable.sortNo }).from(deviceGroupTable).where(eq(deviceGroupTable.fid, fid));
  }
}
