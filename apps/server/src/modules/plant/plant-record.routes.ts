import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchDelItemSchema,
  batchDelLogBodySchema,
  cycleStatsBodySchema,
  cycleStatsSchema,
  distributionSchema,
  envelopeSchema,
  exportBatchDelLogBodySchema,
  exportHarvestListBodySchema,
  exportHistoryListBodySchema,
  exportLossListBodySchema,
  exportSowListBodySchema,
  exportTransplantListBodySchema,
  facEventItemSchema,
  harvestItemSchema,
  harvestListBodySchema,
  historyItemSchema,
  historyListBodySchema,
  listExportFileSchema,
  plantLogBodySchema,
  exportPlantLogBodySchema,
  lossItemSchema,
  lossListBodySchema,
  pagedSchema,
  plantFacBodySchema,
  sowItemSchema,
  sowListBodySchema,
  transplantItemSchema,
  transplantListBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { PlantRecordService } from './plant-record.service.js';
import type { PlantReportService } from './plant-report.service.js';

const tags = ['种植记录'];
const list = access.perm('plant.list');
const exported = { 200: envelopeSchema(listExportFileSchema) };

type Report = { spec_id?: number; crop?: string; start_day?: string; end_day?: string };
const report = (b: Report) => ({ specId: b.spec_id, crop: b.crop, startDay: b.start_day, endDay: b.end_day });
const page = (b: { page: number; size: number }) => ({ page: b.page, size: b.size });

export const plantRecordRoutes: FastifyPluginAsyncZod<{ records: PlantRecordService; reports: PlantReportService }> = async (app, { records, reports }) => {
  app.post('/api/get_plant_sow_list', {
    config: { access: list },
    schema: { tags, summary: '播种记录（按日期、品种规格、作物、区域）', body: sowListBodySchema, response: { 200: envelopeSchema(pagedSchema(sowItemSchema)) } },
    handler: async (req) => ok(await records.sowList(req.body.fid, { ...report(req.body), areaId: req.body.area_id, ...page(req.body) })),
  });
  app.post('/api/export_plant_sow_list', {
    config: { access: list },
    schema: { tags, summary: '导出播种记录（Excel）', body: exportSowListBodySchema, response: exported },
    handler: async (req) => ok(await records.exportSowList(req.body.fid, req.auth!.uid, { ...report(req.body), areaId: req.body.area_id })),
  });

  app.post('/api/get_plant_transplant_list', {
    config: { access: list },
    schema: { tags, summary: '移栽记录（区域：移出或移入）', body: transplantListBodySchema, response: { 200: envelopeSchema(pagedSchema(transplantItemSchema)) } },
    handler: async (req) => ok(await records.transplantList(req.body.fid, { ...report(req.body), areaId: req.body.area_id, ...page(req.body) })),
  });
  app.post('/api/export_plant_transplant_list', {
    config: { access: list },
    schema: { tags, summary: '导出移栽记录（Excel）', body: exportTransplantListBodySchema, response: exported },
    handler: async (req) => ok(await records.exportTransplantList(req.body.fid, req.auth!.uid, { ...report(req.body), areaId: req.body.area_id })),
  });

  app.post('/api/get_plant_history_list', {
    config: { access: list },
    schema: { tags, summary: '历史批次（已结束；日期为结束日期；单盘产量对比品种规格）', body: historyListBodySchema, response: { 200: envelopeSchema(pagedSchema(historyItemSchema)) } },
    handler: async (req) => ok(await records.historyList(req.body.fid, { ...report(req.body), ...page(req.body) })),
  });
  app.post('/api/export_plant_history_list', {
    config: { access: list },
    schema: { tags, summary: '导出历史批次（Excel）', body: exportHistoryListBodySchema, response: exported },
    handler: async (req) => ok(await records.exportHistoryList(req.body.fid, req.auth!.uid, report(req.body))),
  });

  app.post('/api/get_plant_cycle_stats', {
    config: { access: list },
    schema: { tags, summary: '生长周期统计：期间内播种的批次，按品种规格比较各阶段计划天数与实际天数', body: cycleStatsBodySchema, response: { 200: envelopeSchema(cycleStatsSchema) } },
    handler: async (req) => ok(await reports.cycleStats(req.body.fid, { ...report(req.body), startDay: req.body.start_day, endDay: req.body.end_day })),
  });
  app.post('/api/export_plant_cycle_stats', {
    config: { access: list },
    schema: { tags, summary: '导出生长周期统计（Excel，每个品种规格的每个阶段一行）', body: cycleStatsBodySchema, response: exported },
    handler: async (req) => ok(await reports.exportCycleStats(req.body.fid, req.auth!.uid, { ...report(req.body), startDay: req.body.start_day, endDay: req.body.end_day })),
  });

  app.post('/api/get_plant_distribution', {
    config: { access: list },
    schema: { tags, summary: '分布图：厂房 → 区域 → 货架，各区域的批次按到达先后排列', body: plantFacBodySchema, response: { 200: envelopeSchema(distributionSchema) } },
    handler: async (req) => ok(await reports.distribution(req.body.fid)),
  });

  app.post('/api/get_plant_loss_list', {
    config: { access: list },
    schema: { tags, summary: '损耗记录（原因、批次、区域、日期；附图片缩略图）', body: lossListBodySchema, response: { 200: envelopeSchema(pagedSchema(lossItemSchema)) } },
    handler: async (req) => {
      const b = req.body;
      return ok(await records.lossList(b.fid, { ...report(b), areaId: b.area_id, reason: b.reason, batchId: b.batch_id, ...page(b) }));
    },
  });
  app.post('/api/export_plant_loss_list', {
    config: { access: list },
    schema: { tags, summary: '导出损耗记录（Excel）', body: exportLossListBodySchema, response: exported },
    handler: async (req) => {
      const b = req.body;
      return ok(await records.exportLossList(b.fid, req.auth!.uid, { ...report(b), areaId: b.area_id, reason: b.reason, batchId: b.batch_id }));
    },
  });

  app.post('/api/get_plant_harvest_list', {
    config: { access: list },
    schema: { tags, summary: '采收记录（各等级重量；可按等级筛选）', body: harvestListBodySchema, response: { 200: envelopeSchema(pagedSchema(harvestItemSchema)) } },
    handler: async (req) => ok(await records.harvestList(req.body.fid, { ...report(req.body), areaId: req.body.area_id, grade: req.body.grade, ...page(req.body) })),
  });
  app.post('/api/export_plant_harvest_list', {
    config: { access: list },
    schema: { tags, summary: '导出采收记录（Excel）', body: exportHarvestListBodySchema, response: exported },
    handler: async (req) => ok(await records.exportHarvestList(req.body.fid, req.auth!.uid, { ...report(req.body), areaId: req.body.area_id, grade: req.body.grade })),
  });

  app.post('/api/get_plant_batch_del_log', {
    config: { access: list },
    schema: { tags, summary: '批次删除记录（日期为删除日期）', body: batchDelLogBodySchema, response: { 200: envelopeSchema(pagedSchema(batchDelItemSchema)) } },
    handler: async (req) => ok(await records.batchDelLog(req.body.fid, { ...report(req.body), ...page(req.body) })),
  });
  app.post('/api/export_plant_batch_del_log', {
    config: { access: list },
    schema: { tags, summary: '导出批次删除记录（Excel）', body: exportBatchDelLogBodySchema, response: exported },
    handler: async (req) => ok(await records.exportBatchDelLog(req.body.fid, req.auth!.uid, report(req.body))),
  });

  app.post('/api/get_fac_plant_log_list', {
    config: { access: access.perm('syslog.list') },
    schema: { tags: ['日志'], summary: '种植日志：批次、植保、图片、品种规格与物料的操作记录（按时间、类型、操作人、关键字如批次号）', body: plantLogBodySchema, response: { 200: envelopeSchema(pagedSchema(facEventItemSchema)) } },
    handler: async (req) => ok(await reports.plantLog(req.body.fid, req.body)),
  });
  app.post('/api/export_fac_plant_log_list', {
    config: { access: access.perm('syslog.list') },
    schema: { tags: ['日志'], summary: '导出种植日志（Excel）', body: exportPlantLogBodySchema, response: exported },
    handler: async (req) => ok(await reports.exportPlantLog(req.body.fid, req.auth!.uid, req.body)),
  });
};
