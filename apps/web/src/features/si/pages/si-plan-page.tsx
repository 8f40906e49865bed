import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Checkbox, Progress, Segmented, Table } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { SI_PERIOD_LABELS, SI_PERIODS, SI_PLAN_STATUS_LABELS, SI_PLAN_STATUSES, siPlanList, type SiPeriod, type SiPlan, type SiPlanStatus } from '@pfs/domain/si';
import { NameLink, pagedTable, useFactoryListQuery } from '@/components/list-page';
import { ListToolbar, OptionFilters, labelOptions } from '@/components/list-filters';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useSiPlanList } from '../api/get-si-plan-list';
import { useSiRuleOptions } from '../api/get-si-rule-options';
import { SiMemberFilter } from '../components/si-member-filter';
import { SiPlanCards } from '../components/si-plan-cards';
import { SiPlanStatusTag } from '../components/si-plan-status-tag';
import { PLAN_SCOPES, scopeDays, type PlanScope } from '../utils/plan-scope';

type Filters = { sr_id?: number; period?: SiPeriod; status?: SiPlanStatus; uid?: number; mine?: boolean };

const progress = (p: SiPlan) => (
  <Progress size="small" style={{ margin: 0, minWidth: 90 }} percent={p.item_ct ? Math.round((p.answered_ct / p.item_ct) * 100) : 0} format={() => `${p.answered_ct}/${p.item_ct}`} />
);

/**
 * /si/plan 巡检计划 [si.list]: the plans of today, this week or any time, by rule, period, status, 巡检人 or only the
 * member's own; a plan opens 计划详情 to be filled in. Cards on a phone, a table on a wide screen.
 */
export default function SiPlanPage() {
  const { fid, mobile, q, setQ, set, filters } = useFactoryListQuery<Filters>([]);
  const [scope, setScope] = useState<PlanScope>('today');
  const navigate = useNavigate();
  const rules = useSiRuleOptions(fid);
  const days = scopeDays(scope, formatFactoryTime(Date.now(), 'YYYY-MM-DD'));
  const filter = fid ? { fid, ...filters, ...days } : undefined;
  const list = useSiPlanList(filter && { ...filter, page: q.page, size: q.size });
  if (!fid) return <NoFactory />;
  const open = (p: SiPlan) => void navigate(`/si/plan_detail?plan_id=${p.plan_id}`);
  const columns = tableColumnsOf(siPlanList, {
    rule_name: { render: (_v, p) => <NameLink onClick={() => open(p)}>{p.rule_name}</NameLink> },
    due_at: { render: (_v, p) => formatFactoryTime(p.due_at, 'MM-DD HH:mm') },
    status: { width: 150, render: (_v, p) => <SiPlanStatusTag plan={p} /> },
    progress: { width: 140, render: (_v, p) => progress(p) },
    late: false,
  });
  return (
    <PageContainer
      title="巡检计划"
      extra={
        <>
          <Segmented<PlanScope>
            options={PLAN_SCOPES.map((s) => ({ ...s }))}
            value={scope}
            onChange={(s) => {
              setScope(s);
              setQ({ ...q, page: 1 });
            }}
          />
          <ListExportButton list={siPlanList} filter={filter!} />
        </>
      }
    >
      <ListToolbar list={list}>
        <OptionFilters<Filters>
          q={q}
          set={set}
          filters={[
            { key: 'sr_id', placeholder: '全部规则', width: 180, search: true, options: (rules.data ?? []).map((r) => ({ value: r.sr_id, label: r.name })) },
            { key: 'period', placeholder: '全部周期', width: 110, options: labelOptions(SI_PERIODS, SI_PERIOD_LABELS) },
            { key: 'status', placeholder: '全部状态', width: 110, options: labelOptions(SI_PLAN_STATUSES, SI_PLAN_STATUS_LABELS) },
          ]}
        />
        <SiMemberFilter fid={fid} value={q.uid} onChange={(uid) => set({ uid })} />
        <Checkbox checked={!!q.mine} onChange={(e) => set({ mine: e.target.checked || undefined })}>
          只看我的
        </Checkbox>
      </ListToolbar>
      {mobile ? (
        <SiPlanCards
          plans={list.data?.items}
          loading={list.isFetching}
          page={q.page}
          size={q.size}
          total={list.data?.total_ct}
          onPage={(page) => setQ({ ...q, page })}
          onOpen={open}
        />
      ) : (
        <Table<SiPlan>
          rowKey="plan_id"
          {...pagedTable(list, q, setQ, '个计划', '没有符合条件的巡检计划')}
          columns={columns}
          scroll={{ x: 1100 }}
          onRow={(p) => ({ onClick: () => open(p), style: { cursor: 'pointer' } })}
        />
      )}
    </PageContainer>
  );
}
