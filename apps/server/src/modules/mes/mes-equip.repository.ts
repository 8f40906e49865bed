import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@pfs/domain/plant';
import { MES_EQUIP_PAGES, type EquipKind, type EquipState, type MesEquip, type MesEquipPage } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import { eqIf, fetchPage, kwMatch, type PageArgs } from '../../lib/paging.js';
import { areaTable } from '../facility/index.js';
import { gatewayTable } from '../iot-store/index.js';
import { mesEquipTable, mesFaultTable } from './mes.table.js';
import type { EquipRow, Q } from './mes-span.js';

export type MesEquipFilter = PageArgs & { kw?: string; eq_page?: MesEquipPage; kind?: EquipKind; state?: EquipState; status?: 'enabled' | 'disabled' };

const e = mesEquipTable;
const f = mesFaultTable;
const openFault = sql<number | null>`(select ${f.faultId} from ${f} where ${f.eqId} = ${e.eqId} and ${f.endedAt} is null limit 1)`;
const fields = { e, areaName: areaTable.name, gwName: gatewayTable.name, online: gatewayTable.online, openFaultId: openFault };
type Joined = { e: EquipRow; areaName: string | null; gwName: string | null; online: boolean | null; openFaultId: number | null };

/** The kinds a page shows (播种设备, 移栽设备, 采收设备). */
export const kindsOf = (page: MesEquipPage): EquipKind[] => [...MES_EQUIP_PAGES[page]];

/** The machine as the pages show it; maintenance falls due `maint_days` after the last (or after it was added). */
export function equipView(x: Joined, today: string): MesEquip {
  const m = x.e;
  const from = m.lastMaintDay ?? m.createdAt.toISOString().slice(0, 10);
  const next = addDays(from, m.maintDays);
  return {
    eq_id: m.eqId,
    kind: m.kind,
    name: m.name,
    model: m.model,
    area_id: m.areaId,
    area_name: x.areaName ?? '',
    capacity: m.capacity,
    gw_id: m.gwId,
    gw_name: x.gwName ?? '',
    online: x.online ?? false,
    state: m.state,
    state_since: m.stateSince.toISOString(),
    maint_days: m.maintDays,
    last_maint_day: m.lastMaintDay,
    next_maint_day: next,
    maint_due: today >= next,
    open_fault_id: x.openFaultId,
    status: m.status as 'enabled' | 'disabled',
    remark: m.remark,
  };
}

/** 设备台账 of a factory. */
export class MesEquipRepository {
  constructor(private readonly db: Db) {}

  private joined(q: Q = this.db) {
    return q.select(fields).from(e).leftJoin(areaTable, eq(areaTable.areaId, e.areaId)).leftJoin(gatewayTable, eq(gatewayTable.gwId, e.gwId));
  }

  async list(fid: number, f: MesEquipFilter): Promise<{ rows: Joined[]; total: number }> {
    const where = and(
      eq(e.fid, fid),
      f.eq_page ? inArray(e.kind, kindsOf(f.eq_page)) : undefined,
      eqIf(e.kind, f.kind),
      eqIf(e.state, f.state),
      eqIf(e.status, f.status),
      kwMatch(f.kw, e.name, e.model, e.remark),
    );
    return fetchPage(this.joined().where(where).orderBy(asc(e.kind), asc(e.name), asc(e.eqId)), this.db.select({ n: count() }).from(e).where(where), f);
  }

  async get(fid: number, eqId: number, q: Q = this.db): Promise<Joined | undefined> {
    const [row] = await this.joined(q).where(and(eq(e.fid, fid), eq(e.eqId, eqId)));
    return row;
  }

  /** The page's machines (enabled ones only when `enabledOnly`), in the list's order. */
  ofKinds(fid: number, kinds: EquipKind[], enabledOnly: boolean, more?: SQL): Promise<Joined[]> {
    return this.joined()
      .where(and(eq(e.fid, fid), inArray(e.kind, kinds), enabledOnly ? eq(e.status, 'enabled') : undefined, more))
      .orderBy(asc(e.kind), asc(e.name), asc(e.eqId));
  }

  /** Another machine with this name in the factory, or on this gateway. */
  async clash(fid: number, eqId: number | undefined, by: SQL): Promise<EquipRow | undefined> {
    const [row] = await this.db
      .select()
      .from(e)
      .where(and(eq(e.fid, fid), by, eqId ? sql`${e.eqId} <> ${eqId}` : undefined))
      .limit(1);
    return row;
  }

  async gateway(fid: number, gwId: number) {
    const [row] = await this.db
      .select()
      .from(gatewayTable)
      .where(and(eq(gatewayTable.fid, fid), eq(gatewayTable.gwId, gwId)));
    return row;
  }

  async areaOf(fid: number, areaId: number) {
    const [row] = await this.db
      .select({ id: areaTable.areaId })
      .from(areaTable)
      .where(and(eq(areaTable.fid, fid), eq(areaTable.areaId, areaId)));
    return row;
  }

  insert(v: typeof e.$inferInsert): Promise<EquipRow> {
    return this.db
      .insert(e)
      .values(v)
      .returning()
      .then((r) => r[0]!);
  }

  async update(fid: number, eqId: number, v: Partial<typeof e.$inferInsert>): Promise<void> {
    await this.db
      .update(e)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(e.fid, fid), eq(e.eqId, eqId)));
  }
}

export const noOpenFault = (eqId: number) => and(eq(f.eqId, eqId), isNull(f.endedAt));
export type { Joined as MesEquipJoined };
