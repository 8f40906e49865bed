import {
  batchDelItemSchema,
  batchDelLogBodySchema,
  cycleStatsBodySchema,
  cycleStatsSchema,
  distributionSchema,
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
import { routesOf } from '../../lib/route.js';
import type { PlantRecordService } from './plant-record.service.js';
import type { PlantReportService } from './plant-report.service.js';

type Report = { spec_id?: number; crop?: string; start_day?: string; end_day?: string };
const report = (b: Report) => ({ specId: b.spec_id, crop: b.crop, startDay: b.start_day, endDay: b.end_day });
const page = (b: { page: number; size: number }) => ({ page: b.page, size: b.size });

export const plantRecordRoutes = routesOf('种植记录', (calls, { records, reports }: { records: PlantRecordService; reports: PlantReportService }) => {
  const list = calls.as(access.perm('plant.list'));
  list.post(
    '/api/get_plant_sow_list',
    { summary: '播种记录（按日期、品种规格、作物、区域）', body: sowListBodySchema, data: pagedSchema(sowItemSchema) },
    (body) => records.sowList(body.fid, { ...report(body), areaId: body.area_id, ...page(body) }),
  );
  list.post('/api/export_plant_sow_list', { summary: '导出播种记录（Excel）', body: exportSowListBodySchema, data: listExportFileSchema }, (body, req) =>
    records.exportSowList(body.fid, req.auth!.uid, { ...report(body), areaId: body.area_id }),
  );

  list.post(
    '/api/get_plant_transplant_list',
    { summary: '移栽记录（区域：移出或移入）', body: transplantListBodySchema, data: pagedSchema(transplantItemSchema) },
    (body) => records.transplantList(body.fid, { ...report(body), areaId: body.area_id, ...page(body) }),
  );
  list.post(
    '/api/export_plant_transplant_list',
    { summary: '导出移栽记录（Excel）', body: exportTransplantListBodySchema, data: listExportFileSchema },
    (body, req) => records.exportTransplantList(body.fid, req.auth!.uid, { ...report(body), areaId: body.area_id }),
  );

  list.post(
    '/api/get_plant_history_list',
    { summary: '历史批次（已结束；日期为结束日期；单盘产量对比品种规格）', body: historyListBodySchema, data: pagedSchema(historyItemSchema) },
    (body) => records.historyList(body.fid, { ...report(body), ...page(body) }),
  );
  list.post(
    '/api/export_plant_history_list',
    { summary: '导出历史批次（Excel）', body: exportHistoryListBodySchema, data: listExportFileSchema },
    (body, req) => records.exportHistoryList(body.fid, req.auth!.uid, report(body)),
  );

  list.post(
    '/api/get_plant_cycle_stats',
    { summary: '生长周期统计：期间内播种的批次，按品种规格比较各阶段计划天数与实际天数', body: cycleStatsBodySchema, data: cycleStatsSchema },
    (body) => reports.cycleStats(body.fid, { ...report(body), startDay: body.start_day, endDay: body.end_day }),
  );
  list.post(
    '/api/export_plant_cycle_stats',
    { summary: '导出生长周期统计（Excel，每个品种规格的每个阶段一行）', body: cycleStatsBodySchema, data: listExportFileSchema },
    (body, req) => reports.exportCycleStats(body.fid, req.auth!.uid, { ...report(body), startDay: body.start_day, endDay: body.end_day }),
  );

  list.post(
    '/api/get_plant_distribution',
    { summary: '分布图：厂房 → 区域 → 货架，各区域的批次按到达先后排列', body: plantFacBodySchema, data: distributionSchema },
    (body) => reports.distribution(body.fid),
  );

  list.post(
    '/api/get_plant_loss_list',
    { summary: '损耗记录（原因、批次、区域、日期；附图片缩略图）', body: lossListBodySchema, data: pagedSchema(lossItemSchema) },
    async (body) => {
      const b = body;
      return records.lossList(b.fid, { ...report(b), areaId: b.area_id, reason: b.reason, batchId: b.batch_id, ...page(b) });
    },
  );
  list.post(
    '/api/export_plant_loss_list',
    { summary: '导出损耗记录（Excel）', body: exportLossListBodySchema, data: listExportFileSchema },
    async (body, req) => {
      const b = body;
      return records.exportLossList(b.fid, req.auth!.uid, { ...report(b), areaId: b.area_id, reason: b.reason, batchId: b.batch_id });
    },
  );

  list.post(
    '/api/get_plant_harvest_list',
    { summary: '采收记录（各等级重量；可按等级筛选）', body: harvestListBodySchema, data: pagedSchema(harvestItemSchema) },
    (body) => records.harvestList(body.fid, { ...report(body), areaId: body.area_id, grade: body.grade, ...page(body) }),
  );
  list.post(
    '/api/export_plant_harvest_list',
    { summary: '导出采收记录（Excel）', body: exportHarvestListBodySchema, data: listExportFileSchema },
    (body, req) => records.exportHarvestList(body.fid, req.auth!.uid, { ...report(body), areaId: body.area_id, grade: body.grade }),
  );

  list.post(
    '/api/get_plant_batch_del_log',
    { summary: '批次删除记录（日期为删除日期）', body: batchDelLogBodySchema, data: pagedSchema(batchDelItemSchema) },
    (body) => records.batchDelLog(body.fid, { ...report(body), ...page(body) }),
  );
  list.post(
    '/api/export_plant_batch_del_log',
    { summary: '导出批次删除记录（Excel）', body: exportBatchDelLogBodySchema, data: listExportFileSchema },
    (body, req) => records.exportBatchDelLog(body.fid, req.auth!.uid, report(body)),
  );

  calls.post(
    '/api/get_fac_plant_log_list',
    {
      access: access.perm('syslog.list'),
      summary: '种植日志：批次、植保、图片、品种规格与物料的操作记录（按时间、类型、操作人、关键字如批次号）',
      body: plantLogBodySchema,
      data: pagedSchema(facEventItemSchema),
    },
    (body) => reports.plantLog(body.fid, body),
  );
  calls.post(
    '/api/export_fac_plant_log_list',
    { access: access.perm('syslog.list'), summary: '导出种植日志（Excel）', body: exportPlantLogBodySchema, data: listExportFileSchema },
    (body, req) => reports.exportPlantLog(body.fid, req.auth!.uid, body),
  );
});
