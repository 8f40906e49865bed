import { Card, Flex, Progress, Space, Tag, Typography } from 'antd';
import { AREA_KIND_LABELS, type AreaKind } from '@pfs/domain/plant';
import type { DistributionArea } from '../api/get-plant-distribution';
import { AreaRackMap } from './area-rack-map';
import { BatchLink } from './batch-link';
import { occupancyPct } from '../utils/distribution-grid';
import { PHASE_COLORS } from '../utils/plant-format';

/** 种植分布: one area's occupancy, rack map and the batches standing there by phase. */
export function DistributionAreaCard({ a }: { a: DistributionArea }) {
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
