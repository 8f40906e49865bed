import { sql } from 'drizzle-orm';
import type { MesWo } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/produce-sql.js';
import { MAX_PLAN_MS } from './mes-wo.repository.js';

/** An order as the board reads it: every field of MesWo but `late`, which depends on the clock. */
export type BoardWo = Omit<MesWo, 'late'>;

const ts = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The board's orders, built as JSON by the database: a week holds thousands of orders, and mapping that many
 * rows of nine joined tables column by column in the server costs several times the query itself. One index range
 * scan (fid, plan_start), bounded below by the longest plan an order may have.
 */
export async function boardOrders(db: Db, fid: number, from: Date, to: Date): Promise<BoardWo[]> {
  const res = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'wo_id', w.wo_id, 'wo_no', w.wo_no, 'op', w.op, 'source', w.source, 'status', w.status,
      'batch_id', w.batch_id, 'batch_no', coalesce(b.batch_no, ''), 'crop', trim(s.crop || ' ' || s.variety), 'spec_id', w.spec_id,
      'dishes', w.dishes, 'done_dishes', w.done_dishes,
      'from_phase', w.from_phase, 'from_area_id', w.from_area_id, 'from_area_name', coalesce(fa.name, ''),
      'to_phase', w.to_phase, 'to_area_id', w.to_area_id, 'to_area_name', coalesce(ta.name, ''),
      'plan_start', ${ts('w.plan_start')}, 'plan_end', ${ts('w.plan_end')},
      'team', w.team, 'uid', w.uid, 'user_name', coalesce(u.cname, ''), 'eq_id', w.eq_id, 'eq_name', coalesce(e.name, ''),
      'started_at', ${ts('w.started_at')}, 'done_at', ${ts('w.done_at')},
      'labour_min', w.labour_min, 'eq_count', w.eq_count, 'reject', w.reject, 'remark', w.remark, 'cancel_reason', w.cancel_reason,
      'version', w.version
    ) order by w.plan_start, w.wo_id), '[]')::text as orders
    from mes_wos w
    join plant_specs s on s.spec_id = w.spec_id
    left join plant_batches b on b.batch_id = w.batch_id
    left join areas fa on fa.area_id = w.from_area_id
    left join areas ta on ta.area_id = w.to_area_id
    left join users u on u.uid = w.uid
    left join mes_equips e on e.eq_id = w.eq_id
    where w.fid = ${fid} and w.plan_start < ${to.toISOString()}::timestamptz
      and w.plan_start > ${new Date(from.getTime() - MAX_PLAN_MS).toISOString()}::timestamptz and w.plan_end > ${from.toISOString()}::timestamptz`);
  const [row] = rowsOf<{ orders: string }>(res);
  return JSON.parse(row?.orders ?? '[]') as BoardWo[];
}
