import { numberCols, type ListColumn } from '../contract/list.js';
import { RECORD_STATUS_LABELS } from '../auth/record-status.js';
import { AREA_KIND_LABELS } from '../plant/plant-vocab.js';
import type { AreaView, FieldView } from './factory-cfg.api.js';

/** The columns of 厂房 and 区域: what the pages show, in their order, and what their Excel files write. */

const status = { labels: RECORD_STATUS_LABELS };

export const FIELD_COLUMNS: ListColumn<FieldView>[] = [
  { key: 'name', title: '厂房', width: 20 },
  { key: 'sort_no', title: '排序', format: 'number' },
  { key: 'status', title: '状态', format: status },
  ...numberCols<FieldView>({ area_ct: '区域数', capacity: '盘位', dishes: '现有盘数' }),
  { key: 'remark', title: '备注', width: 30 },
];

export const AREA_COLUMNS: ListColumn<AreaView>[] = [
  { key: 'field_name', title: '厂房', width: 16 },
  { key: 'name', title: '区域', width: 16 },
  { key: 'kind', title: '类型', format: { labels: AREA_KIND_LABELS } },
  ...numberCols<AreaView>({ racks: '架数', layers: '层数', positions_per_layer: '每层盘位', capacity: '盘位容量', dishes: '现有盘数', free: '空位', batch_ct: '批次数' }),
  { key: 'gateways', title: '环境网关', width: 24, value: (a) => a.gateways.map((g) => g.name).join('、') },
  { key: 'status', title: '状态', format: status },
  { key: 'remark', title: '备注', width: 30 },
];
