import { useMemo } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import type { SiStatsRow } from '@pfs/domain/si';
import { EChart } from '@/components/echart/echart';
import { errChartOption, everyDay, rateChartOption } from '../utils/si-chart-option';

/** The range by day (`to` included): completion and on-time rates, and the abnormal items. */
export function SiStatsCharts({ rows, from, to }: { rows?: readonly SiStatsRow[]; from: string; to: string }) {
  const days = useMemo(() => (rows ? everyDay(rows, from, to) : undefined), [rows, from, to]);
  const rates = useMemo(() => rateChartOption(days ?? []), [days]);
  const errs = useMemo(() => errChartOption(days ?? []), [days]);
  const empty = !days?.some((d) => d.plans > 0 || d.items > 0);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} xl={12}>
        <Card size="small" title="完成率与按时率（按日）">
          {empty ? <Empty style={{ height: 248 }} description="该时段没有到期的巡检计划" /> : <EChart option={rates} height={280} label="完成率与按时率折线图" />}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title="异常项次（按日）">
          {empty ? <Empty style={{ height: 248 }} description="该时段没有巡检记录" /> : <EChart option={errs} height={280} label="异常项次柱状图" />}
        </Card>
      </Col>
    </Row>
  );
}
