import { useState } from 'react';
import { Checkbox, Select } from 'antd';
import dayjs from 'dayjs';
import { MES_DEFAULT_TEAMS, WO_OPS, WO_OP_LABELS, WO_STATUSES, WO_STATUS_LABELS, type WoOp, type WoStatus } from '@pfs/domain/mes';
import { OptionFilters, labelOptions } from '@/components/list-filters';
import { TimeRangePicker } from '@/components/time-range-picker';
import { customRange } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';
import { useMesEquipOptions } from '../api/get-mes-equip-options';
import { factoryDay } from '../utils/factory-clock';

export type WoFilters = { op?: WoOp; status?: WoStatus; team?: string; uid?: number; eq_id?: number; late?: boolean; kw?: string };

export const teamOptions = MES_DEFAULT_TEAMS.map((t) => ({ value: t, label: t }));

/** 作业, 状态, 班组, 人员 (needs member read access), 设备 and 逾期. */
export function WoFilterFields({ fid, q, set }: { fid: number; q: WoFilters; set: (f: Partial<WoFilters>) => void }) {
  const seesMembers = useHasAnyPerm(['auth.list']);
  const members = useMemberOptions(fid, seesMembers);
  const machines = useMesEquipOptions(fid);
  return (
    <>
      <OptionFilters<WoFilters>
        q={q}
        set={set}
        filters={[
          { key: 'op', placeholder: '全部作业', width: 110, options: labelOptions(WO_OPS, WO_OP_LABELS) },
          { key: 'status', placeholder: '全部状态', width: 110, options: labelOptions(WO_STATUSES, WO_STATUS_LABELS) },
          { key: 'team', placeholder: '全部班组', width: 110, options: teamOptions },
          {
            key: 'eq_id',
            placeholder: '全部设备',
            width: 140,
            search: true,
            options: (machines.data?.items ?? []).map((m) => ({ value: m.eq_id, label: m.name })),
          },
        ]}
      />
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label="人员"
        placeholder={seesMembers ? '全部人员' : '按人员筛选需成员查看权限'}
        disabled={!seesMembers}
        style={{ width: 160 }}
        value={q.uid}
        options={members.data}
        onChange={(uid) => set({ uid })}
      />
      <Checkbox checked={q.late === true} onChange={(e) => set({ late: e.target.checked ? true : undefined })}>
        只看逾期
      </Checkbox>
    </>
  );
}

const PRESETS = ['today', 'last7', 'last30', 'month', 'last_month'] as const;

/**
 * The planned days of the list, kept in the address: by default yesterday to a week ahead (what a planner works
 * on; the demo year holds thousands of orders), any range or all days once chosen.
 */
export function useWoDays(onChange: () => void) {
  const [fallback] = useState(() => customRange([dayjs(factoryDay()).subtract(1, 'day'), dayjs(factoryDay()).add(7, 'day')], 'day'));
  const range = useRangeParam({ mode: 'day', presets: PRESETS }, fallback);
  const days = { from: range.resolved.startDay, to: range.resolved.endDay };
  const picker = (
    <TimeRangePicker
      mode="day"
      presets={PRESETS}
      value={range.value}
      now={range.now}
      onChange={(v) => {
        if (!v) return;
        range.set(v);
        onChange();
      }}
    />
  );
  return { range: days, picker };
}
