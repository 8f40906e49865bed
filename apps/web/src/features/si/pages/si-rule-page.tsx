import { Table, Tooltip, Typography } from 'antd';
import { cellOf } from '@pfs/domain';
import { SI_PERIODS, SI_PERIOD_LABELS, siRuleList, type SiPeriod, type SiRule } from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar, OptionFilters, StatusFilter, labelOptions } from '@/components/list-filters';
import { ExportAndCreate } from '@/components/list-page-actions';
import { editorOpsColumn, pagedTable, statusColumn, useFactoryListQuery } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useRecordDialog } from '@/lib/record-dialog';
import { useSiRuleList } from '../api/get-si-rule-list';
import { useSetSiRuleStatus } from '../api/set-si-rule-status';
import { SiRuleFormDrawer } from '../components/si-rule-form-drawer';
import { SiStatusLinks } from '../components/si-status-links';
import { ruleWindowText } from '../utils/si-rule-form';

type Filters = { kw?: string; period?: SiPeriod; status?: 'enabled' | 'disabled' };

const EDIT = ['cfg.si.edit'];
const PERIOD_FILTER = [{ key: 'period' as const, placeholder: '全部周期', width: 120, options: labelOptions(SI_PERIODS, SI_PERIOD_LABELS) }];
const WINDOW = siRuleList.columns.find((c) => c.key === 'window')!;

/** /si/cfg/rule [cfg.si.list]: rules that turn items into a plan every period; changes need cfg.si.edit. */
export default function SiRulePage() {
  const { fid, canEdit, mobile, q, setQ, set, filters, body } = useFactoryListQuery<Filters>(EDIT);
  const list = useSiRuleList(body);
  const setStatus = useSetSiRuleStatus();
  const editor = useRecordDialog<SiRule>();
  if (!fid) return <NoFactory />;
  const columns = tableColumnsOf<SiRule>(
    siRuleList,
    {
      name: { fixed: mobile ? undefined : 'left' },
      window: { render: (_v, r) => <Tooltip title={ruleWindowText(r)}>{cellOf(WINDOW, r)}</Tooltip> },
      item_ct: {
        render: (n: number, r) => (
          <Tooltip
            title={r.items.map((i, k) => (
              <div key={i.ci_id}>
                {k + 1}. {i.name}
              </div>
            ))}
          >
            <Typography.Text underline>{n}</Typography.Text>
          </Tooltip>
        ),
      },
      next_due_at: { width: 150 },
      status: statusColumn(80),
      remark: { ellipsis: true },
    },
    editorOpsColumn<SiRule>(
      160,
      canEdit,
      (r) => (
        <SiStatusLinks
          onEdit={() => editor.edit(r)}
          what={`巡检规则「${r.name}」`}
          status={r.status}
          disableNote="停用后不再生成新的计划；已生成的计划与记录保留。"
          deleteNote="不再生成计划；已生成的计划与记录保留。"
          run={async (status) => (await setStatus.mutateAsync({ fid, sr_id: r.sr_id, status })).msg}
        />
      ),
      mobile ? undefined : 'right',
    ),
  );
  return (
    <PageContainer
      title="巡检规则"
      description="把巡检项按周期组成计划：到期日、时间窗、宽限、负责人和异常整改期限。保存或启用后即生成本周期的计划。"
      extra={<ExportAndCreate list={siRuleList} filter={{ fid, ...filters }} create={{ codes: EDIT, onClick: editor.create, label: '新增巡检规则' }} />}
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="规则名称或备注" width={200} onSearch={(kw) => set({ kw })} />
        <OptionFilters<Filters> q={q} set={set} filters={PERIOD_FILTER} />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
      </ListToolbar>
      <Table<SiRule> rowKey="sr_id" {...pagedTable(list, q, setQ, '条规则', '还没有巡检规则')} scroll={{ x: 1700 }} columns={columns} />
      <SiRuleFormDrawer fid={fid} open={editor.open} rule={editor.record} onClose={editor.close} />
    </PageContainer>
  );
}
