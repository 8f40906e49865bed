import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** An optional from–to of days for the fault and maintenance lists (empty: all days), kept with the tab's filters. */
export function MesDayRange({ from, to, onChange }: { from?: string; to?: string; onChange: (r: { from?: string; to?: string }) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label="日期范围"
      allowClear
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(v) => onChange(v?.[0] && v[1] ? { from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') } : { from: undefined, to: undefined })}
    />
  );
}
