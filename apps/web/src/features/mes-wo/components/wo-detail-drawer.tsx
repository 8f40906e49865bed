import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Space, Spin, Table, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { formatFactoryTime } from '@pfs/domain';
import { WO_LOG_ACTION_LABELS, WO_OP_LABELS, WO_SOURCE_LABELS, type MesWo, type MesWoDetail } from '@pfs/domain/mes';
import { smallTable } from '@/components/list-page';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { action } from '@/lib/user-action';
import { feedback } from '@/lib/feedback';
import { useMesWo } from '../api/get-mes-wo';
import { useStartMesWo } from '../api/start-mes-wo';
import { WoFinishDrawer } from './wo-finish-drawer';
import { WoStatusTag, placeText } from './wo-status-tag';
import type { WoDialog } from '../types/wo-dialog';

const time = (t: string | null) => (t ? formatFactoryTime(t, 'YYYY-MM-DD HH:mm') : '—');
const batchPath = (id: number) => `/plant/batch_detail?batch_id=${id}`;

function WoFacts({ wo, seesBatches }: { wo: MesWo; seesBatches: boolean }) {
  const batch = wo.batch_id && wo.batch_no ? seesBatches ? <Link to={batchPath(wo.batch_id)}>{wo.batch_no}</Link> : wo.batch_no : '—';
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label="作业">{WO_OP_LABELS[wo.op]}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <WoStatusTag wo={wo} />
      </Descriptions.Item>
      <Descriptions.Item label="批次">{batch}</Descriptions.Item>
      <Descriptions.Item label="作物">{wo.crop || '—'}</Descriptions.Item>
      <Descriptions.Item label="完成/计划">{`${wo.done_dishes}/${wo.dishes} 盘`}</Descriptions.Item>
      <Descriptions.Item label="来源">{WO_SOURCE_LABELS[wo.source]}</Descriptions.Item>
      <Descriptions.Item label="从">{placeText(wo.from_area_name, wo.from_phase)}</Descriptions.Item>
      <Descriptions.Item label="到">{placeText(wo.to_area_name, wo.to_phase)}</Descriptions.Item>
      <Descriptions.Item label="计划开始">{time(wo.plan_start)}</Descriptions.Item>
      <Descriptions.Item label="计划结束">{time(wo.plan_end)}</Descriptions.Item>
      <Descriptions.Item label="班组">{wo.team || '—'}</Descriptions.Item>
      <Descriptions.Item label="人员">{wo.user_name || '—'}</Descriptions.Item>
      <Descriptions.Item label="设备">{wo.eq_name || '—'}</Descriptions.Item>
      <Descriptions.Item label="设备计数">{`${wo.eq_count} 盘${wo.reject ? `，损坏 ${wo.reject}` : ''}`}</Descriptions.Item>
      <Descriptions.Item label="开工">{time(wo.started_at)}</Descriptions.Item>
      <Descriptions.Item label="完成">{time(wo.done_at)}</Descriptions.Item>
      <Descriptions.Item label="工时">{`${Math.round((wo.labour_min / 60) * 10) / 10} 人时`}</Descriptions.Item>
      {wo.cancel_reason && <Descriptions.Item label="取消原因">{wo.cancel_reason}</Descriptions.Item>}
      {wo.remark && <Descriptions.Item label="备注">{wo.remark}</Descriptions.Item>}
    </Descriptions>
  );
}

function WoHistory({ d, seesBatches }: { d: MesWoDetail; seesBatches: boolean }) {
  return (
    <>
      <Typography.Title level={5}>记下的批次事件</Typography.Title>
      <Table
        rowKey="event_id"
        {...smallTable(d.events)}
        locale={{ emptyText: '尚未完工，没有批次事件' }}
        style={{ marginBottom: 16 }}
        columns={[
          { title: '日期', dataIndex: 'date', width: 110 },
          { title: '事件', dataIndex: 'label', render: (v: string) => (seesBatches && d.wo.batch_id ? <Link to={batchPath(d.wo.batch_id)}>{v}</Link> : v) },
          { title: '盘数', dataIndex: 'dishes', width: 70, align: 'right' },
        ]}
      />
      <Typography.Title level={5}>工单记录</Typography.Title>
      {d.logs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={d.logs.map((l) => ({
            color: l.action === 'refuse' || l.action === 'cancel' ? 'red' : l.action === 'finish' ? 'green' : 'blue',
            children: (
              <>
                <Typography.Text strong>{WO_LOG_ACTION_LABELS[l.action]}</Typography.Text> {time(l.at)} · {l.by_name}
                {l.dishes !== null && ` · ${l.dishes} 盘`}
                {l.labour_min !== null && ` · ${l.labour_min} 人·分钟`}
                {l.note && (
                  <div>
                    <Typography.Text type={l.action === 'refuse' ? 'danger' : 'secondary'}>{l.note}</Typography.Text>
                  </div>
                )}
              </>
            ),
          }))}
        />
      )}
    </>
  );
}

/** An order: its facts, the batch events it recorded (to the batch page), its log; the actions the member may take. */
export function WoDetailDrawer({ fid, woId, open, onClose }: { fid: number; woId: number | null; open: (d: WoDialog) => void; onClose: () => void }) {
  const detail = useMesWo(fid, woId);
  const seesBatches = useHasAnyPerm(['plant.list']);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const start = useStartMesWo();
  const [finishing, setFinishing] = useState(false);
  const d = detail.data;
  const wo = d?.wo;
  const canStart = d?.can_work && (wo?.status === 'todo' || wo?.status === 'assigned');
  const actions = d && wo && (
    <Space wrap>
      {d.can_plan && wo.status !== 'doing' && <Button onClick={() => open({ kind: 'assign', wo })}>派工</Button>}
      {d.can_plan && (
        <Button danger onClick={() => open({ kind: 'cancel', wo })}>
          取消
        </Button>
      )}
      {canStart && (
        <Button loading={start.isPending} onClick={action(async () => feedback.message.success((await start.mutateAsync({ fid, wo_id: wo.wo_id })).msg))}>
          开工
        </Button>
      )}
      {d.can_work && wo.status === 'doing' && (
        <Button type="primary" onClick={() => setFinishing(true)}>
          完工
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer title={wo ? `工单 ${wo.wo_no}` : '工单'} open={woId !== null} onClose={onClose} width={mobile ? '100%' : 720} extra={actions}>
      {detail.isLoading && <Spin />}
      {d && (
        <>
          <WoFacts wo={d.wo} seesBatches={seesBatches} />
          <WoHistory d={d} seesBatches={seesBatches} />
        </>
      )}
      <WoFinishDrawer fid={fid} wo={finishing && wo?.status === 'doing' ? wo : null} onClose={() => setFinishing(false)} />
    </Drawer>
  );
}
