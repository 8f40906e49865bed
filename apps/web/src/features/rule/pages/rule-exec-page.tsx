import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, DatePicker, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatFactoryTime } from '@pfs/domain';
import { EXEC_RESULT_LABELS, EXEC_RESULTS, type ExecResult } from '@pfs/domain/rule';
import { PageContainer } from '@/components/page-container';
import { pagedTable } from '@/components/list-page';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotRuleList } from '../api/get-iot-rule-list';
import { useIotRuleExecList, type ExecQuery } from '../api/get-iot-rule-exec-list';
import type { RuleExec } from '../api/get-iot-rule-exec';
import { ExecDetailDrawer } from '../components/exec-detail-drawer';
import { ExecResultTag, PHASE_LABELS } from '../components/exec-result-tag';

const RESULT_OPTIONS = EXEC_RESULTS.map((r) => ({ value: r, label: EXEC_RESULT_LABELS[r] }));

function ExecTable({ fid, ruleId }: { fid: number; ruleId?: number }) {
  const [q, setQ] = useState<ExecQuery>({ fid, page: 1, size: 20, rule_id: ruleId });
  const list = useIotRuleExecList(q);
  const rules = useIotRuleList(fid);
  const [detail, setDetail] = useState<number | null>(null);
  const set = (patch: Partial<ExecQuery>) => setQ({ ...q, ...patch, page: 1 });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear showSearch optionFilterProp="label" placeholder="全部策略" style={{ width: 220 }} value={q.rule_id} options={rules.data?.map((r) => ({ value: r.rule_id, label: r.name }))} onChange={(rule_id?: number) => set({ rule_id })} />
        <Select allowClear placeholder="全部结果" style={{ width: 170 }} options={RESULT_OPTIONS} onChange={(result?: ExecResult) => set({ result })} />
        <DatePicker.RangePicker showTime placeholder={['开始时间', '结束时间']} onChange={(v: [Dayjs | null, Dayjs | null] | null) => set({ start: v?.[0]?.toISOString(), end: v?.[1]?.toISOString() })} />
      </Space>
      <Table<RuleExec>
        rowKey="exec_id"
        {...pagedTable(list, q, setQ, '条', '还没有执行记录：策略开始或结束执行、或因数据过期/锁定/优先级未能执行时都会记录')}
        scroll={{ x: 1000 }}
        onRow={(r) => ({ onClick: () => setDetail(r.exec_id), style: { cursor: 'pointer' } })}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => formatFactoryTime(v) },
          { title: '策略', dataIndex: 'rule_name', width: 180 },
          { title: '类型', dataIndex: 'phase', width: 130, render: (v: string) => PHASE_LABELS[v] },
          {
            title: '触发数值',
            render: (_v, r) => (r.trigger.length === 0 ? <Typography.Text type="secondary">按时段</Typography.Text> : r.trigger.map((t) => `${t.name} ${t.v ?? '无读数'}${t.unit}`).join('；')),
          },
          { title: '动作', render: (_v, r) => r.steps.map((s) => s.name).join('、') || '—' },
          { title: '结果', dataIndex: 'result', width: 150, render: (v: string) => <ExecResultTag result={v} /> },
          { title: '', width: 70, render: (_v, r) => <Button type="link" size="small" onClick={() => setDetail(r.exec_id)}>详情</Button> },
        ]}
      />
      <ExecDetailDrawer fid={fid} id={detail} onClose={() => setDetail(null)} />
    </>
  );
}

/** 策略执行记录 (/iot/rules_exec_rcd?rule_id=): filters by strategy, result and time; detail drawer. */
export default function RuleExecPage() {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const ruleId = Number(params.get('rule_id')) || undefined;
  if (!fid) return null;
  return (
    <PageContainer title="策略执行记录" description="每次策略开始、结束，或因数据过期、开关锁定、优先级较低而未执行，都有记录；点一行看触发数值和指令结果。">
      <ExecTable key={`${fid}-${ruleId ?? ''}`} fid={fid} ruleId={ruleId} />
    </PageContainer>
  );
}
