import { Space } from 'antd';
import { OptionFilter } from '@/components/list-filters';
import { LogTimeRange, MemberFilter, ResetRefresh } from '@/components/log-filter-fields';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useFacMemberOptions } from '../api/get-fac-member-options';
import { rangePresets, type LogFilters } from '../utils/log-filters';

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
      <LogTimeRange value={value.range} presets={rangePresets()} onChange={(range) => onChange({ ...value, range })} />
      {canListMembers && <MemberFilter members={members} value={value.uid} onChange={(uid) => onChange({ ...value, uid })} />}
      {types && (
        <OptionFilter<string>
          placeholder="全部类型"
          width={150}
          value={value.type}
          options={Object.entries(types).map(([v, label]) => ({ value: v, label }))}
          onChange={(type) => onChange({ ...value, type })}
        />
      )}
      <ResetRefresh onReset={() => onChange({})} onRefresh={onRefresh} refreshing={refreshing} />
    </Space>
  );
}
