import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ShipmentDetail } from '../api/get-shipment';
import { kg } from './lot-state-tag';
import { labelSheets } from '../utils/label-sheets';
import './shipment-print.css';
import { formatTemp } from '@pfs/domain';

/** QR codes of the trace URLs as data URLs; the encoder loads only when a note is shown. */
function useQrCodes(urls: string[]) {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const key = urls.join('|');
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(async (QR) => {
        const pairs = await Promise.all(urls.map(async (u) => [u, await QR.toDataURL(u, { margin: 0, width: 200, errorCorrectionLevel: 'M' })] as const));
        if (live) setCodes(Object.fromEntries(pairs));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the URL list
  }, [key]);
  return { codes, ready: urls.every((u) => codes[u] !== undefined) };
}

function Note({ d }: { d: ShipmentDetail }) {
  const s = d.shipment;
  return (
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
        <div>车厢温度：{formatTemp(s.temp_c)}</div>
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
  );
}

/** The delivery note, then every box's 60×40 mm label (one per box, at least one per lot) in sheets of 18. */
function Sheets({ d, qr }: { d: ShipmentDetail; qr: Record<string, string> }) {
  return labelSheets(d.items).map((sheet, n) => (
    <div className="ship-sheet" key={n}>
      {sheet.map(({ item: i, box, of }) => (
        <div className="ship-label" key={`${i.item_id}-${box}`} data-testid="box-label">
          {/* The QR links to the trace page, so a PDF copy can be clicked as well as scanned. */}
          <a href={i.trace_url}>{qr[i.trace_url] ? <img src={qr[i.trace_url]} alt="溯源二维码" /> : <span style={{ display: 'block', width: '26mm' }} />}</a>
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
            第 {box}/{of} 箱 · 扫码溯源
          </div>
        </div>
      ))}
    </div>
  ));
}

/**
 * 送货单 and 箱标: a preview inside the dialog, and the printed copy rendered straight into <body> (print-only), so no
 * modal wrapper clips it to one screen. `onReady` says when the QR codes are drawn and printing makes sense.
 */
export function ShipmentPrint({ d, onReady }: { d: ShipmentDetail; onReady?: (ready: boolean) => void }) {
  const { codes, ready } = useQrCodes([...new Set(d.items.map((i) => i.trace_url))]);
  useEffect(() => onReady?.(ready), [ready, onReady]);
  const body = (
    <>
      <Note d={d} />
      <Sheets d={d} qr={codes} />
    </>
  );
  return (
    <>
      <div className="ship-preview">{body}</div>
      {createPortal(<div className="print-root">{body}</div>, document.body)}
    </>
  );
}
