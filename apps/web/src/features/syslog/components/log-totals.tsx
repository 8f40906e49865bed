import { Card, Col, Row, Statistic } from 'antd';
import { EyeOutlined, FileTextOutlined, NotificationOutlined, RightOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FacLogStats } from '../api/get-fac-log-stats';

type Item = { key: keyof FacLogStats['totals']; title: string; icon: ReactNode; color: string; link?: { to: string; text: string } };

const ITEMS: Item[] = [
  { key: 'user_log_ct', title: '操作日志', icon: <FileTextOutlined />, color: '#409eff', link: { to: '/cfg/userlog', text: '查看操作日志' } },
  { key: 'page_visit_ct', title: '页面访问', icon: <EyeOutlined />, color: '#67c23a', link: { to: '/cfg/userlog', text: '查看访问日志' } },
  { key: 'fac_evt_ct', title: '工厂事件', icon: <NotificationOutlined />, color: '#e6a23c', link: { to: '/cfg/facevtlog', text: '查看工厂事件' } },
  { key: 'active_user_ct', title: '活跃成员', icon: <TeamOutlined />, color: '#9b59b6' },
];

/** The four totals of the chosen period, each linking to its detailed log. */
export function LogTotals({ totals, loading }: { totals: FacLogStats['totals'] | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {ITEMS.map((it) => (
        <Col key={it.key} xs={12} lg={6}>
          <Card size="small" actions={[it.link ? <Link key="l" to={it.link.to}>
                  {it.link.text} <RightOutlined style={{ fontSize: 10 }} />
                </Link> : <span key="l">访问过页面的成员</span>]}>
            <Statistic
              title={it.title}
              value={totals?.[it.key] ?? 0}
              loading={loading}
              prefix={<span style={{ color: it.color, marginInlineEnd: 4 }}>{it.icon}</span>}
              suffix={it.key === 'active_user_ct' ? '人' : '条'}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
