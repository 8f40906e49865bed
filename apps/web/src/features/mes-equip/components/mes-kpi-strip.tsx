import { Card, Col, Row, Statistic } from 'antd';
import type { MesLive } from '@pfs/domain/mes';
import { pctText } from '../utils/mes-format';

const RED = '#f5222d';
const ORANGE = '#fa8c16';

/** The page's machines at a glance: how many in each state, today's dishes, open faults, maintenance due, this week's OEE. */
export function MesKpiStrip({ kpi }: { kpi?: MesLive['kpi'] }) {
  const k = kpi;
  const cards: { title: string; value: number | string; color?: string; suffix?: string }[] = [
    { title: '运行', value: k?.running ?? 0, color: '#52c41a', suffix: '台' },
    { title: '待机', value: k?.idle ?? 0, suffix: '台' },
    { title: '故障', value: k?.fault ?? 0, color: k?.fault ? RED : undefined, suffix: '台' },
    { title: '保养', value: k?.maint ?? 0, color: k?.maint ? ORANGE : undefined, suffix: '台' },
    { title: '今日计数', value: k?.today_count ?? 0, suffix: '盘' },
    { title: '未恢复故障', value: k?.open_faults ?? 0, color: k?.open_faults ? RED : undefined, suffix: '起' },
    { title: '保养到期', value: k?.maint_due ?? 0, color: k?.maint_due ? ORANGE : undefined, suffix: '台' },
    { title: '本周 OEE', value: pctText(k?.week_oee) },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="mes-kpis">
      {cards.map((c) => (
        <Col key={c.title} xs={12} sm={6} xl={3}>
          <Card size="small" loading={!k}>
            <Statistic title={c.title} value={c.value} suffix={c.suffix} valueStyle={c.color ? { color: c.color } : undefined} groupSeparator="," />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
