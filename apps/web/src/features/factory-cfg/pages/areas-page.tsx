import { Link, useSearchParams } from 'react-router';
import { Space, Table, Typography } from 'antd';
import { facAreaList, type AreaView } from '@pfs/domain/factory-cfg';
import { AREA_KINDS, AREA_KIND_LABELS, type AreaKind } from '@pfs/domain/plant';
import { tableColumnsOf } from '@/components/list-columns';
import { NoFactory, PageContainer } from '@/components/page-container';
import { ExportAndCreate } from '@/components/list-page-actions';
import { DeleteAction, RowAction, opsColumn, pagedTable, statusColumn, useFactoryListQuery } from '@/components/list-page';
import { KeywordSearch, ListToolbar, OptionFilter, OptionFilters, StatusFilter, labelOptions } from '@/components/list-filters';
import { useRecordDialog } from '@/lib/record-dialog';
import { useDeleteFacArea } from '../api/delete-fac-area';
import { useFacAreaList } from '../api/get-fac-area-list';
import { useFacAreaOptions } from '@/lib/area-options';
import { AreaFormModal } from '../components/area-form-modal';
import { AreaKindTag } from '../components/area-kind-tag';
import { OccupancyBar } from '../components/occupancy-bar';
import { GatewayTags } from '../components/gateway-tags';

type Filters = { field_id?: number; kind?: AreaKind; kw?: string; status?: 'enabled' | 'disabled' };

const idParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /cfg/factory/areas [cfg.fac.list]: areas with kind, dish positions, what stands there and their gateways. */
export default function AreasPage() {
  const { fid, canEdit, mobile, q, setQ, set, filters, body: listBody } = useFactoryListQuery<Omit<Filters, 'field_id'>>(['cfg.fac.edit']);
  const [params, setParams] = useSearchParams();
  const fieldId = idParam(params.get('field_id'));
  const body = listBody && { ...listBody, field_id: fieldId };
  const list = useFacAreaList(body);
  const fields = useFacAreaOptions(fid);
  const del = useDeleteFacArea();
  const editor = useRecordDialog<AreaView>();
  if (!fid) return <NoFactory />;
  // The field filter lives in the address, so 厂房 links here with its areas selected.
  const setField = (id: number | undefined) => {
    setParams(id ? { field_id: String(id) } : {}, { replace: true });
    setQ({ ...q, page: 1 });
  };
  const empty = fields.data?.length === 0 ? '请先在「厂房」中新增厂房' : '没有符合条件的区域';
  const columns = tableColumnsOf<AreaView>(
    facAreaList,
    {
      field_name: { width: 100 },
      name: { width: 120, render: (n: string, a) => <Link to={`/cfg/factory/area_detail?area_id=${a.area_id}`}>{n}</Link> },
      kind: { width: 70, render: (k: AreaKind) => <AreaKindTag kind={k} /> },
      racks: {
        title: '架 × 层 × 盘位',
        width: 110,
        align: undefined,
        render: (_v, a) =>
          a.capacity > 0 ? `${a.racks} × ${a.layers} × ${a.positions_per_layer}` : <Typography.Text type="secondary">未设置</Typography.Text>,
      },
      layers: false,
      positions_per_layer: false,
      capacity: { title: '占用（盘/盘位）', width: 170, align: undefined, render: (_v, a) => <OccupancyBar dishes={a.dishes} capacity={a.capacity} /> },
      dishes: false,
      free: { width: 60 },
      batch_ct: { title: '批次', width: 60 },
      gateways: {
        width: undefined,
        render: (_v, a) => (
          <GatewayTags gateways={a.gateways.map((g) => ({ key: g.gw_id, name: g.name, online: g.online, tip: `${g.sn}：${g.online ? '在线' : '离线'}` }))} />
        ),
      },
      status: statusColumn(80),
      remark: false,
    },
    opsColumn<AreaView>(150, mobile, (a) => (
      <Space size={0}>
        <Link to={`/cfg/factory/area_detail?area_id=${a.area_id}`}>详情</Link>
        {canEdit && (
          <>
            <RowAction onClick={() => editor.edit(a)}>编辑</RowAction>
            <DeleteAction
              title={`删除区域「${a.name}」？`}
              description="放过批次或关联了网关的区域不能删除，可改为停用。"
              run={async () => (await del.mutateAsync({ fid, area_id: a.area_id })).msg}
            />
          </>
        )}
      </Space>
    )),
  );
  return (
    <PageContainer
      title="区域"
      description="盘位容量 = 架数 × 每架层数 × 每层盘位；有批次的区域不能缩小到现有盘数以下，也不能改类型或停用。"
      extra={
        <ExportAndCreate
          list={facAreaList}
          filter={{ fid, field_id: fieldId, ...filters }}
          create={{ codes: ['cfg.fac.edit'], disabled: !fields.data?.length, onClick: editor.create, label: '新增区域' }}
        />
      }
    >
      <ListToolbar list={list}>
        <OptionFilter
          placeholder="全部厂房"
          width={150}
          value={fieldId}
          options={fields.data?.map((f) => ({ value: f.field_id, label: f.name }))}
          onChange={setField}
        />
        <OptionFilters<Omit<Filters, 'field_id'>>
          q={q}
          set={set}
          filters={[{ key: 'kind', placeholder: '全部类型', width: 120, options: labelOptions(AREA_KINDS, AREA_KIND_LABELS) }]}
        />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
        <KeywordSearch placeholder="区域或厂房名称" onSearch={(kw) => set({ kw })} />
      </ListToolbar>
      <Table<AreaView> rowKey="area_id" {...pagedTable(list, q, setQ, '个区域', empty)} scroll={{ x: 1080 }} columns={columns} />
      <AreaFormModal fid={fid} open={editor.open} area={editor.record} fieldId={fieldId} fields={fields.data ?? []} onClose={editor.close} />
    </PageContainer>
  );
}
