import { Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { IOT_LOG_KINDS, type IotLogKind } from '@pfs/domain/iotlog';
import { OptionFilter } from '@/components/list-filters';
import { LogTimeRange, MemberFilter, ResetRefresh } from '@/components/log-filter-fields';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useIotLogMembers } from '../api/get-iot-log-members';

export type IotLogFilters = { range?: [Dayjs, Dayjs] | null; kind?: IotLogKind; uid?: number; keyword?: string };

const presets = () => {
  const now = dayjs();
  return [
    { label: '最近 1 小时', value: [now.subtract(1, 'hour'), now] as [Dayjs, Dayjs] },
    { label: '今天', value: [now.startOf('day'), now.endOf('day')] as [Dayjs, Dayjs] },
    { label: '最近 7 天', value: [now.subtract(7, 'day'), now] as [Dayjs, Dayjs] },
    { label: '最近 30 天', value: [now.subtract(30, 'day'), now] as [Dayjs, Dayjs] },
  ];
};

/** Time range, kind, member (with auth.list) and keyword over object and content. */
export function IotLogFilterBar({ fid, value, onChange, onRefresh, refreshing }: { fid: number; value: IotLogFilters; onChange: (f: IotLogFilters) => void; onRefresh: () => void; refreshing: boolean }) {
  const canListMembers = useHasAnyPerm(['auth.list']);
  const members = useIotLogMembers(fid, canListMembers);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <LogTimeRange value={value.range} presets={presets()} onChange={(range) => onChange({ ...value, range })} />
      <OptionFilter<IotLogKind>
        placeholder="全部类型"
        ariaLabel="日志类型"
        width={140}
        value={value.kind}
        options={Object.entries(IOT_LOG_KINDS).map(([v, label]) => ({ value: v as IotLogKind, label }))}
        onChange={(kind) => onChange({ ...value, kind })}
      />
      {canListMembers && <MemberFilter members={members} value={value.uid} ariaLabel="操作人" onChange={(uid) => onChange({ ...value, uid })} />}
      <Input.Search allowClear placeholder="对象或内容关键词" style={{ width: 220 }} maxLength={50} defaultValue={value.keyword} key={value.keyword ?? ''} onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() || undefined })} />
      <ResetRefresh onReset={() => onChange({})} onRefresh={onRefresh} refreshing={refreshing} />
    </Space>
  );
}
