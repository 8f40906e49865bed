import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { PLANT_PHASE_LABELS, thousands } from '@pfs/domain';
import { type TrialColumn } from '@pfs/domain/labs';
import { AREA_KIND_LABELS, BATCH_STATUS_LABELS, GROWING_PHASES, LOSS_REASON_LABELS, type GrowingPhase } from '@pfs/domain/plant';

type Row = { key: string; label: string; group?: boolean; cell?: (c: TrialColumn) => ReactNode };
type Targets = NonNullable<TrialColumn['phases'][number]['targets']>;

const count = (n: number) => thousands(n);
const num = (v: number | null, unit: string, digits = 1) => (v === null ? '—' : `${v.toFixed(digits)} ${unit}`);
const range = (lo: number | null, hi: number | null, unit: string) => (lo === null && hi === null ? '—' : lo !== null && hi !== null ? `${lo}–${hi} ${unit}` : lo !== null ? `≥ ${lo} ${unit}` : `≤ ${hi} ${unit}`);
const phaseOf = (c: TrialColumn, p: GrowingPhase) => c.phases.find((x) => x.phase === p);
/** The growing phase's targets (the area kind's climate targets), the recipe's light and climate goals. */
const targetOf = (c: TrialColumn, pick: (t: Targets) => ReactNode) => {
  const t = phaseOf(c, 'grow')?.targets;
  return t ? pick(t) : '未设定';
};

/** The rows of the side-by-side table: recipe, cycle, yield, losses, climate. */
function rowsOf(columns: readonly TrialColumn[], linkBatches: boolean): Row[] {
  const phases = [...new Set(columns.flatMap((c) => c.phases.map((p) => p.phase)))];
  return [
    { key: 'g-recipe', label: '配方', group: true },
    { key: 'label', label: '对比变量', cell: (c) => <Typography.Text strong>{c.label}</Typography.Text> },
    { key: 'batch', label: '批次', cell: (c) => (linkBatches ? <Link to={`/plant/batch_detail?batch_id=${c.batch_id}`}>{c.batch_no}</Link> : c.batch_no) },
    { key: 'spec', label: '品种规格', cell: (c) => `${c.crop} ${c.variety}（v${c.spec_ver}）` },
    { key: 'status', label: '批次状态', cell: (c) => <Tag color={c.status === 'active' ? 'green' : 'default'}>{BATCH_STATUS_LABELS[c.status]}</Tag> },
    { key: 'sow', label: '播种日期', cell: (c) => c.sow_date },
    ...GROWING_PHASES.filter((p) => columns.some((c) => phaseOf(c, p))).flatMap((p): Row[] => [
      { key: `density-${p}`, label: `${PLANT_PHASE_LABELS[p]}密度`, cell: (c) => num(phaseOf(c, p)?.plants_per_dish ?? null, '株/盘', 0) },
      { key: `areas-${p}`, label: `${PLANT_PHASE_LABELS[p]}区域`, cell: (c) => phaseOf(c, p)?.areas.map((a) => a.name).join('、') || `（${AREA_KIND_LABELS[phaseOf(c, p)?.area_kind ?? 'other']}）` },
    ]),
    { key: 'light', label: '光照目标（栽培）', cell: (c) => targetOf(c, (t) => `${range(t.light_hours_min, t.light_hours_max, 'h/天')}；DLI ${range(t.dli_min, t.dli_max, 'mol/m²/d')}`) },
    { key: 'temp-t', label: '温湿度目标（栽培）', cell: (c) => targetOf(c, (t) => `${range(t.temp_min, t.temp_max, '°C')}；${range(t.rh_min, t.rh_max, '%')}`) },
    { key: 'g-cycle', label: '周期（实际 / 计划天数）', group: true },
    ...phases.map(
      (p): Row => ({
        key: `days-${p}`,
        label: PLANT_PHASE_LABELS[p],
        cell: (c) => {
          const x = c.phases.find((y) => y.phase === p);
          return x ? `${x.actual_days ?? '—'} / ${x.planned_days} 天` : '—';
        },
      }),
    ),
    { key: 'g-yield', label: '产量与损耗', group: true },
    { key: 'kg', label: '采收重量', cell: (c) => num(c.kg, 'kg', 2) },
    { key: 'per-dish', label: '单盘产量（预期）', cell: (c) => `${num(c.kg_per_dish, 'kg/盘', 2)}（${c.expected_kg_per_dish} kg/盘）` },
    { key: 'per-m2', label: '每平方米产量', cell: (c) => num(c.kg_per_m2, 'kg/m²', 2) },
    { key: 'sown', label: '播种 / 采收株数', cell: (c) => `${count(c.plants_sown)} / ${count(c.plants_harvested)}` },
    { key: 'lost', label: '损耗株数（比例）', cell: (c) => `${count(c.plants_lost)}（${c.loss_pct ?? '—'}%）` },
    { key: 'reasons', label: '损耗原因', cell: (c) => c.losses.map((l) => `${LOSS_REASON_LABELS[l.reason]} ${count(l.plants)}`).join('、') || '无' },
    { key: 'g-climate', label: '环境（所在区域的物联网小时/日汇总）', group: true },
    { key: 'temp', label: '平均温度', cell: (c) => num(c.climate.air_temp, '°C') },
    { key: 'rh', label: '平均湿度', cell: (c) => num(c.climate.humidity, '%') },
    { key: 'co2', label: '平均 CO2', cell: (c) => num(c.climate.co2, 'ppm', 0) },
    { key: 'dli', label: '平均 DLI', cell: (c) => num(c.climate.dli, 'mol/m²/d', 2) },
    { key: 'lit', label: '平均光照时长', cell: (c) => num(c.climate.light_hours, 'h/天') },
    { key: 'hours', label: '有数据的小时', cell: (c) => (c.climate.hours ? `${count(c.climate.hours)} h` : '无环境数据') },
  ];
}

/** The trial's batches side by side: one column per batch, one row per property. */
export function TrialCompareTable({ columns, linkBatches }: { columns: readonly TrialColumn[]; linkBatches: boolean }) {
  const n = columns.length;
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 180 + n * 200 }}
      dataSource={rowsOf(columns, linkBatches)}
      aria-label="批次对比表"
      rowClassName={(r) => (r.group ? 'ant-table-row-group' : '')}
      columns={[
        {
          title: '项目',
          dataIndex: 'label',
          width: 180,
          fixed: 'left',
          onCell: (r) => (r.group ? { colSpan: n + 1, style: { fontWeight: 600, background: 'rgba(22,119,255,0.06)' } } : {}),
        },
        ...columns.map((c, i) => ({
          title: c.label,
          key: `b${c.batch_id}`,
          width: 200,
          onCell: (r: Row) => (r.group ? { colSpan: 0 } : {}),
          render: (_v: unknown, r: Row) => r.cell?.(columns[i]!),
        })),
      ]}
    />
  );
}
