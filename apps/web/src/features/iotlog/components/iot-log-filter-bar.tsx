import { Button, DatePicker, Input, Select, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { IOT_LOG_KINDS, type IotLogKind } from '@pfs/domain';
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
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={['开始时间', '结束时间']}
        presets={presets()}
        value={value.range ?? null}
        onChange={(r) => onChange({ ...value, range: r?.[0] && r[1] ? [r[0], r[1]] : null })}
      />
      <Select<IotLogKind>
        allowClear
        aria-label="日志类型"
        placeholder="全部类型"
        style={{ width: 140 }}
        value={value.kind}
        options={Object.entries(IOT_LOG_KINDS).map(([v, label]) => ({ value: v as IotLogKind, label }))}
        onChange={(kind) => onChange({ ...value, kind })}
      />
      {canListMembers && (
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="操作人"
          placeholder="全部成员"
          style={{ width: 180 }}
          loading={members.isLoading}
          value={value.uid}
          options={members.data ?? []}
          notFoundContent="没有成员"
          onChange={(uid) => onChange({ ...value, uid })}
        />
      )}
      <Input.Search allowClear placeholder="对象或内容关键词" style={{ width: 220 }} maxLength={50} defaultValue={value.keyword} key={value.keyword ?? ''} onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() || undefined })} />
      <Button onClick={() => onChange({})}>重置</Button>
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label="刷新" />
    </Space>
  );
}
