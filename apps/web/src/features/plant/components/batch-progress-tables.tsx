import { Table, Typography } from 'antd';
import { AREA_KIND_LABELS, DISH_TYPE_LABELS, type BatchDetail } from '@pfs/domain/plant';
import { smallTable } from '@/components/list-page';
import { count } from '../utils/plant-format';
import { PhaseProgressBar } from './phase-progress-bar';
import { PhaseTag } from './phase-tag';

type Place = BatchDetail['places'][number];
type Plan = BatchDetail['plan'][number];

/** Where the batch stands now: one row per phase and area, days in phase against the plan. */
export function BatchPlacesTable({ places }: { places: Place[] }) {
  return (
    <Table<Place>
      rowKey={(p) => `${p.phase}:${p.area_id}`}
      {...smallTable(places)}
      locale={{ emptyText: '该批次已没有在产的盘' }}
      columns={[
        {
          title: '阶段 · 区域',
          key: 'where',
          render: (_v, p) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              <PhaseTag phase={p.phase} />
              {p.area_name}
            </span>
          ),
        },
        {
          title: '盘 / 株',
          key: 'n',
          align: 'right',
          render: (_v, p) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {count(p.dishes)} / {count(p.plants)}
            </span>
          ),
        },
        { title: '进入日期', dataIndex: 'since', width: 110, responsive: ['xxl'] },
        { title: '阶段天数', key: 'days', width: 200, render: (_v, p) => <PhaseProgressBar d={p} compact /> },
      ]}
    />
  );
}

/** Plan against reality per phase of the batch's spec version: planned days and dates beside the actual ones. */
export function BatchPlanTable({ plan }: { plan: Plan[] }) {
  return (
    <Table<Plan>
      rowKey="phase"
      {...smallTable(plan)}
      columns={[
        { title: '阶段', dataIndex: 'phase', width: 80, render: (p: Plan['phase']) => <PhaseTag phase={p} /> },
        {
          title: '区域类型 / 密度',
          key: 'where',
          render: (_v, p) => (
            <span>
              {AREA_KIND_LABELS[p.area_kind]}
              {p.dish_type && p.plants_per_dish !== null && (
                <Typography.Text type="secondary">
                  {' '}
                  · {DISH_TYPE_LABELS[p.dish_type]} {p.plants_per_dish} 株/盘
                </Typography.Text>
              )}
            </span>
          ),
        },
        {
          title: '计划',
          key: 'plan',
          render: (_v, p) => (
            <span title={p.planned_start}>
              {p.planned_start.slice(5)} 起 {p.planned_days} 天
            </span>
          ),
        },
        {
          title: '实际',
          key: 'actual',
          render: (_v, p) =>
            p.actual_start === null ? (
              <Typography.Text type="secondary">未开始</Typography.Text>
            ) : (
              <span title={p.actual_start}>
                {p.actual_start.slice(5)} 起 {p.actual_days ?? 0} 天{p.actual_end ? '' : '（进行中）'}
              </span>
            ),
        },
        {
          title: '差异',
          key: 'diff',
          width: 80,
          render: (_v, p) => {
            if (p.actual_days === null) return '—';
            const diff = p.actual_days - p.planned_days;
            if (diff > 0) return <Typography.Text type="danger">多 {diff} 天</Typography.Text>;
            if (diff < 0 && p.actual_end) return <Typography.Text type="success">少 {-diff} 天</Typography.Text>;
            return diff === 0 ? '按计划' : '—';
          },
        },
      ]}
    />
  );
}
