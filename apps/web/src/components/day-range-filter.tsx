import { TimeRangePicker } from '@/components/time-range-picker';
import type { RangePresetKey, RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';

const DEFAULT_PRESETS: readonly RangePresetKey[] = ['last7', 'last30', 'last90', 'month', 'last_month', 'year'];

/**
 * A list's optional day range (start_day / end_day, factory calendar days), kept in the address like every other
 * range of the console; without one the list covers all days.
 */
export function useDayRange(presets: readonly RangePresetKey[] = DEFAULT_PRESETS, onChange?: () => void) {
  const spec: RangeSpec = { mode: 'day', presets };
  const range = useRangeParam(spec, null);
  const days = { start_day: range.resolved?.startDay, end_day: range.resolved?.endDay };
  const picker = (
    <TimeRangePicker
      mode="day"
      allowClear
      presets={presets}
      value={range.value}
      now={range.now}
      onChange={(v) => {
        range.set(v);
        onChange?.();
      }}
    />
  );
  return { days, picker };
}
