import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Progress, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { PLANT_PHASE_LABELS, type PlantPhase, formatTemp } from '@pfs/domain';
import { COMPLETABLE_ORDER_STATUSES, PLAN_STATUS_LABELS, type PlanBatch, type PlanStatus } from '@pfs/domain/sales';
import { type Shipment } from '@pfs/domain/shipment';
import { smallTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useOrderShipments } from '../api/get-order-shipments';
import { useSalesOrderDetail } from '../api/get-sales-order-detail';
import { OrderStatusTag } from '@/components/order-status-tag';
import { OrderTraceCodes } from '../components/order-trace-codes';
import { CompleteOrderModal } from '../components/complete-order-modal';

const FORECAST_TYPES = { on_time: 'success', at_risk: 'warning', late: 'error', unplanned: 'info', done: 'success', cancelled: 'info' } as const;

/** /plant/sales_detail?order_id= [sales.list]: the order, its planned batches and their progress, shipments and trace codes. */
export default function SalesDetailPage() {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id')) || undefined;
  const seesBatches = useHasAnyPerm(['plant.list']);
  const seesShipments = useHasAnyPerm(['warehouse.list']);
  const canEdit = useHasAnyPerm(['sales.edit']);
  const [completing, setCompleting] = useState(false);
  const d = useSalesOrderDetail(fid, orderId);
  const ships = useOrderShipments(fid, orderId, seesShipments);
  if (!fid || !orderId) return <Empty style={{ marginTop: 80 }} description="请从订单列表打开订单" />;
  if (d.isLoading) return <Skeleton active />;
  if (!d.data) return <Empty style={{ marginTop: 80 }} description="订单不存在或已无权查看" />;
  const o = d.data;
  const harvestedPct = o.qty_kg > 0 ? Math.min(100, Math.round((o.forecast.harvested_kg / o.qty_kg) * 100)) : 0;
  return (
    <PageContainer
      title={`订单 ${o.order_no}`}
      description={`${o.cust_name} · 交货 ${o.delivery_date}`}
      extra={
        canEdit && COMPLETABLE_ORDER_STATUSES.includes(o.status) ? (
          <Button onClick={() => setCompleting(true)}>完成订单</Button>
        ) : undefined
      }
    >
      <CompleteOrderModal fid={fid} order={o} open={completing} onClose={() => setCompleting(false)} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert type={FORECAST_TYPES[o.forecast.state]} showIcon message={o.forecast.message} />
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
          <Descriptions.Item label="状态">
            <OrderStatusTag status={o.status} />
          </Descriptions.Item>
          <Descriptions.Item label="客户">{o.cust_name}</Descriptions.Item>
          <Descriptions.Item label="交货日期">{o.delivery_date}</Descriptions.Item>
          <Descriptions.Item label="送货地址">{o.address || '—'}</Descriptions.Item>
          <Descriptions.Item label="计划播种 → 采收">{o.first_sow ? `${o.first_sow} → ${o.last_pick}` : '未排产'}</Descriptions.Item>
          <Descriptions.Item label="已采收">
            <Progress percent={harvestedPct} size="small" format={() => `${o.forecast.harvested_kg} / ${o.qty_kg} kg`} />
          </Descriptions.Item>
          <Descriptions.Item label="备注" span={3}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{o.remark || '—'}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Card size="small" title="订单行">
          <Table
            rowKey="line_id"
            {...smallTable(o.lines)}
            scroll={{ x: 640 }}
            columns={[
              { title: '品种', key: 'spec', render: (_v, l) => `${l.crop} ${l.variety}` },
              { title: '等级', dataIndex: 'grade_name' },
              { title: '包装', dataIndex: 'packing' },
              { title: '数量', dataIndex: 'qty_kg', render: (v: number) => `${v} kg` },
              {
                title: '计划产量',
                dataIndex: 'planned_kg',
                render: (v: number, l) => <Typography.Text type={v < l.qty_kg ? 'danger' : undefined}>{v} kg</Typography.Text>,
              },
              { title: '已采收（本等级）', dataIndex: 'harvested_kg', render: (v: number) => `${v} kg` },
              {
                title: '交货前预计',
                key: 'forecast',
                render: (_v, l) => {
                  const f = o.forecast.lines.find((x) => x.line_id === l.line_id);
                  if (!f) return '—';
                  return (
                    <Space direction="vertical" size={0}>
                      <Typography.Text type={f.at_risk ? 'danger' : undefined}>{f.expected_kg} kg</Typography.Text>
                      {f.reasons.map((r) => (
                        <Typography.Text key={r} type="secondary" style={{ fontSize: 12 }}>
                          {r}
                        </Typography.Text>
                      ))}
                    </Space>
                  );
                },
              },
              { title: '已发货', dataIndex: 'shipped_kg', render: (v: number) => `${v} kg` },
            ]}
          />
        </Card>
        <Card size="small" title="计划批次与进度">
          <Table<PlanBatch>
            rowKey="plan_id"
            {...smallTable(o.plans)}
            scroll={{ x: 900 }}
            locale={{ emptyText: '尚未排产' }}
            columns={[
              { title: '品种', key: 'spec', render: (_v, b) => `${b.crop} ${b.variety}` },
              {
                title: '状态',
                dataIndex: 'status',
                render: (s: PlanStatus) => <Tag color={s === 'sown' ? 'green' : s === 'planned' ? 'blue' : 'default'}>{PLAN_STATUS_LABELS[s]}</Tag>,
              },
              {
                title: '批次',
                key: 'batch',
                render: (_v, b) =>
                  b.batch_id && b.batch_no ? seesBatches ? <Link to={`/plant/batch_detail?batch_id=${b.batch_id}`}>{b.batch_no}</Link> : b.batch_no : '—',
              },
              { title: '计划播种', dataIndex: 'sow_date' },
              { title: '计划采收', dataIndex: 'pick_date' },
              { title: '盘数 / 株数', key: 'n', render: (_v, b) => `${b.dishes} 盘 / ${b.plants} 株` },
              { title: '当前阶段', dataIndex: 'phase', render: (p: PlantPhase | null) => (p ? PLANT_PHASE_LABELS[p] : '—') },
              { title: '损耗株数', dataIndex: 'plants_lost' },
              { title: '预计 / 已采收', key: 'kg', render: (_v, b) => `${b.expected_kg} / ${b.kg_harvested} kg` },
            ]}
          />
        </Card>
        {seesShipments && (
          <Card size="small" title="出货记录">
            <Table<Shipment>
              rowKey="shipment_id"
              {...smallTable(ships.data?.items)}
              loading={ships.isLoading}
              locale={{ emptyText: ships.isError ? '出货记录暂不可用' : '还没有出货' }}
              columns={[
                {
                  title: '出货单号',
                  dataIndex: 'ship_no',
                  render: (no: string, s) => <Link to={`/finished/shipment?shipment_id=${s.shipment_id}`}>{no}</Link>,
                },
                { title: '日期', dataIndex: 'date' },
                { title: '重量', dataIndex: 'kg', render: (v: number) => `${v} kg` },
                { title: '箱数', dataIndex: 'boxes' },
                { title: '车辆 / 司机', key: 'v', render: (_v, s) => `${s.vehicle} / ${s.driver}` },
                { title: '温度', dataIndex: 'temp_c', render: (v: number | null) => formatTemp(v) },
              ]}
            />
          </Card>
        )}
        <OrderTraceCodes fid={fid} orderId={orderId} />
      </Space>
    </PageContainer>
  );
}
