import { useEffect, useState } from 'react';
import { App as AntApp, Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { addShipment } from '../api/add-shipment';
import { shipOrders } from '../api/get-ship-orders';
import type { ShipmentDetail } from '../api/get-shipment';
import { shipProposal } from '../api/propose-shipment';
import { boxesFor } from '../utils/prefill';
import { trimmedNumber } from '@/components/number-input';

type Pick = {
  key: string;
  line_id: number;
  lot_id: number;
  lot_no: string;
  version: number;
  kg: number;
  left_kg: number;
  expires_on: string;
  area_name: string;
  count: number;
  entered_kg: number;
  boxes: number;
  /** The user typed the boxes: a changed weight no longer recounts them. */
  boxesTyped?: boolean;
};
type Head = { date: string; vehicle?: string; driver?: string; driver_phone?: string; temp_c?: number; remark?: string };

/** 新建出货: an order, its lines with lots proposed first-expiring first (weights editable, lots can be added), the truck. */
export function ShipDrawer({
  fid,
  open,
  today,
  onClose,
  onShipped,
}: {
  fid: number;
  open: boolean;
  today: string;
  onClose: () => void;
  onShipped: (d: ShipmentDetail) => void;
}) {
  const { message } = AntApp.useApp();
  const [orderId, setOrderId] = useState<number>();
  const [picks, setPicks] = useState<Pick[]>([]);
  const [form] = Form.useForm<Head>();
  const orders = shipOrders.use(open ? { fid } : undefined);
  const proposal = shipProposal.use(orderId ? { fid, order_id: orderId } : undefined);
  const m = addShipment.use();
  useEffect(() => {
    const p = proposal.data;
    if (!p) return setPicks([]);
    setPicks(
      p.lines.flatMap((l) => l.picks.map((x) => ({ ...x, key: `${l.line_id}-${x.lot_id}`, line_id: l.line_id, boxes: boxesFor(x.count, x.entered_kg, x.kg) }))),
    );
  }, [proposal.data]);
  const order = proposal.data?.order;
  const submit = async () => {
    const h = await form.validateFields();
    const items = picks.filter((p) => p.kg > 0).map((p) => ({ line_id: p.line_id, lot_id: p.lot_id, version: p.version, kg: p.kg, boxes: p.boxes }));
    if (items.length === 0) return void message.warning('请至少选择一个成品批号出货');
    const r = await m.mutateAsync({
      fid,
      order_id: orderId!,
      ...h,
      temp_c: h.temp_c ?? null,
      vehicle: h.vehicle ?? '',
      driver: h.driver ?? '',
      driver_phone: h.driver_phone ?? '',
      remark: h.remark ?? '',
      items,
    });
    message.success(r.msg);
    setOrderId(undefined);
    onShipped(r.data);
  };
  const set = (key: string, patch: Partial<Pick>) => setPicks((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const setKg = (p: Pick, kg: number) => set(p.key, p.boxesTyped ? { kg } : { kg, boxes: boxesFor(p.count, p.entered_kg, kg) });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="新建出货"
      width={760}
      extra={
        <Button type="primary" loading={m.isPending} disabled={!orderId} onClick={() => void submit().catch(() => undefined)}>
          确认出货
        </Button>
      }
    >
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width: '100%', marginBottom: 12 }}
        placeholder="选择订单"
        value={orderId}
        onChange={setOrderId}
        loading={orders.isFetching}
        options={(orders.data ?? []).map((o) => ({ value: o.order_id, label: `${o.order_no} · ${o.cust_name} · 交货 ${o.delivery_date}` }))}
      />
      {order?.lines.map((l) => {
        const line = proposal.data!.lines.find((x) => x.line_id === l.line_id)!;
        const mine = picks.filter((p) => p.line_id === l.line_id);
        const taken = mine.reduce((s, p) => s + p.kg, 0);
        return (
          <div key={l.line_id} style={{ marginBottom: 16 }}>
            <Space wrap style={{ marginBottom: 6 }}>
              <b>
                {l.crop} {l.variety} {l.grade_name}
              </b>
              <span>
                订购 {l.qty_kg} kg，已发 {l.shipped_kg} kg，本次 {Math.round(taken * 1000) / 1000} / {l.left_kg} kg
              </span>
              <Select
                size="small"
                showSearch
                optionFilterProp="label"
                style={{ width: 220 }}
                placeholder="添加批号"
                value={null}
                options={line.lots
                  .filter((x) => !mine.some((p) => p.lot_id === x.lot_id))
                  .map((x) => ({ value: x.lot_id, label: `${x.lot_no}（${x.left_kg} kg，${x.expires_on} 到期）` }))}
                onChange={(id: number) => {
                  const x = line.lots.find((y) => y.lot_id === id)!;
                  setPicks((ps) => [...ps, { ...x, key: `${l.line_id}-${x.lot_id}`, line_id: l.line_id, kg: 0, boxes: 0 }]);
                }}
              />
            </Space>
            {line.short_kg > 0 && <Alert type="warning" showIcon style={{ marginBottom: 6 }} message={`库存不足：还差 ${line.short_kg} kg`} />}
            <Table<Pick>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={mine}
              locale={{ emptyText: '没有可出货的批号' }}
              columns={[
                { title: '批号', dataIndex: 'lot_no' },
                { title: '库位', dataIndex: 'area_name' },
                { title: '到期日', dataIndex: 'expires_on' },
                { title: '库存', dataIndex: 'left_kg', align: 'right', render: (v: number) => `${v} kg` },
                {
                  title: '出货 kg',
                  key: 'kg',
                  render: (_v, p) => (
                    <InputNumber size="small" min={0} max={p.left_kg} {...trimmedNumber(3)} value={p.kg} onChange={(v) => setKg(p, v ?? 0)} />
                  ),
                },
                {
                  title: '箱数',
                  key: 'boxes',
                  render: (_v, p) => <InputNumber size="small" min={0} precision={0} value={p.boxes} onChange={(v) => set(p.key, { boxes: v ?? 0, boxesTyped: true })} />,
                },
              ]}
            />
          </div>
        );
      })}
      {orderId && (
        <Form form={form} layout="inline" initialValues={{ date: today }} style={{ rowGap: 8 }}>
          <Form.Item name="date" label="出货日期" rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '日期格式 YYYY-MM-DD' }]}>
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="vehicle" label="车牌号">
            <Input maxLength={16} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="driver" label="司机">
            <Input maxLength={32} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="driver_phone" label="电话">
            <Input maxLength={20} style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="temp_c" label="车厢温度 °C">
            <InputNumber min={-40} max={40} precision={1} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={500} style={{ width: 240 }} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
