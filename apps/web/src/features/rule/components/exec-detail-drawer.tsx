import { Descriptions, Drawer, Empty, Skeleton, Table, Typography } from 'antd';
import { formatFactoryTime, formatValueWithUnit } from '@pfs/domain';
import { RULE_ACTION_LABELS, type RuleAction } from '@pfs/domain/rule';
import { smallTable } from '@/components/list-page';
import { useIotRuleExec, type ExecStep } from '../api/get-iot-rule-exec';
import { ExecResultTag, PHASE_LABELS, StepTag } from './exec-result-tag';

/** One execution record: trigger values, each step with its command and the gateway's outcome, or why it did not act. */
export function ExecDetailDrawer({ fid, id, onClose }: { fid: number; id: number | null; onClose: () => void }) {
  const q = useIotRuleExec(fid, id);
  const e = q.data;
  return (
    <Drawer title="执行记录详情" open={!!id} onClose={onClose} width={760} destroyOnHidden>
      {q.isLoading && <Skeleton active />}
      {q.isError && <Empty description="记录加载失败" />}
      {e && (
        <div data-testid="exec-detail">
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="策略">{e.rule_name}</Descriptions.Item>
            <Descriptions.Item label="时间">{formatFactoryTime(e.at)}</Descriptions.Item>
            <Descriptions.Item label="类型">{PHASE_LABELS[e.phase]}</Descriptions.Item>
            <Descriptions.Item label="结果">
              <ExecResultTag result={e.result} />
            </Descriptions.Item>
            <Descriptions.Item label="说明" span={2}>
              {e.reason}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>触发数值</Typography.Title>
          {e.trigger.length === 0 ? (
            <Typography.Paragraph type="secondary">无条件（按时段执行）</Typography.Paragraph>
          ) : (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
              {e.trigger.map((t) => (
                <Descriptions.Item key={t.point_id} label={t.name}>
                  {t.v === null ? '无读数' : formatValueWithUnit(t.v, t.unit)}{' '}
                  {t.ts && <Typography.Text type="secondary">（读数时间 {formatFactoryTime(t.ts)}）</Typography.Text>}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <Typography.Title level={5}>动作与指令</Typography.Title>
          <Table<ExecStep>
            rowKey="index"
            {...smallTable(e.steps)}
            locale={{ emptyText: '未执行任何动作' }}
            columns={[
              { title: '步骤', dataIndex: 'index', width: 60, render: (i: number) => i + 1 },
              {
                title: '动作',
                render: (_v, s) => `${RULE_ACTION_LABELS[s.action as RuleAction] ?? s.action}${s.action === 'number' ? ` ${s.value}` : ''} ${s.name}`,
              },
              { title: '计划时间', dataIndex: 'due_at', width: 150, render: (v: string) => formatFactoryTime(v) },
              { title: '结果', width: 150, render: (_v, s) => <StepTag status={s.status} outcome={s.outcome} /> },
              { title: '说明', dataIndex: 'note', render: (v: string, s) => <span title={s.req_id ?? undefined}>{v}</span> },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
