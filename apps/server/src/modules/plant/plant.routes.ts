import type { z } from 'zod';
import {
  batchClimateSchema,
  batchDetailSchema,
  batchListBodySchema,
  batchRefBodySchema,
  batchSchema,
  batchWriteResultSchema,
  createBatchBodySchema,
  deleteBatchBodySchema,
  dueMoveListBodySchema,
  dueMoveSchema,
  exportBatchListBodySchema,
  exportInProcessListBodySchema,
  harvestBatchBodySchema,
  inProcessItemSchema,
  inProcessListBodySchema,
  inProcessPhasesSchema,
  listExportBodyOf,
  moveBatchBodySchema,
  pagedSchema,
  plantFacBodySchema,
  plantOverviewSchema,
  recordLossBodySchema,
  storeHarvestBodySchema,
  transplantBatchBodySchema,
  voidPlantRecordBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf } from '../../lib/route.js';
import type { PlantClimateService } from './plant-climate.service.js';
import type { PlantDetailService } from './plant-detail.service.js';
import type { PlantQueryService } from './plant-query.service.js';
import type { PlantService } from './plant.service.js';
import type { PlantVoidService } from './plant-void.service.js';

export type PlantRouteDeps = { plants: PlantService; queries: PlantQueryService; details: PlantDetailService; climate: PlantClimateService; voids: PlantVoidService };

export const plantRoutes = pageRoutesOf('种植批次', 'plant', ({ list, edit, ...calls }, { plants, queries, details, climate, voids }: PlantRouteDeps) => {
  /** The batch's own detail and climate also open from the planting log (/batch_detail_pg, spec §2: syslog.list). */
  const detailRead = calls.as(access.perm('plant.list', 'syslog.list'));

  list.post(
    '/api/get_plant_overview',
    { summary: '种植总览：各阶段与区域的盘数、到期操作、本周采收/损耗/播种、库存预警', body: plantFacBodySchema, data: plantOverviewSchema },
    ({ fid }, req) => queries.overview(fid, req.auth!.uid),
  );
  list.post(
    '/api/get_plant_batch_list',
    { summary: '批次列表（作物、规格、阶段、区域、状态、播种日期筛选）', body: batchListBodySchema, data: pagedSchema(batchSchema) },
    (body) => queries.batches(body.fid, body),
  );
  list.export('/api/export_plant_batch_list', { summary: '导出批次列表（Excel）', body: exportBatchListBodySchema }, (body, uid) =>
    queries.exportBatches(body.fid, uid, body),
  );

  edit.post(
    '/api/create_plant_batch',
    {
      summary: '播种：新建批次（每个区域一条播种记录，种子按先到期先用出库）',
      body: createBatchBodySchema,
      data: batchDetailSchema,
      msg: '播种已记录',
    },
    async (body, req) => details.detail(body.fid, await plants.create(body.fid, body, req.auth!.uid)),
  );
  detailRead.post(
    '/api/get_plant_batch_detail',
    { summary: '批次详情：位置、计划与实际、操作记录、分级采收、植保、种子批号', body: batchRefBodySchema, data: batchDetailSchema },
    ({ fid, batch_id }) => details.detail(fid, batch_id),
  );
  detailRead.post(
    '/api/get_plant_batch_climate',
    {
      summary: '批次环境：各阶段所在区域的温度、湿度、CO2、光照时长与 DLI，对照区域类型的目标',
      body: batchRefBodySchema,
      data: batchClimateSchema,
    },
    ({ fid, batch_id }) => climate.batchClimate(fid, batch_id),
  );

  for (const write of Object.keys(BATCH_WRITES) as BatchWrite[]) {
    const [url, body, what, msg] = BATCH_WRITES[write];
    // The table ties each body schema to its method's body, which the loop's union cannot see.
    const run = plants[write] as (fid: number, b: z.output<typeof body>, uid: number) => ReturnType<PlantService[BatchWrite]>;
    edit.post(url, { summary: `${what}；版本过期 409`, body, data: batchWriteResultSchema, conflict: true, msg }, (b, req) =>
      run.call(plants, b.fid, b, req.auth!.uid),
    );
  }
  // Undoing what was recorded needs more than recording (issue: a 种植员 could delete a whole batch).
  calls.as(access.perm('plant.void')).post(
    '/api/void_plant_record',
    {
      summary: '作废一条批次记录（移动、移栽、损耗、采收、转存、植保）：记录保留并标为已作废，批次按其余记录重算；之后的记录依赖它或采收已入库时拒绝',
      body: voidPlantRecordBodySchema,
      data: batchWriteResultSchema,
      msg: '记录已作废',
    },
    (body, req) => voids.voidRecord(body, req.auth!.uid),
  );
  calls.as(access.perm('plant.del')).post(
    '/api/delete_plant_batch',
    { summary: '删除批次（保留记录与原因，腾出所占区域）', body: deleteBatchBodySchema, data: null, msg: '批次已删除' },
    (body, req) => plants.remove(body.fid, body, req.auth!.uid),
  );

  list.post(
    '/api/get_plant_in_process_list',
    { summary: '在产批次：每个批次每个位置一行，在阶段天数对照计划', body: inProcessListBodySchema, data: pagedSchema(inProcessItemSchema) },
    (body) => queries.inProcess(body.fid, body),
  );
  list.export('/api/export_plant_in_process_list', { summary: '导出在产批次（Excel）', body: exportInProcessListBodySchema }, (body, uid) =>
    queries.exportInProcess(body.fid, uid, body),
  );
  list.factory('/api/get_plant_in_process_phases', { summary: '在产批次按阶段汇总，标出超期批次', data: inProcessPhasesSchema }, (fid) => queries.phases(fid));
  list.post(
    '/api/get_plant_due_move_list',
    {
      summary: '到期操作：今天（或指定日期）计划天数已满、该移动/移栽/采收的位置',
      body: dueMoveListBodySchema,
      data: pagedSchema(dueMoveSchema),
    },
    (body) => queries.dueMoves(body.fid, body),
  );
  list.export('/api/export_plant_due_move_list', { summary: '导出到期操作（Excel）', body: listExportBodyOf(dueMoveListBodySchema) }, (body, uid) =>
    queries.exportDueMoves(body.fid, uid, body),
  );
});

/** The batch writes that record one event, by their PlantService method. */
type BatchWrite = 'move' | 'transplant' | 'recordLoss' | 'harvest' | 'store';
type BatchWriteCall<W extends BatchWrite> = [url: string, body: z.ZodType<Parameters<PlantService[W]>[1]>, what: string, msg: string];

/** A write on an older version of the batch loses: 409 with the batch as it now is. */
const BATCH_WRITES: { [W in BatchWrite]: BatchWriteCall<W> } = {
  move: ['/api/move_plant_batch', moveBatchBodySchema, '移动：换区域或进入下一阶段（同一种盘）', '移动已记录'],
  transplant: ['/api/transplant_plant_batch', transplantBatchBodySchema, '移栽：育苗盘换栽培盘进入下一阶段，株数不变', '移栽已记录'],
  recordLoss: ['/api/record_plant_loss', recordLossBodySchema, '损耗：某位置损失的盘数和/或株数、原因与图片', '损耗已记录'],
  harvest: ['/api/harvest_plant_batch', harvestBatchBodySchema, '采收：从最后一个生长阶段采收，按等级记重量；安全间隔期内拒绝', '采收已记录'],
  store: ['/api/store_plant_harvest', storeHarvestBodySchema, '转存：采收的重量转入下一个产品阶段（采收 → 暂存 → 入库）', '转存已记录'],
};
