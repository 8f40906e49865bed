import { and, asc, eq, gte } from 'drizzle-orm';
import { addDays } from '@pfs/domain/plant';
import { areaTable } from '../modules/facility/facility.table.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable, plantLossTable } from '../modules/plant/plant.table.js';
import { batchLogLine, eventLogText } from '../modules/plant/plant-event-log.js';
import { facEventTable } from '../modules/syslog/syslog.table.js';
import type { Tx } from './history-context.js';
import type { WriteTarget } from './production-write.js';

export const DEMO_VOID_REASON = '录入错误：数量多输一个 0';

/**
 * One record put right the way staff do it, so 批次详情 shows a voided record: yesterday the grower logged a loss
 * of 120 plants on an active batch in its growing room (meant 12), and 张厂长 voided it the same day. Written as the
 * void call leaves it: the loss stays, marked voided, a `void` event names it, and the batch's projections are
 * those of its log without it (unchanged: the loss was its last record) — only its version counts both.
 */
export async function seedDemoVoidedLoss(tx: Tx, fid: number, today: string, t: Pick<WriteTarget, 'users' | 'at'>): Promise<void> {
  const day = addDays(today, -1);
  const typo = 120;
  const [place] = await tx
    .select({ batchId: plantBatchPlaceTable.batchId, areaId: plantBatchPlaceTable.areaId, version: plantBatchTable.version, no: plantBatchTable.batchNo, area: areaTable.name })
    .from(plantBatchPlaceTable)
    .innerJoin(plantBatchTable, eq(plantBatchTable.batchId, plantBatchPlaceTable.batchId))
    .innerJoin(areaTable, eq(areaTable.areaId, plantBatchPlaceTable.areaId))
    .where(and(eq(plantBatchPlaceTable.fid, fid), eq(plantBatchPlaceTable.phase, 'grow'), eq(plantBatchTable.status, 'active'), gte(plantBatchPlaceTable.plants, typo)))
    .orderBy(asc(plantBatchTable.sowDate), asc(plantBatchTable.batchId))
    .limit(1);
  if (!place) return;
  const loss = { kind: 'loss' as const, date: day, from: { phase: 'grow' as const, area_id: place.areaId }, dishes: 0, plants: typo };
  const [ev] = await tx
    .insert(plantBatchEventTable)
    .values({ fid, batchId: place.batchId, seq: place.version + 1, kind: 'loss', date: day, fromPhase: 'grow', fromAreaId: place.areaId, dishes: 0, plants: typo, remark: '黄叶、烂根', operatorUid: t.users.grower, createdAt: t.at(day, 560), voided: true })
    .returning({ id: plantBatchEventTable.eventId });
  await tx.insert(plantLossTable).values({ eventId: ev!.id, fid, reason: 'disease' });
  await tx.insert(plantBatchEventTable).values({
    fid,
    batchId: place.batchId,
    seq: place.version + 2,
    kind: 'void',
    date: day,
    dishes: 0,
    plants: 0,
    remark: DEMO_VOID_REASON,
    operatorUid: t.users.manager,
    createdAt: t.at(day, 610),
    voidOf: ev!.id,
  });
  await tx.update(plantBatchTable).set({ version: place.version + 2 }).where(eq(plantBatchTable.batchId, place.batchId));
  const what = `第 ${place.version + 1} 条记录（${day} 损耗）`;
  await tx.insert(facEventTable).values([
    { fid, uid: t.users.grower, type: 'plant', detail: batchLogLine(place.no, eventLogText(loss, () => place.area)!, day), ts: t.at(day, 560) },
    { fid, uid: t.users.manager, type: 'plant', detail: `批次 ${place.no} 作废${what}，原因：${DEMO_VOID_REASON}，日期 ${day}`, ts: t.at(day, 610) },
  ]);
}
