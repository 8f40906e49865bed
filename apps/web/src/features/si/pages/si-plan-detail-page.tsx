import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { NoFactory } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { action } from '@/lib/user-action';
import { feedback } from '@/lib/feedback';
import { useSiPlanDetail } from '../api/get-si-plan-detail';
import { useFinishSiPlan } from '../api/finish-si-plan';
import { SiCaseDrawer } from '../components/si-case-drawer';
import { SiPlanHeader } from '../components/si-plan-header';
import { SiRecordCard } from '../components/si-record-card';
import { useAnswerQueue } from '../utils/use-answer-queue';

/**
 * /si/plan_detail?plan_id= 计划详情 [si.list]: a plan filled in item by item on a phone held in one hand. Each answer
 * is saved as soon as it is given and kept on the phone until the server has it; 完成巡检 at the bottom once every
 * item is answered. Read-only for a finished plan or a member without si.edit.
 */
export default function SiPlanDetailPage() {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const planId = Number(params.get('plan_id')) || undefined;
  const q = useSiPlanDetail(fid, planId);
  const { queue, items } = useAnswerQueue(fid, q.data);
  const finish = useFinishSiPlan();
  const { token } = theme.useToken();
  const [caseId, setCaseId] = useState<number | null>(null);
  if (!fid) return <NoFactory />;
  const back = (
    <Link to="/si/plan">
      <LeftOutlined /> 巡检计划
    </Link>
  );
  if (!planId) return <Empty style={{ marginTop: 80 }} description={<>没有指定巡检计划，{back}</>} />;
  if (q.isError) return <Alert style={{ margin: 16 }} type="error" showIcon title="计划详情加载失败" description={(q.error as Error).message} action={back} />;
  if (!q.data) return <Skeleton active style={{ padding: 16 }} paragraph={{ rows: 10 }} />;
  const { plan, records, can_fill: canFill } = q.data;
  const answered = records.filter((r) => r.result !== '-').length;
  const left = records.length - answered;
  const unsaved = [...items.values()].filter((s) => s.state === 'pending' || s.state === 'saving' || s.state === 'failed').length;
  const done = action(async () => {
    const r = await finish.mutateAsync({ fid, plan_id: plan.plan_id });
    feedback.message.success(r.msg);
  });
  return (
    <div className="pfs-page" style={{ maxWidth: 720, margin: '0 auto', paddingBottom: canFill ? 88 : undefined }}>
      <Flex vertical gap={12}>
        {back}
        <SiPlanHeader plan={plan} answered={answered} />
        {!canFill && !plan.done_at && <Alert type="info" showIcon title="您没有填写巡检的权限（si.edit），只能查看。" />}
        {records.map((r, i) => (
          <SiRecordCard
            key={r.rcd_id}
            fid={fid}
            r={r}
            index={i + 1}
            sync={items.get(r.rcd_id)}
            canFill={canFill}
            onChange={(d, delay) => queue?.change(r.rcd_id, d, delay)}
            onRetry={() => queue?.retryOne(r.rcd_id)}
            onOpenCase={setCaseId}
          />
        ))}
      </Flex>
      {canFill && (
        <div
          style={{
            position: 'sticky',
            bottom: 0,
            marginInline: -16,
            marginTop: 12,
            padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
            background: token.colorBgContainer,
            boxShadow: token.boxShadowSecondary,
            zIndex: 5,
          }}
        >
          <Flex align="center" gap={12}>
            <Typography.Text type={left || unsaved ? 'warning' : 'success'} style={{ flex: 1 }}>
              {left ? `还有 ${left} 项未作答` : unsaved ? `${unsaved} 项尚未保存` : '全部已作答'}
            </Typography.Text>
            <Button type="primary" size="large" disabled={left > 0 || unsaved > 0} loading={finish.isPending} onClick={done}>
              完成巡检{left > 0 ? `（${left}）` : ''}
            </Button>
          </Flex>
        </div>
      )}
      <SiCaseDrawer fid={fid} caseId={caseId} onClose={() => setCaseId(null)} />
    </div>
  );
}
