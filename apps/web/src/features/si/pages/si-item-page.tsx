import { Table, Tag } from 'antd';
import {
  SI_ANSWER_KINDS,
  SI_ANSWER_KIND_LABELS,
  SI_TARGET_KINDS,
  SI_TARGET_KIND_LABELS,
  siItemList,
  type SiAnswerKind,
  type SiItem,
  type SiTargetKind,
} from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar, OptionFilters, StatusFilter, labelOptions } from '@/components/list-filters';
import { ExportAndCreate } from '@/components/list-page-actions';
import { editorOpsColumn, pagedTable, statusColumn, useFactoryListQuery } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useRecordDialog } from '@/lib/record-dialog';
import { useSiItemList } from '../api/get-si-item-list';
import { useSetSiItemStatus } from '../api/set-si-item-status';
import { SiItemFormDrawer } from '../components/si-item-form-drawer';
import { SiStatusLinks } from '../components/si-status-links';

type Filters = { kw?: string; target_kind?: SiTargetKind; answer_kind?: SiAnswerKind; status?: 'enabled' | 'disabled' };

const EDIT = ['cfg.si.edit'];
const KIND_FILTERS = [
  { key: 'target_kind' as const, placeholder: '全部对象类型', width: 130, options: labelOptions(SI_TARGET_KINDS, SI_TARGET_KIND_LABELS) },
  { key: 'answer_kind' as const, placeholder: '全部填写方式', width: 130, options: labelOptions(SI_ANSWER_KINDS, SI_ANSWER_KIND_LABELS) },
];

/** /si/cfg/cmcfg [cfg.si.list]: what is checked, how it is judged and answered; changes need cfg.si.edit. */
export default function SiItemPage() {
  const { fid, canEdit, mobile, q, setQ, set, filters, body } = useFactoryListQuery<Filters>(EDIT);
  const list = useSiItemList(body);
  const setStatus = useSetSiItemStatus();
  const editor = useRecordDialog<SiItem>();
  if (!fid) return <NoFactory />;
  const columns = tableColumnsOf<SiItem>(
    siItemList,
    {
      name: { fixed: mobile ? undefined : 'left' },
      target_kind: { width: 80, render: (k: SiTargetKind) => <Tag>{SI_TARGET_KIND_LABELS[k]}</Tag> },
      answer_kind: { width: 100 },
      photo_required: { width: 70 },
      rule_ct: { width: 70 },
      status: statusColumn(80),
    },
    editorOpsColumn<SiItem>(
      160,
      canEdit,
      (i) => (
        <SiStatusLinks
          onEdit={() => editor.edit(i)}
          what={`巡检项「${i.name}」`}
          status={i.status}
          disableNote="停用后不能再加入规则；已有计划与记录不受影响。"
          deleteNote={i.rule_ct > 0 ? `仍有 ${i.rule_ct} 条启用的规则引用该项。已有记录保留。` : '已有记录保留。'}
          run={async (status) => (await setStatus.mutateAsync({ fid, ci_id: i.ci_id, status })).msg}
        />
      ),
      mobile ? undefined : 'right',
    ),
  );
  return (
    <PageContainer
      title="巡检项配置"
      description="巡检什么、怎么查、按什么判定，以及如何填写（正常/异常、数值或文字）。修改只影响之后生成的计划，已有记录保持原样。"
      extra={<ExportAndCreate list={siItemList} filter={{ fid, ...filters }} create={{ codes: EDIT, onClick: editor.create, label: '新增巡检项' }} />}
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="巡检项、对象、方法或标准" width={220} onSearch={(kw) => set({ kw })} />
        <OptionFilters<Filters> q={q} set={set} filters={KIND_FILTERS} />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
      </ListToolbar>
      <Table<SiItem> rowKey="ci_id" {...pagedTable(list, q, setQ, '个巡检项', '还没有巡检项')} scroll={{ x: 1800 }} columns={columns} />
      <SiItemFormDrawer fid={fid} open={editor.open} item={editor.record} onClose={editor.close} />
    </PageContainer>
  );
}
