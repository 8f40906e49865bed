import { and, asc, eq, isNull } from 'drizzle-orm';
import { type TrialStatus } from '@pfs/domain/labs';
import { addDays, dayDiff } from '@pfs/domain/plant';
import { areaTable } from '../modules/facility/facility.table.js';
import { labTrialBatchTable, labTrialTable } from '../modules/labs/labs.table.js';
import { plantBatchEventTable, plantBatchTable } from '../modules/plant/plant.table.js';
import { plantSpecTable, specOf } from '../modules/plant-spec/plant-spec.table.js';
import { userTable } from '../modules/user/user.table.js';
import { demoFid } from './demo-factory.js';
import type { HistoryContext } from './history-context.js';

type Cand = { batchId: number; sowDate: string; status: string; variety: string; specVer: number; room: string | null };
type Pick = { c: Cand; label: string };
type Trial = { name: string; goal: string; status: TrialStatus; start: string; end: string | null; picks: Pick[]; remark: string };

/** The n batches of `from` sown nearest to `day` (earlier first on a tie), in sowing order. */
function nearest(from: readonly Cand[], day: string, n: number): Cand[] {
  return [...from]
    .sort((a, b) => Math.abs(dayDiff(day, a.sowDate)) - Math.abs(dayDiff(day, b.sowDate)) || a.batchId - b.batchId)
    .slice(0, n)
    .sort((a, b) => a.sowDate.localeCompare(b.sowDate) || a.batchId - b.batchId);
}

const mmdd = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`;

/**
 * Three trials a grower of the demo factory would have run on its year of batches, chosen by rule from them
 * (nothing random): the two growing rooms through the late-July heat wave, 意大利生菜 against 奶油生菜 in one room
 * a quarter ago, and the new 19-day light recipe of 意大利生菜 (v2) against the last batches of v1, still running.
 * A trial whose batches the year does not have is left out.
 */
export async function seedDemoLabs(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const today = new Date(ctx.endMs).toISOString().slice(0, 10);
  const [grower] = await tx.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'demo'));

  const rows = await tx
    .select({ batchId: plantBatchTable.batchId, sowDate: plantBatchTable.sowDate, status: plantBatchTable.status, variety: plantSpecTable.variety, specVer: plantBatchTable.specVer })
    .from(plantBatchTable)
    .innerJoin(plantSpecTable, specOf(plantBatchTable.specId))
    .where(and(eq(plantBatchTable.fid, fid), isNull(plantBatchTable.deletedAt)))
    .orderBy(asc(plantBatchTable.sowDate), asc(plantBatchTable.batchId));
  // The room each batch grew in: where its seedlings were transplanted (null when split over both rooms or not yet).
  const moves = await tx
    .select({ batchId: plantBatchEventTable.batchId, room: areaTable.name })
    .from(plantBatchEventTable)
    .innerJoin(areaTable, eq(areaTable.areaId, plantBatchEventTable.toAreaId))
    .where(and(eq(plantBatchEventTable.fid, fid), eq(plantBatchEventTable.kind, 'transplant')));
  const rooms = new Map<number, Set<string>>();
  for (const m of moves) rooms.set(m.batchId, (rooms.get(m.batchId) ?? new Set()).add(m.room));
  const cands: Cand[] = rows.map((r) => {
    const rs = rooms.get(r.batchId);
    return { ...r, room: rs?.size === 1 ? [...rs][0]! : null };
  });
  const closed = (variety: string, room?: string) => cands.filter((c) => c.status === 'closed' && c.variety === variety && (room === undefined || c.room === room));

  const trials: Trial[] = [];
  // 1. Sown in early July, the romaine grew through the heat wave; 栽培二区's older air conditioning fell behind.
  let july = `${today.slice(0, 4)}-07-05`;
  if (july > addDays(today, -60)) july = `${Number(today.slice(0, 4)) - 1}-07-05`;
  const heat = [...nearest(closed('意大利生菜', '栽培一区'), july, 2), ...nearest(closed('意大利生菜', '栽培二区'), july, 2)];
  if (heat.length === 4)
    trials.push({
      name: '高温期栽培一区与栽培二区产量对比',
      goal: '7 月下旬高温期间，栽培二区空调余量小、室温偏高。比较同期播种的意大利生菜在两个栽培区的生长天数、单盘产量和损耗，决定明年夏季是否给栽培二区加装冷量。',
      status: 'done',
      start: heat.map((c) => c.sowDate).sort()[0]!,
      end: addDays(heat.map((c) => c.sowDate).sort().at(-1)!, 45),
      picks: heat.map((c) => ({ c, label: `${c.room}（${mmdd(c.sowDate)}播）` })),
      remark: '结论：栽培二区高温日温度超上限，单盘产量偏低；建议夏季前检修空调。',
    });
  // 2. Two varieties side by side in one room, a quarter of a year ago.
  const quarter = addDays(today, -100);
  const romaine = nearest(closed('意大利生菜', '栽培一区'), quarter, 1);
  const butter = nearest(closed('奶油生菜', '栽培一区'), romaine[0]?.sowDate ?? quarter, 1);
  if (romaine.length && butter.length)
    trials.push({
      name: '意大利生菜与奶油生菜品种对比',
      goal: '同一栽培区、相同密度（育苗 120 株/盘，栽培 24 株/盘）下，比较两个生菜品种的周期、单盘与每平方米产量，为餐饮客户的品种搭配提供依据。',
      status: 'done',
      start: [romaine[0]!, butter[0]!].map((c) => c.sowDate).sort()[0]!,
      end: addDays(quarter, 50),
      picks: [
        { c: romaine[0]!, label: `意大利生菜（${mmdd(romaine[0]!.sowDate)}播）` },
        { c: butter[0]!, label: `奶油生菜（${mmdd(butter[0]!.sowDate)}播）` },
      ],
      remark: '',
    });
  // 3. The new light recipe (v2, 19 days of growth) against the last batches of v1 (21 days).
  const romaines = cands.filter((c) => c.variety === '意大利生菜');
  const v2 = romaines.filter((c) => c.specVer === 2).slice(0, 2);
  const v1 = romaines.filter((c) => c.specVer === 1).slice(-2);
  if (v2.length && v1.length)
    trials.push({
      name: '意大利生菜新光照配方（v2）验证',
      goal: '新配方提高栽培期光照（DLI），生长期由 21 天缩短到 19 天。对比 v1 最后两批与 v2 首批的周期、产量和环境，确认缩短周期不降低单盘产量。',
      status: 'running',
      start: v2[0]!.sowDate,
      end: null,
      picks: [...v1.map((c) => ({ c, label: `v1 原配方（${mmdd(c.sowDate)}播）` })), ...v2.map((c) => ({ c, label: `v2 新光照配方（${mmdd(c.sowDate)}播）` }))],
      remark: 'v2 批次尚在生长，采收后补充结论。',
    });

  let batches = 0;
  for (const t of trials) {
    const at = new Date(`${t.start}T09:00:00+08:00`);
    const [row] = await tx
      .insert(labTrialTable)
      .values({ fid, name: t.name, goal: t.goal, status: t.status, startDate: t.start, endDate: t.end && t.end < today ? t.end : null, dishM2: 0.18, remark: t.remark, createdBy: grower?.uid ?? null, createdAt: at, updatedAt: at })
      .returning({ id: labTrialTable.trialId });
    await tx.insert(labTrialBatchTable).values(t.picks.map((p, i) => ({ trialId: row!.id, batchId: p.c.batchId, fid, seq: i + 1, label: p.label })));
    batches += t.picks.length;
  }
  return { lab_trials: trials.length, lab_trial_batches: batches };
}
