import { Card, Col, Empty, Flex, Progress, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { AREA_KIND_LABELS, GROWING_PHASES, PLANT_PHASE_LABELS, type AreaKind } from '@pfs/domain';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { usePlantDistribution, type DistributionArea } from '../api/get-plant-distribution';
import { AreaRackMap } from '../components/area-rack-map';
import { BatchLink } from '../components/batch-link';
import { occupancyPct } from '../utils/distribution-grid';
import { PHASE_COLORS } from '../utils/plant-format';

function AreaCard({ a }: { a: DistributionArea }) {
  const pct = occupancyPct(a.dishes, a.capacity);
  return (
    <Card
      size="small"
      title={
        <Space>
          {a.name}
          <Tag>{AREA_KIND_LABELS[a.kind as AreaKind] ?? a.kind}</Tag>
        </Space>
      }
      extra={
        <Typography.Text type="secondary">
          {a.dishes} / {a.capacity} 盘
        </Typography.Text>
      }
      style={{ height: '100%' }}
    >
      {a.capacity > 0 && <Progress percent={pct} size="small" status={pct >= 100 ? 'exception' : 'normal'} style={{ marginBottom: 8 }} />}
      <AreaRackMap area={a} />
      {a.segments.length > 0 && (
        <Flex wrap gap={8} style={{ marginTop: 8 }}>
          {a.segments.map((s) => (
            <span key={`${s.batch_id}:${s.phase}`} style={{ fontSize: 12 }}>
              <span style={{ display: 'inline-block', width: 10, height: 10, background: PHASE_COLORS[s.phase], marginInlineEnd: 4, borderRadius: 2 }} />
              <BatchLink id={s.batch_id} no={s.batch_no} /> {s.crop} {s.dishes} 盘
            </span>
          ))}
        </Flex>
      )}
    </Card>
  );
}

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
                      <AreaCard a={a} />
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
