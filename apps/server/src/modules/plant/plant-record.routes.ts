import type { z } from 'zod';
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
  plantLogBodySchema,
  exportPlantLogBodySchema,
  lossItemSchema,
  lossListBodySchema,
  pagedSchema,
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
// Each record list and its export read one filter from their bodies.
const inArea = (b: Report & { area_id?: number }) => ({ ...report(b), areaId: b.area_id });
const lossFilter = (b: z.output<typeof exportLossListBodySchema>) => ({ ...inArea(b), reason: b.reason, batchId: b.batch_id });
const harvestFilter = (b: z.output<typeof exportHarvestListBodySchema>) => ({ ...inArea(b), grade: b.grade });
// The period is required here, which `report` leaves optional.
const cycleFilter = (b: z.output<typeof cycleStatsBodySchema>) => ({ ...report(b), startDay: b.start_day, endDay: b.end_day });

export const plantRecordRoutes = routesOf('种植记录', (calls, { records, reports }: { records: PlantRecordService; reports: PlantReportService }) => {
  const list = calls.as(access.perm('plant.list'));
  list.post(
    '/api/get_plant_sow_list',
    { summary: '播种记录（按日期、品种规格、作物、区域）', body: sowListBodySchema, data: pagedSchema(sowItemSchema) },
    (body) => records.sowList(body.fid, { ...inArea(body), ...page(body) }),
  );
  list.export('/api/export_plant_sow_list', { summary: '导出播种记录（Excel）', body: exportSowListBodySchema }, (body, uid) =>
    records.exportSowList(body.fid, uid, inArea(body)),
  );

  list.post(
    '/api/get_plant_transplant_list',
    { summary: '移栽记录（区域：移出或移入）', body: transplantListBodySchema, data: pagedSchema(transplantItemSchema) },
    (body) => records.transplantList(body.fid, { ...inArea(body), ...page(body) }),
  );
  list.export('/api/export_plant_transplant_list', { summary: '导出移栽记录（Excel）', body: exportTransplantListBodySchema }, (body, uid) =>
    records.exportTransplantList(body.fid, uid, inArea(body)),
  );

  list.post(
    '/api/get_plant_history_list',
    { summary: '历史批次（已结束；日期为结束日期；单盘产量对比品种规格）', body: historyListBodySchema, data: pagedSchema(historyItemSchema) },
    (body) => records.historyList(body.fid, { ...report(body), ...page(body) }),
  );
  list.export('/api/export_plant_history_list', { summary: '导出历史批次（Excel）', body: exportHistoryListBodySchema }, (body, uid) =>
    records.exportHistoryList(body.fid, uid, report(body)),
  );

  list.post(
    '/api/get_plant_cycle_stats',
    { summary: '生长周期统计：期间内播种的批次，按品种规格比较各阶段计划天数与实际天数', body: cycleStatsBodySchema, data: cycleStatsSchema },
    (body) => reports.cycleStats(body.fid, cycleFilter(body)),
  );
  list.export('/api/export_plant_cycle_stats', { summary: '导出生长周期统计（Excel，每个品种规格的每个阶段一行）', body: cycleStatsBodySchema }, (body, uid) =>
    reports.exportCycleStats(body.fid, uid, cycleFilter(body)),
  );

  list.factory('/api/get_plant_distribution', { summary: '分布图：厂房 → 区域 → 货架，各区域的批次按到达先后排列', data: distributionSchema }, (fid) =>
    reports.distribution(fid),
  );

  list.post(
    '/api/get_plant_loss_list',
    { summary: '损耗记录（原因、批次、区域、日期；附图片缩略图）', body: lossListBodySchema, data: pagedSchema(lossItemSchema) },
    (b) => records.lossList(b.fid, { ...lossFilter(b), ...page(b) }),
  );
  list.export('/api/export_plant_loss_list', { summary: '导出损耗记录（Excel）', body: exportLossListBodySchema }, (b, uid) =>
    records.exportLossList(b.fid, uid, lossFilter(b)),
  );

  list.post(
    '/api/get_plant_harvest_list',
    { summary: '采收记录（各等级重量；可按等级筛选）', body: harvestListBodySchema, data: pagedSchema(harvestItemSchema) },
    (body) => records.harvestList(body.fid, { ...harvestFilter(body), ...page(body) }),
  );
  list.export('/api/export_plant_harvest_list', { summary: '导出采收记录（Excel）', body: exportHarvestListBodySchema }, (body, uid) =>
    records.exportHarvestList(body.fid, uid, harvestFilter(body)),
  );

  list.post(
    '/api/get_plant_batch_del_log',
    { summary: '批次删除记录（日期为删除日期）', body: batchDelLogBodySchema, data: pagedSchema(batchDelItemSchema) },
    (body) => records.batchDelLog(body.fid, { ...report(body), ...page(body) }),
  );
  list.export('/api/export_plant_batch_del_log', { summary: '导出批次删除记录（Excel）', body: exportBatchDelLogBodySchema }, (body, uid) =>
    records.exportBatchDelLog(body.fid, uid, report(body)),
  );

  const syslog = calls.as(access.perm('syslog.list'));
  syslog.post(
    '/api/get_fac_plant_log_list',
    {
      summary: '种植日志：批次、植保、图片、品种规格与物料的操作记录（按时间、类型、操作人、关键字如批次号）',
      body: plantLogBodySchema,
      data: pagedSchema(facEventItemSchema),
    },
    (body) => reports.plantLog(body.fid, body),
  );
  syslog.export('/api/export_fac_plant_log_list', { summary: '导出种植日志（Excel）', body: exportPlantLogBodySchema }, (body, uid) =>
    reports.exportPlantLog(body.fid, uid, body),
  );
});
