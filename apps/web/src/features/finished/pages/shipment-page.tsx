import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Modal, type TableColumnsType } from 'antd';
import { formatTemp } from '@pfs/domain';
import { publicUrlWarning } from '@pfs/domain/finished';
import { PrinterOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { finishedSummary } from '../api/get-finished-summary';
import { shipmentDetail, type ShipmentDetail } from '../api/get-shipment';
import { shipmentList, type Shipment } from '../api/get-shipment-list';
import { FinishedList } from '../components/finished-list';
import { ShipDrawer } from '../components/ship-drawer';
import { ShipmentPrint } from '../components/shipment-print';
import { kg } from '../components/lot-state-tag';

/** A shipment's row; its 操作 opens the delivery note and box labels. */
const shipmentColumns = (onPrint: (id: number) => void): TableColumnsType<Shipment> => [
  { title: '出货单号', dataIndex: 'ship_no' },
  { title: '日期', dataIndex: 'date' },
  { title: '客户', dataIndex: 'cust_name' },
  { title: '订单号', dataIndex: 'order_no', responsive: ['md'] },
  { title: '重量', dataIndex: 'kg', align: 'right', render: kg },
  { title: '箱数', dataIndex: 'boxes', align: 'right', responsive: ['md'] },
  { title: '车辆 / 司机', key: 'car', responsive: ['lg'], render: (_v, r) => `${r.vehicle || '—'} / ${r.driver || '—'}` },
  { title: '温度', dataIndex: 'temp_c', responsive: ['lg'], render: (v: number | null) => formatTemp(v) },
  {
    title: '操作',
    key: 'op',
    render: (_v, r) => (
      <Button size="small" type="link" icon={<PrinterOutlined />} onClick={() => onPrint(r.shipment_id)}>
        送货单/箱标
      </Button>
    ),
  },
];

/** /finished/shipment 出货: shipments against orders; a new one from the drawer; the delivery note and box labels to print. */
export default function ShipmentPage() {
  const fid = useCurrentFid();
  const canShip = useHasAnyPerm(['warehouse.edit']);
  const [drawer, setDrawer] = useState(false);
  // ?shipment_id= (from an order's or a customer's shipments) opens that shipment's note and labels.
  const [params] = useSearchParams();
  const [printId, setPrintId] = useState<number | undefined>(Number(params.get('shipment_id')) || undefined);
  const [fresh, setFresh] = useState<ShipmentDetail>();
  const today = finishedSummary.use(fid ? { fid } : undefined).data?.today ?? new Date().toISOString().slice(0, 10);
  const detail = shipmentDetail.use(fid && printId && !fresh ? { fid, shipment_id: printId } : undefined).data;
  const shown = fresh ?? (printId ? detail : undefined);
  const [qrReady, setQrReady] = useState(false);
  // Every label of a shipment carries the same base address: one look tells whether phones can open it.
  const urlWarning = shown?.items[0] ? publicUrlWarning(shown.items[0].trace_url) : null;
  if (!fid) return null;
  return (
    <PageContainer
      title="出货"
      extra={
        canShip && (
          <Button type="primary" onClick={() => setDrawer(true)}>
            新建出货
          </Button>
        )
      }
    >
      <FinishedList<Shipment>
        fid={fid}
        use={shipmentList.use}
        rowKey="shipment_id"
        dayRange
        kwPlaceholder="出货单号、订单号、客户、车牌"
        empty="没有出货记录"
        columns={shipmentColumns(setPrintId)}
      />
      <ShipDrawer
        fid={fid}
        open={drawer}
        today={today}
        onClose={() => setDrawer(false)}
        onShipped={(d) => {
          setDrawer(false);
          setFresh(d);
        }}
      />
      <Modal
        open={!!shown}
        width={860}
        title="送货单与箱标"
        onCancel={() => {
          setPrintId(undefined);
          setFresh(undefined);
        }}
        footer={
          <Button type="primary" icon={<PrinterOutlined />} disabled={!qrReady} onClick={() => window.print()}>
            打印
          </Button>
        }
      >
        {urlWarning && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={urlWarning} />}
        {shown && <ShipmentPrint d={shown} onReady={setQrReady} />}
      </Modal>
    </PageContainer>
  );
}
