import { Button, Card, Dropdown, Empty, Flex, Progress, Tag, Tooltip, Typography } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import type { mesMachineLiveSchema, mesWoBriefSchema } from '@pfs/domain/mes';
import { formatFactoryTime, thousands } from '@pfs/domain';
import { EQUIP_KIND_LABELS } from '@pfs/domain/mes';
import { oeeColor, pctInt, pctText, sinceText, woPercent } from '../utils/mes-format';
import { MesStateTag } from './mes-state-tag';

export type MesMachineLive = z.infer<typeof mesMachineLiveSchema>;
type WoBrief = z.infer<typeof mesWoBriefSchema>;

/** The card's edge in the state's colour: a fault stands out across the room. */
const EDGE = { run: '#52c41a', idle: '#8c8c8c', fault: '#f5222d', maint: '#fa8c16' } as const;

export type MachineCardActions = {
  reportFault: () => void;
  clearFault: (faultId: number) => void;
  addMaint: () => void;
  setState: (state: 'idle' | 'maint') => void;
};

function WoLine({ label, wo, progress }: { label: string; wo: WoBrief | null; progress?: boolean }) {
  if (!wo)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}：无
      </Typography.Text>
    );
  return (
    <div>
      <Typography.Text style={{ fontSize: 12 }}>
        {label}：<Typography.Text strong>{wo.wo_no}</Typography.Text> {wo.op_label} {wo.batch_no}
        {wo.user_name && <Typography.Text type="secondary">（{wo.user_name}）</Typography.Text>}
      </Typography.Text>
      {progress ? (
        <Tooltip title={`已完成 ${wo.done_dishes} / ${wo.dishes} 盘，计划 ${formatFactoryTime(wo.plan_end, 'MM-DD HH:mm')} 完成`}>
          <Progress percent={woPercent(wo)} size="small" format={() => `${wo.done_dishes}/${wo.dishes} 盘`} />
        </Tooltip>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {wo.dishes} 盘 · 计划 {formatFactoryTime(wo.plan_end, 'MM-DD HH:mm')} 完成
        </Typography.Text>
      )}
    </div>
  );
}

/** 操作 of a card for those with mes.edit: fault, recovery, maintenance, 待机 / 保养 by hand. */
function CardMenu({ m, act }: { m: MesMachineLive; act: MachineCardActions }) {
  const e = m.equip;
  const items = [
    e.open_fault_id !== null
      ? { key: 'clear', label: '故障恢复', onClick: () => act.clearFault(e.open_fault_id!) }
      : { key: 'fault', label: '登记故障', danger: true, onClick: act.reportFault },
    { key: 'maint', label: '登记保养', onClick: act.addMaint },
    ...(e.state === 'idle' ? [{ key: 'to-maint', label: '切换为保养', onClick: () => act.setState('maint') }] : []),
    ...(e.state === 'maint' ? [{ key: 'to-idle', label: '保养结束（待机）', onClick: () => act.setState('idle') }] : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`${e.name} 操作`} />
    </Dropdown>
  );
}

/** One machine now: state and since when, today's count and run time, the order it runs and the next, today's OEE. */
export function MesMachineCard({ m, now, act }: { m: MesMachineLive; now: number; act?: MachineCardActions }) {
  const e = m.equip;
  return (
    <Card
      size="small"
      data-testid="mes-machine"
      style={{ borderTop: `3px solid ${EDGE[e.state]}`, height: '100%' }}
      title={
        <Flex gap={6} align="center" wrap>
          <span>{e.name}</span>
          <MesStateTag state={e.state} />
          {e.gw_id !== null && !e.online && <Tag>离线</Tag>}
          {e.maint_due && <Tag color="orange">保养到期</Tag>}
        </Flex>
      }
      extra={act && <CardMenu m={m} act={act} />}
    >
      <Flex gap={12} align="flex-start">
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {EQUIP_KIND_LABELS[e.kind]}
            {e.area_name && ` · ${e.area_name}`} · {thousands(e.capacity)} 盘/时 · {e.state === 'run' ? '已运行' : '已持续'} {sinceText(e.state_since, now)}
          </Typography.Text>
          <Flex gap={16}>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                今日计数
              </Typography.Text>
              <div style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.2 }}>
                {thousands(m.today_count)} <span style={{ fontSize: 12, fontWeight: 400 }}>盘</span>
              </div>
            </div>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                运行 / 故障
              </Typography.Text>
              <div style={{ fontSize: 16, lineHeight: 1.6 }}>
                {Math.round(m.today_run_min)} / <span style={{ color: m.today_fault_min > 0 ? '#f5222d' : undefined }}>{Math.round(m.today_fault_min)}</span> 分
              </div>
            </div>
          </Flex>
          <WoLine label="当前工单" wo={m.current_wo} progress />
          <WoLine label="下一工单" wo={m.next_wo} />
        </Flex>
        <Tooltip title={`时间开动率 ${pctText(m.today.availability)} × 性能开动率 ${pctText(m.today.performance)} × 合格品率 ${pctText(m.today.quality)}`}>
          <Flex vertical align="center" style={{ width: 88 }}>
            <Progress
              type="dashboard"
              size={80}
              percent={pctInt(m.today.oee)}
              strokeColor={oeeColor(m.today.oee)}
              format={() => (m.today.oee === null ? '—' : `${pctInt(m.today.oee)}%`)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              今日 OEE
            </Typography.Text>
          </Flex>
        </Tooltip>
      </Flex>
    </Card>
  );
}

/** No machine on this page yet. */
export const NoMachines = ({ canEdit }: { canEdit: boolean }) => (
  <Empty description={canEdit ? '还没有设备，可在「设备台账」中新增' : '还没有设备'} style={{ margin: '24px 0' }} />
);
