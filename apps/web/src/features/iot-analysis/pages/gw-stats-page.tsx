import { useMemo, useState } from 'react';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Badge, Card, Col, Descriptions, Drawer, Empty, Row, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { formatFactoryTime, formatRelativeTime, thousands } from '@pfs/domain';
import { rejectRate, rejectReasonLabel, uptimeLabel } from '@pfs/domain/iot-gateway';
import { EChart } from '@/components/echart/echart';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotGwList, type Gateway as GatewayStats } from '@/lib/iot-data/get-iot-gw-list';
import { useIotGwRates, type GatewayRates } from '../api/get-iot-gw-rates';
import { gatewayRateOption } from '../utils/chart-options';
import { wholeRows } from '@/components/table-empty';

type Row = GatewayStats & { per_hour: number[]; total_24h: number; per_minute: number | null };

/**
 * Reading rate: readings of the previous and the current hour over the minutes they cover — from the later of
 * the previous hour's start and the moment the gateway came online, so a gateway just back is not understated.
 */
function withRates(gws: readonly GatewayStats[], rates: GatewayRates | undefined, now: number): Row[] {
  const prevHour = rates?.hours[22] ? Date.parse(rates.hours[22]) : now - 3_600_000;
  return gws.map((g) => {
    const r = rates?.gateways.find((x) => x.gw_id === g.gw_id);
    const per = r?.per_hour ?? new Array<number>(24).fill(0);
    const from = Math.max(prevHour, g.online_since ? Date.parse(g.online_since) : prevHour);
    const minutes = (now - from) / 60_000;
    const perMinute = rates && minutes >= 0.5 ? ((per[22] ?? 0) + (per[23] ?? 0)) / minutes : null;
    return { ...g, per_hour: per, total_24h: r?.total_24h ?? 0, per_minute: perMinute };
  });
}

/** What a seq gap means, in the column's header and the detail. */
const SEQ_GAP_HELP = '网关给每条遥测消息编了连续的序号（seq），序号缺口是平台没有收到的消息数：消息在网关、MQTT 服务器与平台之间丢失（例如 MQTT 服务器队列已满）。网关重启后序号从头开始，不算缺口。';

/** /iot/gw_stats [iot.list]: per gateway — online state and uptime, last contact, messages, readings, rejections and reading rate. */
export default function GwStatsPage() {
  const fid = useCurrentFid();
  const list = useIotGwList(fid);
  const rates = useIotGwRates(fid);
  const [detailId, setDetailId] = useState<number | null>(null);
  const rows = useMemo(() => withRates(list.data ?? [], rates.data, list.dataUpdatedAt || Date.now()), [list.data, rates.data, list.dataUpdatedAt]);
  const detail = rows.find((r) => r.gw_id === detailId) ?? null;
  const detailOption = useMemo(() => (detail && rates.data ? gatewayRateOption(rates.data.hours, detail.per_hour) : null), [detail, rates.data]);
  if (!fid) return <NoFactory />;
  const now = new Date();
  const online = rows.filter((r) => r.online).length;
  const sum = (k: 'rejected_ct' | 'total_24h') => rows.reduce((a, r) => a + r[k], 0);

  return (
    <PageContainer title="网关统计" description="每个网关的在线状态、运行时长、通信与读数统计，以及被拒收的消息和原因。每 10 秒刷新。">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}><Card size="small"><Statistic title="网关" value={rows.length} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="在线 / 离线" value={`${online} / ${rows.length - online}`} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="最近 24 小时读数" value={thousands(sum('total_24h'))} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="累计拒收" value={thousands(sum('rejected_ct'))} valueStyle={sum('rejected_ct') > 0 ? { color: '#f56c6c' } : undefined} /></Card></Col>
      </Row>
      <Table<Row>
        rowKey="gw_id"
        {...wholeRows(rows, list.isLoading, list.isError ? '网关统计加载失败，稍后自动重试' : '本工厂还没有网关')}
        scroll={{ x: 1100 }}
        onRow={(r) => ({ onClick: () => setDetailId(r.gw_id), style: { cursor: 'pointer' } })}
        columns={[
          { title: '网关', dataIndex: 'name', fixed: 'left', width: 160, render: (v: string, g) => <><div>{v} {g.simulated && <Tag>模拟</Tag>}</div><Typography.Text type="secondary" code>{g.sn}</Typography.Text></> },
          { title: '区域', dataIndex: 'area_name', width: 90, render: (v: string | null | undefined) => v || '—' },
          { title: '状态', dataIndex: 'online', width: 80, render: (on: boolean) => <Badge status={on ? 'success' : 'error'} text={on ? '在线' : '离线'} /> },
          { title: '上线时间 / 运行时长', key: 'uptime', width: 162, render: (_v, g) => (g.online && g.online_since ? <><div>{formatFactoryTime(g.online_since)}</div><Typography.Text type="secondary">已运行 {uptimeLabel(g.online_since, now)}</Typography.Text></> : '—') },
          { title: '最近通信', dataIndex: 'last_seen_at', width: 84, render: (v: string | null) => (v ? <Tooltip title={formatFactoryTime(v)}>{formatRelativeTime(new Date(v), now)}</Tooltip> : '从未') },
          { title: '消息', dataIndex: 'msg_ct', width: 64, align: 'right', render: (v: number) => thousands(v) },
          { title: '读数', dataIndex: 'reading_ct', width: 76, align: 'right', render: (v: number) => thousands(v) },
          { title: '读数速率', key: 'rate', width: 110, align: 'right', render: (_v, g) => (g.per_minute === null ? '—' : <Tooltip title="上一小时与本小时收到的读数按时长平均"><span style={{ whiteSpace: 'nowrap' }}>{g.per_minute.toFixed(1)} 条/分</span></Tooltip>) },
          { title: '拒收', dataIndex: 'rejected_ct', width: 80, align: 'right', render: (v: number, g) => (v > 0 ? <Typography.Text type="danger">{thousands(v)}（{rejectRate(v, g.reading_ct).toFixed(2)}%）</Typography.Text> : 0) },
          {
            title: <Tooltip title={SEQ_GAP_HELP}><span>序号缺口 <QuestionCircleOutlined /></span></Tooltip>,
            dataIndex: 'seq_gap_ct',
            width: 96,
            align: 'right',
            render: (v: number) => (v > 0 ? <Typography.Text type="warning">{thousands(v)}</Typography.Text> : 0),
          },
          { title: '最近拒收原因', dataIndex: 'last_reject_reason', width: 100, render: (v: string) => (v ? <Tag color="error">{rejectReasonLabel(v)}</Tag> : '—') },
        ]}
      />
      <Drawer title={detail ? `${detail.name}（${detail.sn}）` : ''} open={!!detail} onClose={() => setDetailId(null)} size="large">
        {detail && (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="状态"><Badge status={detail.online ? 'success' : 'error'} text={detail.online ? '在线' : '离线'} /></Descriptions.Item>
              <Descriptions.Item label="运行时长">{detail.online ? uptimeLabel(detail.online_since, now) : '—'}</Descriptions.Item>
              <Descriptions.Item label="上线时间">{detail.online_since ? formatFactoryTime(detail.online_since) : '—'}</Descriptions.Item>
              <Descriptions.Item label="最近通信">{detail.last_seen_at ? formatFactoryTime(detail.last_seen_at) : '从未'}</Descriptions.Item>
              <Descriptions.Item label="消息">{thousands(detail.msg_ct)}</Descriptions.Item>
              <Descriptions.Item label="读数">{thousands(detail.reading_ct)}</Descriptions.Item>
              <Descriptions.Item label="拒收">{thousands(detail.rejected_ct)}（{rejectRate(detail.rejected_ct, detail.reading_ct).toFixed(2)}%）</Descriptions.Item>
              <Descriptions.Item label="最近拒收原因">{rejectReasonLabel(detail.last_reject_reason)}</Descriptions.Item>
              <Descriptions.Item label={<Tooltip title={SEQ_GAP_HELP}><span>序号缺口 <QuestionCircleOutlined /></span></Tooltip>} span={2}>{thousands(detail.seq_gap_ct)}</Descriptions.Item>
              <Descriptions.Item label="最近 24 小时读数" span={2}>{thousands(detail.total_24h)}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 16 }}>最近 24 小时每小时读数</Typography.Title>
            {detailOption ? <EChart option={detailOption} height={240} label="每小时读数柱状图" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </>
        )}
      </Drawer>
    </PageContainer>
  );
}
