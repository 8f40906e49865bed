import { useState } from 'react';
import { Checkbox, Table, Typography } from 'antd';
import { SI_CASE_STATUSES, SI_CASE_STATUS_LABELS, siCaseList, type SiCase, type siCaseFilterStatusSchema } from '@pfs/domain/si';
import type { z } from 'zod';
import { useDayRange } from '@/components/day-range-filter';
import { tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar, OptionFilters } from '@/components/list-filters';
import { ListExportButton } from '@/components/list-export-button';
import { NameLink, RowAction, opsColumn, pagedTable, useFactoryListQuery } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useAuthStore } from '@/lib/auth-store';
import { useSiCaseList } from '../api/get-si-case-list';
import { SiCaseDrawer } from '../components/si-case-drawer';
import { SiCaseStatusTag } from '../components/si-case-status-tag';

type Filters = { status?: z.infer<typeof siCaseFilterStatusSchema>; owner_uid?: number; kw?: string };

/** 待处理, 逾期 (open past its deadline), 已处理, 已撤销. */
const STATUS_OPTIONS = [
  { value: 'open' as const, label: SI_CASE_STATUS_LABELS.open },
  { value: 'overdue' as const, label: '逾期' },
  ...SI_CASE_STATUSES.filter((s) => s !== 'open').map((s) => ({ value: s, label: SI_CASE_STATUS_LABELS[s] })),
];

/** Overdue rows stand out (the theme's error background, readable in the dark theme too). */
const OVERDUE_ROW = 'pfs-si-overdue';
const overdueStyle = `.${OVERDUE_ROW} > td { background: var(--ant-color-error-bg, #fff2f0) !important; }`;

/** /si/err_list [si.list]: abnormalities found by inspection, their owner and deadline; si.edit notes, assigns and handles them. */
export default function SiCasePage() {
  const { fid, mobile, q, setQ, set, filters, body } = useFactoryListQuery<Filters>([]);
  const { days, picker } = useDayRange(undefined, () => setQ({ ...q, page: 1 }));
  const range = { from: days.start_day, to: days.end_day };
  const list = useSiCaseList(body && { ...body, ...range });
  const [viewing, setViewing] = useState<number | null>(null);
  const myUid = useAuthStore((s) => s.user?.uid);
  if (!fid) return <NoFactory />;
  const columns = tableColumnsOf<SiCase>(
    siCaseList,
    {
      opened_at: { width: 150, fixed: mobile ? undefined : 'left' },
      item_name: { render: (v: string, c) => <NameLink onClick={() => setViewing(c.case_id)}>{v}</NameLink> },
      finding: { ellipsis: true },
      deadline: { width: 110, render: (v: string, c) => <Typography.Text type={c.overdue ? 'danger' : undefined}>{v}</Typography.Text> },
      status: { width: 110, render: (_v, c) => <SiCaseStatusTag c={c} /> },
    },
    opsColumn<SiCase>(80, mobile, (c) => <RowAction onClick={() => setViewing(c.case_id)}>{c.status === 'open' ? '处理' : '详情'}</RowAction>),
  );
  return (
    <PageContainer
      title="异常处理"
      description="巡检发现的异常：负责人、整改期限和处理经过。处理完成后该项记为「处理后正常」；逾期未处理的标红。"
      extra={<ListExportButton list={siCaseList} filter={{ fid, ...filters, ...range }} />}
    >
      <style>{overdueStyle}</style>
      <ListToolbar list={list}>
        <OptionFilters<Filters> q={q} set={set} filters={[{ key: 'status', placeholder: '全部状态', width: 120, options: STATUS_OPTIONS }]} />
        {picker}
        {myUid && (
          <Checkbox checked={q.owner_uid === myUid} onChange={(e) => set({ owner_uid: e.target.checked ? myUid : undefined })}>
            我负责的
          </Checkbox>
        )}
        <KeywordSearch placeholder="巡检项、对象或问题" width={200} onSearch={(kw) => set({ kw })} />
      </ListToolbar>
      <Table<SiCase>
        rowKey="case_id"
        {...pagedTable(list, q, setQ, '个异常', '没有符合条件的异常')}
        rowClassName={(c) => (c.overdue && c.status === 'open' ? OVERDUE_ROW : '')}
        scroll={{ x: 1500 }}
        columns={columns}
      />
      <SiCaseDrawer fid={fid} caseId={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
