import { useState } from 'react';
import { Button, Flex, Grid, Select, Space, Table, Tag, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { ALARM_TYPE_LABELS, type AlarmTypeCode } from '@pfs/domain/iot-device';
import { PageContainer } from '@/components/page-container';
import { PermissionGuard } from '@/components/permission-guard';
import { pagedTable } from '@/components/list-page';
import { TimeRangePicker } from '@/components/time-range-picker';
import { feedback } from '@/lib/feedback';
import { useCurrentFid } from '@/lib/auth-store';
import { areaOptions, useIotAreas } from '@/lib/iot-data/get-iot-area-list';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useAlarmList, type Alarm, type AlarmQuery } from '../api/get-fac-alarmlog-list';
import { useCloseAlarm } from '../api/close-fac-alarmlog';
import { useAckAlarm } from '../api/ack-alarm';
import { useCloseAllAlarms } from '../api/close-fac-alarmlog-all';
import { AlarmDetailDrawer } from '../components/alarm-detail-drawer';
import { ReasonModal, StillActiveTag } from '../components/reason-modal';

const TYPE_OPTIONS = Object.entries(ALARM_TYPE_LABELS).map(([value, label]) => ({ value, label }));
/** Optional: without a range every alarm is listed (全部时间). */
const RANGE: RangeSpec = { mode: 'time', presets: ['today', 'last24', 'last7', 'last30'] };
const LEVEL_OPTIONS = Array.from({ length: 10 }, (_x, l) => ({ value: l, label: `${l} 级${l === 0 || l === 5 ? '（严重）' : ''}` }));

/** 「已确认（谁，何时）」: someone is on it, escalation has stopped. */
const AckedText = ({ a }: { a: Alarm }) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    已确认（{a.acked_by_name ?? '—'}，{formatFactoryTime(a.acked_at!, 'MM-DD HH:mm')}）
  </Typography.Text>
);

function AlarmTable({ fid }: { fid: number }) {
  const [q, setQ] = useState<Omit<AlarmQuery, 'start' | 'end'>>({ fid, page: 1, size: 20, status: 'valid' });
  const range = useRangeParam(RANGE, null);
  const list = useAlarmList({ ...q, start: range.resolved?.start.toISOString(), end: range.resolved?.end.toISOString() });
  const areas = useIotAreas(fid);
  const closeOne = useCloseAlarm();
  const closeAll = useCloseAllAlarms();
  const ack = useAckAlarm();
  const [closing, setClosing] = useState<Alarm | 'all' | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  // Phone and tablet: the table fits the screen; type, area and time move under the alarm's title.
  const screens = Grid.useBreakpoint();
  const wide = !!screens.lg;
  const set = (patch: Partial<AlarmQuery>) => setQ({ ...q, ...patch, page: 1 });
  const run = async (reason: string) => {
    try {
      if (closing === 'all') feedback.message.success((await closeAll.mutateAsync({ fid, reason })).msg);
      else if (closing) {
        await closeOne.mutateAsync({ fid, alarm_id: closing.alarm_id, reason });
        feedback.message.success('告警已关闭');
      }
      setClosing(null);
    } catch {
      /* shown by the wrapper */
    }
  };
  const acknowledge = async (a: Alarm) => {
    try {
      feedback.message.success((await ack.mutateAsync({ fid, alarm_id: a.alarm_id })).msg);
    } catch {
      /* shown by the wrapper */
    }
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select value={q.status ?? 'all'} style={{ width: 110 }} options={[{ value: 'valid', label: '未关闭' }, { value: 'closed', label: '已关闭' }, { value: 'all', label: '全部' }]} onChange={(v) => set({ status: v === 'all' ? undefined : (v as 'valid' | 'closed') })} />
        <Select allowClear placeholder="类型" style={{ width: 120 }} options={TYPE_OPTIONS} onChange={(type?: AlarmTypeCode) => set({ type })} />
        <Select allowClear placeholder="级别" style={{ width: 120 }} options={LEVEL_OPTIONS} onChange={(level?: number) => set({ level })} />
        <Select allowClear placeholder="区域" style={{ width: 140 }} options={areaOptions(areas.data)} onChange={(area_id?: number) => set({ area_id })} />
        <TimeRangePicker
          allowClear
          presets={RANGE.presets}
          value={range.value}
          now={range.now}
          onChange={(v) => {
            range.set(v);
            setQ({ ...q, page: 1 });
          }}
        />
        <PermissionGuard codes={['alarm.edit']}>
          <Button danger onClick={() => setClosing('all')} disabled={!list.data?.total_ct || q.status === 'closed'}>全部关闭</Button>
        </PermissionGuard>
      </Space>
      <Table<Alarm>
        rowKey="alarm_id"
        {...pagedTable(list, q, setQ, '条', q.status === 'valid' ? '没有未关闭的告警' : '没有符合条件的告警')}
        scroll={wide ? { x: 1100 } : undefined}
        columns={[
          { title: '级别', dataIndex: 'level', width: 80, render: (l: number, a) => <Tag color={a.severe ? 'red' : 'orange'}>{l} 级</Tag> },
          { title: '类型', dataIndex: 'type_label', width: 90, responsive: ['md'] },
          { title: '区域', dataIndex: 'area_name', width: 100, responsive: ['lg'], render: (v: string | null) => v ?? '—' },
          {
            title: '告警',
            dataIndex: 'title',
            render: (t: string, a) => (
              <Flex vertical>
                <Typography.Link onClick={() => setDetail(a.alarm_id)}>
                  {t}
                  {a.count > 1 && <Typography.Text type="secondary">（共 {a.count} 次）</Typography.Text>}
                </Typography.Link>
                {!wide && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[!screens.md && a.type_label, a.area_name, !screens.md && formatFactoryTime(a.last_at, 'MM-DD HH:mm'), a.status !== 'valid' && '已关闭'].filter(Boolean).join(' · ')}
                    {a.status !== 'valid' && a.active && <StillActiveTag />}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          { title: '首次', dataIndex: 'first_at', width: 160, responsive: ['xl'], render: (v: string) => formatFactoryTime(v) },
          { title: '最近', dataIndex: 'last_at', width: screens.lg ? 160 : 110, responsive: ['md'], render: (v: string) => formatFactoryTime(v, screens.lg ? undefined : 'MM-DD HH:mm') },
          {
            title: '状态',
            dataIndex: 'status',
            width: 200,
            responsive: ['lg'],
            render: (s: string, a) =>
              s === 'valid' ? (
                <Flex vertical align="start" gap={2}>
                  <Tag color="red">未关闭</Tag>
                  {a.acked_at && <AckedText a={a} />}
                </Flex>
              ) : (
                <Typography.Text type="secondary">已关闭 · {a.closed_by_name}：{a.close_reason}{a.active && <StillActiveTag />}</Typography.Text>
              ),
          },
          {
            title: '操作',
            key: 'ops',
            width: screens.md ? 150 : 64,
            fixed: wide ? 'right' : undefined,
            render: (_v, a) => (
              <Space size={0} wrap>
                {screens.md && <Button type="link" size="small" onClick={() => setDetail(a.alarm_id)}>详情</Button>}
                {a.status === 'valid' && (
                  <PermissionGuard codes={['alarm.edit']}>
                    {!a.acked_at && (
                      <Button type="link" size="small" title="已确认，处理中：告警保持未关闭，不再向上升级通知" loading={ack.isPending && ack.variables.alarm_id === a.alarm_id} onClick={() => void acknowledge(a)}>
                        确认
                      </Button>
                    )}
                    <Button type="link" size="small" onClick={() => setClosing(a)}>关闭</Button>
                  </PermissionGuard>
                )}
                {a.status === 'valid' && a.acked_at && !screens.lg && <AckedText a={a} />}
              </Space>
            ),
          },
        ]}
      />
      <AlarmDetailDrawer fid={fid} alarmId={detail} onClose={() => setDetail(null)} onCloseAlarm={(a) => setClosing(a)} />
      <ReasonModal title={closing === 'all' ? '关闭全部未关闭的告警' : '关闭告警'} open={!!closing} loading={closeOne.isPending || closeAll.isPending} onCancel={() => setClosing(null)} onOk={(r) => void run(r)} />
    </>
  );
}

export default function AlarmPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="告警记录" description="同一来源的同类告警只保留一条未关闭记录，重复发生时累计次数；恢复正常后自动关闭（告警设置中取消了“恢复正常后自动关闭”的，需人工关闭）。点击告警查看前后读数。">
      <AlarmTable fid={fid} />
    </PageContainer>
  );
}
