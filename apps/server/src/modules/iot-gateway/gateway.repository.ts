import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/index.js';
import { deviceGroupTable, pointTable, pointStateColumns, selectPointStates, gatewayTable } from '../iot-store/index.js';
import { firstRow, insertReturning } from '../../lib/row-lookups.js';

export type GatewayRow = typeof gatewayTable.$inferSelect;

/**
 * Gateway rows: lookups by serial number (broker login, ingest), the factory's gateways, creation, secrets, edits,
 * and the factory state shown with them. Ingest's own writes to a gateway (online state, statistics) stay in
 * `IngestRepository`.
 */
export class GatewayRepository {
  constructor(private readonly db: Db) {}

  findBySn(sn: string) {
    return this.db.select().from(gatewayTable).where(eq(gatewayTable.sn, sn)).then((r) => r[0]);
  }

  get(fid: number, gwId: number) {
    return firstRow(this.db, gatewayTable, eq(gatewayTable.fid, fid), eq(gatewayTable.gwId, gwId));
  }

  /** The factory's gateways, each with the name of the area it gives the climate of (null when none). */
  list(fid: number) {
    return this.db
      .select({ gw: gatewayTable, areaName: areaTable.name })
      .from(gatewayTable)
      .leftJoin(areaTable, eq(areaTable.areaId, gatewayTable.areaId))
      .where(eq(gatewayTable.fid, fid))
      .orderBy(asc(gatewayTable.gwId));
  }

  listSimulated() {
    return this.db.select().from(gatewayTable).where(eq(gatewayTable.simulated, true));
  }

  insert(g: typeof gatewayTable.$inferInsert) {
    return insertReturning(this.db, gatewayTable, g);
  }

  async setSecretHash(gwId: number, secretHash: string, brokerSecretHash: string) {
    await this.db.update(gatewayTable).set({ secretHash, brokerSecretHash }).where(eq(gatewayTable.gwId, gwId));
  }

  /** Every gateway of every factory with its broker hash: the lines of an external broker's password file. */
  brokerAccounts() {
    return this.db.select({ sn: gatewayTable.sn, brokerSecretHash: gatewayTable.brokerSecretHash, simulated: gatewayTable.simulated }).from(gatewayTable).orderBy(asc(gatewayTable.sn));
  }

  async update(gwId: number, set: { name: string; areaId: number | null }) {
    await this.db.update(gatewayTable).set(set).where(eq(gatewayTable.gwId, gwId));
  }

  /** The area's gateways become exactly `gwIds`, in one transaction. */
  async setAreaGateways(fid: number, areaId: number, gwIds: number[]) {
    await this.db.transaction(async (tx) => {
      const others = gwIds.length > 0 ? notInArray(gatewayTable.gwId, gwIds) : undefined;
      await tx
        .update(gatewayTable)
        .set({ areaId: null })
        .where(and(eq(gatewayTable.fid, fid), eq(gatewayTable.areaId, areaId), others));
      if (gwIds.length > 0) await tx.update(gatewayTable).set({ areaId }).where(and(eq(gatewayTable.fid, fid), inArray(gatewayTable.gwId, gwIds)));
    });
  }

  /** Points, requests go with the gateway (foreign keys cascade). */
  async delete(gwId: number) {
    await this.db.delete(gatewayTable).where(eq(gatewayTable.gwId, gwId));
  }

  /** code → point_id of every point of the gateway. */
  async pointIds(gwId: number): Promise<Map<string, number>> {
    const rows = await this.db.select({ code: pointTable.code, id: pointTable.pointId }).from(pointTable).where(eq(pointTable.gwId, gwId));
    return new Map(rows.map((r) => [r.code, r.id]));
  }

  /** Points of the given gateways with their latest value or switch state. */
  pointsWithValues(gwIds: number[]) {
    if (gwIds.length === 0) return Promise.resolve([]);
    return selectPointStates(this.db, { point: pointTable, ...pointStateColumns })
      .where(inArray(pointTable.gwId, gwIds))
      .orderBy(asc(pointTable.gwId), asc(pointTable.pointId));
  }

  groups(fid: number) {
    return this.db.select({ id: deviceGroupTable.grpId, name: deviceGroupTable.name, sortNo: deviceGroupTable.sortNo }).from(deviceGroupTable).where(eq(deviceGroupTable.fid, fid));
  }
}
