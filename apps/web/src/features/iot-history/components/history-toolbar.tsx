import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { PointPicker } from './point-picker';
import { TimeRangePicker, type TimeRange } from './time-range-picker';

/** Point picker and range picker above every history chart. */
export function HistoryToolbar({ fid, ids, onIds, range, onRange, showTime = true, extra }: {
  fid: number;
  ids: number[];
  onIds: (ids: number[]) => void;
  range?: TimeRange;
  onRange?: (r: TimeRange) => void;
  showTime?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <PointPicker fid={fid} value={ids} onChange={onIds} />
      {range && onRange && <TimeRangePicker value={range} onChange={onRange} showTime={showTime} />}
      {extra}
    </Flex>
  );
}
