import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  envelopeSchema,
  exportBatchListBodySchema,
  exportInProcessListBodySchema,
  harvestBatchBodySchema,
  inProcessItemSchema,
  inProcessListBodySchema,
  inProcessPhasesSchema,
  listExportBodyOf,
  listExportFileSchema,
  moveBatchBodySchema,
  okSchema,
  pagedSchema,
  plantFacBodySchema,
  plantOverviewSchema,
  recordLossBodySchema,
  storeHarvestBodySchema,
  transplantBatchBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { PlantClimateService } from './plant-climate.service.js';
import type { PlantDetailService } from './plant-detail.service.js';
import type { PlantQueryService } from './plant-query.service.js';
import type { PlantService } from './plant.service.js';

const tags = ['种植批次'];
const list = { access: access.perm('plant.list') };
const edit = { access: access.perm('plant.edit') };
/** The batch's own detail and climate also open from the planting log (/batch_detail_pg, spec §2: syslog.list). */
const detailRead = { access: access.perm('plant.list', 'syslog.list') };
const exported = { 200: envelopeSchema(listExportFileSchema) };
/** A write on an older version loses: 409 with the batch as it now is. */
const written = { 200: envelopeSchema(batchWriteResultSchema), 409: envelopeSchema(batchWriteResultSchema) };

export type PlantRouteDeps = { plants: PlantService; queries: PlantQueryService; details: PlantDetailService; climate: PlantClimateService };

export const plantRoutes: FastifyPluginAsyncZod<PlantRouteDeps> = async (app, { plants, queries, details, climate }) => {
  app.post('/api/get_plant_overview', {
    config: list,
    schema: { tags, summary: '种植总览：各阶段与区域的盘数、到期操作、本周采收/损耗/播种、库存预警', body: plantFacBodySchema, response: { 200: envelopeSchema(plantOverviewSchema) } },
    handler: async (req) => ok(await queries.overview(req.body.fid, req.auth!.uid)),
  });

  app.post('/api/get_plant_batch_list', {
    config: list,
    schema: { tags, summary: '批次列表（作物、规格、阶段、区域、状态、播种日期筛选）', body: batchListBodySchema, response: { 200: envelopeSchema(pagedSchema(batchSchema)) } },
    handler: async (req) => ok(await queries.batches(req.body.fid, req.body)),
  });

  app.post('/api/export_plant_batch_list', {
    config: list,
    schema: { tags, summary: '导出批次列表（Excel）', body: exportBatchListBodySchema, response: exported },
    handler: async (req) => ok(await queries.exportBatches(req.body.fid, req.auth!.uid, req.body)),
  });

  app.post('/api/create_plant_batch', {
    config: edit,
    schema: { tags, summary: '播种：新建批次（每个区域一条播种记录，种子按先到期先用出库）', body: createBatchBodySchema, response: { 200: envelopeSchema(batchDetailSchema) } },
    handler: async (req) => {
      const batchId = await plants.create(req.body.fid, req.body, req.auth!.uid);
      return ok(await details.detail(req.body.fid, batchId), '播种已记录');
    },
  });

  app.post('/api/get_plant_batch_detail', {
    config: detailRead,
    schema: { tags, summary: '批次详情：位置、计划与实际、操作记录、分级采收、植保、种子批号', body: batchRefBodySchema, response: { 200: envelopeSchema(batchDetailSchema) } },
    handler: async (req) => ok(await details.detail(req.body.fid, req.body.batch_id)),
  });

  app.post('/api/get_plant_batch_climate', {
    config: detailRead,
    schema: { tags, summary: '批次环境：各阶段所在区域的温度、湿度、CO2、光照时长与 DLI，对照区域类型的目标', body: batchRefBodySchema, response: { 200: envelopeSchema(batchClimateSchema) } },
    handler: async (req) => ok(await climate.batchClimate(req.body.fid, req.body.batch_id)),
  });

  app.post('/api/move_plant_batch', {
    config: edit,
    schema: { tags, summary: '移动：换区域或进入下一阶段（同一种盘）；版本过期 409', body: moveBatchBodySchema, response: written },
    handler: async (req) => ok(await plants.move(req.body.fid, req.body, req.auth!.uid), '移动已记录'),
  });

  app.post('/api/transplant_plant_batch', {
    config: edit,
    schema: { tags, summary: '移栽：育苗盘换栽培盘进入下一阶段，株数不变；版本过期 409', body: transplantBatchBodySchema, response: written },
    handler: async (req) => ok(await plants.transplant(req.body.fid, req.body, req.auth!.uid), '移栽已记录'),
  });

  app.post('/api/record_plant_loss', {
    config: edit,
    schema: { tags, summary: '损耗：某位置损失的盘数和/或株数、原因与图片；版本过期 409', body: recordLossBodySchema, response: written },
    handler: async (req) => ok(await plants.recordLoss(req.body.fid, req.body, req.auth!.uid), '损耗已记录'),
  });

  app.post('/api/harvest_plant_batch', {
    config: edit,
    schema: { tags, summary: '采收：从最后一个生长阶段采收，按等级记重量；安全间隔期内拒绝；版本过期 409', body: harvestBatchBodySchema, response: written },
    handler: async (req) => ok(await plants.harvest(req.body.fid, req.body, req.auth!.uid), '采收已记录'),
  });

  app.post('/api/store_plant_harvest', {
    config: edit,
    schema: { tags, summary: '转存：采收的重量转入下一个产品阶段（采收 → 暂存 → 入库）；版本过期 409', body: storeHarvestBodySchema, response: written },
    handler: async (req) => ok(await plants.store(req.body.fid, req.body, req.auth!.uid), '转存已记录'),
  });

  app.post('/api/delete_plant_batch', {
    config: edit,
    schema: { tags, summary: '删除批次（保留记录与原因，腾出所占区域）', body: deleteBatchBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await plants.remove(req.body.fid, req.body, req.auth!.uid);
      return ok(undefined, '批次已删除');
    },
  });

  app.post('/api/get_plant_in_process_list', {
    config: list,
    schema: { tags, summary: '在产批次：每个批次每个位置一行，在阶段天数对照计划', body: inProcessListBodySchema, response: { 200: envelopeSchema(pagedSchema(inProcessItemSchema)) } },
    handler: async (req) => ok(await queries.inProcess(req.body.fid, req.body)),
  });

  app.post('/api/export_plant_in_process_list', {
    config: list,
    schema: { tags, summary: '导出在产批次（Excel）', body: exportInProcessListBodySchema, response: exported },
    handler: async (req) => ok(await queries.exportInProcess(req.body.fid, req.auth!.uid, req.body)),
  });

  app.post('/api/get_plant_in_process_phases', {
    config: list,
    schema: { tags, summary: '在产批次按阶段汇总，标出超期批次', body: plantFacBodySchema, response: { 200: envelopeSchema(inProcessPhasesSchema) } },
    handler: async (req) => ok(await queries.phases(req.body.fid)),
  });

  app.post('/api/get_plant_due_move_list', {
    config: list,
    schema: { tags, summary: '到期操作：今天（或指定日期）计划天数已满、该移动/移栽/采收的位置', body: dueMoveListBodySchema, response: { 200: envelopeSchema(pagedSchema(dueMoveSchema)) } },
    handler: async (req) => ok(await queries.dueMoves(req.body.fid, req.body)),
  });

  app.post('/api/export_plant_due_move_list', {
    config: list,
    schema: { tags, summary: '导出到期操作（Excel）', body: listExportBodyOf(dueMoveListBodySchema), response: exported },
    handler: async (req) => ok(await queries.exportDueMoves(req.body.fid, req.auth!.uid, req.body)),
  });
};
