import { useState } from 'react';
import { Button, Card, Empty, Progress, Space, Spin, Statistic, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { WO_OP_LABELS, type MesWo } from '@pfs/domain/mes';
import { useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useMesMyWo } from '../api/get-mes-my-wo';
import { useStartMesWo } from '../api/start-mes-wo';
import { WoFinishDrawer } from './wo-finish-drawer';
import { WoStatusTag } from './wo-status-tag';

const touch = { size: 'large' as const, block: true, style: { height: 52, fontSize: 18 } };

function WoCard({
  wo,
  canWork,
  starting,
  onStart,
  onFinish,
  onOpen,
}: {
  wo: MesWo;
  canWork: boolean;
  starting: boolean;
  onStart: () => void;
  onFinish: () => void;
  onOpen: () => void;
}) {
  const where = [wo.from_area_name, wo.to_area_name].filter(Boolean).join(' → ');
  return (
    <Card size="small" data-wo-card={wo.wo_no} style={{ marginBottom: 12 }} onClick={onOpen}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {WO_OP_LABELS[wo.op]} {wo.batch_no || wo.crop}
        </Typography.Title>
        <WoStatusTag wo={wo} />
      </Space>
      <div style={{ fontSize: 16, margin: '8px 0' }}>
        {wo.crop} · {wo.dishes} 盘{where ? ` · ${where}` : ''}
      </div>
      <Typography.Text type="secondary">
        {formatFactoryTime(wo.plan_start, 'HH:mm')}–{formatFactoryTime(wo.plan_end, 'HH:mm')}
        {wo.eq_name ? ` · ${wo.eq_name}` : ''} · {wo.wo_no}
      </Typography.Text>
      {wo.done_dishes > 0 && <Progress percent={Math.round((wo.done_dishes / wo.dishes) * 100)} format={() => `${wo.done_dishes}/${wo.dishes}`} />}
      {canWork && (wo.status === 'todo' || wo.status === 'assigned') && (
        <Button {...touch} type="primary" loading={starting} style={{ ...touch.style, marginTop: 12 }} onClick={(e) => (e.stopPropagation(), onStart())}>
          开工
        </Button>
      )}
      {canWork && wo.status === 'doing' && (
        <Button {...touch} type="primary" style={{ ...touch.style, marginTop: 12, background: '#52c41a' }} onClick={(e) => (e.stopPropagation(), onFinish())}>
          完工
        </Button>
      )}
    </Card>
  );
}

/** 我的工单 (the worker's phone): today's orders as cards, 开工 and 完工 with big buttons. */
export function MyWoView({ fid, onOpen }: { fid: number; onOpen?: (woId: number) => void }) {
  const mine = useMesMyWo(fid);
  const canWork = useHasAnyPerm(['plant.edit']);
  const start = useStartMesWo();
  // The order as last read: after a conflict the refreshed version is what the form sends.
  const [finishingId, setFinishingId] = useState<number | null>(null);
  const d = mine.data;
  const finishing = d?.orders.find((o) => o.wo_id === finishingId) ?? null;
  return (
    <div style={{ maxWidth: 560 }}>
      {d && (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Statistic title="今天完成" value={d.done_today} suffix="单" />
          <Statistic title="完成盘数" value={d.dishes_today} suffix="盘" />
        </Space>
      )}
      {mine.isLoading && <Spin />}
      {d && d.orders.length === 0 && <Empty description="今天没有派给您的工单" />}
      {d?.orders.map((wo) => (
        <WoCard
          key={wo.wo_id}
          wo={wo}
          canWork={canWork}
          starting={start.isPending && start.variables?.wo_id === wo.wo_id}
          onOpen={() => onOpen?.(wo.wo_id)}
          onStart={action(async () => feedback.message.success((await start.mutateAsync({ fid, wo_id: wo.wo_id })).msg))}
          onFinish={() => setFinishingId(wo.wo_id)}
        />
      ))}
      {!canWork && d && d.orders.length > 0 && <Typography.Text type="secondary">开工和完工需要「种植」的编辑权限。</Typography.Text>}
      <WoFinishDrawer fid={fid} wo={finishing} onClose={() => setFinishingId(null)} />
    </div>
  );
}
