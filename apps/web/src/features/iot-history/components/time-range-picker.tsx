import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RANGE_PRESETS, presetRange } from '@pfs/domain';
import { initialDayRange } from '../utils/day-range';

export { initialDayRange };

export type TimeRange = [Dayjs, Dayjs];

export type RangeKey = (typeof RANGE_PRESETS)[number]['key'] | 'last24';

/** The default range of a page: one of the presets (or the last 24 hours, where history pages open), evaluated now. */
export const initialRange = (key: RangeKey): TimeRange => {
  if (key === 'last24') return [dayjs().subtract(24, 'hour'), dayjs()];
  const [a, b] = presetRange(key, new Date());
  return [dayjs(a), dayjs(b)];
};

/** Range picker with the presets 最近24小时, 今天, 最近7天, 最近30天, 本月; picking dates by hand is 自定义. */
export function TimeRangePicker({ value, onChange, showTime = true }: { value: TimeRange; onChange: (r: TimeRange) => void; showTime?: boolean }) {
  const presets = [...(showTime ? [{ label: '最近24小时', value: () => initialRange('last24') }] : []), ...RANGE_PRESETS.map((p) => ({ label: p.label, value: () => (showTime ? initialRange(p.key) : initialDayRange(p.key)) }))];
  return (
    <DatePicker.RangePicker
      aria-label="时间范围"
      value={value}
      showTime={showTime ? { format: 'HH:mm' } : false}
      format={showTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
      presets={[...presets.map((p) => ({ label: p.label, value: p.value() })), { label: '自定义', value: value }]}
      allowClear={false}
      disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
      onChange={(v) => v?.[0] && v[1] && onChange([v[0], v[1]])}
    />
  );
}
