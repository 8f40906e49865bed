import { useMemo, useState } from 'react';
import { Card, Col, Empty, Row, Segmented } from 'antd';
import type { TrialColumn } from '@pfs/domain/labs';
import { EChart } from '@/components/echart/echart';
import { CLIMATE_KEYS, climateChartOption, yieldChartOption, type ClimateKey } from '../utils/trial-chart-option';

/** 产量 bars and the daily climate of each batch on its day of cultivation. */
export function TrialCharts({ columns }: { columns: readonly TrialColumn[] }) {
  const [key, setKey] = useState<ClimateKey>('air_temp');
  const yields = useMemo(() => yieldChartOption(columns), [columns]);
  const climate = useMemo(() => climateChartOption(columns, key), [columns, key]);
  const hasClimate = columns.some((c) => c.days.some((d) => d[key] !== null));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card size="small" title="产量对比">
          <EChart option={yields} height={300} label="产量对比柱状图" />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          size="small"
          title="每日环境（按种植天数）"
          extra={<Segmented<ClimateKey> size="small" value={key} onChange={setKey} options={CLIMATE_KEYS.map((m) => ({ value: m.key, label: m.name }))} />}
        >
          {hasClimate ? <EChart option={climate} height={300} label="每日环境折线图" /> : <Empty style={{ height: 268 }} description="这些批次所在区域没有环境数据" />}
        </Card>
      </Col>
    </Row>
  );
}
