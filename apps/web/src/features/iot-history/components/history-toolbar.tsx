import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { HISTORY_LIMITS } from '@pfs/domain/iot-history';
import { PointPicker } from '@/components/point-picker';
import { TimeRangePicker } from '@/components/time-range-picker';
import type { RangeSpec } from '@/lib/view-params/range-param';
import type { RangeParam } from '@/lib/view-params/use-range-param';

/** Point picker and range picker above every history chart. */
export function HistoryToolbar({ fid, ids, onIds, range, spec, extra }: {
  fid: number;
  ids: number[];
  onIds: (ids: number[]) => void;
  range?: RangeParam;
  spec?: RangeSpec;
  extra?: ReactNode;
}) {
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <PointPicker fid={fid} max={HISTORY_LIMITS.maxPoints} value={ids} onChange={onIds} />
      {range && spec && <TimeRangePicker mode={spec.mode} presets={spec.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />}
      {extra}
    </Flex>
  );
}
