import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { facFieldList, type FieldView } from '@pfs/domain/factory-cfg';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { NoFactory, PageContainer } from '@/components/page-container';
import { ExportAndCreate } from '@/components/list-page-actions';
import { dash, DeleteAction, opsColumn, pagedTable, RowAction, statusColumn, useFactoryListQuery, type KeywordStatusFilters } from '@/components/list-page';
import { KeywordSearch, ListToolbar, StatusFilter } from '@/components/list-filters';
import { useRecordDialog } from '@/lib/record-dialog';
import { useDeleteFacField } from '../api/delete-fac-field';
import { useFacFieldList } from '../api/get-fac-field-list';
import { FieldFormModal } from '../components/field-form-modal';

/** /cfg/factory/field [cfg.fac.list]: the factory's fields (厂房) with their areas' positions; writes need cfg.fac.edit. */
export default function FieldPage() {
  const { fid, canEdit, mobile, q, setQ, set, filters, body } = useFactoryListQuery<KeywordStatusFilters>(['cfg.fac.edit']);
  const list = useFacFieldList(body);
  const del = useDeleteFacField();
  const editor = useRecordDialog<FieldView>();
  if (!fid) return <NoFactory />;
  const columns = keysFirst(
    tableColumnsOf<FieldView>(
      facFieldList,
      {
        name: { width: undefined, render: (n: string, f) => <Link to={`/cfg/factory/areas?field_id=${f.field_id}`}>{n}</Link> },
        sort_no: { width: 70, align: undefined },
        status: statusColumn(90),
        area_ct: { width: 90 },
        capacity: { width: 100 },
        dishes: { width: 100 },
        remark: { width: undefined, ellipsis: true, render: (r: string) => r || dash },
      },
      opsColumn<FieldView>(150, mobile, (f) =>
        canEdit ? (
          <Space size={0}>
            <RowAction onClick={() => editor.edit(f)}>编辑</RowAction>
            <DeleteAction
              title={`删除厂房「${f.name}」？`}
              description={f.area_ct > 0 ? `它下面还有 ${f.area_ct} 个区域，删除会被拒绝；可改为停用。` : '删除后不可恢复。'}
              run={async () => (await del.mutateAsync({ fid, field_id: f.field_id })).msg}
            />
          </Space>
        ) : (
          <Link to={`/cfg/factory/areas?field_id=${f.field_id}`}>查看区域</Link>
        ),
      ),
    ),
    // The page leads with 排序 and puts 状态 after the counts; the file keeps the definition's order.
    ['sort_no', 'name', 'area_ct', 'capacity', 'dishes'],
  );
  return (
    <PageContainer
      title="厂房"
      description="厂房是区域的上一级；盘位与现有盘数是其下各区域之和。"
      extra={
        <ExportAndCreate list={facFieldList} filter={{ fid, ...filters }} create={{ codes: ['cfg.fac.edit'], onClick: editor.create, label: '新增厂房' }} />
      }
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="厂房名称" onSearch={(kw) => set({ kw })} />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
      </ListToolbar>
      <Table<FieldView> rowKey="field_id" {...pagedTable(list, q, setQ, '个厂房', '还没有厂房')} scroll={{ x: 860 }} columns={columns} />
      <FieldFormModal fid={fid} open={editor.open} field={editor.record} onClose={editor.close} />
    </PageContainer>
  );
}
