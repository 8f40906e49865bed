import { Link } from 'react-router';
import { Descriptions, Drawer, Empty, Skeleton, Table, Tabs } from 'antd';
import { formatKg } from '@pfs/domain';
import { CUSTOMER_KIND_LABELS, type OrderView } from '@pfs/domain/sales';
import { type Shipment } from '@pfs/domain/shipment';
import { smallTable } from '@/components/list-page';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { OrderStatusTag } from '@/components/order-status-tag';
import { useCustomer } from '../api/get-customer';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useCustomerShipments } from '../api/get-customer-shipments';

/** A customer: contacts (masked unless the role holds customer.edit), addresses, their orders and the shipments delivered to them (warehouse.list). */
export function CustomerDetailDrawer({ fid, custId, onClose }: { fid: number; custId: number | null; onClose: () => void }) {
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const c = useCustomer(fid, custId ?? undefined);
  const orders = useCustomerOrders(fid, custId ?? undefined);
  const seesOrders = useHasAnyPerm(['sales.list']);
  const seesShipments = useHasAnyPerm(['warehouse.list']);
  const ships = useCustomerShipments(fid, custId ?? undefined, seesShipments);
  const d = c.data;
  return (
    <Drawer title={d?.name ?? '客户'} open={custId !== null} onClose={onClose} width={mobile ? '100%' : 820}>
      {c.isLoading || !d ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'info',
              label: '资料',
              children: (
                <Descriptions size="small" column={1} bordered>
                  <Descriptions.Item label="类型">{CUSTOMER_KIND_LABELS[d.kind]}</Descriptions.Item>
                  <Descriptions.Item label="联系人">
                    {d.contacts.length
                      ? d.contacts.map((x) => <div key={x.name + x.mobile}>{`${x.name}${x.title ? `（${x.title}）` : ''} ${x.mobile}`}</div>)
                      : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="送货地址">
                    {d.addresses.length ? d.addresses.map((a) => <div key={a.address}>{a.label ? `${a.label}：${a.address}` : a.address}</div>) : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="订单">{`共 ${d.order_ct} 个，未完成 ${d.open_order_ct} 个，订购 ${formatKg(d.ordered_kg)}`}</Descriptions.Item>
                  <Descriptions.Item label="备注">{d.remark || '—'}</Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'orders',
              label: `订单（${d.order_ct}）`,
              children: orders.data?.length ? (
                <Table<OrderView>
                  rowKey="order_id"
                  {...smallTable(orders.data)}
                  scroll={{ x: 640 }}
                  columns={[
                    {
                      title: '订单号',
                      dataIndex: 'order_no',
                      render: (no: string, o) => (seesOrders ? <Link to={`/plant/sales_detail?order_id=${o.order_id}`}>{no}</Link> : no),
                    },
                    { title: '交货日期', dataIndex: 'delivery_date' },
                    { title: '数量', dataIndex: 'qty_kg', render: (v: number) => formatKg(v) },
                    { title: '已采收', key: 'h', render: (_v, o) => formatKg(o.lines.reduce((n, l) => n + l.harvested_kg, 0)) },
                    { title: '状态', dataIndex: 'status', render: (s: OrderView['status']) => <OrderStatusTag status={s} /> },
                  ]}
                />
              ) : (
                <Empty description={orders.isLoading ? '加载中' : '还没有订单'} />
              ),
            },
            ...(seesShipments
              ? [
                  {
                    key: 'shipments',
                    label: `出货（${ships.data?.total_ct ?? 0}）`,
                    children: ships.data?.items.length ? (
                      <Table<Shipment>
                        rowKey="shipment_id"
                        {...smallTable(ships.data.items)}
                        scroll={{ x: 640 }}
                        columns={[
                          {
                            title: '出货单号',
                            dataIndex: 'ship_no',
                            render: (no: string, s) => <Link to={`/finished/shipment?shipment_id=${s.shipment_id}`}>{no}</Link>,
                          },
                          { title: '日期', dataIndex: 'date' },
                          {
                            title: '订单号',
                            dataIndex: 'order_no',
                            render: (no: string, s) => (seesOrders ? <Link to={`/plant/sales_detail?order_id=${s.order_id}`}>{no}</Link> : no),
                          },
                          { title: '重量', dataIndex: 'kg', render: (v: number) => formatKg(v) },
                          { title: '箱数', dataIndex: 'boxes' },
                        ]}
                      />
                    ) : (
                      <Empty description={ships.isLoading ? '加载中' : '还没有出货'} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
}
