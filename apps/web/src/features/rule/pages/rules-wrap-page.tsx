import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Table, Tag, Typography, type StatisticProps } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { smallTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { PermissionGuard } from '@/components/permission-guard';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotRulesOverview, type RulesOverview } from '../api/get-iot-rules-overview';
import type { RuleExec } from '../api/get-iot-rule-exec';
import { ExecDetailDrawer } from '../components/exec-detail-drawer';
import { ExecResultTag, PHASE_LABELS } from '../components/exec-result-tag';

/** A card listing strategies by name (linked to their detail) with a summary beside each. */
function RuleListCard({
  title,
  rules,
  empty,
  summary,
}: {
  title: string;
  rules: { rule_id: number; name: string; summary: string }[];
  empty: string;
  summary: (text: string) => ReactNode;
}) {
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        dataSource={rules}
        locale={{ emptyText: empty }}
        renderItem={(r) => (
          <List.Item>
            <Link to={`/iot/rules_detail?id=${r.rule_id}`}>{r.name}</Link>
            {summary(r.summary)}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The counts atop the page: strategies, running now, run and blocked in the last 24 hours. */
function overviewStats(d: RulesOverview): (StatisticProps & { title: string })[] {
  const count = (r: string) => d.results_24h.find((x) => x.result === r)?.n ?? 0;
  const blocked = count('stale') + count('lost') + count('locked');
  return [
    {
      title: '策略总数',
      value: d.total_ct,
      suffix: (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          已启用 {d.enabled_ct}
        </Typography.Text>
      ),
    },
    { title: '正在执行', value: d.active.length, valueStyle: { color: '#52c41a' } },
    {
      title: '24 小时内执行',
      value: count('acted') + count('failed'),
      suffix: count('failed') ? <Tag color="red">失败 {count('failed')}</Tag> : null,
    },
    {
      title: '24 小时内受阻',
      value: blocked,
      valueStyle: blocked ? { color: '#faad14' } : undefined,
      suffix: (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          过期 {count('stale')} · 锁定 {count('locked')} · 优先级 {count('lost')}
        </Typography.Text>
      ),
    },
  ];
}

/** 策略中心 (/iot/rules_wrap): how many strategies, which run now, which are blocked by stale data, recent records. */
export default function RulesWrapPage() {
  const fid = useCurrentFid();
  const navigate = useNavigate();
  const ov = useIotRulesOverview(fid);
  const [detail, setDetail] = useState<number | null>(null);
  if (!fid) return null;
  const d = ov.data;
  return (
    <PageContainer
      title="策略中心"
      extra={
        <>
          <Button onClick={() => void navigate('/iot/rules')}>全部策略</Button>{' '}
          <PermissionGuard codes={['cfg.iot.edit']}>
            <Button type="primary" onClick={() => void navigate('/iot/rules_detail')}>
              新建策略
            </Button>
          </PermissionGuard>
        </>
      }
    >
      {ov.isLoading && <Skeleton active />}
      {ov.isError && <Empty description="加载失败，请稍后重试" />}
      {d && (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {overviewStats(d).map((st) => (
              <Col key={st.title} xs={12} md={6}>
                <Card size="small">
                  <Statistic {...st} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={12}>
              <RuleListCard
                title="正在执行的策略"
                rules={d.active}
                empty="现在没有正在执行的策略"
                summary={(t) => <Typography.Text type="secondary">{t}</Typography.Text>}
              />
            </Col>
            <Col xs={24} lg={12}>
              <RuleListCard title="因数据过期暂停的策略" rules={d.stale} empty="没有因数据过期而暂停的策略" summary={(t) => <Tag color="orange">{t}</Tag>} />
            </Col>
          </Row>
          <Card size="small" title="最近执行" extra={<Link to="/iot/rules_exec_rcd">全部记录</Link>}>
            <Table<RuleExec>
              rowKey="exec_id"
              {...smallTable(d.recent)}
              onRow={(r) => ({ onClick: () => setDetail(r.exec_id), style: { cursor: 'pointer' } })}
              locale={{ emptyText: '还没有执行记录' }}
              columns={[
                { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => formatFactoryTime(v) },
                { title: '策略', dataIndex: 'rule_name' },
                { title: '类型', dataIndex: 'phase', width: 130, render: (v: string) => PHASE_LABELS[v] },
                { title: '结果', dataIndex: 'result', width: 150, render: (v: string) => <ExecResultTag result={v} /> },
                { title: '说明', dataIndex: 'reason', ellipsis: true },
              ]}
            />
          </Card>
        </>
      )}
      <ExecDetailDrawer fid={fid} id={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
