import { useSearchParams } from 'react-router';
import { Space, Table, Typography, type TableColumnsType } from 'antd';
import { TRIAL_STATUSES, TRIAL_STATUS_LABELS, type TrialStatus, type TrialView } from '@pfs/domain/labs';
import { CreateButton, DeleteAction, NameLink, RowAction, opsColumn, pagedTable, useFactoryListQuery } from '@/components/list-page';
import { KeywordSearch, ListToolbar, OptionFilters, labelOptions } from '@/components/list-filters';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useRecordDialog } from '@/lib/record-dialog';
import { useDeleteLab } from '../api/delete-lab';
import { useLabList } from '../api/get-lab-list';
import { TrialDetailView } from '../components/trial-detail-view';
import { TrialFormDrawer } from '../components/trial-form-drawer';
import { TrialStatusTag } from '../components/trial-status-tag';

type Filters = { kw?: string; crop?: string; status?: TrialStatus };

/** /plant/labs [labs.list]: trials comparing batches; ?trial_id= opens one side by side. */
export default function LabsPage() {
  const { fid, canEdit, mobile, q, setQ, set, body } = useFactoryListQuery<Filters>(['labs.edit']);
  const [params, setParams] = useSearchParams();
  const trialId = Number(params.get('trial_id')) || undefined;
  const list = useLabList(trialId ? undefined : body);
  const editor = useRecordDialog<TrialView>();
  const del = useDeleteLab();
  if (!fid) return <NoFactory />;
  const open = (id: number | undefined) => setParams(id ? { trial_id: String(id) } : {});
  const drawer = <TrialFormDrawer fid={fid} open={editor.open} trial={editor.record} onClose={editor.close} onSaved={(t) => open(t.trial_id)} />;
  if (trialId)
    return (
      <>
        <TrialDetailView fid={fid} trialId={trialId} onBack={() => open(undefined)} onEdit={editor.edit} />
        {drawer}
      </>
    );
  const columns: TableColumnsType<TrialView> = [
    { title: '实验名称', dataIndex: 'name', render: (n: string, t) => <NameLink onClick={() => open(t.trial_id)}>{n}</NameLink> },
    {
      title: '对比批次',
      key: 'batches',
      render: (_v, t) => <Typography.Text>{t.batches.map((b) => `${b.label}（${b.batch_no}）`).join('；')}</Typography.Text>,
    },
    { title: '作物', key: 'crop', width: 110, render: (_v, t) => [...new Set(t.batches.map((b) => b.crop))].join('、') },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: TrialStatus) => <TrialStatusTag status={s} /> },
    { title: '日期', key: 'dates', width: 200, render: (_v, t) => `${t.start_date} → ${t.end_date ?? '—'}` },
    { title: '创建人', dataIndex: 'created_by_name', width: 100, render: (v: string) => v || '—' },
    opsColumn<TrialView>(150, mobile, (t) => (
      <Space size={0}>
        <RowAction onClick={() => open(t.trial_id)}>查看</RowAction>
        {canEdit && <RowAction onClick={() => editor.edit(t)}>编辑</RowAction>}
        {canEdit && (
          <DeleteAction
            title={`删除实验「${t.name}」？`}
            description="只删除实验记录，批次不受影响。"
            run={async () => (await del.mutateAsync({ fid, trial_id: t.trial_id })).msg}
          />
        )}
      </Space>
    )),
  ];
  return (
    <PageContainer
      title="实验"
      description="比较用不同配方（品种规格、区域、光照与营养目标、密度）种出的批次：各阶段天数、单盘与每平方米产量、损耗和环境。"
      extra={<CreateButton codes={['labs.edit']} onClick={editor.create} label="新建实验" />}
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="实验名称、目的、批次号或对比变量" width={280} initial={q.kw} onSearch={(kw) => set({ kw })} />
        <KeywordSearch placeholder="作物，如 生菜" width={160} initial={q.crop} onSearch={(crop) => set({ crop })} />
        <OptionFilters<Filters>
          q={q}
          set={set}
          filters={[{ key: 'status', placeholder: '全部状态', width: 120, options: labelOptions(TRIAL_STATUSES, TRIAL_STATUS_LABELS) }]}
        />
      </ListToolbar>
      <Table<TrialView> rowKey="trial_id" {...pagedTable(list, q, setQ, '个实验', '没有符合条件的实验')} scroll={{ x: 1000 }} columns={columns} />
      {drawer}
    </PageContainer>
  );
}
