import { Table, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type PlanBatchView } from '@pfs/domain/sales';
import { smallTable } from '@/components/list-page';

/** The planned batches of a plan: when to sow, how many dishes, which areas in which phase, the kg expected. */
export function PlanTable({ batches }: { batches: PlanBatchView[] }) {
  return (
    <Table<PlanBatchView>
      rowKey={(b) => `${b.line_id}-${b.sow_date}`}
      {...smallTable(batches)}
      scroll={{ x: 760 }}
      columns={[
        { title: '品种', key: 'spec', width: 140, render: (_v, b) => `${b.crop} ${b.variety}` },
        { title: '订单量', dataIndex: 'qty_kg', width: 90, render: (v: number) => `${v} kg` },
        { title: '播种', dataIndex: 'sow_date', width: 100 },
        { title: '采收', dataIndex: 'pick_date', width: 100 },
        { title: '播种盘数 / 株数', key: 'n', width: 120, render: (_v, b) => `${b.dishes} 盘 / ${b.plants} 株` },
        {
          title: '区域',
          key: 'places',
          render: (_v, b) =>
            b.places.map((p) => (
              <div key={`${p.phase}-${p.area_id}`}>
                {PLANT_PHASE_LABELS[p.phase]}：{p.area_name} {p.dishes} 盘，{p.start} 起 {p.days} 天
              </div>
            )),
        },
        {
          title: '预计产量',
          key: 'kg',
          width: 120,
          render: (_v, b) => (
            <>
              {b.expected_kg} kg
              <br />
              <Typography.Text type="secondary">损耗率 {(b.loss_rate * 100).toFixed(1)}%</Typography.Text>
            </>
          ),
        },
      ]}
    />
  );
}
