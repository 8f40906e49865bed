import { Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { GROWING_PHASES } from '@pfs/domain/plant';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantDistribution } from '../api/get-plant-distribution';
import { PHASE_COLORS } from '../utils/plant-format';
import { DistributionAreaCard } from '../components/distribution-area-card';

/** /plant/distribution 种植分布: fields → areas → racks, the batches standing there coloured by phase. */
export default function DistributionPage() {
  const fid = useCurrentFid();
  const dist = usePlantDistribution(fid);
  if (!fid) return null;
  const legend = (
    <Space wrap>
      {GROWING_PHASES.map((p) => (
        <span key={p}>
          <span
            style={{ display: 'inline-block', width: 12, height: 12, background: PHASE_COLORS[p], marginInlineEnd: 4, borderRadius: 2, verticalAlign: -1 }}
          />
          {PLANT_PHASE_LABELS[p]}
        </span>
      ))}
      <span>
        <span
          style={{
            display: 'inline-block',
            width: 12,
            height: 12,
            background: 'rgba(140,140,140,0.18)',
            marginInlineEnd: 4,
            borderRadius: 2,
            verticalAlign: -1,
          }}
        />
        空位
      </span>
    </Space>
  );
  return (
    <PageContainer title="种植分布" description="盘位不逐个登记：各批次按进入先后依次排在架上（1 号架底层起）。点击色块查看批次。" extra={legend}>
      {dist.isLoading ? (
        <Skeleton active />
      ) : !dist.data?.length ? (
        <Empty description={dist.isError ? '加载失败，请稍后重试' : '还没有厂房和区域'} />
      ) : (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          {dist.data.map((f) => (
            <div key={f.field_id}>
              <Typography.Title level={5}>{f.name}</Typography.Title>
              {f.areas.length ? (
                <Row gutter={[16, 16]}>
                  {f.areas.map((a) => (
                    <Col key={a.area_id} xs={24} lg={12} xxl={8}>
                      <DistributionAreaCard a={a} />
                    </Col>
                  ))}
                </Row>
              ) : (
                <Typography.Text type="secondary">没有放盘的区域</Typography.Text>
              )}
            </div>
          ))}
        </Space>
      )}
    </PageContainer>
  );
}
