import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Paged } from '@pfs/domain';
import type { MaintKind, MesEquipPage, MesMaint } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/app-error.js';
import { eqIf, fetchPage, pagedOf, type PageArgs } from '../../lib/paging.js';
import { userTable } from '../user/index.js';
import { kindsOf } from './mes-equip.repository.js';
import { lockEquip } from './mes-span.js';
import { mesEquipTable, mesMaintTable } from './mes.table.js';

export type MesMaintFilter = PageArgs & { eq_page?: MesEquipPage; eq_id?: number; from?: string; to?: string };

const t = mesMaintTable;
const e = mesEquipTable;
const fields = { t, eqName: e.name, byName: userTable.cname };
type Joined = { t: typeof t.$inferSelect; eqName: string; byName: string | null };

const maintView = (x: Joined): MesMaint => ({
  maint_id: x.t.maintId,
  eq_id: x.t.eqId,
  eq_name: x.eqName,
  day: x.t.day,
  kind: x.t.kind,
  minutes: x.t.minutes,
  note: x.t.note,
  by_name: x.byName ?? '',
  at: x.t.createdAt.toISOString(),
});

/** 保养与维修 records; a planned maintenance moves the machine's last maintenance day, and so when the next falls due. */
export class MesMaintService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private joined() {
    return this.db.select(fields).from(t).innerJoin(e, eq(e.eqId, t.eqId)).leftJoin(userTable, eq(userTable.uid, t.byUid));
  }

  async list(fid: number, q: MesMaintFilter): Promise<Paged<MesMaint>> {
    const where = and(
      eq(t.fid, fid),
      q.eq_page ? inArray(e.kind, kindsOf(q.eq_page)) : undefined,
      eqIf(t.eqId, q.eq_id),
      q.from ? gte(t.day, q.from) : undefined,
      q.to ? lte(t.day, q.to) : undefined,
    );
    const page = await fetchPage(
      this.joined().where(where).orderBy(desc(t.day), desc(t.maintId)),
      this.db.select({ n: count() }).from(t).innerJoin(e, eq(e.eqId, t.eqId)).where(where),
      q,
    );
    return pagedOf(page, maintView);
  }

  async save(b: { fid: number; eq_id: number; day: string; kind: MaintKind; minutes: number; note: string }, uid: number): Promise<MesMaint> {
    if (b.day > this.clock.today()) throw badRequest('保养日期 day 不能晚于今天');
    const id = await this.db.transaction(async (tx) => {
      const m = await lockEquip(tx, b.fid, b.eq_id);
      const [row] = await tx
        .insert(t)
        .values({ fid: b.fid, eqId: m.eqId, day: b.day, kind: b.kind, minutes: b.minutes, note: b.note, byUid: uid })
        .returning({ id: t.maintId });
      // A planned maintenance restarts the cycle (a repair does not); an older record entered late does not move it back.
      if (b.kind === 'plan') {
        await tx
          .update(e)
          .set({ lastMaintDay: sql`greatest(${e.lastMaintDay}, ${b.day}::date)`, updatedAt: new Date() })
          .where(eq(e.eqId, m.eqId));
      }
      return row!.id;
    });
    const [row] = await this.joined().where(eq(t.maintId, id));
    return maintView(row!);
  }
}
