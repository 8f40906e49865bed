import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { INSTANCE_DOWN_AFTER_MS } from '@pfs/domain/instance';
import type { Db } from '../../db/client.js';
import { instanceTable } from './instance.table.js';

export type InstanceIdentity = { name: string; host: string; port: number; pid: number; version: string; mqttSession: string | null };
/** What this instance leads now: the periodic jobs, the strategy engine. */
export type Leads = { schedulerLeader: boolean; rulesLeader: boolean };

/** A row as the list reads it; `up` and the times come from the database's clock, so instances' clocks need not agree. */
export type InstanceRow = typeof instanceTable.$inferSelect & { up: boolean };

/** Rows of instances silent this long are dropped at the next start of any instance: retired for good. */
const FORGET_AFTER = sql`interval '7 days'`;

export class InstanceRepository {
  constructor(private readonly db: Db) {}

  /** This instance starts: its row (re)written, started now; returns the start time the beats keep. */
  async register(me: InstanceIdentity, leads: Leads): Promise<Date> {
    await this.db.delete(instanceTable).where(lt(instanceTable.lastSeenAt, sql`now() - ${FORGET_AFTER}`));
    const values = { ...me, startedAt: sql`now()`, lastSeenAt: sql`now()`, stoppedAt: null, ...leads };
    const [row] = await this.db
      .insert(instanceTable)
      .values(values)
      .onConflictDoUpdate({ target: instanceTable.name, set: values })
      .returning({ startedAt: instanceTable.startedAt });
    return row!.startedAt;
  }

  /** One statement every beat; an insert too, so a row deleted meanwhile comes back. */
  async beat(me: InstanceIdentity, startedAt: Date, leads: Leads): Promise<void> {
    await this.db
      .insert(instanceTable)
      .values({ ...me, startedAt, lastSeenAt: sql`now()`, ...leads })
      .onConflictDoUpdate({ target: instanceTable.name, set: { lastSeenAt: sql`now()`, stoppedAt: null, ...leads, pid: me.pid } });
  }

  /** An orderly stop: down at once, not after the silence that marks a lost instance. */
  async stopped(me: InstanceIdentity): Promise<void> {
    await this.db
      .update(instanceTable)
      .set({ stoppedAt: sql`now()`, lastSeenAt: sql`now()`, schedulerLeader: false, rulesLeader: false })
      .where(and(eq(instanceTable.name, me.name), eq(instanceTable.pid, me.pid)));
  }

  async list(): Promise<InstanceRow[]> {
    const down = sql.raw(`interval '${INSTANCE_DOWN_AFTER_MS} milliseconds'`);
    return this.db
      .select({
        name: instanceTable.name,
        host: instanceTable.host,
        port: instanceTable.port,
        pid: instanceTable.pid,
        version: instanceTable.version,
        startedAt: instanceTable.startedAt,
        lastSeenAt: instanceTable.lastSeenAt,
        stoppedAt: instanceTable.stoppedAt,
        mqttSession: instanceTable.mqttSession,
        schedulerLeader: instanceTable.schedulerLeader,
        rulesLeader: instanceTable.rulesLeader,
        up: sql<boolean>`${instanceTable.stoppedAt} is null and ${instanceTable.lastSeenAt} > now() - ${down}`,
      })
      .from(instanceTable)
      .orderBy(asc(instanceTable.name));
  }
}
