import { Link } from 'react-router';
import { Card, Table } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type AreaDetail } from '@pfs/domain/factory-cfg';

type Row = AreaDetail['batches'][number];

/** Batches standing in the area now, each linking to its detail page. */
export function AreaBatchesTable({ batches }: { batches: Row[] }) {
  return (
    <Card title={`现有批次（${batches.length}）`} size="small">
      <Table<Row>
        rowKey={(b) => `${b.batch_id}-${b.phase}`}
        size="small"
        dataSource={batches}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: '区域里现在没有批次' }}
        columns={[
          { title: '批次', dataIndex: 'batch_no', width: 140, render: (n: string, b) => <Link to={`/plant/batch_detail?batch_id=${b.batch_id}`}>{n}</Link> },
          { title: '作物 / 品种', key: 'spec', render: (_v, b) => `${b.crop} / ${b.variety}` },
          { title: '阶段', dataIndex: 'phase', width: 80, render: (p: Row['phase']) => PLANT_PHASE_LABELS[p] },
          { title: '盘数', dataIndex: 'dishes', width: 80 },
          { title: '株数', dataIndex: 'plants', width: 90 },
          { title: '进入日期', dataIndex: 'since', width: 110 },
          { title: '已在此阶段', dataIndex: 'days_in', width: 100, render: (d: number) => `${d} 天` },
        ]}
      />
    </Card>
  );
}
