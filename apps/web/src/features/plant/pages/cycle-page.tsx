import { useMemo, useState } from 'react';
import { Empty, Flex, Grid, Space, Spin, Table, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { smallTable } from '@/components/list-page';
import { EChart } from '@/components/echart/echart';
import { PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { exportPlantCycleStats, usePlantCycleStats, type CycleStats } from '../api/get-plant-cycle-stats';
import { ListExportButton } from '@/components/list-export-button';
import { CropSelect, SpecSelect } from '../components/plant-pickers';
import { cycleChartOption, cyclePhases, specName } from '../utils/cycle-chart-option';

const RANGE: RangeSpec = { mode: 'day', presets: ['last30', 'last90', 'year', 'last12m'] };
type Row = CycleStats[number];

function daysCell(r: Row, phase: string) {
  const p = r.phases.find((x) => x.phase === phase);
  if (!p) return '—';
  // Produce in 入库 leaves the batch as finished-goods lots: its days in stock are the lots' 库龄, not a batch phase.
  if (p.actual_avg === null && phase === 'storage') return <Typography.Text type="secondary">计划 {p.planned_days} 天；入库后按成品批号计库龄</Typography.Text>;
  if (p.actual_avg === null) return <Typography.Text type="secondary">计划 {p.planned_days} 天，尚无完成批次</Typography.Text>;
  const over = p.actual_avg - p.planned_days;
  return (
    <div>
      <Typography.Text type={over > 0.5 ? 'danger' : undefined}>{p.actual_avg.toFixed(1)}</Typography.Text> / {p.planned_days} 天
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {p.actual_min}–{p.actual_max} 天，{p.n} 批
      </Typography.Text>
    </div>
  );
}

/** /plant/cycle 种植周期: planned against actual days per phase for each crop spec, as bars and a table. */
export default function CyclePage() {
  const fid = useCurrentFid();
  const range = useRangeParam(RANGE, { preset: 'last90' });
  const [crop, setCrop] = useState<string>();
  const [specId, setSpecId] = useState<number>();
  const body = fid ? { fid, crop, spec_id: specId, start_day: range.resolved.startDay, end_day: range.resolved.endDay } : undefined;
  const stats = usePlantCycleStats(body);
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => cycleChartOption(stats.data ?? [], compact), [stats.data, compact]);
  if (!fid || !body) return null;
  const phases = cyclePhases(stats.data ?? []);
  return (
    <PageContainer title="种植周期" description="按播种日期统计各品种规格每个阶段的计划天数（浅色）与实际平均天数（深色）；只计已完成该阶段的批次。">
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <CropSelect fid={fid} value={crop} onChange={setCrop} />
          <SpecSelect fid={fid} value={specId} onChange={setSpecId} />
          <span>播种日期</span>
          <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        </Space>
        <ListExportButton run={() => exportPlantCycleStats(body)} disabled={!stats.data?.length} />
      </Flex>
      <Spin spinning={stats.isFetching}>
        {!stats.data?.length ? (
          <Empty style={{ padding: 48 }} description={stats.isError ? '加载失败，请稍后重试' : stats.isLoading ? '加载中…' : '所选时间内没有播种的批次'} />
        ) : (
          <>
            <EChart option={option} height={compact ? 320 : 380} label="各品种规格计划与实际阶段天数" />
            <Table<Row>
              rowKey="spec_id"
              {...smallTable(stats.data)}
              scroll={{ x: 200 + phases.length * 160 }}
              style={{ marginTop: 16 }}
              columns={[
                { title: '品种规格', key: 'spec', fixed: 'left', width: 160, render: (_v, r) => `${specName(r)}（${r.batch_ct} 批）` },
                ...phases.map((ph) => ({
                  title: `${PLANT_PHASE_LABELS[ph]} 实际 / 计划`,
                  key: ph,
                  width: 160,
                  render: (_v: unknown, r: Row) => daysCell(r, ph),
                })),
              ]}
            />
          </>
        )}
      </Spin>
    </PageContainer>
  );
}
