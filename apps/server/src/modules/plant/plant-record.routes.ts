import type { z } from 'zod';
import {
  facPlantLogList,
  getPlantDistribution,
  plantBatchDelLog,
  plantCycleStats,
  plantHarvestList,
  plantHistoryList,
  plantLossList,
  plantSowList,
  plantTransplantList,
  type cycleStatsBodySchema,
  type exportHarvestListBodySchema,
  type exportLossListBodySchema,
} from '@pfs/domain/plant';
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
  calls.serveList(plantSowList, (body) => records.sowList(body.fid, { ...inArea(body), ...page(body) }));
  calls.serveList(plantTransplantList, (body) => records.transplantList(body.fid, { ...inArea(body), ...page(body) }));
  calls.serveList(plantHistoryList, (body) => records.historyList(body.fid, { ...report(body), ...page(body) }));
  calls.serveList(plantCycleStats, (body) => reports.cycleStats(body.fid, cycleFilter(body)));
  calls.serve(getPlantDistribution, ({ fid }) => reports.distribution(fid));
  calls.serveList(plantLossList, (b) => records.lossList(b.fid, { ...lossFilter(b), ...page(b) }));
  calls.serveList(plantHarvestList, (body) => records.harvestList(body.fid, { ...harvestFilter(body), ...page(body) }));
  calls.serveList(plantBatchDelLog, (body) => records.batchDelLog(body.fid, { ...report(body), ...page(body) }));
  calls.serveList(facPlantLogList, (body) => reports.plantLog(body.fid, body));
});
