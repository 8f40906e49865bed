import { useNavigate } from 'react-router';
import { Flex, Tooltip, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import type { DistributionArea } from '../api/get-plant-distribution';
import { layoutArea } from '../utils/distribution-grid';
import { PHASE_COLORS } from '../utils/plant-format';
import { batchDetailPath } from './batch-link';

const FREE = 'rgba(140, 140, 140, 0.18)';
const LAYER_H = 12;

/**
 * One area's racks side by side, each rack's layers from the top layer down, each layer as bars of the batches
 * standing there in order of arrival (colour = phase). A bar opens its batch.
 */
export function AreaRackMap({ area }: { area: DistributionArea }) {
  const navigate = useNavigate();
  const layout = layoutArea(area);
  if (layout.capacity === 0) return <Typography.Text type="secondary">未设置盘位（架 × 层 × 每层盘位）</Typography.Text>;
  return (
    <Flex wrap gap={10}>
      {layout.racks.map((r) => (
        <div key={r.rack} style={{ width: area.racks > 6 ? 72 : 110 }}>
          <Flex vertical gap={2}>
            {[...r.layers].reverse().map((l) => (
              <Flex key={l.layer} style={{ height: LAYER_H, borderRadius: 2, overflow: 'hidden' }} aria-label={`${r.rack} 号架第 ${l.layer} 层`}>
                {l.runs.map((run, i) => {
                  const seg = run.seg === null ? null : area.segments[run.seg]!;
                  const style = {
                    flex: run.count,
                    background: seg ? PHASE_COLORS[seg.phase] : FREE,
                    cursor: seg ? 'pointer' : undefined,
                    borderRight: '1px solid rgba(0,0,0,0.15)',
                  };
                  if (!seg) return <div key={i} style={style} title={`空位 ${run.count} 个`} />;
                  return (
                    <Tooltip key={i} title={`${seg.batch_no} · ${seg.crop} · ${PLANT_PHASE_LABELS[seg.phase]} · ${seg.dishes} 盘（${seg.since} 起）`}>
                      <div style={style} role="link" onClick={() => void navigate(batchDetailPath(seg.batch_id))} />
                    </Tooltip>
                  );
                })}
              </Flex>
            ))}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {r.rack} 号架
          </Typography.Text>
        </div>
      ))}
      {layout.overflow > 0 && <Typography.Text type="danger">另有 {layout.overflow} 盘超出盘位</Typography.Text>}
    </Flex>
  );
}
