import { Card, Col, Row, Statistic } from 'antd';
import { formatValue } from '@pfs/domain';
import type { ConsumptionResult } from '../api/get-iot-consumption';
import { bucketLabel } from '../utils/chart-options';

// Small figures (a fresh meter, water in m³) keep three decimals; large ones two.

/** Totals cards: total, average per day/month, peak, and the cost at the entered unit price. */
export function ConsumptionSummary({ data, price }: { data: ConsumptionResult; price: number | null }) {
  const per = data.grain === 'day' ? '日' : '月';
  const avg = data.buckets.length ? data.total / data.buckets.length : 0;
  const peakIdx = data.totals.reduce((best, v, i) => (v > (data.totals[best] ?? -1) ? i : best), 0);
  const peak = data.totals[peakIdx] ?? 0;
  const cards = [
    { title: `合计（${data.unit}）`, value: formatValue(data.total, data.unit) },
    { title: `${per}均（${data.unit}）`, value: formatValue(avg, data.unit) },
    { title: `最高${per}`, value: peak > 0 ? formatValue(peak, data.unit) : '—', suffix: peak > 0 ? `（${bucketLabel(data.buckets[peakIdx] ?? '')}）` : undefined },
    price !== null ? { title: '估算费用（元）', value: formatValue(data.total * price, '元') } : { title: '区域 / 计量表', value: `${data.areas.length} / ${data.meters.length}` },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={c.title} value={c.value} suffix={c.suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
