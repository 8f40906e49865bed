import type { z } from 'zod';
import {
  exportFacPlantLogList,
  exportPlantBatchDelLog,
  exportPlantCycleStats,
  exportPlantHarvestList,
  exportPlantHistoryList,
  exportPlantLossList,
  exportPlantSowList,
  exportPlantTransplantList,
  getFacPlantLogList,
  getPlantBatchDelLog,
  getPlantCycleStats,
  getPlantDistribution,
  getPlantHarvestList,
  getPlantHistoryList,
  getPlantLossList,
  getPlantSowList,
  getPlantTransplantList,
  type cycleStatsBodySchema,
  type exportHarvestListBodySchema,
  type exportLossListBodySchema,
} from '@pfs/domain';
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
  calls.serve(getPlantSowList, (body) => records.sowList(body.fid, { ...inArea(body), ...page(body) }));
  calls.serve(exportPlantSowList, (body, req) => records.exportSowList(body.fid, req.auth!.uid, inArea(body)));

  calls.serve(getPlantTransplantList, (body) => records.transplantList(body.fid, { ...inArea(body), ...page(body) }));
  calls.serve(exportPlantTransplantList, (body, req) => records.exportTransplantList(body.fid, req.auth!.uid, inArea(body)));

  calls.serve(getPlantHistoryList, (body) => records.historyList(body.fid, { ...report(body), ...page(body) }));
  calls.serve(exportPlantHistoryList, (body, req) => records.exportHistoryList(body.fid, req.auth!.uid, report(body)));

  calls.serve(getPlantCycleStats, (body) => reports.cycleStats(body.fid, cycleFilter(body)));
  calls.serve(exportPlantCycleStats, (body, req) => reports.exportCycleStats(body.fid, req.auth!.uid, cycleFilter(body)));

  calls.serve(getPlantDistribution, ({ fid }) => reports.distribution(fid));

  calls.serve(getPlantLossList, (b) => records.lossList(b.fid, { ...lossFilter(b), ...page(b) }));
  calls.serve(exportPlantLossList, (b, req) => records.exportLossList(b.fid, req.auth!.uid, lossFilter(b)));

  calls.serve(getPlantHarvestList, (body) => records.harvestList(body.fid, { ...harvestFilter(body), ...page(body) }));
  calls.serve(exportPlantHarvestList, (body, req) => records.exportHarvestList(body.fid, req.auth!.uid, harvestFilter(body)));

  calls.serve(getPlantBatchDelLog, (body) => records.batchDelLog(body.fid, { ...report(body), ...page(body) }));
  calls.serve(exportPlantBatchDelLog, (body, req) => records.exportBatchDelLog(body.fid, req.auth!.uid, report(body)));

  calls.serve(getFacPlantLogList, (body) => reports.plantLog(body.fid, body));
  calls.serve(exportFacPlantLogList, (body, req) => reports.exportPlantLog(body.fid, req.auth!.uid, body));
});
