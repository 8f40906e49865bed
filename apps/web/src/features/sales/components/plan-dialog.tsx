import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, DatePicker, Flex, Modal, Skeleton, Space, Table, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { AREA_KIND_LABELS } from '@pfs/domain/plant';
import { type OrderView } from '@pfs/domain/sales';
import { smallTable } from '@/components/list-page';
import { feedback } from '@/lib/feedback';
import { useHasAnyPerm } from '@/lib/auth-store';
import { action } from '@/lib/user-action';
import { useAcceptSalesPlan } from '../api/accept-sales-plan';
import { useScheduleSalesOrder } from '../api/schedule-sales-order';
import { PlanTable } from './plan-table';

/**
 * 排产: the plan for the order's delivery date, or which area kind and day is short and the earliest date that
 * fits (with its plan); another date can be tried. Accepting writes the planned batches.
 */
export function PlanDialog({ fid, order, onClose }: { fid: number; order: OrderView | null; onClose: () => void }) {
  const [date, setDate] = useState<string | undefined>(undefined);
  useEffect(() => setDate(undefined), [order?.order_id]);
  const plan = useScheduleSalesOrder(order ? fid : undefined, order?.order_id, date);
  const accept = useAcceptSalesPlan();
  const canEdit = useHasAnyPerm(['sales.edit']);
  const p = plan.data;
  const run = (delivery: string) =>
    action(async () => {
      const r = await accept.mutateAsync({ fid, order_id: order!.order_id, version: order!.version, delivery_date: delivery });
      feedback.message.success(r.msg);
      onClose();
    });
  return (
    <Modal title={order ? `订单排产：${order.order_no}（${order.cust_name}）` : ''} open={!!order} onCancel={onClose} width={980} footer={null} destroyOnHidden>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Typography.Text>交货日期</Typography.Text>
        <DatePicker
          value={dayjs(date ?? order?.delivery_date)}
          allowClear={false}
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          onChange={(d) => setDate(d?.format('YYYY-MM-DD'))}
        />
        {date && date !== order?.delivery_date && <Typography.Text type="secondary">订单原定 {order?.delivery_date}</Typography.Text>}
      </Flex>
      {plan.isLoading || !p ? (
        <Skeleton active />
      ) : p.ok ? (
        <>
          <Alert type="success" showIcon message={p.message} style={{ marginBottom: 12 }} />
          <PlanTable batches={p.batches} />
          {canEdit && (
            <Flex justify="end" style={{ marginTop: 16 }}>
              <Button type="primary" loading={accept.isPending} onClick={run(p.delivery_date)}>
                接受排产{p.delivery_date !== order?.delivery_date ? `（交货改为 ${p.delivery_date}）` : ''}
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <>
          <Alert type="error" showIcon message="按这个交货日期排不下" description={p.message} style={{ marginBottom: 12 }} />
          {p.shortages.length > 0 && (
            <Table
              rowKey={(s) => `${s.line_id}-${s.phase}`}
              {...smallTable(p.shortages)}
              style={{ marginBottom: 12 }}
              columns={[
                { title: '品种', key: 'spec', render: (_v, s) => `${s.crop} ${s.variety}` },
                { title: '阶段', dataIndex: 'phase', render: (v: keyof typeof PLANT_PHASE_LABELS) => PLANT_PHASE_LABELS[v] },
                { title: '区域类型', dataIndex: 'area_kind', render: (v: keyof typeof AREA_KIND_LABELS) => AREA_KIND_LABELS[v] },
                { title: '最紧的一天', dataIndex: 'date' },
                { title: '需要 / 空位', key: 'n', render: (_v, s) => <Typography.Text type="danger">{`${s.need} 盘 / ${s.free} 盘`}</Typography.Text> },
                { title: '该类区域', dataIndex: 'area_names', render: (v: string[]) => v.join('、') || '没有该类型的区域' },
              ]}
            />
          )}
          {p.earliest && (
            <>
              <Typography.Title level={5}>最早可交货：{p.earliest.delivery_date}</Typography.Title>
              <PlanTable batches={p.earliest.batches} />
              {canEdit && (
                <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }}>
                  <Button onClick={() => setDate(p.earliest!.delivery_date)}>查看该日期</Button>
                  <Button type="primary" loading={accept.isPending} onClick={run(p.earliest.delivery_date)}>
                    按 {p.earliest.delivery_date} 交货排产
                  </Button>
                </Space>
              )}
            </>
          )}
        </>
      )}
    </Modal>
  );
}
