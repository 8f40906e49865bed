import { callAccess, callsAs } from '../contract/call.js';
import { listOf, unpagedListOf } from '../contract/list.js';
import { batchListFilterSchema, batchSchema, dueMoveListFilterSchema, dueMoveSchema, inProcessItemSchema, inProcessListFilterSchema } from './plant.api.js';
import {
  batchDelItemSchema,
  cycleStatsBodySchema,
  cycleStatsSchema,
  exportPlantLogBodySchema,
  harvestItemSchema,
  harvestListFilterSchema,
  historyItemSchema,
  historyListFilterSchema,
  lossItemSchema,
  lossListFilterSchema,
  sowItemSchema,
  sowListFilterSchema,
  transplantItemSchema,
} from './plant-record.api.js';
import { protectionListFilterSchema, protectionSchema } from './plant-protection.api.js';
import { facEventItemSchema } from '../syslog/syslog.api.js';
import {
  BATCH_COLUMNS,
  BATCH_DEL_COLUMNS,
  CYCLE_COLUMNS,
  DUE_MOVE_COLUMNS,
  HARVEST_COLUMNS,
  HISTORY_COLUMNS,
  IN_PROCESS_COLUMNS,
  LOSS_COLUMNS,
  PLANT_LOG_COLUMNS,
  PROTECTION_COLUMNS,
  SOW_COLUMNS,
  TRANSPLANT_COLUMNS,
  cycleRowsOf,
} from './plant-columns.js';

/**
 * Planting's lists (listOf): each one's filters and item come from its api file, its columns from plant-columns.ts;
 * here they meet, so neither of those needs the other. Each list has its get_… and export_… call.
 */

// ── 种植批次 (plant.list) ────────────────────────────────────────────────────────────────────────────
const batchList = callsAs('种植批次', callAccess.perm('plant.list'));

export const plantBatchList = listOf(batchList, { title: '种植批次', name: 'plant_batch_list', summary: '批次列表（作物、规格、阶段、区域、状态、播种日期筛选）', exportSummary: '导出批次列表（Excel）', filter: batchListFilterSchema, item: batchSchema, columns: BATCH_COLUMNS });

export const plantInProcessList = listOf(batchList, { title: '在产批次', name: 'plant_in_process_list', summary: '在产批次：每个批次每个位置一行，在阶段天数对照计划', filter: inProcessListFilterSchema, item: inProcessItemSchema, columns: IN_PROCESS_COLUMNS });

export const plantDueMoveList = listOf(batchList, { title: '到期操作', name: 'plant_due_move_list', summary: '到期操作：今天（或指定日期）计划天数已满、该移动/移栽/采收的位置', filter: dueMoveListFilterSchema, item: dueMoveSchema, columns: DUE_MOVE_COLUMNS });

// ── 种植记录 (plant.list; 种植日志: syslog.list) ─────────────────────────────────────────────────────
const list = callsAs('种植记录', callAccess.perm('plant.list'));

export const plantSowList = listOf(list, { title: '播种记录', name: 'plant_sow_list', summary: '播种记录（按日期、品种规格、作物、区域）', filter: sowListFilterSchema, item: sowItemSchema, columns: SOW_COLUMNS });

export const plantTransplantList = listOf(list, { title: '移栽记录', name: 'plant_transplant_list', summary: '移栽记录（区域：移出或移入）', filter: sowListFilterSchema, item: transplantItemSchema, columns: TRANSPLANT_COLUMNS });

export const plantHistoryList = listOf(list, { title: '历史批次', name: 'plant_history_list', summary: '历史批次（已结束；日期为结束日期；单盘产量对比品种规格）', filter: historyListFilterSchema, item: historyItemSchema, columns: HISTORY_COLUMNS });

export const plantCycleStats = unpagedListOf(list, { title: '生长周期统计', name: 'plant_cycle_stats', summary: '生长周期统计：期间内播种的批次，按品种规格比较各阶段计划天数与实际天数', exportSummary: '导出生长周期统计（Excel，每个品种规格的每个阶段一行）', filter: cycleStatsBodySchema, data: cycleStatsSchema, rows: cycleRowsOf, columns: CYCLE_COLUMNS });

export const plantLossList = listOf(list, { title: '损耗记录', name: 'plant_loss_list', summary: '损耗记录（原因、批次、区域、日期；附图片缩略图）', filter: lossListFilterSchema, item: lossItemSchema, columns: LOSS_COLUMNS });

export const plantHarvestList = listOf(list, { title: '采收记录', name: 'plant_harvest_list', summary: '采收记录（各等级重量；可按等级筛选）', filter: harvestListFilterSchema, item: harvestItemSchema, columns: HARVEST_COLUMNS });

export const plantBatchDelLog = listOf(list, { title: '批次删除记录', name: 'plant_batch_del_log', summary: '批次删除记录（日期为删除日期）', filter: historyListFilterSchema, item: batchDelItemSchema, columns: BATCH_DEL_COLUMNS });

export const facPlantLogList = listOf(callsAs('种植记录', callAccess.perm('syslog.list')), { title: '种植日志', name: 'fac_plant_log_list', summary: '种植日志：批次、植保、图片、品种规格与物料的操作记录（按时间、类型、操作人、关键字如批次号）', filter: exportPlantLogBodySchema, item: facEventItemSchema, columns: PLANT_LOG_COLUMNS });

// ── 植保 (plant.list) ────────────────────────────────────────────────────────────────────────────────
export const plantProtectionList = listOf(callsAs('植保', callAccess.perm('plant.list')), { title: '植保记录', name: 'plant_protection_list', summary: '植保记录（日期、类型、农药、批次）', filter: protectionListFilterSchema, item: protectionSchema, columns: PROTECTION_COLUMNS });

// Each list's two calls under their own names.
export const { list: getPlantBatchList, export: exportPlantBatchList } = plantBatchList;
export const { list: getPlantInProcessList, export: exportPlantInProcessList } = plantInProcessList;
export const { list: getPlantDueMoveList, export: exportPlantDueMoveList } = plantDueMoveList;
export const { list: getPlantSowList, export: exportPlantSowList } = plantSowList;
export const { list: getPlantTransplantList, export: exportPlantTransplantList } = plantTransplantList;
export const { list: getPlantHistoryList, export: exportPlantHistoryList } = plantHistoryList;
export const { list: getPlantCycleStats, export: exportPlantCycleStats } = plantCycleStats;
export const { list: getPlantLossList, export: exportPlantLossList } = plantLossList;
export const { list: getPlantHarvestList, export: exportPlantHarvestList } = plantHarvestList;
export const { list: getPlantBatchDelLog, export: exportPlantBatchDelLog } = plantBatchDelLog;
export const { list: getFacPlantLogList, export: exportFacPlantLogList } = facPlantLogList;
export const { list: getPlantProtectionList, export: exportPlantProtectionList } = plantProtectionList;
