import { Link, useNavigate } from 'react-router';
import { Button, Popconfirm, Space, Switch, Table, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { CreateButton } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useIotRuleList, type RuleListItem } from '../api/get-iot-rule-list';
import { useEnableIotRule } from '../api/enable-iot-rule';
import { useDeleteIotRule } from '../api/delete-iot-rule';
import { ExecResultTag } from '../components/exec-result-tag';
import { RuleStatusTag } from '../components/rule-status-tag';
import { runAction } from '@/lib/user-action';

/** 控制策略 (/iot/rules): each strategy in sentences (delay items skipped), on/off, last execution. */
export default function RuleListPage() {
  const fid = useCurrentFid();
  const navigate = useNavigate();
  const list = useIotRuleList(fid);
  const enable = useEnableIotRule();
  const remove = useDeleteIotRule();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  if (!fid) return null;
  return (
    <PageContainer
      title="控制策略"
      description="策略按条件和时段自动控制开关；两条策略要求同一开关不同状态时，优先级高的生效。"
      extra={<CreateButton codes={['cfg.iot.edit']} onClick={() => void navigate('/iot/rules_detail')} label="新建策略" />}
    >
      <Table<RuleListItem>
        rowKey="rule_id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data}
        pagination={{ pageSize: 20, showTotal: (t) => `共 ${t} 条策略`, hideOnSinglePage: true }}
        scroll={{ x: 1200 }}
        locale={{ emptyText: list.isError ? '加载失败，请稍后重试' : '还没有策略。新建一条，例如「温度高于 28 °C 时打开循环风机」。' }}
        columns={[
          {
            title: '策略',
            dataIndex: 'name',
            width: 200,
            render: (v: string, r) => (
              <Space direction="vertical" size={0}>
                <Link to={`/iot/rules_detail?id=${r.rule_id}`}>{v}</Link>
                <RuleStatusTag status={r.status} />
              </Space>
            ),
          },
          {
            title: '启用',
            dataIndex: 'enabled',
            width: 80,
            render: (v: boolean, r) => (
              <Switch
                size="small"
                checked={v}
                disabled={!canEdit}
                loading={enable.isPending && enable.variables?.rule_id === r.rule_id}
                onChange={(enabled) =>
                  runAction(
                    enable.mutateAsync({ fid, rule_id: r.rule_id, enabled }).then(() => feedback.message.success(enabled ? '策略已启用' : '策略已停用')),
                  )
                }
                aria-label={`启用${v ? '' : '（已停用）'}${r.name}`}
              />
            ),
          },
          { title: '优先级', dataIndex: 'priority', width: 80, sorter: (a, b) => a.priority - b.priority },
          {
            title: '条件与时段',
            render: (_v, r) => (
              <Space direction="vertical" size={0}>
                <span>{r.summary_conditions}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.summary_schedule}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '动作',
            dataIndex: 'summary_actions',
            render: (v: string, r) => (
              <span>
                {v}
                {r.otherwise === 'reverse' && <Typography.Text type="secondary">（结束时反向）</Typography.Text>}
              </span>
            ),
          },
          {
            title: '最近执行',
            width: 170,
            render: (_v, r) =>
              r.last_exec ? (
                <Space direction="vertical" size={0}>
                  <ExecResultTag result={r.last_exec.result} />
                  <Link to={`/iot/rules_exec_rcd?rule_id=${r.rule_id}`} style={{ fontSize: 12 }}>
                    {formatFactoryTime(r.last_exec.at)}
                  </Link>
                </Space>
              ) : (
                <Typography.Text type="secondary">尚未执行</Typography.Text>
              ),
          },
          {
            title: '操作',
            width: 150,
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(`/iot/rules_detail?id=${r.rule_id}`)}>
                  {canEdit ? '编辑' : '查看'}
                </Button>
                <PermissionGuard codes={['cfg.iot.edit']}>
                  <Popconfirm
                    title={`删除策略「${r.name}」？`}
                    description="执行记录会保留"
                    onConfirm={() => runAction(remove.mutateAsync({ fid, rule_id: r.rule_id }).then(() => feedback.message.success('策略已删除')))}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </PermissionGuard>
              </Space>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
