import { useMemo } from 'react';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { formatFactoryTime, formatRelativeTime, formatValue } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { pointLabel } from '@/lib/iot-data/point-options';
import { useIotLast24 } from '../api/get-iot-last24';
import { HistoryChart } from '../components/history-chart';
import { HistoryToolbar } from '../components/history-toolbar';
import { RollupTable } from '../components/rollup-table';
import { useHistoryPoints } from '../utils/history-points';
import { rollupRows } from '../utils/rollup-rows';

function Last24({ fid }: { fid: number }) {
  const [ids, setIds] = useHistoryPoints(fid);
  const last = useIotLast24(fid, ids);
  const series = useMemo(() => (ids.length ? (last.data?.series ?? []) : []), [ids.length, last.data]);
  const lines = useMemo(() => series.map((s) => ({ key: s.point_id, label: pointLabel(s), unit: s.unit, quantity: s.quantity, t: s.t, v: s.avg, min: s.min, max: s.max })), [series]);
  const rows = useMemo(() => rollupRows(series, (si, i) => series[si]!.t[i]!, pointLabel), [series]);
  const now = new Date();
  const span = useMemo(() => (last.data ? ([last.data.start, last.data.end] as const) : undefined), [last.data]);
  return (
    <>
      <HistoryToolbar fid={fid} ids={ids} onIds={setIds} extra={last.data && <Typography.Text type="secondary">{`${formatFactoryTime(last.data.start, 'MM-DD HH:00')} 至今，每分钟刷新`}</Typography.Text>} />
      {series.length > 0 && (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {series.map((s) => (
            <Col key={s.point_id} xs={12} md={8} xl={6} xxl={4}>
              <Card size="small" data-testid="latest-card" style={{ wordBreak: 'keep-all' }}>
                <Statistic title={pointLabel(s)} value={s.latest ? formatValue(s.latest.v, s.unit, s.quantity) : '—'} suffix={s.latest ? s.unit : undefined} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.latest ? `最新读数 ${formatRelativeTime(new Date(s.latest.ts), now)}` : '暂无读数'}
                  {s.avg.length > 0 && ` · 24 小时 ${formatValue(Math.min(...s.min), s.unit, s.quantity)} ~ ${formatValue(Math.max(...s.max), s.unit, s.quantity)}`}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <HistoryChart lines={lines} span={span} loading={last.isFetching && !last.data} error={last.isError} band note="线为每小时平均值，阴影为该小时的最小–最大值；当前小时随新读数更新。" />
      <Typography.Title level={5} style={{ margin: '20px 0 12px' }}>
        逐小时统计
      </Typography.Title>
      {ids.length === 0 ? <Empty description="请先选择点位" /> : <RollupTable rows={rows} timeTitle="小时" timeRender={(at) => formatFactoryTime(at, 'YYYY-MM-DD HH:00')} loading={last.isLoading} pagination={{ defaultPageSize: 24, showSizeChanger: true, showTotal: (t) => `共 ${t} 条` }} />}
    </>
  );
}

export default function Last24Page() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="最近24小时" description="所选点位最近 24 小时的逐小时统计和最新读数。">
      <Last24 fid={fid} />
    </PageContainer>
  );
}
