import { Fragment } from 'react';
import { Tag, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { AREA_KIND_LABELS, isGrowingPhase } from '@pfs/domain/plant';
import { type SpecVersion } from '@pfs/domain/plant-spec';

/** 「育苗 14天 → 生长 21天 → 采收」: the template as a batch will follow it; growing phases green, produce blue. */
export function PhaseChain({ phases, withKinds = false }: { phases: SpecVersion['phases']; withKinds?: boolean }) {
  return (
    <span>
      {phases.map((p, i) => (
        <Fragment key={p.phase_id}>
          {i > 0 && <Typography.Text type="secondary"> → </Typography.Text>}
          <Tag color={isGrowingPhase(p.phase_id) ? 'green' : 'blue'} style={{ marginInlineEnd: 0 }}>
            {PLANT_PHASE_LABELS[p.phase_id]}
            {p.days > 0 && ` ${p.days}天`}
            {withKinds && ` · ${AREA_KIND_LABELS[p.area_kind]}`}
          </Tag>
        </Fragment>
      ))}
    </span>
  );
}
