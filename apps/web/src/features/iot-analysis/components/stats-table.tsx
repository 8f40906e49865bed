import { Table, Tag, Typography } from 'antd';
import { formatValue, valueRule } from '@pfs/domain';
import { smallTable } from '@/components/list-page';
import type { SeriesStats } from '../api/get-iot-analysis-compare';
import { SERIES_COLORS, seriesLabel } from '../utils/chart-options';

type Row = {
  point_id: number;
  name: string;
  gw_name: string;
  area_name: string;
  unit: string;
  stats: SeriesStats;
  day_avg?: number | null;
  night_avg?: number | null;
};
const num = (v: number | null | undefined, r: Row) => formatValue(v, r.unit);
/** A spread is finer than the readings: one decimal more than the unit's rule. */
const spread = (v: number | null | undefined, r: Row) => (v === null || v === undefined ? '—' : v.toFixed(valueRule(r.unit).decimals + 1));

/** Summary per series: average, minimum, maximum, standard deviation (and day/night averages for profiles). */
export function StatsTable({ rows, dayNight }: { rows: readonly Row[]; dayNight?: boolean }) {
  return (
    <Table<Row>
      rowKey="point_id"
      {...smallTable([...rows])}
      scroll={{ x: 760 }}
      columns={[
        {
          title: '传感器',
          key: 'name',
          render: (_v, r) => (
            <>
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  marginRight: 6,
                  background: SERIES_COLORS[rows.indexOf(r) % SERIES_COLORS.length],
                }}
              />
              {seriesLabel(r)}
            </>
          ),
        },
        { title: '区域', dataIndex: 'area_name', width: 100, render: (v: string) => v || <Typography.Text type="secondary">未分配</Typography.Text> },
        { title: '单位', dataIndex: 'unit', width: 70 },
        { title: '平均', key: 'avg', width: 90, align: 'right', render: (_v, r) => num(r.stats?.avg, r) },
        { title: '最小', key: 'min', width: 90, align: 'right', render: (_v, r) => num(r.stats?.min, r) },
        { title: '最大', key: 'max', width: 90, align: 'right', render: (_v, r) => num(r.stats?.max, r) },
        { title: '标准差', key: 'std', width: 90, align: 'right', render: (_v, r) => spread(r.stats?.std, r) },
        ...(dayNight
          ? [
              { title: '白天平均', key: 'day', width: 100, align: 'right' as const, render: (_v: unknown, r: Row) => num(r.day_avg, r) },
              { title: '夜间平均', key: 'night', width: 100, align: 'right' as const, render: (_v: unknown, r: Row) => num(r.night_avg, r) },
            ]
          : [{ title: '小时数', key: 'n', width: 80, align: 'right' as const, render: (_v: unknown, r: Row) => (r.stats ? r.stats.n : <Tag>无数据</Tag>) }]),
      ]}
    />
  );
}
