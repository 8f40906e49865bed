import { z } from 'zod';
import { fidSchema } from '../api/envelope.js';
import { idSchema, textSchema } from '../api/fields.js';
import { batchIdSchema } from './plant-fields.js';
import { batchWriteResultSchema } from './plant.api.js';
import { callAccess, callsAs } from '../contract/call.js';

/**
 * 作废 a batch record (移动, 移栽, 损耗, 采收, 转存, 植保): a correction by reversal. A `void` event naming the record is
 * appended with the reason; the record stays in the log marked voided and the batch is replayed without it.
 */
export const voidPlantRecordBodySchema = z.object({
  fid: fidSchema,
  batch_id: batchIdSchema,
  event_id: idSchema('记录编号', 'event_id'),
  reason: textSchema('作废原因', 200, { min: 2, minMsg: '请填写作废原因（至少 2 个字）', multiline: true }),
});
export type VoidPlantRecordBody = z.infer<typeof voidPlantRecordBodySchema>;

/** Undoing what was recorded needs more than recording (issue: a 种植员 could delete a whole batch). */
export const voidPlantRecord = callsAs('种植批次', callAccess.perm('plant.void')).post('/api/void_plant_record', {
  summary: '作废一条批次记录（移动、移栽、损耗、采收、转存、植保）：记录保留并标为已作废，批次按其余记录重算；之后的记录依赖它或采收已入库时拒绝',
  body: voidPlantRecordBodySchema,
  data: batchWriteResultSchema,
  msg: '记录已作废',
});
