import { pageCallsOf } from '../contract/call.js';
import { listOf, unpagedListOf } from '../contract/list.js';
import { mesEquipListFilterSchema, mesEquipSchema, mesFaultListFilterSchema, mesFaultSchema, mesMaintListFilterSchema, mesMaintSchema, mesOeeFilterSchema, mesOeeSchemaReply } from './mes-equip.api.js';
import { mesLabourFilterSchema, mesLabourSchema, mesWoListFilterSchema, mesWoSchema } from './mes-wo.api.js';
import { MES_EQUIP_COLUMNS, MES_FAULT_COLUMNS, MES_LABOUR_COLUMNS, MES_MAINT_COLUMNS, MES_OEE_COLUMNS, MES_WO_COLUMNS } from './mes-columns.js';

/** The production-control lists, each a list call and its Excel export from one definition. */

const eq = pageCallsOf('生产设备', 'mes', { module: 'mes' }).list;
const wo = pageCallsOf('工单', 'mes', { module: 'mes' }).list;

export const mesEquipList = listOf(eq, { title: '生产设备', name: 'mes_equip_list', summary: '设备台账（类型、产能、状态、接入网关、保养到期）', filter: mesEquipListFilterSchema, item: mesEquipSchema, columns: MES_EQUIP_COLUMNS });
export const mesOeeList = unpagedListOf(eq, { title: '设备 OEE', name: 'mes_oee_list', summary: 'OEE 按日或按周：时间开动率 × 性能开动率 × 合格品率', filter: mesOeeFilterSchema, data: mesOeeSchemaReply, rows: (d) => d.rows, columns: MES_OEE_COLUMNS });
export const mesFaultList = listOf(eq, { title: '设备故障', name: 'mes_fault_list', summary: '故障记录（停机时长、现象、处理）', filter: mesFaultListFilterSchema, item: mesFaultSchema, columns: MES_FAULT_COLUMNS });
export const mesMaintList = listOf(eq, { title: '设备保养', name: 'mes_maint_list', summary: '保养与维修记录', filter: mesMaintListFilterSchema, item: mesMaintSchema, columns: MES_MAINT_COLUMNS });
export const mesWoList = listOf(wo, { title: '工单', name: 'mes_wo_list', summary: '工单列表（作业、批次、计划、派工、进度、逾期）', filter: mesWoListFilterSchema, item: mesWoSchema, columns: MES_WO_COLUMNS });
export const mesLabourList = unpagedListOf(wo, { title: '工时统计', name: 'mes_labour_list', summary: '工时：各作业的工单、盘数、人工时与每人时盘数，按日或按周', filter: mesLabourFilterSchema, data: mesLabourSchema, rows: (d) => d.rows, columns: MES_LABOUR_COLUMNS });

export const { list: getMesEquipList, export: exportMesEquipList } = mesEquipList;
export const { list: getMesOeeList, export: exportMesOeeList } = mesOeeList;
export const { list: getMesFaultList, export: exportMesFaultList } = mesFaultList;
export const { list: getMesMaintList, export: exportMesMaintList } = mesMaintList;
export const { list: getMesWoList, export: exportMesWoList } = mesWoList;
export const { list: getMesLabourList, export: exportMesLabourList } = mesLabourList;
