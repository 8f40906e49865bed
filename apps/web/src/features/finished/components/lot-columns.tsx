import type { TableColumnsType } from 'antd';
import { entryLossReasonLabel, type LotState } from '@pfs/domain/finished';
import type { FinishedLot } from '../api/get-finished-stock';
import { kg, LotStateTag } from './lot-state-tag';

/** Columns of a finished lot shared by 入库记录 and 成品库存. */
export const lotColumns = (mode: 'entry' | 'stock'): TableColumnsType<FinishedLot> => [
  { title: '成品批号', dataIndex: 'lot_no' },
  { title: '作物 / 品种', key: 'spec', render: (_v, r) => `${r.crop} ${r.variety}` },
  { title: '等级', dataIndex: 'grade_name' },
  { title: '批次号', dataIndex: 'batch_no', responsive: ['lg'] },
  { title: '包装', key: 'pack', responsive: ['md'], render: (_v, r) => `${r.packing || '—'}${r.count ? ` × ${r.count}` : ''}` },
  { title: '入库日期', dataIndex: 'entered_on' },
  ...(mode === 'entry'
    ? [
        { title: '入库重量', dataIndex: 'entered_kg', align: 'right' as const, render: kg },
        {
          title: '入库损耗',
          key: 'loss',
          align: 'right' as const,
          render: (_v: unknown, r: FinishedLot) => (r.loss_kg ? `${kg(r.loss_kg)}（${entryLossReasonLabel(r.loss_reason)}）` : '—'),
        },
      ]
    : [
        { title: '库存', dataIndex: 'left_kg', align: 'right' as const, render: (v: number) => <b>{kg(v)}</b> },
        { title: '库龄', dataIndex: 'age_days', align: 'right' as const, responsive: ['md' as const], render: (v: number) => `${v} 天` },
        { title: '剩余保质期', dataIndex: 'shelf_left_days', align: 'right' as const, render: (v: number) => (v < 0 ? `已过期 ${-v} 天` : `${v} 天`) },
      ]),
  { title: '库位', dataIndex: 'area_name', responsive: ['md'] },
  { title: '到期日', dataIndex: 'expires_on', responsive: ['lg'] },
  { title: '状态', dataIndex: 'state', render: (s: LotState) => <LotStateTag state={s} /> },
];
