import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Grid, Select, Space, Table, Tag, Typography } from 'antd';
import { PLANT_PHASES, type PlantPhase } from '@pfs/domain';
import { BATCH_STATUS_LABELS, type BatchStatus } from '@pfs/domain/plant';
import { PageContainer } from '@/components/page-container';
import { CreateButton, pagedTable } from '@/components/list-page';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { useCurrentFid } from '@/lib/auth-store';
import { plantBatchList, usePlantBatchList, type Batch, type BatchListBody } from '../api/get-plant-batch-list';
import { BatchLink, batchDetailPath } from '../components/batch-link';
import { useDayRange } from '@/components/day-range-filter';
import { ListExportButton } from '@/components/list-export-button';
import { batchOverrides } from '../components/batch-columns';
import { BatchStatusTag, PhaseTag } from '../components/phase-tag';
import { BatchFilters } from '../components/plant-pickers';
import { SowDrawer } from '../components/sow-drawer';
import { specName } from '../utils/cycle-chart-option';
import { count, factoryToday, kgText } from '../utils/plant-format';

type Filters = Omit<BatchListBody, 'fid' | 'start_day' | 'end_day'> & { page: number; size: number };
const STATUS_OPTIONS = Object.entries(BATCH_STATUS_LABELS).map(([value, label]) => ({ value, label }));

function BatchTable({ fid }: { fid: number }) {
  const navigate = useNavigate();
  const [q, setQ] = useState<Filters>({ page: 1, size: 20, status: 'active' });
  const set = (patch: Partial<Filters>) => setQ((old) => ({ ...old, ...patch, page: 1 }));
  const { days, picker } = useDayRange(undefined, () => set({}));
  const body = { fid, ...q, ...days };
  const list = usePlantBatchList(body);
  const [sowing, setSowing] = useState(false);
  const wide = !!Grid.useBreakpoint().lg;
  const today = factoryToday();
  const { page: _p, size: _s, ...filters } = body;
  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <BatchFilters fid={fid} q={q} set={set} search={{ placeholder: '批次号 / 备注', width: 170 }} phases={PLANT_PHASES} />
          <Select
            allowClear
            placeholder="状态"
            style={{ width: 100 }}
            value={q.status}
            options={STATUS_OPTIONS}
            onChange={(status?: BatchStatus) => set({ status })}
          />
          {picker}
        </Space>
        <Space>
          <CreateButton codes={['plant.edit']} onClick={() => setSowing(true)} label="播种" />
          <ListExportButton run={() => plantBatchList.exportFile(filters)} disabled={!list.data?.total_ct} />
        </Space>
      </Flex>
      <Table<Batch>
        rowKey="batch_id"
        {...pagedTable(list, q, setQ, '个批次', '没有符合条件的批次')}
        scroll={wide ? { x: 1320 } : undefined}
        columns={keysFirst(
          tableColumnsOf<Batch>(
            plantBatchList,
            {
              ...batchOverrides<Batch>({ responsive: ['lg'], width: 210, ver: (b) => b.spec_ver }),
              batch_no: {
                width: 150,
                render: (no: string, b) => (
                  <Flex vertical>
                    <BatchLink id={b.batch_id} no={no} />
                    {!wide && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {specName(b)} · {b.sow_date}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
              },
              spec_ver: false,
              sow_date: { width: 110, responsive: ['lg'] },
              status: { width: 90, responsive: ['md'], render: (s: BatchStatus) => <BatchStatusTag status={s} /> },
              phase: { title: '阶段', width: 80, render: (p: PlantPhase | null) => <PhaseTag phase={p} /> },
              areas: { width: undefined, responsive: ['xl'] },
              dishes: { title: '盘数', width: 80 },
              plants: { title: '在产 / 播种株数', width: 140, responsive: ['md'], render: (_v, b) => `${count(b.plants)} / ${count(b.plants_sown)}` },
              plants_sown: false,
              plants_lost: false,
              plants_harvested: false,
              kg_harvested: { title: '已采收', width: 100, responsive: ['lg'], render: kgText },
              planned_pick_day: {
                title: '计划采收',
                width: 190,
                responsive: ['xl'],
                render: (_v, b) => (
                  <Space size={4} wrap>
                    {b.planned_pick_day ?? '—'}
                    {b.safe_from && b.safe_from > today && <Tag color="orange">{b.safe_from.slice(5)} 起可采</Tag>}
                  </Space>
                ),
              },
              closed_on: false,
              remark: false,
            },
            {
              title: '操作',
              key: 'ops',
              width: 70,
              responsive: ['md'],
              fixed: wide ? 'right' : undefined,
              render: (_v, b) => (
                <Button type="link" size="small" onClick={() => void navigate(batchDetailPath(b.batch_id))}>
                  详情
                </Button>
              ),
            },
          ),
          // 所在区域 stands before the counts on the page; the file keeps the definition's order.
          ['batch_no', 'crop', 'sow_date', 'status', 'phase', 'areas'],
        )}
      />
      <SowDrawer
        fid={fid}
        open={sowing}
        onClose={() => setSowing(false)}
        onCreated={(id) => {
          setSowing(false);
          void navigate(batchDetailPath(id));
        }}
      />
    </>
  );
}

/** /plant/batch 种植盘: every batch with its phase, places, dishes and plants; 播种 starts a new one. */
export default function BatchListPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="种植盘" description="按作物、规格、阶段、区域、状态和播种日期筛选批次；点击批次号查看详情并记录移动、移栽、损耗和采收。">
      <BatchTable fid={fid} />
    </PageContainer>
  );
}
