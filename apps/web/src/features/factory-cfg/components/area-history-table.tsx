import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Table, Tag } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type AreaStay } from '@pfs/domain/factory-cfg';
import { BATCH_STATUS_LABELS, type BatchStatus } from '@pfs/domain/plant';
import { useDayRange } from '@/components/day-range-filter';
import { pagedTable } from '@/components/list-page';
import type { RangePresetKey } from '@/lib/view-params/range-param';
import { useFacAreaHistory } from '../api/get-fac-area-history';

const PRESETS: readonly RangePresetKey[] = ['last30', 'last90', 'year', 'last12m'];
const STATUS_COLOR: Record<BatchStatus, string> = { active: 'green', closed: 'default', del: 'red' };

/** Every batch that stood in the area, from the events; the range (kept in the address) picks stays overlapping it. */
export function AreaHistoryTable({ fid, areaId }: { fid: number; areaId: number }) {
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const { days, picker } = useDayRange(PRESETS, () => setPaging({ ...paging, page: 1 }));
  const history = useFacAreaHistory({ fid, area_id: areaId, ...days, ...paging });
  return (
    <Card title="历史批次" size="small">
      <div style={{ marginBottom: 12 }}>{picker}</div>
      <Table<AreaStay>
        rowKey={(s) => `${s.batch_id}-${s.phase}`}
        {...pagedTable(history, paging, setPaging, '次', '这段时间没有批次在此区域')}
        size="small"
        scroll={{ x: 720 }}
        columns={[
          { title: '批次', dataIndex: 'batch_no', width: 140, render: (n: string, s) => <Link to={`/plant/batch_detail?batch_id=${s.batch_id}`}>{n}</Link> },
          { title: '作物 / 品种', key: 'spec', render: (_v, s) => `${s.crop} / ${s.variety}` },
          { title: '阶段', dataIndex: 'phase', width: 80, render: (p: AreaStay['phase']) => PLANT_PHASE_LABELS[p] },
          { title: '进入', dataIndex: 'from', width: 110 },
          { title: '离开', dataIndex: 'to', width: 110, render: (t: string | null) => t ?? <Tag color="green">仍在此</Tag> },
          {
            title: '批次状态',
            dataIndex: 'batch_status',
            width: 90,
            render: (s: string) => <Tag color={STATUS_COLOR[s as BatchStatus] ?? 'default'}>{BATCH_STATUS_LABELS[s as BatchStatus] ?? s}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
