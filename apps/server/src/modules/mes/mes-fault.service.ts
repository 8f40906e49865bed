import { aliasedTable, and, desc, eq, gte, inArray, isNotNull, isNull, lt, count } from 'drizzle-orm';
import type { Paged } from '@pfs/domain';
import type { MesEquipPage, MesFault } from '@pfs/domain/mes';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { eqIf, fetchPage, kwMatch, pagedOf, type PageArgs } from '../../lib/paging.js';
import { userTable } from '../user/index.js';
import { kindsOf } from './mes-equip.repository.js';
import { dayStartMs } from './mes-oee-days.js';
import { EQUIP_NOT_FOUND, lockEquip, openSpan, switchState, type EquipRow } from './mes-span.js';
import { mesEquipTable, mesFaultTable } from './mes.table.js';

export type MesFaultFilter = PageArgs & { kw?: string; eq_page?: MesEquipPage; eq_id?: number; from?: string; to?: string; open?: boolean };

const f = mesFaultTable;
const e = mesEquipTable;
const reporter = aliasedTable(userTable, 'reporter');
const clearer = aliasedTable(userTable, 'clearer');
const fields = { f, eqName: e.name, kind: e.kind, reportedBy: reporter.cname, clearedBy: clearer.cname };
type Joined = { f: typeof f.$inferSelect; eqName: string; kind: MesFault['kind']; reportedBy: string | null; clearedBy: string | null };

/** A fault as the lists show it; one not yet cleared counts its minutes up to now. */
const faultView = (x: Joined, now: number): MesFault => ({
  fault_id: x.f.faultId,
  eq_id: x.f.eqId,
  eq_name: x.eqName,
  kind: x.kind,
  started_at: x.f.startedAt.toISOString(),
  ended_at: x.f.endedAt?.toISOString() ?? null,
  minutes: Math.max(0, Math.round(((x.f.endedAt?.getTime() ?? now) - x.f.startedAt.getTime()) / 60_000)),
  reason: x.f.reason,
  note: x.f.note,
  source: x.f.source,
  reported_by_name: x.reportedBy ?? (x.f.source === 'iot' ? '设备上报' : ''),
  cleared_by_name: x.f.endedAt ? (x.clearedBy ?? (x.f.source === 'iot' ? '设备恢复' : '')) : null,
});

/**
 * 故障: reported by hand or by the machine's state point (mes-iot-sync). A fault puts the machine into 故障 until it
 * is cleared; the order it was running stays on its spans, so the order's dishes still add up after the repair.
 */
export class MesFaultService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private joined() {
    return this.db
      .select(fields)
      .from(f)
      .innerJoin(e, eq(e.eqId, f.eqId))
      .leftJoin(reporter, eq(reporter.uid, f.reportedBy))
      .leftJoin(clearer, eq(clearer.uid, f.clearedBy));
  }

  async list(fid: number, q: MesFaultFilter): Promise<Paged<MesFault>> {
    const tz = this.clock.timeZone;
    const where = and(
      eq(f.fid, fid),
      q.eq_page ? inArray(e.kind, kindsOf(q.eq_page)) : undefined,
      eqIf(f.eqId, q.eq_id),
      q.from ? gte(f.startedAt, new Date(dayStartMs(tz, q.from))) : undefined,
      q.to ? lt(f.startedAt, new Date(dayStartMs(tz, q.to) + 86_400_000)) : undefined,
      q.open === undefined ? undefined : q.open ? isNull(f.endedAt) : isNotNull(f.endedAt),
      kwMatch(q.kw, f.reason, f.note, e.name),
    );
    const page = await fetchPage(
      this.joined().where(where).orderBy(desc(f.startedAt), desc(f.faultId)),
      this.db.select({ n: count() }).from(f).innerJoin(e, eq(e.eqId, f.eqId)).where(where),
      q,
    );
    const now = this.clock.now();
    return pagedOf(page, (x) => faultView(x, now));
  }

  async get(fid: number, faultId: number): Promise<MesFault> {
    const [row] = await this.joined().where(and(eq(f.fid, fid), eq(f.faultId, faultId)));
    if (!row) throw notFound('故障记录不存在或不属于本工厂');
    return faultView(row, this.clock.now());
  }

  /** 登记故障 by hand. */
  async report(b: { fid: number; eq_id: number; reason: string; note: string }, uid: number): Promise<MesFault> {
    const id = await this.db.transaction(async (tx) => {
      const m = await lockEquip(tx, b.fid, b.eq_id);
      return this.open(tx, m, { reason: b.reason, note: b.note, source: 'hand', reportedBy: uid }, new Date(this.clock.now()));
    });
    return this.get(b.fid, id);
  }

  /** 故障恢复 by hand: the note says what was done. */
  async clear(b: { fid: number; fault_id: number; note: string }, uid: number): Promise<MesFault> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ eqId: f.eqId, endedAt: f.endedAt })
        .from(f)
        .where(and(eq(f.fid, b.fid), eq(f.faultId, b.fault_id)));
      if (!row) throw notFound('故障记录不存在或不属于本工厂');
      const m = await lockEquip(tx, b.fid, row.eqId);
      await this.close(tx, m, b.fault_id, b.note, uid, new Date(this.clock.now()));
    });
    return this.get(b.fid, b.fault_id);
  }

  /** Opens a fault on a locked machine and puts it into 故障, keeping the order it was on. Answers the fault's id. */
  async open(tx: Tx, m: EquipRow, v: { reason: string; note: string; source: 'iot' | 'hand'; reportedBy: number | null }, at: Date): Promise<number> {
    const [already] = await tx
      .select({ id: f.faultId })
      .from(f)
      .where(and(eq(f.eqId, m.eqId), isNull(f.endedAt)));
    if (already || m.state === 'fault') throw conflict(`设备「${m.name}」已在故障中，请先处理当前故障`);
    const span = await openSpan(tx, m.eqId);
    const started = span && span.startedAt > at ? span.startedAt : at;
    const [row] = await tx
      .insert(f)
      .values({ fid: m.fid, eqId: m.eqId, startedAt: started, ...v })
      .returning({ id: f.faultId });
    await switchState(tx, m, 'fault', started, span?.woId ?? null);
    return row!.id;
  }

  /** Closes a fault of a locked machine; the machine waits (待机) on the order it was on. */
  async close(tx: Tx, m: EquipRow, faultId: number, note: string, uid: number | null, at: Date): Promise<void> {
    const [fault] = await tx
      .select()
      .from(f)
      .where(and(eq(f.faultId, faultId), eq(f.eqId, m.eqId)));
    if (!fault) throw notFound(EQUIP_NOT_FOUND);
    if (fault.endedAt) throw conflict('该故障已恢复');
    const ended = fault.startedAt > at ? fault.startedAt : at;
    const joined = fault.note ? `${fault.note}；处理：${note}` : note;
    await tx.update(f).set({ endedAt: ended, note: joined, clearedBy: uid }).where(eq(f.faultId, faultId));
    if (m.state === 'fault') {
      const span = await openSpan(tx, m.eqId);
      await switchState(tx, m, 'idle', ended, span?.woId ?? null);
    }
  }

  /** The machine's open fault, if any (the machine sync closes it when the state point leaves 故障). */
  async openFaultOf(tx: Tx, eqId: number): Promise<typeof f.$inferSelect | undefined> {
    const [row] = await tx
      .select()
      .from(f)
      .where(and(eq(f.eqId, eqId), isNull(f.endedAt)));
    return row;
  }
}
