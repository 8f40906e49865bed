import { Button, DatePicker, Select, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useFacMemberOptions } from '../api/get-fac-member-options';
import { rangePresets, type LogFilters, type TimeRange } from '../utils/log-filters';

/**
 * Time range (with time of day), member and — where the log has them — type filters. The member list
 * needs auth.list; without it the member filter is left out.
 */
export function LogFilterBar({
  fid,
  value,
  onChange,
  types,
  onRefresh,
  refreshing,
}: {
  fid: number;
  value: LogFilters;
  onChange: (f: LogFilters) => void;
  types?: Readonly<Record<string, string>>;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const canListMembers = useHasAnyPerm(['auth.list']);
  const members = useFacMemberOptions(fid, canListMembers);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        allowClear
        placeholder={['开始时间', '结束时间']}
        presets={rangePresets()}
        value={value.range ?? null}
        onChange={(r) => onChange({ ...value, range: r?.[0] && r[1] ? ([r[0], r[1]] as TimeRange) : null })}
      />
      {canListMembers && (
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部成员"
          style={{ width: 180 }}
          loading={members.isLoading}
          value={value.uid}
          options={members.data ?? []}
          notFoundContent="没有成员"
          onChange={(uid) => onChange({ ...value, uid })}
        />
      )}
      {types && (
        <Select<string>
          allowClear
          placeholder="全部类型"
          style={{ width: 150 }}
          value={value.type}
          options={Object.entries(types).map(([v, label]) => ({ value: v, label }))}
          onChange={(type) => onChange({ ...value, type })}
        />
      )}
      <Button onClick={() => onChange({})}>重置</Button>
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label="刷新" />
    </Space>
  );
}
