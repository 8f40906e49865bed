import { useMemo } from 'react';
import { Card, Col, Grid, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { CalendarOutlined, ClockCircleOutlined, ExportOutlined, FieldTimeOutlined, RiseOutlined } from '@ant-design/icons';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { pointLabel } from '@/lib/iot-data/point-options';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useIotRawVals } from '../api/get-iot-raw-vals';
import { HistoryChart } from '../components/history-chart';
import { HistoryToolbar } from '../components/history-toolbar';
import { useHistoryPoints } from '../utils/history-points';

const ENTRIES = [
  { path: '/iot/last24', title: '最近24小时', desc: '逐小时统计与最新读数，每分钟刷新', icon: <ClockCircleOutlined /> },
  { path: '/iot/hourly', title: '小时数据', desc: '任意时间段的小时平均、最小、最大值', icon: <FieldTimeOutlined /> },
  { path: '/iot/daily', title: '日数据', desc: '按自然日统计，适合看季节与长期趋势', icon: <CalendarOutlined /> },
  { path: '/iot/extreme_list', title: '极值记录', desc: '每天的最高、最低值及出现时间', icon: <RiseOutlined /> },
  { path: '/iot/export', title: '数据导出', desc: 'CSV 或 Excel，大范围后台导出', icon: <ExportOutlined />, perms: ['iot.data.export'] },
];
/** Raw readings: short ranges only. */
const QUICK: RangeSpec = { mode: 'time', presets: ['last24', 'today', 'last7'] };

function QuickChart({ fid }: { fid: number }) {
  const [ids, setIds] = useHistoryPoints(fid);
  const range = useRangeParam(QUICK, { preset: 'last24' });
  const { start, end } = range.resolved;
  const raw = useIotRawVals({ fid, point_ids: ids, start: start.toISOString(), end: end.toISOString() });
  const series = useMemo(() => (ids.length ? (raw.data ?? []) : []), [ids.length, raw.data]);
  const lines = useMemo(() => series.map((s) => ({ key: s.point_id, label: pointLabel(s), unit: s.unit, quantity: s.quantity, t: s.t, v: s.v, min: s.min, max: s.max })), [series]);
  const bucket = series[0]?.bucket_s;
  const shown = useMemo(() => [start.valueOf(), end.valueOf()] as const, [start, end]);
  return (
    <>
      <HistoryToolbar fid={fid} ids={ids} onIds={setIds} range={range} spec={QUICK} />
      <HistoryChart
        span={shown}
        lines={lines}
        loading={raw.isFetching}
        error={raw.isError}
        band={!!bucket}
        height={340}
        note={bucket ? `原始读数较多，已按 ${bucket >= 60 ? `${bucket / 60} 分钟` : `${bucket} 秒`}分桶：线为桶内平均值，阴影为桶内最小–最大值。` : '显示全部原始读数。'}
      />
    </>
  );
}

function Hub({ fid }: { fid: number }) {
  const canExport = useHasAnyPerm(['iot.data.export']);
  // Phone: two small cards a row without descriptions, so the chart is reached without scrolling past them.
  const phone = !Grid.useBreakpoint().sm;
  return (
    <>
      <Row gutter={phone ? [8, 8] : [16, 16]} style={{ marginBottom: phone ? 16 : 24 }}>
        {ENTRIES.filter((e) => !e.perms || canExport).map((e) => (
          <Col key={e.path} xs={12} sm={12} lg={8} xxl={4}>
            <Link to={e.path}>
              <Card hoverable size="small">
                <Card.Meta avatar={<span style={{ fontSize: phone ? 18 : 24, color: '#4096ff' }}>{e.icon}</span>} title={e.title} description={phone ? undefined : e.desc} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        快速查看原始数据
      </Typography.Title>
      <QuickChart fid={fid} />
    </>
  );
}

export default function HistoryWrapPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="历史数据" description="查看传感器与计量表的历史曲线、统计与极值，或导出数据。">
      <Hub fid={fid} />
    </PageContainer>
  );
}
