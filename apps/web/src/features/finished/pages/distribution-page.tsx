import { Card, Col, Empty, Row, Statistic, Tag } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { stockDistribution } from '../api/get-finished-distribution';
import { kg } from '../components/lot-state-tag';
import { formatTemp } from '@pfs/domain';

/** /finished/distribution 库位分布: each cold room with what it holds and its live temperature. */
export default function DistributionPage() {
  const fid = useCurrentFid();
  const r = stockDistribution.use(fid ? { fid } : undefined);
  if (!fid) return null;
  const locs = r.data?.locations ?? [];
  return (
    <PageContainer title="库位分布" description="各冷库、包装区的成品库存与实时温度（来自物联网传感器）。">
      {locs.length === 0 && !r.isFetching && <Empty description="还没有冷库或包装区" />}
      <Row gutter={[12, 12]}>
        {locs.map((l) => (
          <Col key={l.area_id ?? 'none'} xs={24} md={12} xl={8}>
            <Card title={l.name} extra={l.temp_c === null ? <Tag>无温度数据</Tag> : <Tag color={l.temp_c > 8 ? 'red' : 'blue'}>{formatTemp(l.temp_c)}</Tag>}>
              <Row gutter={8}>
                <Col span={8}>
                  <Statistic title="库存" value={l.kg} suffix="kg" precision={1} />
                </Col>
                <Col span={8}>
                  <Statistic title="批号" value={l.lots} />
                </Col>
                <Col span={8}>
                  <Statistic title="临期/过期" value={l.expiring_lots} valueStyle={l.expiring_lots ? { color: '#d46b08' } : undefined} />
                </Col>
              </Row>
              <div style={{ marginTop: 8, color: '#666' }}>{l.by_crop.map((c) => `${c.crop} ${kg(c.kg)}`).join('，') || '空'}</div>
            </Card>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
