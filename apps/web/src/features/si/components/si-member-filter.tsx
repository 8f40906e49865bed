import { Select, Tooltip } from 'antd';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';

const NEEDS_AUTH_LIST = '按巡检人筛选需要「成员与角色」的查看权限';

/** 巡检人 filter of the plan and record lists; the member list needs auth.list, so without it the select stays disabled and says why. */
export function SiMemberFilter({ fid, value, onChange }: { fid: number; value: number | undefined; onChange: (uid: number | undefined) => void }) {
  const allowed = useHasAnyPerm(['auth.list']);
  const members = useMemberOptions(fid, allowed);
  const select = (
    <Select<number>
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label="巡检人"
      placeholder="全部巡检人"
      style={{ width: 180 }}
      disabled={!allowed}
      loading={members.isLoading}
      options={members.data ?? []}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
  return allowed ? select : <Tooltip title={NEEDS_AUTH_LIST}>{select}</Tooltip>;
}
