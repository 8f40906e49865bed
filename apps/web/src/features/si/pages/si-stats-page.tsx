import { useState } from 'react';
import { Flex, Segmented, Table } from 'antd';
import { SI_STATS_DIM_LABELS, SI_STATS_DIMS, siStatsList, type SiStatsDim, type SiStatsRow } from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { wholeTable } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangePresetKey } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useSiStats } from '../api/get-si-stats';
import { SiStatsCharts } from '../components/si-stats-charts';
import { SiStatsKpis } from '../components/si-stats-kpis';

const PRESETS: readonly RangePresetKey[] = ['month', 'last_month', 'last7', 'last30', 'last90', 'year'];

/**
 * /si/plan_stats_list 巡检统计 [si.list]: completion, on-time and abnormal rates and the time to handle an
 * abnormality over a range of days (this month unless chosen), by day, rule, person or target; the charts always
 * read by day. The range stays in the address.
 */
export default function SiStatsPage() {
  const fid = useCurrentFid();
  const range = useRangeParam({ mode: 'day', presets: PRESETS }, { preset: 'month' });
  const [dim, setDim] = useState<SiStatsDim>('day');
  const days = { from: range.resolved.startDay, to: range.resolved.endDay };
  const filter = fid ? { fid, ...days, dim } : undefined;
  const stats = useSiStats(filter);
  const byDay = useSiStats(fid ? { fid, ...days, dim: 'day' } : undefined);
  if (!fid) return <NoFactory />;
  const rows = dim === 'day' ? [...(stats.data?.rows ?? [])].reverse() : stats.data?.rows;
  const columns = tableColumnsOf(siStatsList, { label: { title: SI_STATS_DIM_LABELS[dim].slice(1), fixed: 'left' } });
  return (
    <PageContainer
      title="巡检统计"
      extra={
        <>
          <Segmented<SiStatsDim>
            value={dim}
            options={SI_STATS_DIMS.map((d) => ({ value: d, label: SI_STATS_DIM_LABELS[d] }))}
            onChange={setDim}
          />
          <ListExportButton list={siStatsList} filter={filter!} />
        </>
      }
    >
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="day" presets={PRESETS} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
      </Flex>
      <SiStatsKpis total={stats.data?.total} />
      <SiStatsCharts rows={byDay.data?.rows} {...days} />
      <Table<SiStatsRow>
        rowKey="key"
        size="middle"
        {...wholeTable({ isLoading: stats.isLoading, isError: stats.isError, data: rows }, '该时段没有到期的巡检计划')}
        columns={columns}
        scroll={{ x: 1300 }}
      />
    </PageContainer>
  );
}
