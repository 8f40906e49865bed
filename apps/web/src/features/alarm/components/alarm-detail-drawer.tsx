import { Alert, Button, Descriptions, Drawer, Grid, Skeleton, Tag, Typography } from 'antd';
import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import { limitColor } from '@/components/echart/alarm-colors';
import { PermissionGuard } from '@/components/permission-guard';
import { useAlarmDetail } from '../api/get-fac-alarm-detail';
import type { Alarm } from '../api/get-fac-alarmlog-list';
import { AlarmReadingsChart } from './alarm-readings-chart';
import { StillActiveTag } from './reason-modal';

/** One alarm: what, where, how often, who closed it and why, and the readings around it. */
export function AlarmDetailDrawer({ fid, alarmId, onClose, onCloseAlarm }: { fid: number; alarmId: number | null; onClose: () => void; onCloseAlarm: (a: Alarm) => void }) {
  const q = useAlarmDetail(fid, alarmId);
  const d = q.data;
  const unit = d?.point?.unit ?? '';
  const screens = Grid.useBreakpoint();
  const val = (v: number) => formatValueWithUnit(v, unit);
  return (
    <Drawer
      title="告警详情"
      open={alarmId !== null}
      onClose={onClose}
      width={screens.md ? 720 : '100%'}
      destroyOnHidden
      extra={
        d?.status === 'valid' && (
          <PermissionGuard codes={['alarm.edit']}>
            <Button danger onClick={() => onCloseAlarm(d)}>关闭告警</Button>
          </PermissionGuard>
        )
      }
    >
      {q.isLoading && <Skeleton active />}
      {q.isError && <Alert type="error" showIcon message="告警详情加载失败，请稍后重试" />}
      {d && (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>{d.title}</Typography.Title>
          <Descriptions size="small" column={screens.sm ? 2 : 1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="类型">{d.type_label}</Descriptions.Item>
            <Descriptions.Item label="级别"><Tag color={d.severe ? 'red' : 'orange'}>{d.level} 级{d.severe ? '（严重）' : ''}</Tag></Descriptions.Item>
            <Descriptions.Item label="区域">{d.area_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="设备">{d.point ? `${d.point.gw_name} · ${d.point.name}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="发生次数">{d.count}</Descriptions.Item>
            <Descriptions.Item label="最近数值">{d.last_value !== null ? <span style={{ color: limitColor(d.last_value, d.threshold?.high, d.threshold?.low) }}>{val(d.last_value)}</span> : '—'}</Descriptions.Item>
            <Descriptions.Item label="首次">{formatFactoryTime(d.first_at)}</Descriptions.Item>
            <Descriptions.Item label="最近">{formatFactoryTime(d.last_at)}</Descriptions.Item>
            <Descriptions.Item label="状态" span={screens.sm ? 2 : 1}>
              {d.status === 'valid' ? (
                <>
                  <Tag color="red">未关闭</Tag>
                  {d.acked_at && `已确认（${d.acked_by_name ?? '—'}，${formatFactoryTime(d.acked_at)}）`}
                </>
              ) : (
                <span>
                  已关闭 · {d.closed_at && formatFactoryTime(d.closed_at)} · {d.closed_by_name}：{d.close_reason}
                  {d.active && <StillActiveTag />}
                </span>
              )}
            </Descriptions.Item>
            {d.threshold && (
              <Descriptions.Item label="告警设置" span={screens.sm ? 2 : 1}>
                {[d.threshold.low !== null && `下限 ${val(d.threshold.low)}`, d.threshold.high !== null && `上限 ${val(d.threshold.high)}`, `延时 ${d.threshold.delay_s} 秒`, d.threshold.auto_clear ? '恢复后自动关闭' : '需人工关闭', d.threshold.stale_min !== null && `${d.threshold.stale_min} 分钟无数据告警`]
                  .filter(Boolean)
                  .join('，')}
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.point ? (
            <>
              <Typography.Text type="secondary">告警前后 30 分钟的原始读数（红色区域为告警期间，虚线为上限、下限）</Typography.Text>
              <AlarmReadingsChart d={d} />
            </>
          ) : (
            <Alert type="info" showIcon message="该告警来自网关本身，没有对应的读数曲线。" />
          )}
        </>
      )}
    </Drawer>
  );
}
