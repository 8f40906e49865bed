import { useEffect, useState } from 'react';
import type { ShipmentDetail } from '../api/get-shipment';
import { kg } from './lot-state-tag';
import './shipment-print.css';

/** QR codes of the trace URLs as data URLs; the encoder loads only when a note is printed. */
function useQrCodes(urls: string[]) {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const key = urls.join('|');
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QR) => {
      const pairs = await Promise.all(urls.map(async (u) => [u, await QR.toDataURL(u, { margin: 0, width: 200, errorCorrectionLevel: 'M' })] as const));
      if (live) setCodes(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the URL list
  }, [key]);
  return codes;
}

/** The A4 delivery note (送货单) and one 60×40 mm box label per shipped lot with its trace QR code. */
export function ShipmentPrint({ d }: { d: ShipmentDetail }) {
  const s = d.shipment;
  const qr = useQrCodes(d.items.map((i) => i.trace_url));
  return (
    <div className="ship-print-area">
      <div className="ship-print-note">
        <h1>{d.fac_name} 送货单</h1>
        <div className="ship-print-meta">
          <div>出货单号：{s.ship_no}</div>
          <div>出货日期：{s.date}</div>
          <div>客户：{s.cust_name}</div>
          <div>订单号：{s.order_no}</div>
          <div>送货地址：{s.address || '—'}</div>
          <div>
            车辆：{s.vehicle || '—'}，司机：{s.driver || '—'} {s.driver_phone}
          </div>
          <div>车厢温度：{s.temp_c === null ? '—' : `${s.temp_c} ℃`}</div>
        </div>
        <table>
          <thead>
            <tr>
              <th>成品批号</th>
              <th>品名</th>
              <th>等级</th>
              <th>包装</th>
              <th>箱数</th>
              <th>重量</th>
              <th>到期日</th>
            </tr>
          </thead>
          <tbody>
            {d.items.map((i) => (
              <tr key={i.item_id}>
                <td>{i.lot_no}</td>
                <td>
                  {i.crop} {i.variety}
                </td>
                <td>{i.grade_name}</td>
                <td>{i.packing || '—'}</td>
                <td>{i.boxes || '—'}</td>
                <td>{kg(i.kg)}</td>
                <td>{i.expires_on}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={4}>合计</td>
              <td>{s.boxes || '—'}</td>
              <td>{kg(s.kg)}</td>
              <td />
            </tr>
          </tbody>
        </table>
        <div className="ship-print-sign">
          <span>发货人：</span>
          <span>司机：</span>
          <span>收货人签收：</span>
        </div>
      </div>
      <div className="ship-labels">
        {d.items.flatMap((i) =>
          Array.from({ length: Math.max(1, Math.min(i.boxes, 50)) }, (_x, n) => (
            <div className="ship-label" key={`${i.item_id}-${n}`} data-testid="box-label">
              {qr[i.trace_url] ? <img src={qr[i.trace_url]} alt="溯源二维码" /> : <div style={{ width: '26mm' }} />}
              <div>
                <b>
                  {i.crop} {i.variety}
                </b>
                {i.grade_name} {i.packing}
                <br />
                批号 {i.lot_no}
                <br />
                包装 {i.entered_on}
                <br />
                保质期至 {i.expires_on}
                <br />
                {d.fac_name}
                <br />
                扫码查看溯源
              </div>
            </div>
          )),
        )}
      </div>
    </div>
  );
}
