import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { siPlanTargetTable as pt, siRecordTable as rc } from './si.table.js';

/**
 * Sums these plans' records by target into si_plan_targets (answered = not '-', err = err or act_ok, as the plan's
 * counters). Called wherever records are written or their results change, in the same transaction.
 */
export async function tallyPlanTargets(q: Db | Tx, planIds: number[]): Promise<void> {
  if (planIds.length === 0) return;
  // One array parameter, however many plans (the demo year writes tens of thousands at once).
  const ids = sql`${`{${planIds.join(',')}}`}::int[]`;
  await q.execute(sql`insert into ${pt} (plan_id, fid, target_name, item_ct, answered_ct, err_ct)
    select ${rc.planId}, ${rc.fid}, ${rc.targetName}, count(*), count(*) filter (where ${rc.result} <> '-'),
      count(*) filter (where ${rc.result} in ('err', 'act_ok'))
    from ${rc} where ${rc.planId} = any(${ids}) group by ${rc.planId}, ${rc.fid}, ${rc.targetName}
    on conflict (plan_id, target_name) do update set item_ct = excluded.item_ct, answered_ct = excluded.answered_ct, err_ct = excluded.err_ct`);
}
