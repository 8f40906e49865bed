import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { plantSpecList, type SpecView } from '@pfs/domain/plant-spec';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { NoFactory, PageContainer } from '@/components/page-container';
import { ExportAndCreate } from '@/components/list-page-actions';
import { RowAction, opsColumn, pagedTable, statusColumn, useFactoryListQuery, type KeywordStatusFilters } from '@/components/list-page';
import { KeywordSearch, ListToolbar, StatusFilter } from '@/components/list-filters';
import { feedback } from '@/lib/feedback';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';
import { getPlantSpec, type SpecDetail } from '../api/get-plant-spec';
import { usePlantSpecList } from '../api/get-plant-spec-list';
import { useSetPlantSpecStatus } from '../api/set-plant-spec-status';
import { PhaseChain } from '../components/phase-chain';
import { SpecEditorDrawer } from '../components/spec-editor-drawer';
import { SpecVersionsDrawer } from '../components/spec-versions-drawer';

/** /cfg/factory/spec [cfg.plant.list]: crop specs and their versions; writes need cfg.plant.edit. */
export default function SpecPage() {
  const { fid, canEdit, mobile, q, setQ, set, filters, body } = useFactoryListQuery<KeywordStatusFilters>(['cfg.plant.edit']);
  const list = usePlantSpecList(body);
  const setStatus = useSetPlantSpecStatus();
  const editor = useRecordDialog<SpecDetail>();
  const [versionsOf, setVersionsOf] = useState<number | null>(null);
  if (!fid) return <NoFactory />;
  // The editor works on the spec as it is now, with its batch count, not on the list row seen a while ago.
  const edit = action(async (s: SpecView) => editor.edit(await getPlantSpec(fid, s.spec_id)));
  const columns = keysFirst(
    tableColumnsOf<SpecView>(
      plantSpecList,
      {
        crop: { width: 70 },
        variety: { width: 120 },
        status: statusColumn(80),
        cur_ver: {
          title: '版本',
          width: 80,
          align: undefined,
          render: (v: number, s) => <RowAction onClick={() => setVersionsOf(s.spec_id)}>第 {v} 版</RowAction>,
        },
        phases: { width: undefined, render: (_v, s) => <PhaseChain phases={s.version.phases} /> },
        grow_days: { title: '播种到采收', width: 100, align: undefined, render: (_v, s) => `${s.version.grow_days} 天` },
        seedling_plants_per_dish: {
          title: '株/盘（育苗/栽培）',
          width: 110,
          align: undefined,
          render: (_v, s) => `${s.version.seedling_plants_per_dish} / ${s.version.grow_plants_per_dish}`,
        },
        grow_plants_per_dish: false,
        seed_item_name: false,
        seed_per_dish: false,
        seed_unit: false,
        yield_kg_per_dish: { title: '预期产量', width: 100, align: undefined, render: (_v, s) => `${s.version.yield_kg_per_dish} kg/盘` },
        grades: false,
        batch_ct: {
          title: '批次（在产/全部）',
          width: 100,
          align: undefined,
          render: (_v, s) => (
            <>
              <Typography.Text strong>{s.active_batch_ct}</Typography.Text> / {s.batch_ct}
            </>
          ),
        },
        active_batch_ct: false,
        remark: false,
      },
      opsColumn<SpecView>(160, mobile, (s) => (
        <Space size={0}>
          <RowAction onClick={() => setVersionsOf(s.spec_id)}>版本</RowAction>
          {canEdit && (
            <>
              <RowAction onClick={() => edit(s)}>编辑</RowAction>
              <Popconfirm
                title={s.status === 'enabled' ? `停用「${s.crop} / ${s.variety}」？` : `启用「${s.crop} / ${s.variety}」？`}
                description={s.status === 'enabled' ? '停用后不能再用它播种；已有批次不受影响。' : '启用后可以用它播种。'}
                okText={s.status === 'enabled' ? '停用' : '启用'}
                onConfirm={action(async () => {
                  const r = await setStatus.mutateAsync({ fid, spec_id: s.spec_id, status: s.status === 'enabled' ? 'disabled' : 'enabled' });
                  feedback.message.success(r.msg);
                })}
              >
                <Button type="link" size="small" danger={s.status === 'enabled'}>
                  {s.status === 'enabled' ? '停用' : '启用'}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      )),
    ),
    // 状态 stands after the counts on the page; the file keeps the definition's order.
    ['crop', 'variety', 'cur_ver', 'phases', 'grow_days', 'seedling_plants_per_dish', 'yield_kg_per_dish', 'batch_ct'],
  );
  return (
    <PageContainer
      title="品种规格"
      description="每个作物品种的阶段模板、每盘株数、用种、预期产量和等级。改动会保存为新版本，已播种的批次保留播种时的版本。"
      extra={
        <ExportAndCreate
          list={plantSpecList}
          filter={{ fid, ...filters }}
          create={{ codes: ['cfg.plant.edit'], onClick: editor.create, label: '新建品种规格' }}
        />
      }
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="作物、品种或备注" width={220} onSearch={(kw) => set({ kw })} />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
      </ListToolbar>
      <Table<SpecView> rowKey="spec_id" {...pagedTable(list, q, setQ, '个品种规格', '还没有品种规格')} scroll={{ x: 1100 }} columns={columns} />
      <SpecEditorDrawer fid={fid} open={editor.open} spec={editor.record} onClose={editor.close} />
      <SpecVersionsDrawer fid={fid} specId={versionsOf} onClose={() => setVersionsOf(null)} />
    </PageContainer>
  );
}
