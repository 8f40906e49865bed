import { useState } from 'react';
import { Link } from 'react-router';
import { Button, DatePicker, Popconfirm, Space, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { CANCELLABLE_ORDER_STATUSES, EDITABLE_ORDER_STATUSES, ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus, type OrderView } from '@pfs/domain/sales';
import { CreateButton, RowAction, opsColumn, pagedTable, useFactoryListQuery } from '@/components/list-page';
import { KeywordSearch, ListToolbar, OptionFilters, labelOptions } from '@/components/list-filters';
import { NoFactory, PageContainer } from '@/components/page-container';
import { feedback } from '@/lib/feedback';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';
import { useCancelSalesOrder } from '../api/cancel-sales-order';
import { useCustomerOptions, useSalesSpecOptions } from '../api/get-sales-options';
import { loadSalesOrder } from '../api/get-sales-order';
import { useSalesOrderList } from '../api/get-sales-order-list';
import { OrderFormDrawer } from '../components/order-form-drawer';
import { OrderGantt } from '../components/order-gantt';
import { OrderStatusTag } from '@/components/order-status-tag';
import { PlanDialog } from '../components/plan-dialog';

type Filters = { kw?: string; status?: OrderStatus; cust_id?: number; spec_id?: number; start_day?: string; end_day?: string };
export const salesDetailPath = (orderId: number) => `/plant/sales_detail?order_id=${orderId}`;

/** /plant/sales [sales.list]: orders with filters, the order form, 排产 and the Gantt of orders and batches. */
export default function SalesPage() {
  const { fid, canEdit, mobile, q, setQ, set, body } = useFactoryListQuery<Filters>(['sales.edit']);
  const list = useSalesOrderList(body);
  const customers = useCustomerOptions(fid);
  const specs = useSalesSpecOptions(fid);
  const cancel = useCancelSalesOrder();
  const editor = useRecordDialog<OrderView>();
  const [planning, setPlanning] = useState<OrderView | null>(null);
  if (!fid) return <NoFactory />;
  const edit = action(async (o: OrderView) => editor.edit(await loadSalesOrder(fid, o.order_id)));
  const schedule = action(async (o: OrderView) => setPlanning(await loadSalesOrder(fid, o.order_id)));
  const columns: TableColumnsType<OrderView> = [
    { title: '订单号', dataIndex: 'order_no', width: 150, render: (no: string, o) => <Link to={salesDetailPath(o.order_id)}>{no}</Link> },
    { title: '客户', dataIndex: 'cust_name', width: 140 },
    {
      title: '品种 · 等级 · 数量',
      key: 'lines',
      render: (_v, o) =>
        o.lines.map((l) => (
          <div key={l.line_id}>
            {l.crop} {l.variety} · {l.grade_name} · {l.qty_kg} kg（{l.packing}）
          </div>
        )),
    },
    { title: '交货日期', dataIndex: 'delivery_date', width: 110 },
    {
      title: '计划播种 → 采收',
      key: 'span',
      width: 200,
      render: (_v, o) => (o.first_sow ? `${o.first_sow} → ${o.last_pick}` : <Typography.Text type="secondary">未排产</Typography.Text>),
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
    opsColumn<OrderView>(190, mobile, (o) => (
      <Space size={0}>
        <Link to={salesDetailPath(o.order_id)}>
          <Button type="link" size="small">
            详情
          </Button>
        </Link>
        {o.status === 'draft' && <RowAction onClick={() => schedule(o)}>排产</RowAction>}
        {canEdit && EDITABLE_ORDER_STATUSES.includes(o.status) && <RowAction onClick={() => edit(o)}>编辑</RowAction>}
        {canEdit && CANCELLABLE_ORDER_STATUSES.includes(o.status) && (
          <Popconfirm
            title={`取消订单 ${o.order_no}？`}
            description="未播种的计划批次会被释放；已播种的批次照常生产。"
            okText="取消订单"
            cancelText="不取消"
            onConfirm={action(async () => {
              const r = await cancel.mutateAsync({ fid, order_id: o.order_id, version: o.version, reason: '客户取消订单' });
              feedback.message.success(r.msg);
            })}
          >
            <Button type="link" size="small" danger>
              取消
            </Button>
          </Popconfirm>
        )}
      </Space>
    )),
  ];
  const orders = (
    <>
      <ListToolbar list={list}>
        <KeywordSearch placeholder="订单号、客户或备注" width={220} initial={q.kw} onSearch={(kw) => set({ kw })} />
        <OptionFilters<Filters>
          q={q}
          set={set}
          filters={[
            { key: 'status', placeholder: '全部状态', width: 120, options: labelOptions(ORDER_STATUSES, ORDER_STATUS_LABELS) },
            { key: 'cust_id', placeholder: '全部客户', width: 160, search: true, options: customers.data?.map((c) => ({ value: c.cust_id, label: c.name })) },
            { key: 'spec_id', placeholder: '全部品种', width: 160, options: specs.data?.map((s) => ({ value: s.spec_id, label: `${s.crop} ${s.variety}` })) },
          ]}
        />
        <DatePicker.RangePicker
          placeholder={['交货起', '交货止']}
          onChange={(v) => set({ start_day: v?.[0]?.format('YYYY-MM-DD'), end_day: v?.[1]?.format('YYYY-MM-DD') })}
        />
      </ListToolbar>
      <Table<OrderView> rowKey="order_id" {...pagedTable(list, q, setQ, '个订单', '没有符合条件的订单')} scroll={{ x: 1100 }} columns={columns} />
    </>
  );
  return (
    <PageContainer
      title="订单排产"
      description="按交货日期倒排：由品种各阶段天数得出播种日，由数量、每盘产量和本厂损耗率得出盘数，并逐日核对各类区域的盘位。"
      extra={<CreateButton codes={['sales.edit']} onClick={editor.create} label="新建订单" />}
    >
      <Tabs
        items={[
          { key: 'list', label: '订单', children: orders },
          { key: 'gantt', label: '甘特图', children: <OrderGantt fid={fid} /> },
        ]}
      />
      <OrderFormDrawer
        fid={fid}
        open={editor.open}
        order={editor.record}
        onClose={editor.close}
        onSaved={(o) => (o.status === 'draft' ? setPlanning(o) : undefined)}
      />
      <PlanDialog fid={fid} order={planning} onClose={() => setPlanning(null)} />
    </PageContainer>
  );
}
