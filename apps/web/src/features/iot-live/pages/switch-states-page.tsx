import { useMemo, useState, type HTMLAttributes } from 'react';
import { Badge, Descriptions, Drawer, Flex, Grid, Segmented, Table, Tag, Typography, theme } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { RequestStatusTag, SWITCH_ACTION_LABELS } from '@/components/switch-request';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotSwitchStates, type LastRequest, type SwitchStateRow } from '../api/get-iot-switch-states';
import { FreshnessText } from '../components/freshness-text';
import { PointCell, placeColumns } from '../components/live-columns';
import { LivePageFrame } from '../components/live-page-frame';
import { troubleCount, usePlaceFilter } from '../components/live-toolbar';
import { useNow } from '../components/use-now';
import { CAUSE_LABELS, SOURCE_LABELS, liveTable, switchWord } from '../utils/live-rows';
import { emptyLocale } from '@/components/table-empty';

type StateFilter = 'all' | 'on' | 'off' | 'unknown';
const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'on', label: '开启' },
  { value: 'off', label: '关闭' },
  { value: 'unknown', label: '未知' },
];

// The line above the tag already names the command, so 已下发 goes without saying.
const LAST_REQ_LABELS = { sent: '等待确认' };

function StateTag({ r }: { r: SwitchStateRow }) {
  const color = r.on === null ? 'default' : r.on ? 'green' : undefined;
  const extra = r.on && r.value !== null ? ` ${r.value}${r.unit}` : '';
  return (
    <Tag color={color} data-testid="switch-state">
      {switchWord(r.on)}
      {extra}
    </Tag>
  );
}

function LastCommand({ q }: { q: LastRequest | null }) {
  if (!q) return <Typography.Text type="secondary">无指令记录</Typography.Text>;
  const who = q.cname ?? SOURCE_LABELS[q.source] ?? q.source;
  return (
    <Flex vertical gap={2}>
      <span>
        {who}：{SWITCH_ACTION_LABELS[q.action]}
        {q.action === 'number' && q.value !== null ? ` ${q.value}` : ''}{' '}
        <RequestStatusTag status={q.status} labels={LAST_REQ_LABELS} style={{ marginInlineStart: 4 }} />
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatFactoryTime(q.created_at)}
      </Typography.Text>
    </Flex>
  );
}

export default function SwitchStatesPage() {
  const fid = useCurrentFid();
  const q = useIotSwitchStates(fid);
  const now = useNow();
  const { token } = theme.useToken();
  const [state, setState] = useState<StateFilter>('all');
  const [detailId, setDetailId] = useState<number | null>(null);

  const rows = useMemo(() => q.data ?? [], [q.data]);
  const { matches: inPlace, props: placeProps } = usePlaceFilter(rows, '搜索开关名称、编码或网关');
  const shown = useMemo(
    () => rows.filter((r) => inPlace(r) && (state === 'all' || (state === 'on' ? r.on === true : state === 'off' ? r.on === false : r.on === null))),
    [rows, inPlace, state],
  );
  const onCt = rows.filter((r) => r.on === true).length;
  const offlineCt = rows.filter((r) => !r.gw_online).length;
  const detail = rows.find((r) => r.point_id === detailId) ?? null;
  // Phone and tablet: area and gateway move under the switch's name, so its state stays on screen.
  const screens = Grid.useBreakpoint();
  const wide = !!screens.lg;

  return (
    <LivePageFrame
      title="开关状态"
      description="全厂开关的当前状态、变化原因与时间，以及最近一次指令由谁发出；状态变化即时更新。"
      q={q}
      stats={[
        { title: '开关', value: rows.length },
        { title: '开启', value: onCt, color: token.colorSuccess },
        { title: '关闭', value: rows.filter((r) => r.on === false).length },
        troubleCount('网关离线', offlineCt, token.colorError),
      ]}
      place={placeProps}
      filters={<Segmented<StateFilter> value={state} onChange={setState} options={STATE_FILTERS} />}
      failed="开关状态加载失败"
    >
      <Table<SwitchStateRow>
        {...liveTable(q, shown, '开关')}
        scroll={wide ? { x: 980 } : undefined}
        onRow={(r) =>
          ({ 'data-testid': `sw-${r.gw_name}-${r.code}`, onClick: () => setDetailId(r.point_id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>
        }
        locale={emptyLocale(rows.length ? '没有符合条件的开关' : '本工厂的网关尚未上报开关')}
        columns={[
          ...placeColumns<SwitchStateRow>(),
          { title: '开关', dataIndex: 'name', render: (_v: string, r) => <PointCell r={r} wide={wide} style={{ wordBreak: 'keep-all' }} /> },
          { title: '状态', key: 'state', width: 110, render: (_: unknown, r) => <StateTag r={r} /> },
          { title: '原因', dataIndex: 'cause', width: 100, responsive: ['xl'], render: (c: string | null) => (c ? (CAUSE_LABELS[c] ?? c) : '—') },
          {
            title: '状态时间',
            dataIndex: 'ts',
            width: 150,
            responsive: ['sm'],
            render: (ts: string | null) => <FreshnessText ts={ts} now={now} markStale={false} />,
          },
          { title: '最近指令', dataIndex: 'last_req', width: 230, responsive: ['md'], render: (x: LastRequest | null) => <LastCommand q={x} /> },
        ]}
      />
      <Drawer title={detail ? `${detail.name}（${detail.code}）` : ''} open={!!detail} onClose={() => setDetailId(null)} size="default">
        {detail && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="当前状态">
              <StateTag r={detail} />
            </Descriptions.Item>
            <Descriptions.Item label="状态时间">{detail.ts ? formatFactoryTime(detail.ts) : '—'}</Descriptions.Item>
            <Descriptions.Item label="变化原因">{detail.cause ? (CAUSE_LABELS[detail.cause] ?? detail.cause) : '—'}</Descriptions.Item>
            <Descriptions.Item label="区域">{detail.area_name ?? '未分配'}</Descriptions.Item>
            <Descriptions.Item label="网关">
              <Badge status={detail.gw_online ? 'success' : 'error'} text={`${detail.gw_name}（${detail.gw_online ? '在线' : '离线'}）`} />
            </Descriptions.Item>
            <Descriptions.Item label="可远程控制">{detail.writable ? '是' : '否'}</Descriptions.Item>
            <Descriptions.Item label="最近指令">
              <LastCommand q={detail.last_req} />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
    </LivePageFrame>
  );
}
