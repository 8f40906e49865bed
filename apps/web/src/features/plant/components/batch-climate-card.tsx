import { useMemo } from 'react';
import { Empty, Grid, Spin, Table, Typography } from 'antd';
import type { BatchClimate } from '@pfs/domain/plant';
import { smallTable } from '@/components/list-page';
import { EChart } from '@/components/echart/echart';
import { usePlantBatchClimate } from '../api/get-plant-batch-climate';
import { climateChartOption } from '../utils/climate-chart-option';
import { PhaseTag } from './phase-tag';

type Phase = BatchClimate['phases'][number];
type Stat = Phase['air_temp'];
type Targets = Phase['targets'];

const num = (v: number, d: number) => v.toFixed(d);
const range = (lo: number | null | undefined, hi: number | null | undefined, unit: string) =>
  lo == null && hi == null ? '' : lo != null && hi != null ? `目标 ${lo}–${hi}${unit}` : lo != null ? `目标 ≥ ${lo}${unit}` : `目标 ≤ ${hi}${unit}`;

function StatCell({ s, d, unit, lo, hi }: { s: Stat; d: number; unit: string; lo?: number | null; hi?: number | null }) {
  if (!s) return <Typography.Text type="secondary">无数据</Typography.Text>;
  const target = range(lo, hi, unit);
  return (
    <div>
      <div>
        {num(s.avg, d)}
        {unit}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          （{num(s.min, d)}–{num(s.max, d)}）
        </Typography.Text>
      </div>
      {target && (
        <Typography.Text type={s.in_target_pct !== null && s.in_target_pct < 80 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {target}
          {s.in_target_pct !== null && `，达标 ${Math.round(s.in_target_pct)}%`}
        </Typography.Text>
      )}
    </div>
  );
}

function LightCell({ p }: { p: Phase }) {
  const l = p.light;
  const t: Targets = p.targets;
  if (!l) return <Typography.Text type="secondary">无数据</Typography.Text>;
  return (
    <div>
      <div>
        {num(l.light_hours_avg, 1)} h/天 · DLI {num(l.dli_avg, 1)}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          （{num(l.dli_min, 1)}–{num(l.dli_max, 1)}）
        </Typography.Text>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[range(t?.light_hours_min, t?.light_hours_max, ' h'), range(t?.dli_min, t?.dli_max, '')].filter(Boolean).join('；')}
        {l.in_target_pct !== null && `，达标 ${Math.round(l.in_target_pct)}%`}
      </Typography.Text>
    </div>
  );
}

/** The climate the batch lived in, per phase (avg, min–max against the area kind's targets) and day by day. */
export function BatchClimateCard({ fid, batchId }: { fid: number; batchId: number }) {
  const climate = usePlantBatchClimate(fid, batchId);
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => (climate.data ? climateChartOption(climate.data, compact) : null), [climate.data, compact]);
  if (climate.isError) return <Empty description="环境数据加载失败，请稍后重试" />;
  if (climate.isLoading || !climate.data || !option) return <Spin style={{ display: 'block', padding: 48 }} />;
  const c = climate.data;
  return (
    <>
      {c.days.length ? (
        <EChart option={option} height={compact ? 460 : 520} label="批次环境曲线（温度、湿度、CO2、DLI）" />
      ) : (
        <Empty description="该批次所在区域没有环境数据（区域未绑定网关或尚无读数）" />
      )}
      <Table<Phase>
        rowKey={(p) => `${p.phase}:${p.from}`}
        {...smallTable(c.phases)}
        scroll={{ x: 900 }}
        style={{ marginTop: 12 }}
        columns={[
          { title: '阶段', dataIndex: 'phase', width: 80, fixed: 'left', render: (p: Phase['phase']) => <PhaseTag phase={p} /> },
          { title: '时间', key: 'span', width: 130, render: (_v, p) => `${p.from.slice(5)} ~ ${p.to ? p.to.slice(5) : '至今'}` },
          { title: '区域', key: 'areas', width: 120, render: (_v, p) => p.areas.map((a) => a.name).join('、') },
          { title: '温度', key: 't', render: (_v, p) => <StatCell s={p.air_temp} d={1} unit=" °C" lo={p.targets?.temp_min} hi={p.targets?.temp_max} /> },
          { title: '湿度', key: 'h', render: (_v, p) => <StatCell s={p.humidity} d={0} unit="%" lo={p.targets?.rh_min} hi={p.targets?.rh_max} /> },
          { title: 'CO2', key: 'c', render: (_v, p) => <StatCell s={p.co2} d={0} unit=" ppm" lo={p.targets?.co2_min} hi={p.targets?.co2_max} /> },
          { title: '光照', key: 'l', render: (_v, p) => <LightCell p={p} /> },
        ]}
      />
    </>
  );
}
