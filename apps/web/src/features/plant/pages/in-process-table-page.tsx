import { useState } from 'react';
import { Flex, Grid, Space, Switch, Table, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { GROWING_PHASES, type GrowingPhase } from '@pfs/domain/plant';
import { PageContainer } from '@/components/page-container';
import { pagedTable } from '@/components/list-page';
import { tableColumnsOf } from '@/components/list-columns';
import { useCurrentFid } from '@/lib/auth-store';
import { plantInProcessList, usePlantInProcessList, type InProcessItem, type InProcessListBody } from '../api/get-plant-in-process-list';
import { batchWithSpecOverrides } from '../components/batch-columns';
import { ListExportButton } from '@/components/list-export-button';
import { PhaseProgressBar } from '../components/phase-progress-bar';
import { PhaseTag } from '../components/phase-tag';
import { BatchFilters } from '../components/plant-pickers';
import { isLate } from '../utils/phase-progress';

type Filters = Omit<InProcessListBody, 'fid'> & { page: number; size: number };
const NEXT = { move: '移动', transplant: '移栽', pick: '采收' } as const;
const LATE_ROW = { background: 'rgba(245, 34, 45, 0.08)' };

function InProcessTable({ fid }: { fid: number }) {
  const [q, setQ] = useState<Filters>({ page: 1, size: 20 });
  const set = (patch: Partial<Filters>) => setQ((old) => ({ ...old, ...patch, page: 1 }));
  const body = { fid, ...q };
  const list = usePlantInProcessList(body);
  const wide = !!Grid.useBreakpoint().lg;
  const { page: _p, size: _s, ...filters } = body;
  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <BatchFilters fid={fid} q={q} set={set} search={{ placeholder: '批次号', width: 150 }} phases={GROWING_PHASES} />
          <Space size={4}>
            <Switch size="small" checked={!!q.late_only} onChange={(late_only) => set({ late_only: late_only || undefined })} />
            <Typography.Text>只看超期</Typography.Text>
          </Space>
        </Space>
        <ListExportButton run={() => plantInProcessList.exportFile(filters)} disabled={!list.data?.total_ct} />
      </Flex>
      <Table<InProcessItem>
        rowKey={(r) => `${r.batch_id}:${r.phase}:${r.area_id}`}
        {...pagedTable(list, q, setQ, '条', '没有在产的批次')}
        scroll={wide ? { x: 1100 } : undefined}
        onRow={(r) => (isLate(r) ? { style: LATE_ROW } : {})}
        columns={tableColumnsOf<InProcessItem>(plantInProcessList, {
          ...batchWithSpecOverrides<InProcessItem>(),
          sow_date: { width: 110, responsive: ['lg'] },
          phase: { width: 80, render: (p: GrowingPhase) => <PhaseTag phase={p} /> },
          area_name: { width: 110, responsive: ['sm'] },
          dishes: { width: 80 },
          plants: { width: 90, responsive: ['md'] },
          since: { title: '进入日期', width: 110, responsive: ['xl'] },
          days_in: { title: '阶段天数 / 计划', width: 230, align: undefined, render: (_v, r) => <PhaseProgressBar d={r} compact={!wide} /> },
          planned_days: false,
          late_days: false,
          next: {
            width: 110,
            responsive: ['md'],
            render: (_v, r) =>
              r.next_kind
                ? `${NEXT[r.next_kind]}${r.next_phase && r.next_kind !== 'pick' && r.next_phase !== r.phase ? `到${PLANT_PHASE_LABELS[r.next_phase]}` : ''}`
                : '—',
          },
        })}
      />
    </>
  );
}

/** /plant/in_process_table 在产批次: one row per batch and place; rows past their planned days are marked red. */
export default function InProcessTablePage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="在产批次" description="每个批次在每个区域一行；阶段天数超过计划的标红，到期的标橙。">
      <InProcessTable fid={fid} />
    </PageContainer>
  );
}
