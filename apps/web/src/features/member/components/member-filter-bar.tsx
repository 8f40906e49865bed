import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { Role } from '@pfs/domain/member';
import { OptionFilter, StatusFilter } from '@/components/list-filters';

export type MemberFilters = { kw?: string; role_id?: number; status?: 'enabled' | 'disabled' };

/** Keyword (name, uni_no, mobile), role and status filters of the member list. */
export function MemberFilterBar({
  roles,
  value,
  onChange,
  onRefresh,
  refreshing,
}: {
  roles: Role[];
  value: MemberFilters;
  onChange: (f: MemberFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const [kw, setKw] = useState(value.kw ?? '');
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder="姓名、账号或手机"
        value={kw}
        onChange={(e) => setKw(e.target.value)}
        onSearch={(v) => onChange({ ...value, kw: v.trim() || undefined })}
        style={{ width: 220 }}
      />
      <OptionFilter<number>
        placeholder="全部角色"
        width={150}
        value={value.role_id}
        options={roles.map((r) => ({ value: r.role_id, label: r.name }))}
        onChange={(role_id) => onChange({ ...value, role_id })}
      />
      <StatusFilter value={value.status} onChange={(status) => onChange({ ...value, status })} />
      <Button
        onClick={() => {
          setKw('');
          onChange({});
        }}
      >
        重置
      </Button>
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label="刷新" />
    </Space>
  );
}
