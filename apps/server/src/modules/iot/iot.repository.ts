import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BirthPoint } from '@pfs/domain';
import type { Db } from '../../db/client.js';
import { gatewayTable, latestValueTable, pointTable, readingTable, switchStateTable } from './iot.table.js';

export type GatewayStatsDelta = { msgs: number; readings: number; rejected: number; lastReason: string; lastSeen: Date };

export class IotRepository {
  constructor(private readonly db: Db) {}

  findGatewayBySn(sn: string) {
    return this.db.select().from(gatewayTable).where(eq(gatewayTable.sn, sn)).then((r) => r[0]);
  }

  listGateways(fid: number) {
    return this.db.select().from(gatewayTable).where(eq(gatewayTable.fid, fid)).orderBy(asc(gatewayTable.gwId));
  }

  listSimulated() {
    return this.db.select().from(gatewayTable).where(eq(gatewayTable.simulated, true));
  }

  async insertGateway(g: typeof gatewayTable.$inferInsert) {
    const [row] = await this.db.insert(gatewayTable).values(g).returning();
    return row!;
  }

  async setSecretHash(gwId: number, secretHash: string) {
    await this.db.update(gatewayTable).set({ secretHash }).where(eq(gatewayTable.gwId, gwId));
  }

  async setOnline(gwId: number, online: boolean, at: Date) {
    await this.db
      .update(gatewayTable)
      .set({ online, lastSeenAt: at, onlineSince: online ? at : null })
      .where(eq(gatewayTable.gwId, gwId));
  }

  /** Upserts the points a gateway announced; returns code → point_id for all its points. */
  async upsertPoints(gwId: number, points: BirthPoint[]): Promise<Map<string, number>> {
    if (points.length > 0) {
      await this.db
        .insert(pointTable)
        .values(points.map((p) => ({ gwId, code: p.code, kind: p.kind, name: p.name, quantity: p.quantity, unit: p.unit, writable: p.writable, minValue: p.min ?? null, maxValue: p.max ?? null })))
        .onConflictDoUpdate({
          target: [pointTable.gwId, pointTable.code],
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            quantity: sql`excluded.quantity`,
            unit: sql`excluded.unit`,
            writable: sql`excluded.writable`,
            minValue: sql`excluded.min_value`,
            maxValue: sql`excluded.max_value`,
          },
        });
    }
    return this.pointIds(gwId);
  }

  async pointIds(gwId: number): Promise<Map<string, number>> {
    const rows = await this.db.select({ code: pointTable.code, id: pointTable.pointId }).from(pointTable).where(eq(pointTable.gwId, gwId));
    return new Map(rows.map((r) => [r.code, r.id]));
  }

  /** One statement per table: raw readings (duplicates ignored) and the newest value per point. */
  async writeReadings(rows: { pointId: number; ts: Date; v: number }[]) {
    if (rows.length === 0) return;
    await this.db.insert(readingTable).values(rows).onConflictDoNothing();
    const newest = new Map<number, { pointId: number; ts: Date; v: number }>();
    for (const r of rows) {
      const cur = newest.get(r.pointId);
      if (!cur || cur.ts < r.ts) newest.set(r.pointId, r);
    }
    await this.db
      .insert(latestValueTable)
      .values([...newest.values()])
      .onConflictDoUpdate({
        target: latestValueTable.pointId,
        set: { ts: sql`excluded.ts`, v: sql`excluded.v` },
        setWhere: sql`excluded.ts > ${latestValueTable.ts}`,
      });
  }

  async addStats(gwId: number, d: GatewayStatsDelta) {
    await this.db
      .update(gatewayTable)
      .set({
        msgCt: sql`${gatewayTable.msgCt} + ${d.msgs}`,
        readingCt: sql`${gatewayTable.readingCt} + ${d.readings}`,
        rejectedCt: sql`${gatewayTable.rejectedCt} + ${d.rejected}`,
        lastRejectReason: d.lastReason ? d.lastReason : sql`${gatewayTable.lastRejectReason}`,
        lastSeenAt: d.lastSeen,
      })
      .where(eq(gatewayTable.gwId, gwId));
  }

  async setSwitchState(pointId: number, s: { on: boolean; value: number | null; cause: string; ts: Date }) {
    await this.db
      .insert(switchStateTable)
      .values({ pointId, ...s })
      .onConflictDoUpdate({ target: switchStateTable.pointId, set: { on: s.on, value: s.value, cause: s.cause, ts: s.ts } });
  }

  /** Points of the given gateways with their latest value or switch state. */
  pointsWithValues(gwIds: number[]) {
    if (gwIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        point: pointTable,
        ts: latestValueTable.ts,
        v: latestValueTable.v,
        swOn: switchStateTable.on,
        swValue: switchStateTable.value,
        swTs: switchStateTable.ts,
      })
      .from(pointTable)
      .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
      .leftJoin(switchStateTable, eq(switchStateTable.pointId, pointTable.pointId))
      .where(inArray(pointTable.gwId, gwIds))
      .orderBy(asc(pointTable.gwId), asc(pointTable.pointId));
  }

  countReadings(pointId: number) {
    return this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(readingTable)
      .where(and(eq(readingTable.pointId, pointId)))
      .then((r) => r[0]?.n ?? 0);
  }
}
