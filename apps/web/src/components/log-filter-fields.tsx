import { Button, DatePicker, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';

type Range = [Dayjs, Dayjs];

/** A log's time range, to the minute, with quick ranges ending now; cleared, it is null. */
export function LogTimeRange({ value, presets, onChange }: { value: Range | null | undefined; presets: { label: string; value: Range }[]; onChange: (r: Range | null) => void }) {
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear
      placeholder={['开始时间', '结束时间']}
      presets={presets}
      value={value ?? null}
      onChange={(r) => onChange(r?.[0] && r[1] ? [r[0], r[1]] : null)}
    />
  );
}

/** 全部成员 or one member of the factory (the list needs auth.list, so the caller decides whether to show it). */
export function MemberFilter({
  members,
  value,
  ariaLabel,
  onChange,
}: {
  members: { isLoading: boolean; data?: { value: number; label: string }[] };
  value: number | undefined;
  ariaLabel?: string;
  onChange: (uid: number | undefined) => void;
}) {
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={ariaLabel}
      placeholder="全部成员"
      style={{ width: 180 }}
      loading={members.isLoading}
      value={value}
      options={members.data ?? []}
      notFoundContent="没有成员"
      onChange={onChange}
    />
  );
}

/** 重置 and 刷新 at the end of a log's filter bar. */
export function ResetRefresh({ onReset, onRefresh, refreshing }: { onReset: () => void; onRefresh: () => void; refreshing: boolean }) {
  return (
    <>
      <Button onClick={onReset}>重置</Button>
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label="刷新" />
    </>
  );
}
