import { useState } from 'react';
import { Card, Col, Row, Segmented, Statistic } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { useCurrentFid } from '../../../lib/auth-store';
import { useLogStats } from '../api/log-api';
import { LogChart } from '../components/log-chart';

export default function SyslogIndexPage() {
  const fid = useCurrentFid();
  const [days, setDays] = useState(14);
  const stats = useLogStats(fid, days);
  const t = stats.data?.totals;
  return (
    <PageContainer
      title="日志概览"
      description={`最近 ${days} 天的操作、访问与工厂事件。`}
      extra={<Segmented value={days} onChange={(v) => setDays(Number(v))} options={[{ value: 7, label: '7 天' }, { value: 14, label: '14 天' }, { value: 30, label: '30 天' }]} />}
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}><Card size="small"><Statistic title={<Link to="/cfg/userlog">操作日志</Link>} value={t?.user_log_ct ?? 0} loading={stats.isLoading} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={<Link to="/cfg/userlog">页面访问</Link>} value={t?.page_visit_ct ?? 0} loading={stats.isLoading} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={<Link to="/cfg/facevtlog">工厂事件</Link>} value={t?.fac_evt_ct ?? 0} loading={stats.isLoading} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title="活跃成员" value={t?.active_user_ct ?? 0} loading={stats.isLoading} /></Card></Col>
      </Row>
      {stats.data && <LogChart stats={stats.data} />}
    </PageContainer>
  );
}
