import { pageCallsOf } from '../contract/call.js';
import { listOf } from '../contract/list.js';
import { areaListFilterSchema, areaSchema, fieldListFilterSchema, fieldSchema } from './factory-cfg.api.js';
import { AREA_COLUMNS, FIELD_COLUMNS } from './factory-cfg-columns.js';

/** The lists of 厂房 and 区域 (cfg.fac.list): filters and items from factory-cfg.api.ts, columns from factory-cfg-columns.ts. */
const { list } = pageCallsOf('工厂设置', 'cfg.fac');

export const facFieldList = listOf(list, { title: '厂房', name: 'fac_field_list', summary: '厂房列表（区域数、盘位、现有盘数）', exportSummary: '导出厂房列表（Excel）', filter: fieldListFilterSchema, item: fieldSchema, columns: FIELD_COLUMNS });

export const facAreaList = listOf(list, { title: '区域', name: 'fac_area_list', summary: '区域列表（盘位容量、现有盘数、空位、网关）', exportSummary: '导出区域列表（Excel）', filter: areaListFilterSchema, item: areaSchema, columns: AREA_COLUMNS });

// Each list's two calls under their own names.
export const { list: getFacFieldList, export: exportFacFieldList } = facFieldList;
export const { list: getFacAreaList, export: exportFacAreaList } = facAreaList;
