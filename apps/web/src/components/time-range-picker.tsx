import { useMemo, useState } from 'react';
import { DatePicker, Flex, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { RANGE_PRESETS, customRange, resolveRange, toWall, type RangeMode, type RangePresetKey, type RangeValue } from '@/lib/view-params/range-param';

const ALL = 'all';
const CUSTOM = 'custom';

/**
 * The one time-range control: a preset (最近24小时, 今天, 最近7天, …) or 自定义 dates, on the factory's clock whatever
 * the browser's zone. `now` is when the page made its presets concrete (so the picker shows what was queried).
 * With `allowClear`, no range at all (全部时间) is a choice too.
 */
export function TimeRangePicker({
  value,
  onChange,
  mode = 'time',
  presets,
  now,
  allowClear = false,
}: {
  value: RangeValue | null;
  onChange: (v: RangeValue | null) => void;
  mode?: RangeMode;
  presets: readonly RangePresetKey[];
  now?: number;
  allowClear?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // 自定义 chosen while there is no range: the preset box says so until dates are picked or the panel closes.
  const [pendingCustom, setPendingCustom] = useState(false);
  const wall = useMemo(() => (value ? resolveRange(value, mode, now === undefined ? undefined : new Date(now)).wall : null), [value, mode, now]);
  const todayEnd = toWall(Date.now()).endOf('day');
  const options = [
    ...(allowClear ? [{ value: ALL, label: '全部时间' }] : []),
    ...presets.map((k) => ({ value: k, label: RANGE_PRESETS[k] })),
    { value: CUSTOM, label: '自定义' },
  ];
  const choose = (k: string) => {
    if (k === ALL) onChange(null);
    else if (k !== CUSTOM) onChange({ preset: k as RangePresetKey });
    else {
      // Pins the range shown to its dates, then opens the calendar to change them.
      if (wall) onChange(customRange(wall, mode));
      else setPendingCustom(true);
      setOpen(true);
    }
  };
  return (
    <Flex wrap gap={8} align="center">
      <Select aria-label="时间范围预设" style={{ width: 124 }} value={value ? value.preset : pendingCustom ? CUSTOM : ALL} options={options} onChange={choose} />
      <DatePicker.RangePicker
        aria-label="时间范围"
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setPendingCustom(false);
        }}
        value={wall}
        showTime={mode === 'time' ? { format: 'HH:mm' } : false}
        format={mode === 'time' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
        placeholder={mode === 'time' ? ['开始时间', '结束时间'] : ['开始日期', '结束日期']}
        allowClear={allowClear}
        disabledDate={(d: Dayjs) => d.isAfter(todayEnd)}
        onChange={(v) => {
          setPendingCustom(false);
          if (v?.[0] && v[1]) onChange(customRange([v[0], v[1]], mode));
          else if (allowClear) onChange(null);
        }}
      />
    </Flex>
  );
}
