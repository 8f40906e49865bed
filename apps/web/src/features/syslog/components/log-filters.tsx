import { DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import type { Member, Paged } from '@pfs/domain';
import { postData } from '../../../lib/request';
import { useHasAnyPerm } from '../../../lib/auth-store';
import type { LogQuery } from '../api/log-api';

/** Time range, member and (optionally) type filters shared by the log pages. */
export function LogFilters({ query, onChange, types }: { query: LogQuery; onChange: (q: LogQuery) => void; types?: Record<string, string> }) {
  const canListMembers = useHasAnyPerm(['auth.list']);
  const members = useQuery({
    queryKey: ['log-members', query.fid],
    enabled: canListMembers,
    queryFn: () => postData<Paged<Member>>('/api/get_fac_member_list', { fid: query.fid, page: 1, size: 200 }),
  });
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <DatePicker.RangePicker
        showTime
        allowClear
        onChange={(v: [Dayjs | null, Dayjs | null] | null) =>
          onChange({ ...query, page: 1, start: v?.[0]?.toISOString() ?? undefined, end: v?.[1]?.toISOString() ?? undefined })
        }
      />
      {canListMembers && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="成员"
          style={{ width: 160 }}
          options={(members.data?.items ?? []).map((m) => ({ value: m.uid, label: `${m.cname}（${m.uni_no}）` }))}
          onChange={(uid?: number) => onChange({ ...query, page: 1, uid })}
        />
      )}
      {types && (
        <Select
          allowClear
          placeholder="类型"
          style={{ width: 140 }}
          options={Object.entries(types).map(([value, label]) => ({ value, label }))}
          onChange={(type?: string) => onChange({ ...query, page: 1, type })}
        />
      )}
    </Space>
  );
}
